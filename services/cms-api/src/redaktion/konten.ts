/**
 * Editorial accounts: argon2id passwords, roles, sections; created, changed and ended by the
 * administration, every change in the audit log. An account is never deleted: an ended one keeps its
 * revisions and log entries and can no longer log in until the administration activates it again.
 */
import { REDAKTION_ROLLEN, type KontoAenderungBody, type KontoNeuBody, type RedaktionKonto, type RedaktionRolle } from '@musterstadt/cms-contract';
import { HttpError, badRequest } from '../core/errors';
import type { Queryable } from '../core/db';
import { type EndReason, REDAKTION_LOGIN, endAllSessions, hashPassword, passwortFehler, verifyPassword } from '../auth';
import type { Bereiche } from './bereiche';
import { protokolliere, type ProtokollAkteur } from './protokoll';
import { type Editor, bereicheVon, forbidden, isRolle } from './rechte';

export interface KontoRow {
  id: number;
  email: string;
  name: string;
  passwort_hash: string;
  rollen: string[];
  bereiche: string[];
  erstellt_am: Date | string;
  geaendert_am: Date | string | null;
  beendet_am: Date | string | null;
}

const KONTO_SPALTEN = 'id, email, name, passwort_hash, rollen, bereiche, erstellt_am, geaendert_am, beendet_am';
const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const rollenVon = (rollen: readonly string[]): RedaktionRolle[] => REDAKTION_ROLLEN.filter((rolle) => rollen.includes(rolle));

export function toKonto(row: KontoRow): RedaktionKonto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    rollen: rollenVon(row.rollen),
    bereiche: row.bereiche,
    erstellt_am: new Date(row.erstellt_am).toISOString(),
    geaendert_am: iso(row.geaendert_am),
    beendet_am: iso(row.beendet_am),
    aktiv: row.beendet_am === null,
  };
}

export function toEditor(row: KontoRow, alle: Bereiche): Editor {
  return { id: row.id, name: row.name, email: row.email, rollen: rollenVon(row.rollen), bereiche: bereicheVon(row.rollen, row.bereiche, alle) };
}

export const akteur = (editor: Pick<Editor, 'id' | 'name' | 'email'>): ProtokollAkteur => ({ id: editor.id, name: editor.name, email: editor.email });

export async function findeKonto(db: Queryable, id: number): Promise<KontoRow | undefined> {
  const { rows } = await db.query<KontoRow>(`SELECT ${KONTO_SPALTEN} FROM redaktion_konten WHERE id = $1`, [id]);
  return rows[0];
}

export async function alleKonten(db: Queryable): Promise<KontoRow[]> {
  const { rows } = await db.query<KontoRow>(`SELECT ${KONTO_SPALTEN} FROM redaktion_konten ORDER BY beendet_am IS NOT NULL, lower(name), id`);
  return rows;
}

/** The account of these credentials if it is open; checked in the same work whether or not the address exists. */
export async function pruefeAnmeldung(db: Queryable, email: string, passwort: string): Promise<{ konto?: KontoRow; beendet?: boolean }> {
  const { rows } = await db.query<KontoRow>(`SELECT ${KONTO_SPALTEN} FROM redaktion_konten WHERE lower(email) = lower($1)`, [email.trim().normalize('NFC')]);
  const konto = rows[0];
  // verifyPassword spends the same work on a missing hash as on a wrong password.
  const ok = await verifyPassword(konto?.passwort_hash ?? '', passwort);
  if (!konto || !ok) return {};
  if (konto.beendet_am !== null) return { beendet: true };
  return { konto };
}

function pruefeRollen(rollen: readonly string[]): RedaktionRolle[] {
  const unbekannt = rollen.find((rolle) => !isRolle(rolle));
  if (unbekannt !== undefined) throw badRequest(`Die Rolle „${unbekannt}“ gibt es nicht (Redakteur, Freigabe, Administration).`);
  if (rollen.length === 0) throw badRequest('Ein Konto braucht mindestens eine Rolle.');
  return rollenVon(rollen);
}

function pruefeBereiche(bereiche: readonly string[], alle: Bereiche): string[] {
  const unbekannt = bereiche.find((bereich) => alle.get(bereich) === undefined);
  if (unbekannt !== undefined) throw badRequest(`Den Bereich „${unbekannt}“ gibt es nicht.`);
  return [...bereiche];
}

