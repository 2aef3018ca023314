/**
 * Pieces of content and their revisions: taking over what is already public, creating, saving
 * (every save a new revision on the one it started from; an older start is a conflict), restoring,
 * lists, what waits for whom, history.
 */
import {
  REDAKTION_MESSAGES,
  REDAKTION_STATUS,
  type RedaktionAlleFelder,
  type RedaktionArt,
  type RedaktionInhaltKopf,
  type RedaktionRevision,
  type RedaktionStatus,
  type RedaktionStatusEintrag,
  type RedaktionVerlauf,
} from '@musterstadt/cms-contract';
import type { Queryable } from '../core/db';
import { badRequest } from '../core/errors';
import { artVon } from './arten';
import type { Bereiche } from './bereiche';
import { AntwortFehler, nichtGefunden } from './fehler';
import { protokolliere } from './protokoll';
import { akteur } from './konten';
import type { Editor } from './rechte';

export interface InhaltRow {
  id: number;
  art: RedaktionArt;
  bereich: string;
  ablage: string;
  slug: string;
  titel: string;
  adresse: string | null;
  ziel_id: number | null;
  status: RedaktionStatus;
  aktuelle_revision_id: number;
  veroeffentlichte_revision_id: number | null;
  geplant_ab: Date | string | null;
  geplant_bis: Date | string | null;
  erstveroeffentlicht_am: Date | string | null;
  erstellt_am: Date | string;
  geaendert_am: Date | string;
}

export interface RevisionRow {
  id: number;
  inhalt_id: number;
  nummer: number;
  basis_id: number | null;
  felder: unknown;
  autor_id: number | null;
  autor_name: string | null;
  herkunft: RedaktionRevision['herkunft'];
  wiederhergestellt_aus: number | null;
  erstellt_am: Date | string;
}

export interface StatusRow {
  id: number;
  inhalt_id: number;
  revision_id: number;
  revision_nummer: number;
  status: RedaktionStatus;
  aktion: string;
  konto_id: number | null;
  konto_name: string | null;
  zeit: Date | string;
  grund: string | null;
  geplant_ab: Date | string | null;
  geplant_bis: Date | string | null;
  einpersonen: boolean;
}

const INHALT_SPALTEN =
  'id, art, bereich, ablage, slug, titel, adresse, ziel_id, status, aktuelle_revision_id, veroeffentlichte_revision_id, geplant_ab, geplant_bis, erstveroeffentlicht_am, erstellt_am, geaendert_am';
const REVISION_SELECT = `SELECT r.id, r.inhalt_id, r.nummer, r.basis_id, r.felder, r.autor_id, k.name AS autor_name, r.herkunft, r.wiederhergestellt_aus, r.erstellt_am
  FROM redaktion_revisionen r LEFT JOIN redaktion_konten k ON k.id = r.autor_id`;
const STATUS_SELECT = `SELECT s.id, s.inhalt_id, s.revision_id, r.nummer AS revision_nummer, s.status, s.aktion, s.konto_id, k.name AS konto_name, s.zeit, s.grund,
    s.geplant_ab, s.geplant_bis, s.einpersonen
  FROM redaktion_status s JOIN redaktion_revisionen r ON r.id = s.revision_id LEFT JOIN redaktion_konten k ON k.id = s.konto_id`;

export const isoOderNull = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const iso = (value: Date | string): string => new Date(value).toISOString();

/** A revision; with its fields when the kind is given. */
export function toRevision(row: RevisionRow, art?: RedaktionArt): RedaktionRevision {
  return {
    id: row.id,
    nummer: row.nummer,
    basis_id: row.basis_id,
    autor: row.autor_id === null ? null : { id: row.autor_id, name: row.autor_name ?? '' },
    herkunft: row.herkunft,
    wiederhergestellt_aus: row.wiederhergestellt_aus,
    erstellt_am: iso(row.erstellt_am),
    ...(art !== undefined ? { felder: artVon(art).gespeichert(row.felder) as RedaktionAlleFelder } : {}),
  };
}

export function toStatusEintrag(row: StatusRow): RedaktionStatusEintrag {
  return {
    id: row.id,
    status: row.status,
    revision_id: row.revision_id,
    revision_nummer: row.revision_nummer,
    wer: row.konto_id === null ? null : { id: row.konto_id, name: row.konto_name ?? '' },
    zeit: iso(row.zeit),
    grund: row.grund,
    geplant_ab: isoOderNull(row.geplant_ab),
    geplant_bis: isoOderNull(row.geplant_bis),
    einpersonen: row.einpersonen,
  };
}

