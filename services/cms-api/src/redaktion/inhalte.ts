/**
 * Pieces of content and their revisions: taking over what is already public, creating, saving
 * (every save a new revision on the one it started from; an older start is a conflict), restoring,
 * lists, what waits for whom, history.
 */
import {
  REDAKTION_MESSAGES,
  REDAKTION_STATUS,
  type RedaktionArt,
  type RedaktionFelder,
  type RedaktionInhaltKopf,
  type RedaktionRevision,
  type RedaktionStatus,
  type RedaktionStatusEintrag,
  type RedaktionVerlauf,
} from '@musterstadt/cms-contract';
import type { Queryable } from '../core/db';
import { badRequest } from '../core/errors';
import type { ItemRow } from '../content';
import { slugOf } from '../core/slug';
import { type Bereiche, ENDPUNKTE } from './bereiche';
import { AntwortFehler, konflikt, nichtGefunden } from './fehler';
import { type Felder, felderAusItem, gespeicherteFelder, normalisiere } from './felder';
import { protokolliere } from './protokoll';
import { akteur } from './konten';
import type { Editor } from './rechte';
import { vergleiche } from './vergleich';

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

export function toRevision(row: RevisionRow, mitFeldern = false): RedaktionRevision {
  return {
    id: row.id,
    nummer: row.nummer,
    basis_id: row.basis_id,
    autor: row.autor_id === null ? null : { id: row.autor_id, name: row.autor_name ?? '' },
    herkunft: row.herkunft,
    wiederhergestellt_aus: row.wiederhergestellt_aus,
    erstellt_am: iso(row.erstellt_am),
    ...(mitFeldern ? { felder: gespeicherteFelder(row.felder) } : {}),
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

// --- Taking over what is public -------------------------------------------------------------------

const ITEM_SPALTEN =
  'i.id, i.typ, i.bereich, i.slug, i.titel, i.einleitung, i.text, i.bild, i.bildtext, i.bildcopyright, i.datum_von, i.datum_bis, i.ganztaegig, i.detail_url, i.data, i.created_at';

/**
 * Public items of the sections' Ablagen that the editorial area does not keep yet (seeded content,
 * events approved through a form's link) become content whose first revision is their state now,
 * published. Set-based (a handful of statements however many items); several instances may run it
 * at once: a row taken over twice is skipped.
 */
export async function uebernehmeItems(tx: Queryable, alle: Bereiche, now: Date): Promise<number> {
  const paare = alle.all.flatMap((bereich) => bereich.ablagen.map((ablage) => ({ art: ablage.art, ablage: ablage.ablage, bereich: bereich.id })));
  const { rows } = await tx.query<ItemRow & { created_at: Date | string; abschnitt: string }>(
    `SELECT ${ITEM_SPALTEN}, a.bereich AS abschnitt FROM items i
     JOIN jsonb_to_recordset($1::jsonb) AS a(art text, ablage text, bereich text) ON a.art = i.typ AND a.ablage = i.bereich
     WHERE i.slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'
       AND NOT EXISTS (SELECT 1 FROM redaktion_inhalte r WHERE r.art = i.typ AND r.ziel_id = i.id)
     ORDER BY i.id`,
    [JSON.stringify(paare)],
  );
  if (rows.length === 0) return 0;
  const zeit = now.toISOString();
  const felder = new Map(rows.map((item) => [item.id, felderAusItem(item)]));
  const inhalte = rows.map((item) => ({
    art: item.typ,
    bereich: item.abschnitt,
    ablage: item.bereich,
    slug: item.slug,
    titel: felder.get(item.id)?.titel ?? item.titel,
    adresse: item.detail_url,
    ziel_id: item.id,
    erst: iso(item.created_at),
  }));
  const neu = await tx.query<{ id: number; ziel_id: number }>(
    `INSERT INTO redaktion_inhalte (art, bereich, ablage, slug, titel, adresse, ziel_id, status, erstveroeffentlicht_am, erstellt_am, geaendert_am)
     SELECT art, bereich, ablage, slug, titel, adresse, ziel_id, 'Veröffentlicht', erst, $2, $2
     FROM jsonb_to_recordset($1::jsonb) AS n(art text, bereich text, ablage text, slug text, titel text, adresse text, ziel_id int, erst timestamptz)
     ON CONFLICT DO NOTHING RETURNING id, ziel_id`,
    [JSON.stringify(inhalte), zeit],
  );
  if (neu.rows.length === 0) return 0;
  const revisionen = await tx.query<{ id: number; inhalt_id: number }>(
    `INSERT INTO redaktion_revisionen (inhalt_id, nummer, felder, herkunft, erstellt_am)
     SELECT inhalt_id, 1, felder, 'uebernommen', $2 FROM jsonb_to_recordset($1::jsonb) AS n(inhalt_id int, felder jsonb)
     RETURNING id, inhalt_id`,
    [JSON.stringify(neu.rows.map((row) => ({ inhalt_id: row.id, felder: felder.get(row.ziel_id) }))), zeit],
  );
  const paar = JSON.stringify(revisionen.rows.map((row) => ({ inhalt_id: row.inhalt_id, revision_id: row.id })));
  await tx.query(
    `INSERT INTO redaktion_status (inhalt_id, revision_id, status, aktion, zeit, grund)
     SELECT inhalt_id, revision_id, 'Veröffentlicht', 'uebernommen', $2, 'Stand, den die Redaktion vorgefunden hat'
     FROM jsonb_to_recordset($1::jsonb) AS n(inhalt_id int, revision_id int)`,
    [paar, zeit],
  );
  await tx.query(
    `UPDATE redaktion_inhalte i SET aktuelle_revision_id = n.revision_id, veroeffentlichte_revision_id = n.revision_id
     FROM jsonb_to_recordset($1::jsonb) AS n(inhalt_id int, revision_id int) WHERE i.id = n.inhalt_id`,
    [paar],
  );
  return neu.rows.length;
}

// --- Addresses ------------------------------------------------------------------------------------

interface SeitenRow {
  url: string;
  api_calls: { endpoint?: string; params?: Record<string, unknown> }[] | null;
}

/** The call of a page that lists or shows content of this kind and Ablage. */
function passenderAufruf(seite: SeitenRow, art: RedaktionArt, ablage: string): { exakt: boolean; proSeite: number; name: string } | undefined {
  for (const call of seite.api_calls ?? []) {
    if (call.endpoint !== ENDPUNKTE[art]) continue;
    const bereich = call.params?.bereich;
    if (bereich !== undefined && bereich !== ablage) continue;
    return { exakt: bereich === ablage, proSeite: Number(call.params?.pro_seite ?? 0), name: String((call as { name?: unknown }).name ?? '') };
  }
  return undefined;
}

/** The pattern page that shows one item of this Ablage (`/aktuelles/:slug`), if any. */
export async function detailMuster(db: Queryable, art: RedaktionArt, ablage: string): Promise<string | null> {
  const { rows } = await db.query<SeitenRow>("SELECT url, api_calls FROM pages WHERE url LIKE '%/:slug' ORDER BY url");
  const treffer = rows
    .map((seite) => ({ seite, aufruf: passenderAufruf(seite, art, ablage) }))
    .filter((entry) => entry.aufruf !== undefined && entry.seite.api_calls?.some((call) => call.params?.slug === '{slug}'))
    .sort((a, b) => Number(b.aufruf?.exakt) - Number(a.aufruf?.exakt));
  return treffer[0]?.seite.url ?? null;
}

/** The page that lists this Ablage (the longest list), for a preview of content without a page of its own. */
export async function listenSeite(db: Queryable, art: RedaktionArt, ablage: string): Promise<string | null> {
  const { rows } = await db.query<SeitenRow>("SELECT url, api_calls FROM pages WHERE url NOT LIKE '%:%' ORDER BY url");
  const treffer = rows
    .map((seite) => ({ seite, aufruf: passenderAufruf(seite, art, ablage) }))
    .filter((entry) => entry.aufruf?.exakt)
    .sort((a, b) => (b.aufruf?.proSeite ?? 0) - (a.aufruf?.proSeite ?? 0));
  return treffer[0]?.seite.url ?? null;
}

async function slugFrei(tx: Queryable, art: string, ablage: string, slug: string, adresse: string | null): Promise<boolean> {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM items WHERE typ = $1 AND bereich = $2 AND slug = $3)
          + (SELECT count(*) FROM redaktion_inhalte WHERE art = $1 AND ablage = $2 AND slug = $3)
          + (SELECT count(*) FROM items WHERE $4::text IS NOT NULL AND detail_url = $4)
          + (SELECT count(*) FROM redaktion_inhalte WHERE $4::text IS NOT NULL AND adresse = $4)
          + (SELECT count(*) FROM pages WHERE $4::text IS NOT NULL AND url = $4) AS n`,
    [art, ablage, slug, adresse],
  );
  return Number(rows[0]?.n ?? 0) === 0;
}

// --- Creating and saving ----------------------------------------------------------------------------

export interface NeuerInhalt {
  art: string;
  bereich: string;
  ablage?: string;
  slug?: string;
  felder: RedaktionFelder;
}

async function neueRevision(
  tx: Queryable,
  inhaltId: number,
  felder: Felder,
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
  const felder = await normalisiere(body.felder);
  if (felder.titel === '') throw new AntwortFehler(422, { error: 'Bitte geben Sie einen Titel an.', errors: { titel: 'Bitte geben Sie einen Titel an.' } });
  const muster = await detailMuster(tx, art, ablage.ablage);
  const adresse = (slug: string): string | null => (muster ? muster.replace(':slug', slug) : null);
  let slug = body.slug ?? slugOf(felder.titel);
  if (body.slug !== undefined) {
    if (!(await slugFrei(tx, art, ablage.ablage, slug, adresse(slug))))
      throw konflikt(`Die Adresse „${adresse(slug) ?? slug}“ ist schon vergeben. Bitte wählen Sie eine andere.`);
  } else {
    const basis = slug;
    for (let n = 2; !(await slugFrei(tx, art, ablage.ablage, slug, adresse(slug))); n += 1) slug = `${basis}-${n}`;
  }
  const zeit = now.toISOString();
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO redaktion_inhalte (art, bereich, ablage, slug, titel, adresse, status, erstellt_am, geaendert_am)
     VALUES ($1, $2, $3, $4, $5, $6, 'Entwurf', $7, $7) RETURNING id`,
    [art, bereich.id, ablage.ablage, slug, felder.titel, adresse(slug), zeit],
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
    details: { art, bereich: bereich.id, titel: felder.titel },
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
  felder: Felder,
  now: Date,
): Promise<void> {
  await tx.query("UPDATE redaktion_inhalte SET aktuelle_revision_id = $2, titel = $3, status = 'Entwurf', geaendert_am = $4, geplant_ab = NULL WHERE id = $1", [
    inhalt.id,
    revisionId,
    felder.titel,
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
export async function speichere(tx: Queryable, editor: Editor, inhaltId: number, basisId: number, eingabe: RedaktionFelder, now: Date): Promise<number> {
  const inhalt = await ladeInhalt(tx, inhaltId, true);
  const basis = await tx.query<{ id: number }>('SELECT id FROM redaktion_revisionen WHERE id = $1 AND inhalt_id = $2', [basisId, inhaltId]);
  if (basis.rows.length === 0) throw badRequest('Die Fassung, von der Sie ausgegangen sind (basis_revision), gehört nicht zu diesem Inhalt.');
  const felder = await normalisiere(eingabe);
  if (felder.titel === '')
    throw new AntwortFehler(422, { error: 'Bitte geben Sie einen Titel an.', errors: { titel: 'Bitte geben Sie einen Titel an.' }, eingabe });
  if (basisId !== inhalt.aktuelle_revision_id) {
    const alt = await ladeRevision(tx, inhaltId, basisId);
    const aktuell = await ladeRevision(tx, inhaltId, inhalt.aktuelle_revision_id);
    throw new AntwortFehler(409, {
      error: REDAKTION_MESSAGES.conflict,
      aktuelle_revision: toRevision(aktuell, true),
      aenderungen: await vergleiche(inhalt.art, gespeicherteFelder(alt.felder), gespeicherteFelder(aktuell.felder), true),
      eingabe,
    });
  }
  const revisionId = await neueRevision(tx, inhaltId, felder, editor, 'gespeichert', basisId, null, now);
  await alsEntwurf(tx, inhalt, revisionId, editor, 'gespeichert', felder, now);
  await protokolliere(tx, {
    zeit: now,
    wer: akteur(editor),
    was: 'speichern',
    inhaltId,
    revisionId,
    details: { titel: felder.titel, basis_revision: basisId },
  });
  return revisionId;
}

/** An older revision as a new draft on top of the latest. */
export async function stelleWiederHer(tx: Queryable, editor: Editor, inhaltId: number, ausId: number, basisId: number | undefined, now: Date): Promise<number> {
  const inhalt = await ladeInhalt(tx, inhaltId, true);
  const aus = await ladeRevision(tx, inhaltId, ausId);
  if (basisId !== undefined && basisId !== inhalt.aktuelle_revision_id) {
    const aktuell = await ladeRevision(tx, inhaltId, inhalt.aktuelle_revision_id);
    const alt = await ladeRevision(tx, inhaltId, basisId);
    throw new AntwortFehler(409, {
      error: REDAKTION_MESSAGES.conflict,
      aktuelle_revision: toRevision(aktuell, true),
      aenderungen: await vergleiche(inhalt.art, gespeicherteFelder(alt.felder), gespeicherteFelder(aktuell.felder), true),
    });
  }
  const felder = gespeicherteFelder(aus.felder);
  const revisionId = await neueRevision(tx, inhaltId, felder, editor, 'wiederhergestellt', inhalt.aktuelle_revision_id, ausId, now);
  await alsEntwurf(tx, inhalt, revisionId, editor, 'wiederhergestellt', felder, now);
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
