/**
 * Council logins: argon2id password hashes and signed JWTs (jose, HS256) with an expiry. A token
 * names the member (`sub`) and the member's token version, which a password change raises, so a
 * changed password ends every older token.
 */
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { RATSINFO_MESSAGES } from '@musterstadt/cms-contract';
import type { Queryable } from '../core/db';
import { HttpError } from '../core/errors';
import { tokenTimes } from '../auth/token-times';

/** jose is an ES module; the service is CommonJS, so it is loaded once on first use. */
type Jose = typeof import('jose', { with: { 'resolution-mode': 'import' } });
let joseModule: Promise<Jose> | undefined;
const jose = (): Promise<Jose> => (joseModule ??= import('jose'));

/** argon2id with OWASP's recommended cost (19 MiB, 2 passes, 1 lane). */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const ISSUER = 'musterstadt-cms-api';
const AUDIENCE = 'ratsinfo';
export const DEFAULT_SESSION_SECONDS = 3600;

export interface RatsinfoAuthOptions {
  /** HMAC key of the tokens (RATSINFO_JWT_SECRET; random per start when unset). */
  secret: Uint8Array;
  /** Lifetime of a token (RATSINFO_SESSION_SECONDS, default 3600). */
  sessionSeconds: number;
  /** The clock (tests pass a fake one). */
  now: () => Date;
}

/** Reads the settings from the environment; a bad value stops the start with a message. */
export function authOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): RatsinfoAuthOptions {
  const raw = env.RATSINFO_SESSION_SECONDS;
  const sessionSeconds = raw === undefined || raw === '' ? DEFAULT_SESSION_SECONDS : Number(raw);
  if (!Number.isInteger(sessionSeconds) || sessionSeconds < 1 || sessionSeconds > 30 * 86_400) {
    throw new Error(`Invalid RATSINFO_SESSION_SECONDS: ${raw} (a whole number of seconds, 1 to 2592000)`);
  }
  const secretText = env.RATSINFO_JWT_SECRET;
  if (secretText !== undefined && secretText !== '' && secretText.length < 32) throw new Error('RATSINFO_JWT_SECRET must be at least 32 characters long');
  const secret = secretText ? new TextEncoder().encode(secretText) : new Uint8Array(randomBytes(32));
  return { secret, sessionSeconds, now: () => new Date() };
}

export interface MemberRow {
  id: number;
  email: string;
  passwort_hash: string;
  pw_geaendert: boolean;
  token_version: number;
}

let dummyHash: Promise<string> | undefined;
/** A hash to verify against when the address is unknown, so both failures take as long. */
function dummy(): Promise<string> {
  dummyHash ??= argon2.hash(randomBytes(16).toString('hex'), ARGON2_OPTIONS);
  return dummyHash;
}

export async function verifyPassword(hash: string, passwort: string): Promise<boolean> {
  if (!hash.startsWith('$argon2')) {
    await argon2.verify(await dummy(), passwort).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, passwort);
  } catch {
    return false;
  }
}

export function hashPassword(passwort: string): Promise<string> {
  return argon2.hash(passwort, ARGON2_OPTIONS);
}

export async function findMemberByEmail(db: Queryable, email: string): Promise<MemberRow | undefined> {
  const { rows } = await db.query<MemberRow>(
    'SELECT id, email, passwort_hash, pw_geaendert, token_version FROM rats_mitglieder WHERE lower(email) = lower($1)',
    [email.trim().normalize('NFC')],
  );
  return rows[0];
}

/** The member's password, checked in constant work whether or not the address exists. */
export async function checkLogin(db: Queryable, email: string, passwort: string): Promise<MemberRow | undefined> {
  const member = await findMemberByEmail(db, email);
  if (!member) {
    await argon2.verify(await dummy(), passwort).catch(() => false);
    return undefined;
  }
  return (await verifyPassword(member.passwort_hash, passwort)) ? member : undefined;
}

export async function signToken(options: RatsinfoAuthOptions, member: Pick<MemberRow, 'id' | 'token_version'>): Promise<string> {
  const { SignJWT } = await jose();
  const { issuedAt, expiresAt } = tokenTimes(options.now(), options.sessionSeconds);
  return new SignJWT({ ver: member.token_version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(member.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(options.secret);
}

/** The token of a header value (`Bearer <token>` or the bare token). */
export function tokenOf(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  return token === '' ? undefined : token;
}

export const unauthorized = (): HttpError => new HttpError(401, RATSINFO_MESSAGES.sessionInvalid);

/** The member a token names, when it is valid, unexpired and of the member's current version; else a 401. */
export async function memberOfToken(db: Queryable, options: RatsinfoAuthOptions, token: string): Promise<number> {
  let sub: string | undefined;
  let ver: unknown;
  const { jwtVerify } = await jose();
  try {
    const { payload } = await jwtVerify(token, options.secret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: options.now(),
      requiredClaims: ['exp', 'sub'],
    });
    sub = payload.sub;
    ver = payload.ver;
  } catch {
    throw unauthorized();
  }
  const id = Number(sub);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw unauthorized();
  const { rows } = await db.query<{ token_version: number }>('SELECT token_version FROM rats_mitglieder WHERE id = $1', [id]);
  if (rows[0]?.token_version !== ver) throw unauthorized();
  return id;
}
