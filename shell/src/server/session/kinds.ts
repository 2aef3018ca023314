/**
 * The login kinds the remotes contribute, as the shell's mechanism sees them: which kind a path's
 * post belongs to (login, logout, password), how long a cookie lives.
 */
import { isInArea } from '@musterstadt/shell-contract';
import { MAX_SESSION_SECONDS, type LoginKind } from '@musterstadt/shell-contract/server';
import type { ContributedLogin } from '../remote-registry';

/** A login kind with what the shell decided about it. */
export interface ShellLoginKind {
  /** The kind's name: its key in the session slice, in rate-limit counters and in logs. */
  name: string;
  /** The remote that contributes it: its form handlers act with this kind's session. */
  remote: string;
  kind: LoginKind;
  /** Lifetime of the cookie: the kind's environment setting when it holds a valid number, else its default. */
  maxAgeSeconds: number;
}

/** The posts a kind's pages make. */
export type SessionAction = 'login' | 'logout' | 'password';

/** Where the shell reads a kind's lifetime setting (its environment). */
export type Settings = (name: string) => string | undefined;

const lifetimeRule = (kind: LoginKind) => `must be a whole number of seconds from 1 to ${kind.lifetime.max ?? MAX_SESSION_SECONDS}`;

type Warn = (context: Record<string, unknown>, message: string) => void;

export class LoginKinds {
  private readonly decided = new WeakMap<LoginKind, ShellLoginKind>();

  constructor(
    private readonly source: { logins(): readonly ContributedLogin[] },
    private readonly settings: Settings,
    private readonly warn: Warn = () => undefined,
  ) {}

  /** Every kind in force now (a remote's release may add, change or remove one at any time). */
  all(): ShellLoginKind[] {
    return this.source.logins().map((login) => {
      const known = this.decided.get(login.kind);
      if (known && known.name === login.name && known.remote === login.remote) return known;
      const decided = { ...login, maxAgeSeconds: this.lifetime(login) };
      this.decided.set(login.kind, decided);
      return decided;
    });
  }

  /** The kind and action of a post to a kind's login, logout or password page. */
  actionAt(path: string): { login: ShellLoginKind; action: SessionAction } | undefined {
    for (const login of this.all()) {
      const { pages } = login.kind;
      if (path === pages.login) return { login, action: 'login' };
      if (path === pages.logout) return { login, action: 'logout' };
      if (pages.password !== undefined && path === pages.password && login.kind.password) return { login, action: 'password' };
    }
    return undefined;
  }

  /** True when a page at this path belongs to a private area (no search engine reads it). */
  isPrivate(path: string): boolean {
    return this.all().some(({ kind }) => kind.private === true && isInArea(kind.pages.area, path));
  }

  /** The private areas, for robots.txt. */
  privateAreas(): string[] {
    return this.all().flatMap(({ kind }) => (kind.private ? [kind.pages.area] : []));
  }

  /** Settings of the kinds in force that hold no valid lifetime (checked at start, where they stop the shell). */
  problems(): string[] {
    return this.source.logins().flatMap(({ kind }) => (this.setting(kind) === null ? [`${kind.lifetime.setting}: ${lifetimeRule(kind)}`] : []));
  }

  private lifetime({ name, kind }: ContributedLogin): number {
    const seconds = this.setting(kind);
    if (seconds !== null) return seconds ?? kind.lifetime.seconds;
    this.warn({ login: name, setting: kind.lifetime.setting }, `${kind.lifetime.setting}: ${lifetimeRule(kind)}; the default applies`);
    return kind.lifetime.seconds;
  }

  /** The kind's setting: undefined when not set, null when not a valid lifetime. */
  private setting(kind: LoginKind): number | null | undefined {
    const raw = this.settings(kind.lifetime.setting);
    if (raw === undefined || raw === '') return undefined;
    const seconds = Number(raw);
    return Number.isInteger(seconds) && seconds >= 1 && seconds <= (kind.lifetime.max ?? MAX_SESSION_SECONDS) ? seconds : null;
  }
}
