/**
 * The item kinds (articles, events, sub-site dates): their public state is a row of `items` in an
 * Ablage of a section; a detail page (`/aktuelles/:slug`) shows one, list pages show several.
 */
import type { RedaktionFelder, RedaktionItemArt } from '@musterstadt/cms-contract';
import type { Queryable } from '../core/db';
import { HttpError } from '../core/errors';
import { type ItemRow, type ItemType, listItems, toContentItem, toEventItem } from '../content';
import { slugOf } from '../core/slug';
import type { ArtDefinition, NeueAdresse, VorschauQuelle, VorschauSeite } from './arten';
import { type Bereiche, ENDPUNKTE } from './bereiche';
import { konflikt } from './fehler';
import { type Felder, felderAusItem, gespeicherteFelder, itemSpalten, normalisiere } from './felder';
import type { InhaltRow } from './inhalte';
import { pruefe, pruefeHinweise } from './pruefungen';
import { uebernimmBestand } from './uebernahme';
import { vergleiche } from './vergleich';

const iso = (value: Date | string): string => new Date(value).toISOString();

// --- Taking over what is public -------------------------------------------------------------------

const ITEM_SPALTEN =
  'i.id, i.typ, i.bereich, i.slug, i.titel, i.einleitung, i.text, i.bild, i.bildtext, i.bildcopyright, i.datum_von, i.datum_bis, i.ganztaegig, i.detail_url, i.data, i.created_at';

/**
 * Public items of the sections' Ablagen that the editorial area does not keep yet (seeded content,
 * events approved through a form's link) become content whose first revision is their state now,
 * published. Set-based (a handful of statements however many items); several instances may run it
 * at once: a row taken over twice is skipped.
 */
async function uebernehmeItems(tx: Queryable, art: RedaktionItemArt, alle: Bereiche, now: Date): Promise<number> {
  const paare = alle.all.flatMap((bereich) =>
    bereich.ablagen.filter((ablage) => ablage.art === art).map((ablage) => ({ art: ablage.art, ablage: ablage.ablage, bereich: bereich.id })),
  );
  if (paare.length === 0) return 0;
  const { rows } = await tx.query<ItemRow & { created_at: Date | string; abschnitt: string }>(
    `SELECT ${ITEM_SPALTEN}, a.bereich AS abschnitt FROM items i
     JOIN jsonb_to_recordset($1::jsonb) AS a(art text, ablage text, bereich text) ON a.art = i.typ AND a.ablage = i.bereich
     WHERE i.slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'
       AND NOT EXISTS (SELECT 1 FROM redaktion_inhalte r WHERE r.art = i.typ AND r.ziel_id = i.id)
     ORDER BY i.id`,
    [JSON.stringify(paare)],
  );
  if (rows.length === 0) return 0;
  return uebernimmBestand(
    tx,
    rows.map((item) => {
      const felder = felderAusItem(item);
      return {
        art: item.typ,
        bereich: item.abschnitt,
        ablage: item.bereich,
        slug: item.slug,
        titel: felder.titel,
        adresse: item.detail_url,
        ziel_id: item.id,
        erst: iso(item.created_at),
        felder,
      };
    }),
    now,
  );
}

// --- Addresses ------------------------------------------------------------------------------------

interface SeitenRow {
  url: string;
  api_calls: { endpoint?: string; params?: Record<string, unknown> }[] | null;
}

/** The call of a page that lists or shows content of this kind and Ablage. */
function passenderAufruf(seite: SeitenRow, art: RedaktionItemArt, ablage: string): { exakt: boolean; proSeite: number; name: string } | undefined {
  for (const call of seite.api_calls ?? []) {
    if (call.endpoint !== ENDPUNKTE[art]) continue;
    const bereich = call.params?.bereich;
    if (bereich !== undefined && bereich !== ablage) continue;
    return { exakt: bereich === ablage, proSeite: Number(call.params?.pro_seite ?? 0), name: String((call as { name?: unknown }).name ?? '') };
  }
  return undefined;
}

/** The pattern page that shows one item of this Ablage (`/aktuelles/:slug`), if any. */
async function detailMuster(db: Queryable, art: RedaktionItemArt, ablage: string): Promise<string | null> {
  const { rows } = await db.query<SeitenRow>("SELECT url, api_calls FROM pages WHERE url LIKE '%/:slug' ORDER BY url");
  const treffer = rows
    .map((seite) => ({ seite, aufruf: passenderAufruf(seite, art, ablage) }))
    .filter((entry) => entry.aufruf !== undefined && entry.seite.api_calls?.some((call) => call.params?.slug === '{slug}'))
    .sort((a, b) => Number(b.aufruf?.exakt) - Number(a.aufruf?.exakt));
  return treffer[0]?.seite.url ?? null;
}