export async function ladeInhalt(db: Queryable, id: number, sperren = false): Promise<InhaltRow> {
  const { rows } = await db.query<InhaltRow>(`SELECT ${INHALT_SPALTEN} FROM redaktion_inhalte WHERE id = $1${sperren ? ' FOR UPDATE' : ''}`, [id]);
  const row = rows[0];
  if (!row) throw nichtGefunden(REDAKTION_MESSAGES.notFound);
  return row;
}

export async function ladeRevision(db: Queryable, inhaltId: number, revisionId: number): Promise<RevisionRow> {
  const { rows } = await db.query<RevisionRow>(`${REVISION_SELECT} WHERE r.id = $1 AND r.inhalt_id = $2`, [revisionId, inhaltId]);
  const row = rows[0];
  if (!row) throw nichtGefunden('Diese Fassung gibt es bei diesem Inhalt nicht.');
  return row;
}

export async function letzterStatus(db: Queryable, inhaltId: number): Promise<StatusRow> {
  const { rows } = await db.query<StatusRow>(`${STATUS_SELECT} WHERE s.inhalt_id = $1 ORDER BY s.id DESC LIMIT 1`, [inhaltId]);
  return rows[0] as StatusRow;
}

export async function kopf(db: Queryable, inhalt: InhaltRow): Promise<RedaktionInhaltKopf> {
  const revision = await ladeRevision(db, inhalt.id, inhalt.aktuelle_revision_id);
  return kopfAus(inhalt, revision, await letzterStatus(db, inhalt.id));
}

function kopfAus(inhalt: InhaltRow, revision: RevisionRow, status: StatusRow): RedaktionInhaltKopf {
  return {
    id: inhalt.id,
    art: inhalt.art,
    bereich: inhalt.bereich,
    ablage: inhalt.ablage,
    slug: inhalt.slug,
    titel: inhalt.titel,
    status: inhalt.status,
    adresse: inhalt.adresse,
    online: inhalt.veroeffentlichte_revision_id !== null,
    ziel_id: inhalt.ziel_id,
    revision: toRevision(revision),
    veroeffentlichte_revision_id: inhalt.veroeffentlichte_revision_id,
    geplant_ab: isoOderNull(inhalt.geplant_ab),
    geplant_bis: isoOderNull(inhalt.geplant_bis),
    letzter_status: toStatusEintrag(status),
    geaendert_am: iso(inhalt.geaendert_am),
  };
}

// --- Creating and saving ----------------------------------------------------------------------------

export interface NeuerInhalt {
  art: string;
  bereich: string;
  ablage?: string;
  slug?: string;
  felder: unknown;
}

