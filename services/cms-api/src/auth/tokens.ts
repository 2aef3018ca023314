/**
 * Session tokens of every login kind: HS256 JWTs (jose) with the kind as audience, the account as
 * subject and the session's id (`sid`), signed with the kind's own key. A token is only the
 * session's ticket: whether the session is still open is the database's answer (sessions.ts).
 */
import { randomBytes } from 'node:crypto';
import type { LoginKind } from './login-kinds';

/** jose is an ES module; the service is CommonJS, so it is loaded once on first use. */
type Jose = typeof import('jose', { with: { 'resolution-mode': 'import' } });
let joseModule: Promise<Jose> | undefined;
const jose = (): Promise<Jose> => (joseModule ??= import('jose'));

const ISSUER = 'musterstadt-cms-api';

/** A kind's key and lifetime. */
export interface TokenSettings {
  secret: Uint8Array;
  lifetimeSeconds: number;
}

/** Reads a kind's settings from the environment; a bad value stops the start with a message. */
export function settingsFromEnv(kind: LoginKind, env: NodeJS.ProcessEnv = process.env): TokenSettings {
  const raw = env[kind.lifetimeVariable];
  const lifetimeSeconds = raw === undefined || raw === '' ? kind.defaultLifetimeSeconds : Number(raw);
  if (!Number.isInteger(lifetimeSeconds) || lifetimeSeconds < 1 || lifetimeSeconds > kind.maxLifetimeSeconds) {
    throw new Error(`Invalid ${kind.lifetimeVariable}: ${raw} (a whole number of seconds, 1 to ${kind.maxLifetimeSeconds})`);
  }
  const secretText = env[kind.secretVariable];
  if (secretText !== undefined && secretText !== '' && secretText.length < 32) throw new Error(`${kind.secretVariable} must be at least 32 characters long`);
  const secret = secretText ? new TextEncoder().encode(secretText) : new Uint8Array(randomBytes(32));
  return { secret, lifetimeSeconds };
}

/**
 * The times of a session. JWT times are whole seconds: the issue time is rounded down and the
 * expiry up, so a token never ends before the session it belongs to. The shell's cookie lives
 * exactly the session's seconds from the login answer; a token that expired on the whole second
 * before (up to a second early) could end a short session before it began.
 */
export function tokenTimes(now: Date, lifetimeSeconds: number): { issuedAt: number; expiresAt: number } {
  const ms = now.getTime();
  return { issuedAt: Math.floor(ms / 1000), expiresAt: Math.ceil((ms + lifetimeSeconds * 1000) / 1000) };
}

export interface TokenClaims {
  /** The account: a member's id, a staff member's uuid … as text. */
  konto: string;
  /** The session's id. */
  sid: string;
}

export async function signToken(kind: LoginKind, secret: Uint8Array, claims: TokenClaims, issuedAt: number, expiresAt: number): Promise<string> {
  const { SignJWT } = await jose();
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.konto)
    .setIssuer(ISSUER)
    .setAudience(kind.art)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(secret);
}

/** The claims of a token of this kind that is genuine and unexpired at `now`; undefined otherwise. */
export async function verifyToken(kind: LoginKind, secret: Uint8Array, token: string, now: Date): Promise<TokenClaims | undefined> {
  if (token.length > 4096) return undefined;
  const { jwtVerify } = await jose();
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience: kind.art,
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    const { sub, sid } = payload;
    if (typeof sub !== 'string' || sub === '' || sub.length > 200 || typeof sid !== 'string' || !UUID.test(sid)) return undefined;
    return { konto: sub, sid };
  } catch {
    return undefined;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The token of a header value (`Bearer <token>` or the bare token). */
export function tokenOf(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  return token === '' ? undefined : token;
}
