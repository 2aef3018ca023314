/** @jest-environment node */
import { DEFAULT_THROTTLE, delayAfter, failuresInMemory, LoginThrottle, type Attempt } from './throttle';

const WINDOW = 15 * 60_000;

/** A throttle on a fake clock: its sleep moves the clock on and records what it waited. */
function throttled(rules: Partial<typeof DEFAULT_THROTTLE> & { perClient?: number; perAddress?: number } = {}) {
  const clock = { now: Date.UTC(2026, 10, 26, 22, 0), slept: [] as number[] };
  const sleep = async (ms: number) => {
    clock.slept.push(ms);
    clock.now += ms;
  };
  const throttle = new LoginThrottle({
    counts: failuresInMemory(() => clock.now),
    rules: { ...DEFAULT_THROTTLE, perClient: 10, perAddress: 10, ...rules },
    sleep,
  });
  return { throttle, clock };
}

const member = 'sabine.keller@musterstadt.de';
const from = (client: string, email = member, kind = 'ratsinfo'): Attempt => ({ kind, client, email });

/** `times` wrong passwords (an attempt that is not settled otherwise stays a failure); the delay each waited, or 'refused'. */
async function failTimes(throttle: LoginThrottle, attempt: Attempt, times: number): Promise<(number | 'refused')[]> {
  const seen: (number | 'refused')[] = [];
  for (let i = 0; i < times; i += 1) {
    const verdict = await throttle.before(attempt);
    seen.push(verdict.refused ? 'refused' : verdict.waitedMs);
  }
  return seen;
}

describe('login throttling by failures', () => {
  it('lets correct logins through without limit or delay: successes never count', async () => {
    const { throttle, clock } = throttled();
    for (let i = 0; i < 30; i += 1) {
      expect(await throttle.before(from('203.0.113.5'))).toEqual({ refused: false, waitedMs: 0 });
      await throttle.succeeded(from('203.0.113.5'));
    }
    expect(clock.slept).toEqual([]);
  });

  it('slows a failing client with a growing, capped delay and refuses it after ten failures, with the seconds until the window ends', async () => {
    const { throttle, clock } = throttled();
    const start = clock.now;
    const attempt = from('198.51.100.20');
    expect(await failTimes(throttle, attempt, 10)).toEqual([0, 0, 0, 250, 500, 1000, 2000, 2000, 2000, 2000]);
    const refused = await throttle.before(attempt);
    expect(refused).toEqual({ refused: true, retryAfter: Math.ceil((start + WINDOW - clock.now) / 1000) });
    // The right password too: the client is refused before anything is checked.
    expect((await throttle.before(from('198.51.100.20', 'anna.schmid@musterstadt.de'))).refused).toBe(true);
    // Another login kind counts on its own.
    expect(await throttle.before(from('198.51.100.20', member, 'intranet'))).toEqual({ refused: false, waitedMs: 0 });
    // The window ends fifteen minutes after the first failure: then the client may try again.
    clock.now = start + WINDOW;
    expect(await throttle.before(attempt)).toEqual({ refused: false, waitedMs: 0 });
  });

  it('clears the counters of the client and the address on a successful login', async () => {
    const { throttle } = throttled();
    const attempt = from('198.51.100.20');
    expect(await failTimes(throttle, attempt, 10)).toEqual([0, 0, 0, 250, 500, 1000, 2000, 2000, 2000, 2000]);
    await throttle.succeeded(attempt);
    // Nine failures again before the refusal, from a delay of none.
    expect(await failTimes(throttle, attempt, 11)).toEqual([0, 0, 0, 250, 500, 1000, 2000, 2000, 2000, 2000, 'refused']);
    // The address counted as well: it slows the member's own client until her login clears it; the
    // failing client stays refused (its own counter).
    const herself = from('192.0.2.7');
    expect(await throttle.before(herself)).toEqual({ refused: false, waitedMs: 2000 });
    await throttle.succeeded(herself);
    expect(await throttle.before(herself)).toEqual({ refused: false, waitedMs: 0 });
    expect((await throttle.before(attempt)).refused).toBe(true);
  });

  it('never refuses a client that has not been failing for an address that others failed on; it slows it, capped', async () => {
    const { throttle } = throttled();
    // Ten attackers, ten failures each, all on one council member's address.
    for (let i = 0; i < 10; i += 1) await failTimes(throttle, from(`198.51.100.${i}`), 10);
    expect(await throttle.before(from('198.51.100.3'))).toMatchObject({ refused: true });
    for (const client of ['192.0.2.7', '192.0.2.8', '192.0.2.9']) {
      expect(await throttle.before(from(client))).toEqual({ refused: false, waitedMs: DEFAULT_THROTTLE.maxDelayMs });
    }
    // Her login clears the address: her next one waits nothing.
    await throttle.succeeded(from('192.0.2.9'));
    expect(await throttle.before(from('192.0.2.7'))).toEqual({ refused: false, waitedMs: 0 });
  });

  it('refuses a client that has failed itself once the address is past its limit (a spread-out attack), never another client', async () => {
    const { throttle } = throttled({ perAddress: 5 });
    for (let i = 0; i < 5; i += 1) await failTimes(throttle, from(`198.51.100.${i}`), 1);
    // Each attacker failed once: with the address past its limit, each is refused for it …
    expect(await throttle.before(from('198.51.100.0'))).toMatchObject({ refused: true });
    // … but may still try other addresses, and a client without failures still gets in.
    expect((await throttle.before(from('198.51.100.0', 'anna.schmid@musterstadt.de'))).refused).toBe(false);
    expect((await throttle.before(from('192.0.2.7'))).refused).toBe(false);
  });

  it('lets no more than ten attempts sent at once by one client through, and takes back an attempt that could not be decided', async () => {
    const { throttle } = throttled();
    const attempt = from('198.51.100.20');
    const verdicts = await Promise.all(Array.from({ length: 15 }, () => throttle.before(attempt)));
    expect(verdicts.filter((verdict) => !verdict.refused)).toHaveLength(10);
    const other = throttled().throttle;
    for (let i = 0; i < 12; i += 1) {
      expect((await other.before(attempt)).refused).toBe(false);
      await other.undecided(attempt);
    }
    expect(await other.before(attempt)).toEqual({ refused: false, waitedMs: 0 });
  });

  it('counts an address whatever its case and surrounding spaces', async () => {
    const { throttle } = throttled();
    await failTimes(throttle, from('198.51.100.1', ' Sabine.Keller@Musterstadt.de '), 5);
    expect(await throttle.before(from('192.0.2.7', member))).toEqual({ refused: false, waitedMs: 1000 });
  });

  it('waits nothing for the first failures, then doubles up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 50, 5000].map((n) => delayAfter(n, DEFAULT_THROTTLE))).toEqual([0, 0, 0, 250, 500, 1000, 2000, 2000, 2000, 2000]);
  });
});
