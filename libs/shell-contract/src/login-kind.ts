/**
 * Login kinds. A remote contributes the login of its sites from its server build, as it contributes
 * forms: `defineRemote({ logins: { ratsinfo: () => import('./session/login.server') } })`, left out
 * of the browser build. The kind knows its domain (cookie, lifetime, pages, content-API calls, the
 * profile it keeps, the files it protects); the shell knows the mechanism (the HttpOnly cookie,
 * restoring the session at each request, rate limits, the same-site check, JSON and no-JS answers,
 * the way back after login, the profile in the store, one route for protected files). Which pages need
 * a session is the pages' middleware (see middleware.ts). A token never reaches the browser, and
 * nothing that renders ever sees one.
 */
import type { CmsWriteClient } from '@musterstadt/cms-client';
import { isInArea } from './links';

/**
 * What a login form sends.
 * @public part of the login-kind contract that remotes implement
 */
export interface LoginCredentials {
  email: string;
  passwort: string;
}

/** The content API as a kind's login gets it. */
export interface LoginApi {
  /** Calls without a session's token. */
  cms: CmsWriteClient;
  /** Calls that carry this token (with the kind's `headers`), e.g. to read the profile of a new login. */
  withToken(token: string): CmsWriteClient;
}

/**
 * A successful login: the token (the shell keeps it in the cookie) and the profile (for the store).
 * @public part of the login-kind contract that remotes implement
 */
export interface LoginOutcome<Profile> {
  token: string;
  profile: Profile;
  /** The person logs in with an initial password and changes it first (the kind's password page). */
  mustChangePassword?: boolean;
}

/** Why the content API refused a new password; the password page shows the German text of the code. */
export type PasswordRefusal = 'altes-passwort' | 'gleich' | 'regel' | 'bekannt';

/**
 * A password change: the new token and profile, a refusal, or 'expired' when the API refuses the token.
 * @public part of the login-kind contract that remotes implement
 */
export type PasswordOutcome<Profile> = { token: string; profile: Profile } | { refused: PasswordRefusal } | 'expired';

/**
 * The kind's pages: paths of this site, each inside `area`.
 * @public part of the login-kind contract that remotes implement
 */
export interface LoginPages {
  /**
   * Path prefix of the kind's sites: the way back after login stays inside it, or goes to a page that
   * names a middleware of the kind's remote. Which pages need the session, and whose api calls carry
   * its token, is the pages' middleware.
   */
  area: string;
  login: string;
  logout: string;
  /** Where a person goes after login (when no `ziel` is given) and after a password change. */
  home: string;
  loggedOut: string;
  /** The password change; kinds without one leave it out. */
  password?: string;
}

/** Files the shell streams from the content API with the session's token (never cached, never shared). */
export interface ProtectedFiles {
  /** Path prefix on this site; a file is `<path>/<id>/<name>`, e.g. '/ratsinfo/dateien'. */
  path: string;
  /** The content API's path of the same files, e.g. '/api/cms/ratsinfo/dateien'. */
  upstream: string;
  /** Files may be asked for without a session (the content API decides which ones it gives). */
  anonymous?: boolean;
  /** Content type of the files; 'application/pdf' unless given. */
  type?: string;
  /** Content types the files may have (e.g. pictures and PDFs): the content API's type is sent when it is one of them, else `type`. */
  types?: readonly string[];
  /** Query parameters passed on to the content API (e.g. a picture's width); none when left out. */
  query?: readonly string[];
}

/** One kind of login, as a remote's `logins` module exports it by default. */
export interface LoginKind<Profile = unknown> {
  /** Name of the cookie that carries the session (HttpOnly and SameSite; only the shell's server reads it). */
  cookie: string;
  /**
   * Lifetime of the cookie in seconds: the shell's environment setting that overrides it, the
   * default, and the longest the setting may ask for (`max`, e.g. one working day; 30 days when left out).
   */
  lifetime: { setting: string; seconds: number; max?: number };
  pages: LoginPages;
  /** The area is for its members only: robots.txt disallows it and its pages say noindex. */
  private?: boolean;
  files?: readonly ProtectedFiles[];
  /** Headers that carry a token to the content API. */
  headers(token: string): Record<string, string>;
  /**
   * Logs in at the content API; null when the credentials are wrong (or the answer has no data).
   * Throws LoginUnavailableError when the content API cannot answer.
   */
  login(api: LoginApi, credentials: LoginCredentials): Promise<LoginOutcome<Profile> | null>;
  /** The profile of a stored session (`cms` carries its token); null when the content API refuses the token. */
  restore(cms: CmsWriteClient, token: string): Promise<Profile | null>;
  password?: {
    /** Whether a new password follows the kind's rule (checked before the content API is asked). */
    acceptable(password: string): boolean;
    /** Changes the password (`cms` carries the token); `profile` is the session's current one. */
    change(cms: CmsWriteClient, token: string, passwords: { alt: string; neu: string }, profile: Profile): Promise<PasswordOutcome<Profile>>;
    /**
     * Whether the session's person still has to change an initial password (the content API then
     * answers nothing but the profile and the password change): the shell sends them from every
     * page and file that needs the session to the kind's password page, with the way back.
     */
    mustChange?(profile: Profile): boolean;
  };
  /** Ends the session at the content API too (`cms` carries the token); the cookie goes in any case. */
  logout?(cms: CmsWriteClient, token: string): Promise<void>;
}

/** The module a `logins` loader gives. */
export interface LoginKindModule {
  default: LoginKind;
}

