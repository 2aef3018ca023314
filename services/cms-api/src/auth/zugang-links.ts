/**
 * Links to set a password, for every login kind: an invitation to a new account or the reset of a
 * forgotten password. The mail carries a random 256-bit token; the database keeps only its SHA-256
 * hash, so neither a copy of the database nor a log opens an account. A link works once, for
 * ZUGANG_LINK_STUNDEN hours, and a newer link of the same account replaces the older ones.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ZUGANG_LINK_STUNDEN, ZUGANG_MESSAGES } from '@musterstadt/cms-contract';
import type { Queryable } from '../core/db';
import { HttpError } from '../core/errors';

export type LinkZweck = 'einladung' | 'passwort';

export interface LinkRow {
  id: string;
  art: string;
  konto: string;
  zweck: LinkZweck;
  erstellt_am: Date | string;
  laeuft_ab_am: Date | string;
  benutzt_am: Date | string | null;
  ersetzt_am: Date | string | null;
}

const SPALTEN = 'id::text AS id, art, konto, zweck, erstellt_am, laeuft_ab_am, benutzt_am, ersetzt_am';
/** A link's validity: ZUGANG_LINK_STUNDEN hours. */
export const LINK_SEKUNDEN = ZUGANG_LINK_STUNDEN * 3600;

/**
 * The validity of links from ACCOUNT_LINK_SECONDS (default and longest: 72 hours); a shorter one only
 * for a test platform that checks an expired link. A bad value stops the start with a message.
 */
export function linkSekundenAusEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.ACCOUNT_LINK_SECONDS;
  if (raw === undefined || raw === '') return LINK_SEKUNDEN;
  const sekunden = Number(raw);
  if (!Number.isInteger(sekunden) || sekunden < 1 || sekunden > LINK_SEKUNDEN) {
    throw new Error(`Invalid ACCOUNT_LINK_SECONDS: ${raw} (a whole number of seconds, 1 to ${LINK_SEKUNDEN})`);
  }
  return sekunden;
}

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Issues a link for the account (inside the caller's transaction) and answers its token; older open links of the account end. */
export async function stelleLinkAus(
  tx: Queryable,
  link: { art: string; konto: string; zweck: LinkZweck; von: number | null },
  now: Date,
  sekunden: number = LINK_SEKUNDEN,
): Promise<{ token: string; laeuftAb: Date }> {
  await tx.query('UPDATE konto_links SET ersetzt_am = $3 WHERE art = $1 AND konto = $2 AND benutzt_am IS NULL AND ersetzt_am IS NULL', [
    link.art,
    link.konto,
    now,
  ]);
  const token = randomBytes(32).toString('hex');
  const laeuftAb = new Date(now.getTime() + sekunden * 1000);
  await tx.query('INSERT INTO konto_links (art, konto, zweck, token_hash, erstellt_am, erstellt_von, laeuft_ab_am) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    link.art,
    link.konto,
    link.zweck,
    hashOf(token),
    now,
    link.von,
    laeuftAb,
  ]);
  return { token, laeuftAb };
}

/**
 * The link of a token if it still works at `now`: an unknown (or forged) token is a 404, a used,
 * replaced or expired one a 410, each with its German message. `sperren` locks the row for its use.
 */
export async function gueltigerLink(db: Queryable, token: string, now: Date, sperren = false): Promise<LinkRow> {
  const { rows } = await db.query<LinkRow>(`SELECT ${SPALTEN} FROM konto_links WHERE token_hash = $1${sperren ? ' FOR UPDATE' : ''}`, [hashOf(token)]);
  const link = rows[0];
  if (!link) throw new HttpError(404, ZUGANG_MESSAGES.linkUnbekannt);
  if (link.benutzt_am !== null) throw new HttpError(410, ZUGANG_MESSAGES.linkBenutzt);
  if (link.ersetzt_am !== null) throw new HttpError(410, ZUGANG_MESSAGES.linkErsetzt);
  if (new Date(link.laeuft_ab_am).getTime() <= now.getTime()) throw new HttpError(410, ZUGANG_MESSAGES.linkAbgelaufen);
  return link;
}

/** Marks the link used (inside the transaction that sets the password). */
export async function benutzeLink(tx: Queryable, id: string, now: Date): Promise<void> {
  await tx.query('UPDATE konto_links SET benutzt_am = $2 WHERE id = $1', [id, now]);
}

/** The newest link of each of these accounts of a kind. */
export async function neuesteLinks(db: Queryable, art: string, konten: readonly string[]): Promise<Map<string, LinkRow>> {
  const { rows } = await db.query<LinkRow>(
    `SELECT DISTINCT ON (konto) ${SPALTEN} FROM konto_links WHERE art = $1 AND konto = ANY($2::text[]) ORDER BY konto, erstellt_am DESC, id DESC`,
    [art, konten],
  );
  return new Map(rows.map((row) => [row.konto, row]));
}
