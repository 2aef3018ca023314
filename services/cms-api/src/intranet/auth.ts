/**
 * Staff logins of the intranet: argon2id hashes (the council's helpers) and signed JWTs (jose, HS256)
 * with an expiry and their own audience and key, so a council token never opens the intranet.
 */
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { INTRANET_MESSAGES } from '@musterstadt/cms-contract';
import type { Queryable } from '../core/db';
import { HttpError } from '../core/errors';
import { tokenTimes } from '../auth/token-times';
import { ARGON2_OPTIONS, verifyPassword } from '../ratsinfo/auth';

type Jose = typeof import('jose', { with: { 'resolution-mode': 'import' } });
let joseModule: Promise<Jose> | undefined;
const jose = (): Promise<Jose> => (joseModule ??= import('jose'));

const ISSUER = 'musterstadt-cms-api';
const AUDIENCE = 'intranet';
export const DEFAULT_INTRANET_SESSION_SECONDS = 3600;

export interface IntranetAuthOptions {
  /** HMAC key of the tokens (INTRANET_JWT_SECRET; random per start when unset). */
  secret: Uint8Array;
  /** Lifetime of a token (INTRANET_SESSION_SECONDS, default 3600, spec point 9). */
  sessionSeconds: number;
  now: () => Date;
}

export function intranetAuthOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): IntranetAuthOptions {
  const raw = env.INTRANET_SESSION_SECONDS;
  const sessionSeconds = raw === undefined || raw === '' ? DEFAULT_INTRANET_SESSION_SECONDS : Number(raw);
  if (!Number.isInteger(sessionSeconds) || sessionSeconds < 1 || sessionSeconds > 30 * 86_400) {
    throw new Error(`Invalid INTRANET_SESSION_SECONDS: ${raw} (a whole number of seconds, 1 to 2592000)`);
  }
  const secretText = env.INTRANET_JWT_SECRET;
  if (secretText !== undefined && secretText !== '' && secretText.length < 32) throw new Error('INTRANET_JWT_SECRET must be at least 32 characters long');
  const secret = secretText ? new TextEncoder().encode(secretText) : new Uint8Array(randomBytes(32));
  return { secret, sessionSeconds, now: () => new Date() };
}

export interface StaffRow {
  id: number;
  uuid: string;
  passwort_hash: string;
  token_version: number;
}

let dummyHash: Promise<string> | undefined;
const dummy = (): Promise<string> => (dummyHash ??= argon2.hash(randomBytes(16).toString('hex'), ARGON2_OPTIONS));

/** The staff member of these credentials, checked in the same work whether or not the address exists. */
export async function checkStaffLogin(db: Queryable, email: string, passwort: string): Promise<StaffRow | undefined> {
  const { rows } = await db.query<StaffRow>('SELECT id, uuid, passwort_hash, token_version FROM intranet_benutzer WHERE lower(email) = lower($1)', [
    email.trim().normalize('NFC'),
  ]);
  const staff = rows[0];
  if (!staff) {
    await argon2.verify(await dummy(), passwort).catch(() => false);
    return undefined;
  }
  return (await verifyPassword(staff.passwort_hash, passwort)) ? staff : undefined;
}

export async function signStaffToken(options: IntranetAuthOptions, staff: Pick<StaffRow, 'uuid' | 'token_version'>): Promise<string> {
  const { SignJWT } = await jose();
  const { issuedAt, expiresAt } = tokenTimes(options.now(), options.sessionSeconds);
  return new SignJWT({ ver: staff.token_version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(staff.uuid)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(options.secret);
}

export const staffUnauthorized = (): HttpError => new HttpError(401, INTRANET_MESSAGES.sessionInvalid);

/** The uuid of the staff member a token names, when it is valid, unexpired and current; else a 401. */
export async function staffOfToken(db: Queryable, options: IntranetAuthOptions, token: string | undefined): Promise<string> {
  if (token === undefined) throw new HttpError(401, INTRANET_MESSAGES.loginRequired);
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
    throw staffUnauthorized();
  }
  if (typeof sub !== 'string' || !/^[0-9a-f-]{36}$/i.test(sub)) throw staffUnauthorized();
  const { rows } = await db.query<{ token_version: number }>('SELECT token_version FROM intranet_benutzer WHERE uuid = $1', [sub]);
  if (rows[0]?.token_version !== ver) throw staffUnauthorized();
  return sub;
}
