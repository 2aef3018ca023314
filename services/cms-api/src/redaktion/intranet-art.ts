/**
 * Internal texts of the staff intranet as a kind of the editorial area. Each intranet category is a
 * section of its own (bereiche.ts), so an account may be given single categories. A published text is
 * a row of `intranet_texte`, which only the intranet's routes serve, and only to a staff session:
 * such a text has no public address, no preview link (it would be readable without a login), and it
 * is in neither the site search nor any feed.
 */
import type { RedaktionFeldVergleich } from '@musterstadt/cms-contract';
import type { Queryable } from '../core/db';
import { HttpError } from '../core/errors';
import { slugOf } from '../core/slug';
import { berlinGermanDate, berlinTime } from '../core/time';
import { INTRANET_RUBRIKEN } from '../intranet';
import type { ArtDefinition, NeueAdresse } from './arten';
import type { Bereiche } from './bereiche';
import { konflikt } from './fehler';
import { gespeicherteFelder, zeitpunkt } from './felder';
import { cleanRichText, plainText } from './html';
import type { InhaltRow } from './inhalte';
import { pruefe, textFeldHinweise } from './pruefungen';
import { teile } from './vergleich';
import { uebernimmBestand } from './uebernahme';

/** The fields of an internal text as a revision stores them (blank texts are null, the date in UTC). */
interface IntranetFelder {
  titel: string;
  einleitung: string | null;
  text: string | null;
  datum_von: string | null;
}

const ART = 'intranet';

const text = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.normalize('NFC').trim();
  return trimmed === '' ? null : trimmed;
};

/** Who a category's texts are signed by on the intranet (the office that keeps it). */
const AUTOR = new Map(INTRANET_RUBRIKEN.map((rubrik) => [rubrik.url, rubrik.autor]));

async function normalisiere(eingabe: unknown): Promise<IntranetFelder> {
  const felder = (eingabe ?? {}) as Partial<Record<keyof IntranetFelder, string | null>>;
  const richText = text(felder.text);
  const datum = text(felder.datum_von);
  return {
    titel: (text(felder.titel) ?? '').replace(/\s+/g, ' '),
    einleitung: text(felder.einleitung),
    text: richText === null ? null : text(await cleanRichText(richText)),
    datum_von: datum === null ? null : zeitpunkt(datum, 'datum_von').toISOString(),
  };
}

function gespeichert(wert: unknown): IntranetFelder {
  const felder = (wert ?? {}) as Partial<IntranetFelder>;
  return { titel: felder.titel ?? '', einleitung: felder.einleitung ?? null, text: felder.text ?? null, datum_von: felder.datum_von ?? null };
}

// --- Taking over what the intranet shows ----------------------------------------------------------

/**
 * Texts of the intranet that the editorial area does not keep yet (the seeded ones) become content
 * whose first revision is their state now, published. Set-based; a text taken over twice is skipped.
 */
async function uebernimm(tx: Queryable, alle: Bereiche, now: Date): Promise<number> {
  const { rows } = await tx.query<{ id: number; titel: string; einleitung: string; text: string; datum_von: Date | string; rubrik: string }>(
    `SELECT t.id, t.titel, t.einleitung, t.text, t.datum_von, r.url AS rubrik FROM intranet_texte t JOIN intranet_rubriken r ON r.id = t.rubrik_id
     WHERE NOT EXISTS (SELECT 1 FROM redaktion_inhalte i WHERE i.art = $1 AND i.ziel_id = t.id) ORDER BY t.id`,
    [ART],
  );
  const inhalte = rows.flatMap((row) => {
    const bereich = alle.ofAblage(ART, row.rubrik);
    if (!bereich) return [];
    const felder: IntranetFelder = {
      titel: row.titel,
      einleitung: text(row.einleitung),
      text: text(row.text),
      datum_von: new Date(row.datum_von).toISOString(),
    };
    return [
      {
        art: ART,
        bereich: bereich.id,
        ablage: row.rubrik,
        slug: `text-${row.id}`,
        titel: row.titel,
        adresse: null,
        ziel_id: row.id,
        erst: felder.datum_von,
        felder,
      },
    ];
  });
  return uebernimmBestand(tx, inhalte, now);
}

// --- Place, checks, comparison --------------------------------------------------------------------

async function slugFrei(tx: Queryable, ablage: string, slug: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM redaktion_inhalte WHERE art = $1 AND ablage = $2 AND slug = $3', [ART, ablage, slug]);
  return rows.length === 0;
}

/** An internal text has no public address; its slug only tells it apart within its category. */
async function neueAdresse(tx: Queryable, ablage: string, felder: IntranetFelder, gewuenscht: string | undefined): Promise<NeueAdresse> {
  if (gewuenscht !== undefined) {
    if (!(await slugFrei(tx, ablage, gewuenscht))) throw konflikt(`Die Kurzbezeichnung „${gewuenscht}“ ist in dieser Rubrik schon vergeben.`);
    return { slug: gewuenscht, adresse: null };
  }
  const basis = slugOf(felder.titel);
  let slug = basis;
  for (let n = 2; !(await slugFrei(tx, ablage, slug)); n += 1) slug = `${basis}-${n}`;
  return { slug, adresse: null };
}