/** Thrown by a kind's calls when the content API cannot be reached or fails (status 500 or more). */
export class LoginUnavailableError extends Error {
  override readonly name = 'LoginUnavailableError';
}

/**
 * A kind's `logout` for the content API's server-side sessions: `POST /api/cms/sitzungen/abmelden` with
 * the kind's token (which `cms` carries) ends that session on every shell and content API, so that a
 * cookie copied before the logout reads nothing afterwards. A token that is no longer valid has
 * nothing left to end.
 */
export async function endContentApiSession(cms: CmsWriteClient): Promise<void> {
  const answer = await cms.send('POST', '/api/cms/sitzungen/abmelden', {});
  if (answer.status >= 500) throw new LoginUnavailableError(`logout answered ${answer.status}`);
}

/** True for an error that means "the content API cannot answer now" (the kind's own, or the client's). */
export function isLoginUnavailable(error: unknown): boolean {
  return error instanceof Error && (error.name === 'LoginUnavailableError' || error.name === 'CmsUnavailableError');
}

/** Types a kind in a remote's `*.server.ts` module (identity at run time). */
export function defineLoginKind<Profile>(kind: LoginKind<Profile>): LoginKind<Profile> {
  return kind;
}

/** The longest session a kind may ask for: 30 days. */
export const MAX_SESSION_SECONDS = 2_592_000;

const SITE_PATH = /^\/(?:[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*)?$/;

function checkPages(pages: Partial<LoginPages> | undefined): string | null {
  if (!pages || typeof pages !== 'object') return 'pages must name the login, logout, home and logged-out pages';
  const { area } = pages;
  if (typeof area !== 'string' || !SITE_PATH.test(area)) return 'pages.area must be a path of this site';
  for (const name of ['login', 'logout', 'home', 'loggedOut', 'password'] as const) {
    const path = pages[name];
    if (path === undefined && name === 'password') continue;
    if (typeof path !== 'string' || !SITE_PATH.test(path) || !isInArea(area, path)) return `pages.${name} must be a path inside ${area}`;
  }
  return null;
}

const CONTENT_TYPE = /^[a-z]+\/[a-z0-9.+-]+$/;

function checkFiles(files: unknown): string | null {
  if (files === undefined) return null;
  if (!Array.isArray(files)) return 'files must be a list';
  for (const entry of files as Partial<ProtectedFiles>[]) {
    if (!entry || typeof entry.path !== 'string' || !SITE_PATH.test(entry.path) || entry.path === '/') return 'files need a path of this site';
    if (typeof entry.upstream !== 'string' || !/^\/api\/[A-Za-z0-9._~\-/]+$/.test(entry.upstream) || entry.upstream.includes('..'))
      return 'files need a content-API path (/api/...)';
    if (entry.type !== undefined && (typeof entry.type !== 'string' || !CONTENT_TYPE.test(entry.type))) return 'files.type must be a content type';
    if (entry.types !== undefined && !(Array.isArray(entry.types) && entry.types.every((type) => typeof type === 'string' && CONTENT_TYPE.test(type))))
      return 'files.types must be a list of content types';
    if (
      entry.query !== undefined &&
      !(Array.isArray(entry.query) && entry.query.every((name) => typeof name === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(name)))
    )
      return 'files.query must list parameter names';
  }
  return null;
}

function checkSettings(kind: Partial<LoginKind>): string | null {
  if (typeof kind.cookie !== 'string' || !/^[a-z][a-z0-9_]{1,63}$/.test(kind.cookie)) return 'cookie must be a lower-case cookie name';
  const lifetime = kind.lifetime;
  if (!lifetime || typeof lifetime.setting !== 'string' || !/^[A-Z][A-Z0-9_]{2,63}$/.test(lifetime.setting))
    return 'lifetime.setting must name an environment setting';
  const max = lifetime.max ?? MAX_SESSION_SECONDS;
  if (!Number.isInteger(max) || max < 1 || max > MAX_SESSION_SECONDS) return `lifetime.max must be 1 to ${MAX_SESSION_SECONDS}`;
  if (!Number.isInteger(lifetime.seconds) || lifetime.seconds < 1 || lifetime.seconds > max) return `lifetime.seconds must be 1 to ${max}`;
  // Which pages need the session is the pages' data (their middleware), never a path prefix; a kind
  // that still names prefixes would leave them open without saying so.
  if ('protects' in kind) return 'protects is gone: pages name the middleware that needs the session';
  if (kind.private !== undefined && typeof kind.private !== 'boolean') return 'private must be true or false';
  return null;
}

/** Checks a loaded login module against the contract; returns what is wrong, or null. */
export function validateLoginKind(module: unknown): string | null {
  const kind = (module as { default?: unknown } | null)?.default as Partial<LoginKind> | undefined;
  if (!kind || typeof kind !== 'object') return 'the module has no default login kind';
  const problem = checkSettings(kind) ?? checkPages(kind.pages) ?? checkFiles(kind.files);
  if (problem) return problem;
  for (const call of ['headers', 'login', 'restore'] as const) {
    if (typeof kind[call] !== 'function') return `${call} must be a function`;
  }
  if (kind.logout !== undefined && typeof kind.logout !== 'function') return 'logout must be a function';
  const password = kind.password;
  if (password !== undefined && (typeof password?.acceptable !== 'function' || typeof password.change !== 'function'))
    return 'password needs acceptable and change';
  if (password !== undefined && kind.pages?.password === undefined) return 'password needs pages.password';
  if (password?.mustChange !== undefined && typeof password.mustChange !== 'function') return 'password.mustChange must be a function';
  return null;
}
