/**
 * The staff directory ('Mitarbeiterverzeichnis') as content of the section 'stadt': one piece per
 * person. Its public state is the person's row of `eintraege` (type 'mitarbeiter'), which
 * `/api/cms/mitarbeiter` lists (the A–Z page, a department's team, the sidebars' contact cards).
 * The departments a person belongs to are kept as the ids of their 'amt' entries and published as
 * their slugs, in order, as the public row names them. A person has no page of its own, so there is
 * no preview; withdrawn, the person is gone from every list (a contact card that named the person
 * shows nothing).
 *
 * The service guide's contact persons (`wegweiser-person`, table `wegweiser_eintraege`) are another
 * list, of the guide; a person may be in both.
 */
import { isEmail, MITARBEITER_ANREDEN, type MitarbeiterFelder, type RedaktionFeldVergleich } from '@musterstadt/cms-contract';
import type { Queryable } from '../core/db';
import { slugOf } from '../core/slug';
import { istTelefon } from '../wegweiser';
import type { ArtDefinition, NeueAdresse } from './arten';
import type { Bereiche } from './bereiche';
import { konflikt } from './fehler';
import type { InhaltRow } from './inhalte';
import { teile } from './vergleich';
import { uebernimmBestand } from './uebernahme';

/** The Ablage of the staff directory in the section 'stadt'. */
export const MITARBEITER_ABLAGE = 'mitarbeiterverzeichnis';

type Felder = Required<MitarbeiterFelder>;

// --- Tidying --------------------------------------------------------------------------------------

type Obj = Record<string, unknown>;
const obj = (wert: unknown): Obj => (wert !== null && typeof wert === 'object' && !Array.isArray(wert) ? (wert as Obj) : {});
/** A line trimmed; blank is null. */
const zeile = (wert: unknown): string | null => (typeof wert === 'string' && wert.trim() !== '' ? wert.replace(/\r\n?/g, '\n').trim() : null);
const ids = (wert: unknown): number[] => (Array.isArray(wert) ? [...new Set(wert.filter((x): x is number => Number.isInteger(x) && x > 0))] : []);

/** Every field present, blanks null (stored revisions and checked input alike). */
function mitarbeiterFelder(wert: unknown): Felder {
  const f = obj(wert);
  const anrede = MITARBEITER_ANREDEN.find((x) => x === f.anrede) ?? null;
  return {
    anrede,
    vorname: zeile(f.vorname) ?? '',
    nachname: zeile(f.nachname) ?? '',
    funktion: zeile(f.funktion),
    aemter: ids(f.aemter),
    telefon: zeile(f.telefon),
    email: zeile(f.email),
    zimmer: zeile(f.zimmer),
    sprechzeiten: zeile(f.sprechzeiten),
  };
}

const titelVon = (felder: Felder): string => `${felder.vorname} ${felder.nachname}`.trim();

// --- Taking over what is public -------------------------------------------------------------------

interface EintragRow {
  id: number;
  slug: string;
  data: Obj | null;
  updated_at: Date | string;
  /** The ids of the departments the row names by slug, in its order (unknown slugs left out). */
  amt_ids: number[] | null;
}

/** The fields of a public row. */
export function felderAusEintrag(row: Pick<EintragRow, 'data' | 'amt_ids'>): Felder {
  const d = row.data ?? {};
  const kontakt = obj(d.kontakt);
  return mitarbeiterFelder({ ...d, aemter: row.amt_ids ?? [], telefon: kontakt.telefon, email: kontakt.email });
}

/** Persons of the directory the editorial area does not keep yet become published content of the section that files them. */
async function uebernimm(tx: Queryable, alle: Bereiche, now: Date): Promise<number> {
  const bereich = alle.all.find((b) => b.ablagen.some((ablage) => ablage.art === 'mitarbeiter'));
  if (!bereich) return 0;
  const { rows } = await tx.query<EintragRow & { titel: string }>(
    `SELECT e.id, e.slug, e.titel, e.data, e.updated_at,
            ARRAY(SELECT a.id FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(e.data->'aemter') = 'array' THEN e.data->'aemter' ELSE '[]'::jsonb END)
                          WITH ORDINALITY AS s(slug, n)
                    JOIN eintraege a ON a.typ = 'amt' AND a.slug = s.slug ORDER BY s.n) AS amt_ids
       FROM eintraege e
      WHERE e.typ = 'mitarbeiter' AND NOT EXISTS (SELECT 1 FROM redaktion_inhalte r WHERE r.art = 'mitarbeiter' AND r.ziel_id = e.id)
      ORDER BY e.id`,
  );
  return uebernimmBestand(
    tx,
    rows.map((row) => ({
      art: 'mitarbeiter',
      bereich: bereich.id,
      ablage: MITARBEITER_ABLAGE,
      slug: row.slug,
      titel: row.titel,
      adresse: null,
      ziel_id: row.id,
      erst: new Date(row.updated_at).toISOString(),
      felder: felderAusEintrag(row),
    })),
    now,
  );
}

