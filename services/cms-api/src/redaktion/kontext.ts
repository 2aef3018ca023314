/**
 * What every editorial route shares: the database, the content API's logins (kind `redaktion`), the
 * sections, the clock and the preview key; and the editor of the request.
 */
import type { RouteLookupResult } from '@musterstadt/cms-contract';
import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../core/db';
import { badRequest } from '../core/errors';
import type { Logins } from '../auth';
import type { Eingaenge } from '../formulare';
import { editorDerAnfrage } from './anmeldung';
import type { Bereiche } from './bereiche';
import type { Editor } from './rechte';
import type { StatusKontext } from './status';
import type { VorschauOptionen } from './vorschau';

export interface RedaktionOptionen {
  db: Db;
  /** The content API's logins; the kind `redaktion` must be among them. */
  logins: Logins;
  bereiche: Bereiche;
  vorschau: VorschauOptionen;
  now: () => Date;
  /** The route lookup of the public site, without the 410 of withdrawn addresses (for previews). */
  route(url: string): Promise<RouteLookupResult | undefined>;
  /** Citizens' submissions waiting for approval (the forms' queue). */
  eingaenge: Eingaenge;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in editor (editorial routes only). */
    redaktionEditor?: Editor;
  }
}

export const editorVon = async (optionen: RedaktionOptionen, request: FastifyRequest): Promise<Editor> => {
  request.redaktionEditor ??= await editorDerAnfrage(optionen.db, optionen.logins, request, optionen.bereiche);
  return request.redaktionEditor;
};

/** Sections set to one-person publishing. */
export async function einpersonenBereiche(db: Queryable): Promise<Set<string>> {
  const { rows } = await db.query<{ bereich: string }>('SELECT bereich FROM redaktion_bereich_einstellungen WHERE einpersonen_freigabe');
  return new Set(rows.map((row) => row.bereich));
}

export async function statusKontext(optionen: RedaktionOptionen, db: Queryable): Promise<StatusKontext> {
  return { alle: optionen.bereiche, einpersonen: await einpersonenBereiche(db), now: optionen.now() };
}

/** A path id: a positive integer that fits the database (400 otherwise, 404 when too big to exist). */
export function pfadId(raw: string): number {
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || id < 1) throw badRequest('Die ID muss eine positive ganze Zahl sein.');
  return id > 2_147_483_647 ? 2_147_483_647 : id;
}

export function seitenAngaben(seite: string | undefined, proSeite: string | undefined, standard = 20): { seite: number; proSeite: number } {
  const s = seite === undefined || seite.trim() === '' ? 1 : Number(seite.trim());
  const p = proSeite === undefined || proSeite.trim() === '' ? standard : Number(proSeite.trim());
  if (!Number.isSafeInteger(s) || s < 1 || s > 100_000) throw badRequest('Der Parameter seite muss eine positive ganze Zahl sein.');
  if (!Number.isSafeInteger(p) || p < 1 || p > 100) throw badRequest('Der Parameter pro_seite muss eine ganze Zahl zwischen 1 und 100 sein.');
  return { seite: s, proSeite: p };
}

/** An optional query value: trimmed, NFC; blank counts as absent. */
export const optional = (value: string | undefined): string | undefined => {
  const trimmed = value?.normalize('NFC').trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
};