async function neueRevision(
  tx: Queryable,
  inhaltId: number,
  felder: unknown,
  autor: Editor,
  herkunft: RedaktionRevision['herkunft'],
  basisId: number | null,
  aus: number | null,
  now: Date,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO redaktion_revisionen (inhalt_id, nummer, basis_id, felder, autor_id, herkunft, wiederhergestellt_aus, erstellt_am)
     VALUES ($1, (SELECT COALESCE(max(nummer), 0) + 1 FROM redaktion_revisionen WHERE inhalt_id = $1), $2, $3::jsonb, $4, $5, $6, $7) RETURNING id`,
    [inhaltId, basisId, JSON.stringify(felder), autor.id, herkunft, aus, now.toISOString()],
  );
  return (rows[0] as { id: number }).id;
}

export async function neuerStatus(
  tx: Queryable,
  eintrag: {
    inhaltId: number;
    revisionId: number;
    status: RedaktionStatus;
    aktion: string;
    kontoId: number | null;
    zeit: Date;
    grund?: string | null;
    geplantAb?: Date | null;
    geplantBis?: Date | null;
    einpersonen?: boolean;
  },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO redaktion_status (inhalt_id, revision_id, status, aktion, konto_id, zeit, grund, geplant_ab, geplant_bis, einpersonen)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      eintrag.inhaltId,
      eintrag.revisionId,
      eintrag.status,
      eintrag.aktion,
      eintrag.kontoId,
      eintrag.zeit.toISOString(),
      eintrag.grund ?? null,
      eintrag.geplantAb?.toISOString() ?? null,
      eintrag.geplantBis?.toISOString() ?? null,
      eintrag.einpersonen ?? false,
    ],
  );
  return (rows[0] as { id: number }).id;
}

export async function legeAn(tx: Queryable, editor: Editor, body: NeuerInhalt, alle: Bereiche, now: Date): Promise<InhaltRow> {
  const bereich = alle.get(body.bereich);
  if (!bereich) throw badRequest(`Den Bereich „${body.bereich}“ gibt es nicht.`);
  const art = body.art as RedaktionArt;
  const ablage = alle.ablage(bereich, art, body.ablage);
  if (!ablage) {
    throw badRequest(
      body.ablage !== undefined
        ? `Im Bereich „${bereich.titel}“ gibt es keine Ablage „${body.ablage}“ für Inhalte der Art „${body.art}“.`
        : `Im Bereich „${bereich.titel}“ gibt es keine Inhalte der Art „${body.art}“.`,
    );
  }
  const definition = artVon(art);
  const felder = await definition.normalisiere(body.felder);
  const titel = definition.titel(felder);
  if (titel === '') throw new AntwortFehler(422, { error: 'Bitte geben Sie einen Titel an.', errors: { titel: 'Bitte geben Sie einen Titel an.' } });
  const { slug, adresse } = await definition.neueAdresse(tx, ablage.ablage, felder, body.slug);
  const zeit = now.toISOString();
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO redaktion_inhalte (art, bereich, ablage, slug, titel, adresse, status, erstellt_am, geaendert_am)
     VALUES ($1, $2, $3, $4, $5, $6, 'Entwurf', $7, $7) RETURNING id`,
    [art, bereich.id, ablage.ablage, slug, titel, adresse, zeit],
  );
  const inhaltId = (rows[0] as { id: number }).id;
  const revisionId = await neueRevision(tx, inhaltId, felder, editor, 'gespeichert', null, null, now);
  await tx.query('UPDATE redaktion_inhalte SET aktuelle_revision_id = $2 WHERE id = $1', [inhaltId, revisionId]);
  await neuerStatus(tx, { inhaltId, revisionId, status: 'Entwurf', aktion: 'gespeichert', kontoId: editor.id, zeit: now });
  await protokolliere(tx, {
    zeit: now,
    wer: akteur(editor),
    was: 'inhalt.angelegt',
    inhaltId,
    revisionId,
    details: { art, bereich: bereich.id, titel },
  });
  return ladeInhalt(tx, inhaltId);
}

/**
 * A new revision: the content goes back to 'Entwurf' (a pending approval or schedule is for the
 * revision it named, not for this one); what is public stays public until the new one is approved.
 */
async function alsEntwurf(
  tx: Queryable,
  inhalt: InhaltRow,
  revisionId: number,
  editor: Editor,
  herkunft: 'gespeichert' | 'wiederhergestellt',
  titel: string,
  now: Date,
): Promise<void> {
  await tx.query("UPDATE redaktion_inhalte SET aktuelle_revision_id = $2, titel = $3, status = 'Entwurf', geaendert_am = $4, geplant_ab = NULL WHERE id = $1", [
    inhalt.id,
    revisionId,
    titel,
    now.toISOString(),
  ]);
  if (inhalt.status !== 'Entwurf' || herkunft === 'wiederhergestellt') {
    const grund =
      inhalt.status === 'Zur Freigabe' || inhalt.status === 'Geplant'
        ? `Neue Fassung gespeichert; die Freigabe (Status „${inhalt.status}“) gilt für die vorige Fassung und ist neu anzufordern.`
        : null;
    await neuerStatus(tx, { inhaltId: inhalt.id, revisionId, status: 'Entwurf', aktion: herkunft, kontoId: editor.id, zeit: now, grund });
  }
}