/** The page that lists this Ablage (the longest list), for a preview of content without a page of its own. */
async function listenSeite(db: Queryable, art: RedaktionItemArt, ablage: string): Promise<string | null> {
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

async function neueAdresse(tx: Queryable, art: RedaktionItemArt, ablage: string, titel: string, gewuenscht: string | undefined): Promise<NeueAdresse> {
  const muster = await detailMuster(tx, art, ablage);
  const adresse = (slug: string): string | null => (muster ? muster.replace(':slug', slug) : null);
  let slug = gewuenscht ?? slugOf(titel);
  if (gewuenscht !== undefined) {
    if (!(await slugFrei(tx, art, ablage, slug, adresse(slug))))
      throw konflikt(`Die Adresse „${adresse(slug) ?? slug}“ ist schon vergeben. Bitte wählen Sie eine andere.`);
  } else {
    const basis = slug;
    for (let n = 2; !(await slugFrei(tx, art, ablage, slug, adresse(slug))); n += 1) slug = `${basis}-${n}`;
  }
  return { slug, adresse: adresse(slug) };
}

// --- Publishing -----------------------------------------------------------------------------------

/** Writes the fields into the public table `items`; a piece withdrawn before comes back under its old id and address. */
async function veroeffentliche(tx: Queryable, inhalt: InhaltRow, art: RedaktionItemArt, felder: Felder, now: Date): Promise<number> {
  const erst = inhalt.erstveroeffentlicht_am === null ? now : new Date(inhalt.erstveroeffentlicht_am);
  const spalten = itemSpalten(art, felder, erst);
  const werte = [
    spalten.titel,
    spalten.einleitung,
    spalten.text,
    spalten.bild,
    spalten.bildtext,
    spalten.bildcopyright,
    spalten.datum_von,
    spalten.datum_bis,
    spalten.ganztaegig,
    JSON.stringify(spalten.data),
    inhalt.adresse,
    now.toISOString(),
  ];
  let zielId = inhalt.ziel_id;
  if (zielId !== null) {
    const { rows } = await tx.query<{ id: number }>(
      `UPDATE items SET titel = $1, einleitung = $2, text = $3, bild = $4, bildtext = $5, bildcopyright = $6, datum_von = $7, datum_bis = $8,
         ganztaegig = $9, data = $10::jsonb, detail_url = $11, updated_at = $12
       WHERE id = $13 AND typ = $14 RETURNING id`,
      [...werte, zielId, art],
    );
    if (rows.length === 0) {
      await tx.query(
        `INSERT INTO items (id, typ, bereich, slug, titel, einleitung, text, bild, bildtext, bildcopyright, datum_von, datum_bis, ganztaegig, data, detail_url, created_at, updated_at)
         VALUES ($13, $14, $15, $16, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $12)`,
        [...werte, zielId, art, inhalt.ablage, inhalt.slug],
      );
    }
  } else {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO items (typ, bereich, slug, titel, einleitung, text, bild, bildtext, bildcopyright, datum_von, datum_bis, ganztaegig, data, detail_url, created_at, updated_at)
       VALUES ($13, $14, $15, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $12) RETURNING id`,
      [...werte, art, inhalt.ablage, inhalt.slug],
    );
    zielId = (rows[0] as { id: number }).id;
  }
  await tx.query('DELETE FROM entfernte_inhalte WHERE typ = $1 AND item_id = $2', [art, zielId]);
  return zielId;
}

/** Removes the public item; its address and id answer 410 from now on. */
async function entziehe(tx: Queryable, inhalt: InhaltRow, art: RedaktionItemArt, now: Date): Promise<void> {
  if (inhalt.ziel_id === null) return;
  await tx.query('DELETE FROM items WHERE id = $1 AND typ = $2', [inhalt.ziel_id, art]);
  await tx.query('DELETE FROM entfernte_inhalte WHERE (typ = $1 AND item_id = $2) OR url = $3', [art, inhalt.ziel_id, inhalt.adresse]);
  await tx.query('INSERT INTO entfernte_inhalte (typ, item_id, url, seit) VALUES ($1, $2, $3, $4)', [art, inhalt.ziel_id, inhalt.adresse, now.toISOString()]);
}

// --- Preview --------------------------------------------------------------------------------------

const TYPEN: Record<RedaktionItemArt, ItemType> = { artikel: 'artikel', veranstaltung: 'veranstaltung', termin: 'termin' };

/** The item's detail page (or the longest list of its Ablage) with the draft in place of (or beside) the item. */
async function vorschau(quelle: VorschauQuelle, inhalt: InhaltRow, art: RedaktionItemArt, felder: Felder, mitToken: <T>(wert: T) => T): Promise<VorschauSeite> {
  const { db } = quelle;
  const spalten = itemSpalten(art, felder, inhalt.erstveroeffentlicht_am === null ? quelle.now : new Date(inhalt.erstveroeffentlicht_am));
  const row: ItemRow = { id: inhalt.ziel_id ?? 0, typ: TYPEN[art], bereich: inhalt.ablage, slug: inhalt.slug, detail_url: inhalt.adresse, ...spalten };
  const entwurf = mitToken(art === 'artikel' ? toContentItem(row) : toEventItem(row));
  const url = inhalt.adresse ?? (await listenSeite(db, art, inhalt.ablage));
  const route = url === null ? undefined : await quelle.route(url);
  if (url === null || route === undefined) throw new HttpError(404, 'Für diesen Inhalt gibt es auf der Website keine Seite, auf der er sich zeigen ließe.');

  const antworten: Record<string, unknown> = {};
  for (const call of route.apiCalls) {
    if (call.endpoint !== ENDPUNKTE[art]) continue;
    const params = call.params ?? {};
    if (params.bereich !== undefined && params.bereich !== inhalt.ablage) continue;
    if (params.slug !== undefined) {
      if (params.slug === inhalt.slug) antworten[call.name] = { data: [entwurf], seiten: 1, anzahl: 1 };
      continue;
    }
    // A list: the page as the public sees it, with the draft in place of (or beside) the item.
    const proSeite = Math.min(100, Math.max(1, Number(params.pro_seite ?? 10) || 10));
    const liste = await listItems(db, TYPEN[art], params.bereich === undefined ? {} : { bereich: String(params.bereich) }, {
      seite: 1,
      proSeite: proSeite + 1,
    });
    const karte = art === 'artikel' ? toContentItem : toEventItem;
    const andere = liste.rows.filter((item) => item.id !== inhalt.ziel_id).map(karte);
    const datiert = art !== 'artikel';
    const vorbei = datiert && new Date(spalten.datum_bis ?? spalten.datum_von ?? 0).getTime() < quelle.now.getTime();
    const alle = vorbei ? andere : [...andere, entwurf];
    const zeit = (item: { datum_von?: string | null }): number => (item.datum_von ? new Date(item.datum_von).getTime() : datiert ? Infinity : -Infinity);
    alle.sort((a, b) => (datiert ? zeit(a) - zeit(b) : zeit(b) - zeit(a)));
    const anzahl = liste.anzahl - (liste.rows.some((item) => item.id === inhalt.ziel_id) ? 1 : 0) + (vorbei ? 0 : 1);
    antworten[call.name] = { data: alle.slice(0, proSeite), seiten: Math.max(1, Math.ceil(anzahl / proSeite)), anzahl };
  }
  return { url, route, antworten };
}

// --- The definitions ------------------------------------------------------------------------------

function itemArt(art: RedaktionItemArt): ArtDefinition<Felder> {
  return {
    uebernimm: (tx, alle, now) => uebernehmeItems(tx, art, alle, now),
    normalisiere: (eingabe) => normalisiere(eingabe as RedaktionFelder),
    gespeichert: gespeicherteFelder,
    titel: (felder) => felder.titel,
    neueAdresse: (tx, ablage, felder, slug) => neueAdresse(tx, art, ablage, felder.titel, slug),
    pruefe: (inhalt, felder, umgebung) =>
      pruefe(felder, {
        art,
        neu: inhalt.ziel_id === null,
        now: umgebung.now,
        vorhandeneMedien: umgebung.vorhandeneMedien,
        fuehrtZuSeite: umgebung.fuehrtZuSeite,
      }),
    hinweise: (felder, medien) => pruefeHinweise(felder, medien),
    vergleiche: (alt, neu, nurGeaenderte) => vergleiche(art, alt, neu, nurGeaenderte),
    veroeffentliche: (tx, inhalt, felder, now) => veroeffentliche(tx, inhalt, art, felder, now),
    entziehe: (tx, inhalt, now) => entziehe(tx, inhalt, art, now),
    vorschau: (quelle, inhalt, felder, mitToken) => vorschau(quelle, inhalt, art, felder, mitToken),
  };
}

export const ITEM_ARTEN: { [A in RedaktionItemArt]: ArtDefinition<Felder> } = {
  artikel: itemArt('artikel'),
  veranstaltung: itemArt('veranstaltung'),
  termin: itemArt('termin'),
};