// --- Addresses ------------------------------------------------------------------------------------

/** A slug no person of the directory has (public or kept by the editorial area). */
async function neueAdresse(tx: Queryable, felder: Felder, gewuenscht: string | undefined): Promise<NeueAdresse> {
  const frei = async (slug: string): Promise<boolean> => {
    const { rows } = await tx.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM eintraege WHERE typ = 'mitarbeiter' AND slug = $1)
            + (SELECT count(*) FROM redaktion_inhalte WHERE art = 'mitarbeiter' AND slug = $1) AS n`,
      [slug],
    );
    return Number(rows[0]?.n ?? 0) === 0;
  };
  let slug = gewuenscht ?? slugOf(titelVon(felder));
  if (gewuenscht !== undefined) {
    if (!(await frei(slug))) throw konflikt(`Im Mitarbeiterverzeichnis gibt es „${slug}“ schon. Bitte wählen Sie eine andere Kennung.`);
  } else {
    const basis = slug;
    for (let n = 2; !(await frei(slug)); n += 1) slug = `${basis}-${n}`;
  }
  return { slug, adresse: null };
}

// --- Checks ---------------------------------------------------------------------------------------

export const MITARBEITER_TEXTE = {
  vorname: 'Bitte geben Sie den Vornamen an.',
  nachname: 'Bitte geben Sie den Nachnamen an.',
  aemter: 'Bitte wählen Sie mindestens ein Amt, zu dem die Person gehört.',
  erreichbar: 'Bitte geben Sie eine Telefonnummer oder eine E-Mail-Adresse an: Das Verzeichnis soll sagen, wie man die Person erreicht.',
  telefon: 'Diese Telefonnummer passt nicht: erlaubt sind Ziffern, Leerzeichen und + / ( ) - . (ein + nur am Anfang), höchstens 40 Zeichen.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  amt: (id: number) => `In der Stadtverwaltung gibt es kein Amt mit der ID ${id}. Bitte wählen Sie ein vorhandenes Amt.`,
} as const;

/** Findings per field before 'Zur Freigabe geben'. */
export async function pruefeMitarbeiter(felder: Felder, db: Queryable): Promise<Record<string, string>> {
  const befunde: Record<string, string> = {};
  const setze = (feld: string, text: string) => {
    befunde[feld] ??= text;
  };
  if (felder.vorname === '') setze('vorname', MITARBEITER_TEXTE.vorname);
  if (felder.nachname === '') setze('nachname', MITARBEITER_TEXTE.nachname);
  if (felder.telefon === null && felder.email === null) setze('telefon', MITARBEITER_TEXTE.erreichbar);
  if (felder.telefon !== null && !istTelefon(felder.telefon)) setze('telefon', MITARBEITER_TEXTE.telefon);
  if (felder.email !== null && !isEmail(felder.email)) setze('email', MITARBEITER_TEXTE.email);
  if (felder.aemter.length === 0) setze('aemter', MITARBEITER_TEXTE.aemter);
  else {
    const { rows } = await db.query<{ id: number }>("SELECT id FROM eintraege WHERE typ = 'amt' AND id = ANY($1::int[])", [felder.aemter]);
    const da = new Set(rows.map((row) => row.id));
    for (const [index, amt] of felder.aemter.entries()) if (!da.has(amt)) setze(`aemter.${index}`, MITARBEITER_TEXTE.amt(amt));
  }
  return befunde;
}

// --- Comparing ------------------------------------------------------------------------------------

const BEZEICHNUNGEN: Record<keyof Felder, string> = {
  anrede: 'Anrede',
  vorname: 'Vorname',
  nachname: 'Nachname',
  funktion: 'Funktion',
  aemter: 'Ämter',
  telefon: 'Telefon',
  email: 'E-Mail',
  zimmer: 'Zimmer',
  sprechzeiten: 'Sprechzeiten',
};

/** A department by its name (its number if it is gone). */
const lesbar = (feld: keyof Felder, wert: Felder[keyof Felder], aemter: ReadonlyMap<number, string>): string => {
  if (wert === null) return '';
  if (feld === 'aemter') return (wert as number[]).map((amt) => aemter.get(amt) ?? `Amt Nr. ${amt}`).join('\n');
  return String(wert);
};

export async function vergleicheMitarbeiter(alt: Felder, neu: Felder, nurGeaenderte: boolean, db: Queryable): Promise<RedaktionFeldVergleich[]> {
  const { rows } = await db.query<{ id: number; titel: string }>("SELECT id, titel FROM eintraege WHERE typ = 'amt' AND id = ANY($1::int[])", [
    [...alt.aemter, ...neu.aemter],
  ]);
  const aemter = new Map(rows.map((row) => [row.id, row.titel]));
  const ergebnis: RedaktionFeldVergleich[] = [];
  for (const feld of Object.keys(BEZEICHNUNGEN) as (keyof Felder)[]) {
    const geaendert = JSON.stringify(alt[feld]) !== JSON.stringify(neu[feld]);
    if (nurGeaenderte && !geaendert) continue;
    const a = lesbar(feld, alt[feld], aemter);
    const n = lesbar(feld, neu[feld], aemter);
    ergebnis.push({ feld, bezeichnung: BEZEICHNUNGEN[feld], geaendert, alt: a, neu: n, teile: teile(a, n) });
  }
  return ergebnis;
}

// --- Publishing -----------------------------------------------------------------------------------

/** Writes the person's row (a person withdrawn before comes back under the old id); answers its id. */
async function veroeffentliche(tx: Queryable, inhalt: InhaltRow, felder: Felder, now: Date): Promise<number> {
  const { rows: aemter } = await tx.query<{ slug: string }>(
    "SELECT a.slug FROM unnest($1::int[]) WITH ORDINALITY AS s(id, n) JOIN eintraege a ON a.typ = 'amt' AND a.id = s.id ORDER BY s.n",
    [felder.aemter],
  );
  const { anrede, vorname, nachname, funktion, telefon, email, zimmer, sprechzeiten } = felder;
  const data = { anrede, vorname, nachname, funktion, aemter: aemter.map((row) => row.slug), kontakt: { telefon, email }, zimmer, sprechzeiten };
  const werte = [titelVon(felder), JSON.stringify(data), now.toISOString()];
  if (inhalt.ziel_id !== null) {
    // What the form does not keep (a picture, further contact data) stays as it is.
    const { rows } = await tx.query<{ id: number }>(
      "UPDATE eintraege SET titel = $1, data = data || $2::jsonb, updated_at = $3 WHERE id = $4 AND typ = 'mitarbeiter' RETURNING id",
      [...werte, inhalt.ziel_id],
    );
    if (rows.length > 0) return inhalt.ziel_id;
    await tx.query("INSERT INTO eintraege (id, typ, slug, titel, detail_url, data, updated_at) VALUES ($4, 'mitarbeiter', $5, $1, NULL, $2::jsonb, $3)", [
      ...werte,
      inhalt.ziel_id,
      inhalt.slug,
    ]);
    return inhalt.ziel_id;
  }
  const { rows } = await tx.query<{ id: number }>(
    "INSERT INTO eintraege (typ, slug, titel, detail_url, data, updated_at) VALUES ('mitarbeiter', $4, $1, NULL, $2::jsonb, $3) RETURNING id",
    [...werte, inhalt.slug],
  );
  return (rows[0] as { id: number }).id;
}

/** Removes the person from the directory (every list, team and contact card). */
async function entziehe(tx: Queryable, inhalt: InhaltRow): Promise<void> {
  if (inhalt.ziel_id === null) return;
  await tx.query("DELETE FROM eintraege WHERE id = $1 AND typ = 'mitarbeiter'", [inhalt.ziel_id]);
}

// --- The definition -------------------------------------------------------------------------------

export const MITARBEITER_ART: ArtDefinition<Felder> = {
  uebernimm,
  normalisiere: async (eingabe) => mitarbeiterFelder(eingabe),
  gespeichert: mitarbeiterFelder,
  titel: titelVon,
  neueAdresse: (tx, _ablage, felder, slug) => neueAdresse(tx, felder, slug),
  pruefe: (_inhalt, felder, umgebung) => pruefeMitarbeiter(felder, umgebung.db),
  hinweise: async () => ({}),
  vergleiche: vergleicheMitarbeiter,
  veroeffentliche,
  entziehe: (tx, inhalt) => entziehe(tx, inhalt),
};
