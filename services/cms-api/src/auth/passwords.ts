/** Passwords of every login kind: argon2id hashes, checked in the same work whether or not the address exists. */
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** argon2id with OWASP's recommended cost (19 MiB, 2 passes, 1 lane). */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let dummyHash: Promise<string> | undefined;
/** A hash to verify against when the address is unknown, so both failures take as long. */
const dummy = (): Promise<string> => (dummyHash ??= argon2.hash(randomBytes(16).toString('hex'), ARGON2_OPTIONS));

export function hashPassword(passwort: string): Promise<string> {
  return argon2.hash(passwort, ARGON2_OPTIONS);
}

/**
 * Whether the password matches the stored hash. An unknown account (no hash) or a stored value that
 * is no argon2 hash is checked against the dummy hash, so it costs as much and always fails.
 */
export async function verifyPassword(hash: string | undefined, passwort: string): Promise<boolean> {
  if (hash === undefined || !hash.startsWith('$argon2')) {
    await argon2.verify(await dummy(), passwort).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, passwort);
  } catch {
    return false;
  }
}

/** The account of these credentials, looked up by address (`find`); undefined when either is wrong. */
export async function checkCredentials<T extends { passwort_hash: string }>(
  find: (email: string) => Promise<T | undefined>,
  email: string,
  passwort: string,
): Promise<T | undefined> {
  const account = await find(email.trim().normalize('NFC'));
  return (await verifyPassword(account?.passwort_hash, passwort)) ? account : undefined;
}
