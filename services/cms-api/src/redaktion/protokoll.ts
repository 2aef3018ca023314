/**
 * The audit log: one row per login, save, status change, upload and account change. Only ever
 * added to (the database refuses UPDATE, DELETE and TRUNCATE on the table, migration 093).
 */
import type { RedaktionProtokollEintrag } from '@musterstadt/cms-contract';
import type { Queryable } from '../core/db';

export interface ProtokollAkteur {
  id: number | null;
  name: string;
  email?: string;
}

/** The service itself: scheduled publications and their ends. */
export const SYSTEM: ProtokollAkteur = { id: null, name: 'System (Zeitplan)' };

export interface ProtokollEintragNeu {
  zeit: Date;
  wer: ProtokollAkteur;
  was: string;
  inhaltId?: number | null;
  revisionId?: number | null;
  mediumId?: number | null;
  kontoId?: number | null;
  details?: Record<string, unknown>;
}

const werText = (wer: ProtokollAkteur): string => (wer.email ? `${wer.name} <${wer.email}>` : wer.name);

export async function protokolliere(tx: Queryable, eintrag: ProtokollEintragNeu): Promise<void> {
  await tx.query(
    `INSERT INTO redaktion_protokoll (zeit, konto_id, wer, was, inhalt_id, revision_id, medium_id, betroffenes_konto_id, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)`,
    [
      eintrag.zeit.toISOString(),
      eintrag.wer.id,
      werText(eintrag.wer),
      eintrag.was,
      eintrag.inhaltId ?? null,
      eintrag.revisionId ?? null,
      eintrag.mediumId ?? null,
      eintrag.kontoId ?? null,
      JSON.stringify(eintrag.details ?? {}),
    ],
  );
}

export interface ProtokollFilter {
  /** An account id, or part of a name or an e-mail address. */
  wer?: string;
  /** A kind (`status.veroeffentlicht`) or its first part (`status`). */
  was?: string;
  von?: Date;
  bis?: Date;
  inhalt?: number;
}

interface ProtokollRow {
  id: string | number;
  zeit: Date | string;
  konto_id: number | null;
  wer: string;
  was: string;
  inhalt_id: number | null;
  revision_id: number | null;
  medium_id: number | null;
  betroffenes_konto_id: number | null;
  details: Record<string, unknown> | null;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** One page of the log, newest first. */
export async function leseProtokoll(
  db: Queryable,
  filter: ProtokollFilter,
  seite: number,
  proSeite: number,
): Promise<{ data: RedaktionProtokollEintrag[]; anzahl: number; seiten: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown): void => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (filter.wer !== undefined) {
    if (/^\d{1,9}$/.test(filter.wer)) add((n) => `(konto_id = ${n}::int OR betroffenes_konto_id = ${n}::int)`, filter.wer);
    else add((n) => `wer ILIKE ${n}`, `%${escapeLike(filter.wer)}%`);
  }
  if (filter.was !== undefined) add((n) => `(was = ${n} OR was LIKE ${n} || '.%')`, filter.was);
  if (filter.von !== undefined) add((n) => `zeit >= ${n}`, filter.von.toISOString());
  if (filter.bis !== undefined) add((n) => `zeit <= ${n}`, filter.bis.toISOString());
  if (filter.inhalt !== undefined) add((n) => `inhalt_id = ${n}`, filter.inhalt);
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM redaktion_protokoll ${whereSql}`, params);
  const anzahl = Number(count.rows[0]?.n ?? 0);
  const { rows } = await db.query<ProtokollRow>(
    `SELECT id, zeit, konto_id, wer, was, inhalt_id, revision_id, medium_id, betroffenes_konto_id, details
     FROM redaktion_protokoll ${whereSql} ORDER BY zeit DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, proSeite, (seite - 1) * proSeite],
  );
  return {
    anzahl,
    seiten: Math.max(1, Math.ceil(anzahl / proSeite)),
    data: rows.map((row) => ({
      id: Number(row.id),
      zeit: new Date(row.zeit).toISOString(),
      konto_id: row.konto_id,
      wer: row.wer,
      was: row.was,
      inhalt_id: row.inhalt_id,
      revision_id: row.revision_id,
      medium_id: row.medium_id,
      betroffenes_konto_id: row.betroffenes_konto_id,
      details: row.details ?? {},
    })),
  };
}
