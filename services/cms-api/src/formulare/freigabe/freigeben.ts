/**
 * Approving one submission: the one code path of the mailed link and of the editorial area's queue.
 * The caller holds the row locked (`ladeEingabe(tx, id, true)`) in its transaction, so a submission
 * is published once, whichever way is used first.
 */
import type { FormularArt } from '@musterstadt/cms-contract';
import type { Queryable } from '../../core/db';
import { badRequest } from '../../core/errors';
import { FREIGABE_MESSAGES } from './messages';
import { publish } from './veroeffentlichen';
import type { Veroeffentlichung } from './veroeffentlichung';

export interface EingabeRow {
  id: number;
  art: FormularArt;
  zusammenfassung: string;
  veroeffentlichung: Veroeffentlichung | string | null;
  freigegeben: Date | string | null;
  veroeffentlicht_url: string | null;
  abgelehnt: Date | string | null;
  erstellt: Date | string;
}

const SPALTEN = 'id, art, zusammenfassung, veroeffentlichung, freigegeben, veroeffentlicht_url, abgelehnt, erstellt';

/** One submission by its number (locked for the transaction with `lock`); undefined when there is none. */
export async function ladeEingabe(db: Queryable, id: number, lock = false): Promise<EingabeRow | undefined> {
  const { rows } = await db.query<EingabeRow>(`SELECT ${SPALTEN} FROM formular_eingaben WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

/** What the submission publishes; undefined for a submission that publishes nothing (or whose data is deleted). */
export function veroeffentlichungVon(row: Pick<EingabeRow, 'veroeffentlichung'>): Veroeffentlichung | undefined {
  const v = row.veroeffentlichung;
  if (!v) return undefined;
  return typeof v === 'string' ? (JSON.parse(v) as Veroeffentlichung) : v;
}

/**
 * Publishes a locked, undecided submission where it belongs and marks it approved (by an editor's
 * account, or null for the mailed link); returns the published entry's address.
 */
export async function gibFrei(tx: Queryable, row: EingabeRow, now: Date, kontoId: number | null = null): Promise<string> {
  const v = veroeffentlichungVon(row);
  if (!v) throw badRequest(FREIGABE_MESSAGES.token);
  const url = await publish(tx, row.id, v, now);
  await tx.query('UPDATE formular_eingaben SET freigegeben = $3, veroeffentlicht_url = $2, entschieden_von = $4 WHERE id = $1', [row.id, url, now, kontoId]);
  return url;
}