/** A new password that breaks the rule (length, the list of common passwords) is a 400 with the rule's message. */
function pruefePasswort(passwort: string): void {
  const fehler = passwortFehler(passwort);
  if (fehler) throw badRequest(fehler);
}

const EMAIL_TAKEN = 'Für diese E-Mail-Adresse gibt es schon ein Konto.';

async function emailFrei(tx: Queryable, email: string, ausser?: number): Promise<void> {
  const { rows } = await tx.query<{ id: number }>('SELECT id FROM redaktion_konten WHERE lower(email) = lower($1) AND id <> $2', [email, ausser ?? 0]);
  if (rows.length > 0) throw new HttpError(409, EMAIL_TAKEN);
}

export async function legeKontoAn(tx: Queryable, body: KontoNeuBody, von: ProtokollAkteur, alle: Bereiche, now: Date): Promise<KontoRow> {
  const rollen = pruefeRollen(body.rollen);
  const bereiche = pruefeBereiche(body.bereiche, alle);
  if (body.passwort !== undefined) pruefePasswort(body.passwort);
  const email = body.email.trim().normalize('NFC');
  await emailFrei(tx, email);
  // An invited account has no password until the person sets one through the link: an empty hash never matches.
  const hash = body.passwort !== undefined ? await hashPassword(body.passwort) : '';
  const { rows } = await tx.query<KontoRow>(
    `INSERT INTO redaktion_konten (email, name, passwort_hash, rollen, bereiche, erstellt_am, erstellt_von)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${KONTO_SPALTEN}`,
    [email, body.name.trim(), hash, rollen, bereiche, now.toISOString(), von.id],
  );
  const konto = rows[0] as KontoRow;
  await protokolliere(tx, {
    zeit: now,
    wer: von,
    was: 'konto.angelegt',
    kontoId: konto.id,
    details: { name: konto.name, email, rollen, bereiche, zugang: body.passwort !== undefined ? 'erstes Passwort' : 'Einladung' },
  });
  return konto;
}

export async function aendereKonto(tx: Queryable, id: number, body: KontoAenderungBody, von: Editor, alle: Bereiche, now: Date): Promise<KontoRow> {
  const { rows } = await tx.query<KontoRow>(`SELECT ${KONTO_SPALTEN} FROM redaktion_konten WHERE id = $1 FOR UPDATE`, [id]);
  const alt = rows[0];
  if (!alt) throw new HttpError(404, 'Dieses Konto gibt es nicht.');
  if (alt.beendet_am !== null) throw new HttpError(409, 'Dieses Konto ist beendet und kann nicht mehr geändert werden.');
  const rollen = body.rollen !== undefined ? pruefeRollen(body.rollen) : rollenVon(alt.rollen);
  if (id === von.id && !rollen.includes('Administration')) {
    throw forbidden('Sie können sich die Rolle „Administration“ nicht selbst nehmen. Bitten Sie eine andere Person der Administration darum.');
  }
  const bereiche = body.bereiche !== undefined ? pruefeBereiche(body.bereiche, alle) : alt.bereiche;
  const email = body.email !== undefined ? body.email.trim().normalize('NFC') : alt.email;
  if (body.email !== undefined) await emailFrei(tx, email, id);
  const name = body.name !== undefined ? body.name.trim() : alt.name;
  if (body.passwort !== undefined) pruefePasswort(body.passwort);
  const hash = body.passwort !== undefined ? await hashPassword(body.passwort) : alt.passwort_hash;
  const { rows: neu } = await tx.query<KontoRow>(
    `UPDATE redaktion_konten SET email = $2, name = $3, passwort_hash = $4, rollen = $5, bereiche = $6, geaendert_am = $7
     WHERE id = $1 RETURNING ${KONTO_SPALTEN}`,
    [id, email, name, hash, rollen, bereiche, now.toISOString()],
  );
  const aenderungen: Record<string, unknown> = {};
  if (name !== alt.name) aenderungen.name = { alt: alt.name, neu: name };
  if (email !== alt.email) aenderungen.email = { alt: alt.email, neu: email };
  if (JSON.stringify(rollen) !== JSON.stringify(rollenVon(alt.rollen))) aenderungen.rollen = { alt: rollenVon(alt.rollen), neu: rollen };
  if (JSON.stringify(bereiche) !== JSON.stringify(alt.bereiche)) aenderungen.bereiche = { alt: alt.bereiche, neu: bereiche };
  if (body.passwort !== undefined) aenderungen.passwort = 'neu gesetzt';
  await protokolliere(tx, { zeit: now, wer: akteur(von), was: 'konto.geaendert', kontoId: id, details: aenderungen });
  // A password the administration sets ends every session of the account, the caller's own included.
  if (body.passwort !== undefined) await beendeSitzungen(tx, id, 'passwort', now);
  return neu[0] as KontoRow;
}