/** A save that starts from `basisId`; a start older than the latest revision is refused with the changes and the input. */
export async function speichere(tx: Queryable, editor: Editor, inhaltId: number, basisId: number, eingabe: unknown, now: Date): Promise<number> {
  const inhalt = await ladeInhalt(tx, inhaltId, true);
  const definition = artVon(inhalt.art);
  const basis = await tx.query<{ id: number }>('SELECT id FROM redaktion_revisionen WHERE id = $1 AND inhalt_id = $2', [basisId, inhaltId]);
  if (basis.rows.length === 0) throw badRequest('Die Fassung, von der Sie ausgegangen sind (basis_revision), gehört nicht zu diesem Inhalt.');
  const felder = await definition.normalisiere(eingabe);
  const titel = definition.titel(felder);
  if (titel === '') throw new AntwortFehler(422, { error: 'Bitte geben Sie einen Titel an.', errors: { titel: 'Bitte geben Sie einen Titel an.' }, eingabe });
  if (basisId !== inhalt.aktuelle_revision_id) {
    const alt = await ladeRevision(tx, inhaltId, basisId);
    const aktuell = await ladeRevision(tx, inhaltId, inhalt.aktuelle_revision_id);
    throw new AntwortFehler(409, {
      error: REDAKTION_MESSAGES.conflict,
      aktuelle_revision: toRevision(aktuell, inhalt.art),
      aenderungen: await definition.vergleiche(definition.gespeichert(alt.felder), definition.gespeichert(aktuell.felder), true, tx),
      eingabe,
    });
  }
  const revisionId = await neueRevision(tx, inhaltId, felder, editor, 'gespeichert', basisId, null, now);
  await alsEntwurf(tx, inhalt, revisionId, editor, 'gespeichert', titel, now);
  await protokolliere(tx, {
    zeit: now,
    wer: akteur(editor),
    was: 'speichern',
    inhaltId,
    revisionId,
    details: { titel, basis_revision: basisId },
  });
  return revisionId;
}

/** An older revision as a new draft on top of the latest. */
export async function stelleWiederHer(tx: Queryable, editor: Editor, inhaltId: number, ausId: number, basisId: number | undefined, now: Date): Promise<number> {
  const inhalt = await ladeInhalt(tx, inhaltId, true);
  const definition = artVon(inhalt.art);
  const aus = await ladeRevision(tx, inhaltId, ausId);
  if (basisId !== undefined && basisId !== inhalt.aktuelle_revision_id) {
    const aktuell = await ladeRevision(tx, inhaltId, inhalt.aktuelle_revision_id);
    const alt = await ladeRevision(tx, inhaltId, basisId);
    throw new AntwortFehler(409, {
      error: REDAKTION_MESSAGES.conflict,
      aktuelle_revision: toRevision(aktuell, inhalt.art),
      aenderungen: await definition.vergleiche(definition.gespeichert(alt.felder), definition.gespeichert(aktuell.felder), true, tx),
    });
  }
  const felder = definition.gespeichert(aus.felder);
  const revisionId = await neueRevision(tx, inhaltId, felder, editor, 'wiederhergestellt', inhalt.aktuelle_revision_id, ausId, now);
  await alsEntwurf(tx, inhalt, revisionId, editor, 'wiederhergestellt', definition.titel(felder), now);
  await protokolliere(tx, {
    zeit: now,
    wer: akteur(editor),
    was: 'wiederherstellen',
    inhaltId,
    revisionId,
    details: { aus_revision: ausId, nummer: aus.nummer },
  });
  return revisionId;
}

// --- Reading ----------------------------------------------------------------------------------------

export interface ListenFilter {
  bereiche: string[];
  art?: string;
  ablage?: string;
  status?: string;
  suche?: string;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function liste(
  db: Queryable,
  filter: ListenFilter,
  seite: number,
  proSeite: number,
): Promise<{ data: RedaktionInhaltKopf[]; anzahl: number; seiten: number }> {
  const params: unknown[] = [filter.bereiche];
  const where = ['i.bereich = ANY($1::text[])'];
  const add = (sql: (n: string) => string, value: unknown): void => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (filter.art !== undefined) add((n) => `i.art = ${n}`, filter.art);
  if (filter.ablage !== undefined) add((n) => `i.ablage = ${n}`, filter.ablage);
  if (filter.status !== undefined) {
    if (filter.status === 'online') where.push('i.veroeffentlichte_revision_id IS NOT NULL');
    else if ((REDAKTION_STATUS as readonly string[]).includes(filter.status)) add((n) => `i.status = ${n}`, filter.status);
    else throw badRequest(`Den Status „${filter.status}“ gibt es nicht (${REDAKTION_STATUS.join(', ')}, online).`);
  }
  if (filter.suche !== undefined) add((n) => `i.titel ILIKE ${n}`, `%${escapeLike(filter.suche)}%`);
  const whereSql = where.join(' AND ');
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM redaktion_inhalte i WHERE ${whereSql}`, params);
  const anzahl = Number(count.rows[0]?.n ?? 0);
  const { rows } = await db.query<InhaltRow>(
    `SELECT ${INHALT_SPALTEN.split(', ')
      .map((spalte) => `i.${spalte}`)
      .join(', ')} FROM redaktion_inhalte i WHERE ${whereSql}
     ORDER BY i.geaendert_am DESC, i.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, proSeite, (seite - 1) * proSeite],
  );
  return { anzahl, seiten: Math.max(1, Math.ceil(anzahl / proSeite)), data: await koepfe(db, rows) };
}