/** The text must say something; its headings and links are checked as an article's are. */
async function pruefeText(inhalt: InhaltRow, felder: IntranetFelder, now: Date): Promise<Record<string, string>> {
  const befunde = await pruefe(gespeicherteFelder(felder), {
    art: 'artikel',
    neu: false,
    now,
    vorhandeneMedien: new Set(),
    fuehrtZuSeite: async () => true,
  });
  if (felder.text === null || (await plainText(felder.text)).trim() === '') befunde.text = 'Bitte schreiben Sie den Text.';
  if (!AUTOR.has(inhalt.ablage)) befunde.titel = 'Diese Rubrik gibt es im Intranet nicht mehr.';
  return befunde;
}

const BEZEICHNUNGEN: Record<keyof IntranetFelder, string> = { titel: 'Titel', einleitung: 'Einleitung', text: 'Text', datum_von: 'Datum' };

async function lesbar(felder: IntranetFelder, feld: keyof IntranetFelder): Promise<string> {
  const wert = felder[feld];
  if (wert === null) return '';
  if (feld === 'text') return plainText(wert);
  if (feld === 'datum_von') return `${berlinGermanDate(new Date(wert))}, ${berlinTime(new Date(wert))} Uhr`;
  return wert;
}

async function vergleiche(alt: IntranetFelder, neu: IntranetFelder, nurGeaenderte: boolean): Promise<RedaktionFeldVergleich[]> {
  const result: RedaktionFeldVergleich[] = [];
  for (const feld of Object.keys(BEZEICHNUNGEN) as (keyof IntranetFelder)[]) {
    const geaendert = alt[feld] !== neu[feld];
    if (nurGeaenderte && !geaendert) continue;
    const a = await lesbar(alt, feld);
    const n = await lesbar(neu, feld);
    result.push({ feld, bezeichnung: BEZEICHNUNGEN[feld], geaendert, alt: a, neu: n, teile: geaendert ? teile(a, n) : [{ text: n, art: 'gleich' }] });
  }
  return result;
}

// --- Publishing -----------------------------------------------------------------------------------

/** Writes the text into `intranet_texte` (a text withdrawn before comes back under its old id). */
async function veroeffentliche(tx: Queryable, inhalt: InhaltRow, felder: IntranetFelder, now: Date): Promise<number> {
  const rubrik = await tx.query<{ id: number }>('SELECT id FROM intranet_rubriken WHERE url = $1', [inhalt.ablage]);
  const rubrikId = rubrik.rows[0]?.id;
  if (rubrikId === undefined) throw new HttpError(409, 'Diese Rubrik gibt es im Intranet nicht mehr. Der Text kann nicht veröffentlicht werden.');
  const datum = felder.datum_von ?? (inhalt.erstveroeffentlicht_am === null ? now : new Date(inhalt.erstveroeffentlicht_am)).toISOString();
  const autor = AUTOR.get(inhalt.ablage) ?? 'Stadtverwaltung';
  const werte = [rubrikId, felder.titel, felder.einleitung ?? '', felder.text ?? '', autor, datum];
  if (inhalt.ziel_id !== null) {
    const { rows } = await tx.query<{ id: number }>(
      'UPDATE intranet_texte SET rubrik_id = $1, titel = $2, einleitung = $3, text = $4, autor = $5, datum_von = $6 WHERE id = $7 RETURNING id',
      [...werte, inhalt.ziel_id],
    );
    if (rows.length === 0) {
      await tx.query('INSERT INTO intranet_texte (id, rubrik_id, titel, einleitung, text, autor, datum_von) VALUES ($7, $1, $2, $3, $4, $5, $6)', [
        ...werte,
        inhalt.ziel_id,
      ]);
    }
    return inhalt.ziel_id;
  }
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO intranet_texte (rubrik_id, titel, einleitung, text, autor, datum_von) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    werte,
  );
  return (rows[0] as { id: number }).id;
}

async function entziehe(tx: Queryable, inhalt: InhaltRow): Promise<void> {
  if (inhalt.ziel_id !== null) await tx.query('DELETE FROM intranet_texte WHERE id = $1', [inhalt.ziel_id]);
}

export const INTRANET_ART: ArtDefinition<IntranetFelder> = {
  uebernimm,
  normalisiere,
  gespeichert,
  titel: (felder) => felder.titel,
  neueAdresse,
  pruefe: (inhalt, felder, umgebung) => pruefeText(inhalt, felder, umgebung.now),
  // The text's warnings (a linked PDF that is not accessible, a picture wider than needed).
  hinweise: (felder, medien) => textFeldHinweise(felder.text, medien),
  vergleiche,
  veroeffentliche,
  entziehe: (tx, inhalt) => entziehe(tx, inhalt),
};