/** Ends every open session of an account in the content API's sessions (in the caller's transaction). */
const beendeSitzungen = (tx: Queryable, id: number, grund: EndReason, now: Date): Promise<number> =>
  endAllSessions(tx, REDAKTION_LOGIN.art, String(id), grund, now);

/** The caller's own new password, after the old one was given right; every session of the account ends with the old one. */
export async function aenderePasswort(tx: Queryable, editor: Editor, alt: string, neu: string, now: Date): Promise<void> {
  const konto = await findeKonto(tx, editor.id);
  if (!konto || !(await verifyPassword(konto.passwort_hash, alt))) throw new HttpError(403, 'Das bisherige Passwort stimmt nicht.');
  if (alt === neu) throw badRequest('Das neue Passwort muss sich vom bisherigen unterscheiden.');
  pruefePasswort(neu);
  await tx.query('UPDATE redaktion_konten SET passwort_hash = $2, geaendert_am = $3 WHERE id = $1', [editor.id, await hashPassword(neu), now.toISOString()]);
  await protokolliere(tx, { zeit: now, wer: akteur(editor), was: 'konto.passwort', kontoId: editor.id });
  await beendeSitzungen(tx, editor.id, 'passwort', now);
}

export async function beendeKonto(tx: Queryable, id: number, grund: string | undefined, von: Editor, now: Date): Promise<KontoRow> {
  if (id === von.id) throw forbidden('Sie können Ihr eigenes Konto nicht beenden. Bitten Sie eine andere Person der Administration darum.');
  const { rows } = await tx.query<KontoRow>(
    `UPDATE redaktion_konten SET beendet_am = COALESCE(beendet_am, $2), beendet_von = COALESCE(beendet_von, $3) WHERE id = $1 RETURNING ${KONTO_SPALTEN}`,
    [id, now.toISOString(), von.id],
  );
  const konto = rows[0];
  if (!konto) throw new HttpError(404, 'Dieses Konto gibt es nicht.');
  await protokolliere(tx, {
    zeit: now,
    wer: akteur(von),
    was: 'konto.beendet',
    kontoId: id,
    details: { name: konto.name, email: konto.email, grund: grund?.trim() || null },
  });
  await beendeSitzungen(tx, id, 'konto', now);
  return konto;
}

/**
 * Brings an ended account back: it logs in again with the password it had (the administration may
 * set a new one afterwards), with the roles and sections it had. Its sessions ended with it and stay ended.
 */
export async function aktiviereKonto(tx: Queryable, id: number, grund: string | undefined, von: Editor, now: Date): Promise<KontoRow> {
  const { rows } = await tx.query<KontoRow>(`SELECT ${KONTO_SPALTEN} FROM redaktion_konten WHERE id = $1 FOR UPDATE`, [id]);
  const alt = rows[0];
  if (!alt) throw new HttpError(404, 'Dieses Konto gibt es nicht.');
  if (alt.beendet_am === null) throw new HttpError(409, 'Dieses Konto ist nicht beendet; es gibt nichts wieder zu aktivieren.');
  const { rows: neu } = await tx.query<KontoRow>(
    `UPDATE redaktion_konten SET beendet_am = NULL, beendet_von = NULL, geaendert_am = $2 WHERE id = $1 RETURNING ${KONTO_SPALTEN}`,
    [id, now.toISOString()],
  );
  await protokolliere(tx, {
    zeit: now,
    wer: akteur(von),
    was: 'konto.aktiviert',
    kontoId: id,
    details: { name: alt.name, email: alt.email, beendet_am: iso(alt.beendet_am), grund: grund?.trim() || null },
  });
  return neu[0] as KontoRow;
}