/** The list entries of several rows in three queries. */
export async function koepfe(db: Queryable, inhalte: InhaltRow[]): Promise<RedaktionInhaltKopf[]> {
  if (inhalte.length === 0) return [];
  const revisionen = await db.query<RevisionRow>(`${REVISION_SELECT} WHERE r.id = ANY($1::int[])`, [inhalte.map((inhalt) => inhalt.aktuelle_revision_id)]);
  const status = await db.query<StatusRow>(
    `${STATUS_SELECT} WHERE s.id IN (SELECT max(id) FROM redaktion_status WHERE inhalt_id = ANY($1::int[]) GROUP BY inhalt_id)`,
    [inhalte.map((inhalt) => inhalt.id)],
  );
  const revisionVon = new Map(revisionen.rows.map((row) => [row.id, row]));
  const statusVon = new Map(status.rows.map((row) => [row.inhalt_id, row]));
  return inhalte.map((inhalt) => kopfAus(inhalt, revisionVon.get(inhalt.aktuelle_revision_id) as RevisionRow, statusVon.get(inhalt.id) as StatusRow));
}

/** What waits for the editor: own drafts, what was sent back, what waits for approval in the editor's sections. */
export async function aufgaben(db: Queryable, editor: Editor, freigeben: boolean, einpersonen: ReadonlySet<string>) {
  const { rows } = await db.query<InhaltRow & { autor_id: number | null; letzte_aktion: string }>(
    `SELECT ${INHALT_SPALTEN.split(', ')
      .map((spalte) => `i.${spalte}`)
      .join(', ')}, r.autor_id,
       (SELECT aktion FROM redaktion_status s WHERE s.inhalt_id = i.id ORDER BY s.id DESC LIMIT 1) AS letzte_aktion
     FROM redaktion_inhalte i JOIN redaktion_revisionen r ON r.id = i.aktuelle_revision_id
     WHERE i.bereich = ANY($1::text[]) AND i.status IN ('Entwurf', 'Zur Freigabe')
     ORDER BY i.geaendert_am DESC, i.id DESC LIMIT 500`,
    [editor.bereiche],
  );
  const meine = rows.filter((row) => row.status === 'Entwurf' && row.autor_id === editor.id);
  const zurueckgegeben = meine.filter((row) => row.letzte_aktion === 'zurueckgegeben');
  const entwuerfe = meine.filter((row) => row.letzte_aktion !== 'zurueckgegeben');
  const zurFreigabe = freigeben ? rows.filter((row) => row.status === 'Zur Freigabe' && (row.autor_id !== editor.id || einpersonen.has(row.bereich))) : [];
  return { entwuerfe: await koepfe(db, entwuerfe), zurueckgegeben: await koepfe(db, zurueckgegeben), zur_freigabe: await koepfe(db, zurFreigabe) };
}

export async function verlauf(db: Queryable, inhaltId: number): Promise<RedaktionVerlauf> {
  const revisionen = await db.query<RevisionRow>(`${REVISION_SELECT} WHERE r.inhalt_id = $1 ORDER BY r.nummer DESC`, [inhaltId]);
  const status = await db.query<StatusRow>(`${STATUS_SELECT} WHERE s.inhalt_id = $1 ORDER BY s.id DESC`, [inhaltId]);
  return { revisionen: revisionen.rows.map((row) => toRevision(row)), status: status.rows.map(toStatusEintrag) };
}
