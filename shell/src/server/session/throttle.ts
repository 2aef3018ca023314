/**
 * Login throttling by failures (OWASP ASVS 2.2.1): only failed logins count, per client address and
 * per e-mail address, in a fixed window; a successful login clears the counters of its client and
 * its address. A client's failures slow its next attempts (a growing delay before the credentials
 * are checked) and, past the limit, refuse them. Failures for an e-mail address slow every attempt
 * for it, but refuse only clients that have failed themselves: whoever knows a council member's
 * address cannot lock her out.
 *
 * An attempt is counted as a failure when it starts (one atomic increment, so attempts sent at once
 * cannot all pass as the first) and settled when its outcome is known: a success clears the counters,
 * an attempt that could not be decided (the content API unreachable) is taken back.
 *
 * The counters live in PostgreSQL when several shells share RATE_LIMIT_DATABASE_URL
 * (failure-store.ts), in memory otherwise; the clock and the sleep are injected.
 */

/** Failures counted under a key: how many, and milliseconds until the window ends (0: none). */
export interface FailureCount {
  count: number;
  ttl: number;
}

export interface FailureCounts {
  /** Counts one failure; the window starts with a key's first failure and lasts `windowMs`. */
  add(key: string, windowMs: number): Promise<FailureCount>;
  read(key: string): Promise<FailureCount>;
  /** Takes one failure back (an attempt that could not be decided). */
  remove(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

const NONE: FailureCount = { count: 0, ttl: 0 };

/** The counters of one shell alone, in memory; `now` is the clock (milliseconds). */
export function failuresInMemory(now: () => number = Date.now): FailureCounts {
  const counts = new Map<string, { count: number; until: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.until <= now()) counts.delete(key);
    return entry && entry.until > now() ? entry : undefined;
  };
  const sweep = () => {
    for (const [key, entry] of counts) if (entry.until <= now()) counts.delete(key);
  };
  return {
    async add(key, windowMs) {
      // Keys are e-mail addresses anybody may type: expired ones go before the map grows further.
      if (counts.size >= 10_000) sweep();
      const entry = live(key) ?? { count: 0, until: now() + windowMs };
      entry.count += 1;
      counts.set(key, entry);
      return { count: entry.count, ttl: entry.until - now() };
    },
    async read(key) {
      const entry = live(key);
      return entry ? { count: entry.count, ttl: entry.until - now() } : NONE;
    },
    async remove(key) {
      const entry = live(key);
      if (entry) entry.count = Math.max(0, entry.count - 1);
    },
    async clear(key) {
      counts.delete(key);
    },
  };
}

export interface ThrottleRules {
  /** A client's failures within the window after which its next attempts are refused (429). */
  perClient: number;
  /** An address's failures within the window after which clients that have failed too are refused. */
  perAddress: number;
  windowMs: number;
  /** Failures that cost no delay; after them the delay starts at `firstDelayMs` and doubles. */
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_THROTTLE: Omit<ThrottleRules, 'perClient' | 'perAddress'> = {
  windowMs: 15 * 60_000,
  freeFailures: 3,
  firstDelayMs: 250,
  maxDelayMs: 2000,
};

/** The delay before an attempt after `failures` failed ones: none for the first few, then doubling, capped. */
export function delayAfter(failures: number, rules: Pick<ThrottleRules, 'freeFailures' | 'firstDelayMs' | 'maxDelayMs'>): number {
  if (failures < rules.freeFailures) return 0;
  return Math.min(rules.maxDelayMs, rules.firstDelayMs * 2 ** Math.min(failures - rules.freeFailures, 30));
}

/** Who tries: the login kind (each counts on its own), the client address and the e-mail address. */
export interface Attempt {
  kind: string;
  client: string;
  email: string;
}

/** Refused, with the seconds until the client may try again; or allowed after the delay it waited. */
export type Verdict = { refused: true; retryAfter: number } | { refused: false; waitedMs: number };

export interface LoginThrottleOptions {
  counts: FailureCounts;
  rules: ThrottleRules;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class LoginThrottle {
  private readonly counts: FailureCounts;
  private readonly rules: ThrottleRules;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor({ counts, rules, sleep = realSleep }: LoginThrottleOptions) {
    this.counts = counts;
    this.rules = rules;
    this.sleep = sleep;
  }

  private keys({ kind, client, email }: Attempt) {
    return { client: `${kind}:client:${client}`, address: `${kind}:address:${email.trim().toLowerCase()}` };
  }

  /**
   * Before the credentials are checked: counts the attempt as a failure, then refuses a client past its
   * limit (or one that has failed while its address is past the address limit), else waits the delay
   * the failures before this attempt ask for. Every allowed attempt is settled afterwards: a failure
   * stays counted, `succeeded` or `undecided` otherwise.
   */
  async before(attempt: Attempt): Promise<Verdict> {
    const keys = this.keys(attempt);
    const { windowMs } = this.rules;
    const [client, address] = await Promise.all([this.counts.add(keys.client, windowMs), this.counts.add(keys.address, windowMs)]);
    // The failures before this attempt (attempts of the same client still under way among them).
    const clientBefore = client.count - 1;
    const addressBefore = address.count - 1;
    const seconds = (ttl: number) => Math.max(1, Math.ceil(ttl / 1000));
    if (clientBefore >= this.rules.perClient) return { refused: true, retryAfter: seconds(client.ttl) };
    if (clientBefore > 0 && addressBefore >= this.rules.perAddress) return { refused: true, retryAfter: seconds(Math.max(client.ttl, address.ttl)) };
    const waitedMs = delayAfter(Math.max(clientBefore, addressBefore), this.rules);
    if (waitedMs > 0) await this.sleep(waitedMs);
    return { refused: false, waitedMs };
  }

  /** An attempt that could not be decided (the content API unreachable) is no failure. */
  async undecided(attempt: Attempt): Promise<void> {
    const keys = this.keys(attempt);
    await Promise.all([this.counts.remove(keys.client), this.counts.remove(keys.address)]);
  }

  /** A successful login clears the counters of its client and its address. */
  async succeeded(attempt: Attempt): Promise<void> {
    const keys = this.keys(attempt);
    await Promise.all([this.counts.clear(keys.client), this.counts.clear(keys.address)]);
  }
}
