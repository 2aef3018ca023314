/**
 * The service guide's entries as content of the section 'stadt': one kind per kind of entry
 * (services, forms, life situations, organisation units, contact persons). The public state of an
 * entry is its row of `wegweiser_eintraege` (the search vector follows, it is generated) and its
 * links to other entries (`wegweiser_bezuege`, from this entry, in order). The staff directory of
 * the guide ('Ansprechpartner') is the contact persons.
 */
import {
  isEmail,
  WEGWEISER_ARTEN,
  type RedaktionFeldVergleich,
  type RedaktionWegweiserArt,
  type WegweiserEinheitFelder,
  type WegweiserEintragArt,
  type WegweiserFormularFelder,
  type WegweiserLebenslageFelder,
  type WegweiserLeistungFelder,
  type WegweiserOeffnungszeiten,
  type WegweiserPersonFelder,
} from '@musterstadt/cms-contract';
import type { Queryable } from '../core/db';
import { HttpError } from '../core/errors';
import { slugOf } from '../core/slug';
import { GUIDE_SEGMENTS } from '../search';
import { anzeigeZeilen, entryUrl, istTelefon, pruefeZeiten, wegweiserDetail as detail, type WegweiserRow as Row, zeitenAusText } from '../wegweiser';
import type { ArtDefinition, NeueAdresse, PruefUmgebung, VorschauQuelle, VorschauSeite } from './arten';
import type { Bereiche } from './bereiche';
import { konflikt } from './fehler';
import { cleanRichText, plainText } from './html';
import type { InhaltRow } from './inhalte';
import { pruefeText, seitenPfad, textFeldHinweise } from './pruefungen';
import { teile } from './vergleich';
import { uebernimmBestand } from './uebernahme';

/** The Ablage of the service guide's kinds in the section 'stadt'. */
export const WEGWEISER_ABLAGE = 'wegweiser';

interface FelderJeArt {
  leistung: Required<WegweiserLeistungFelder>;
  formular: Required<WegweiserFormularFelder>;
  lebenslage: Required<WegweiserLebenslageFelder>;
  einheit: Required<WegweiserEinheitFelder>;
  person: Required<WegweiserPersonFelder>;
}
type Felder = FelderJeArt[WegweiserEintragArt];

// --- Tidying --------------------------------------------------------------------------------------

type Obj = Record<string, unknown>;
const obj = (wert: unknown): Obj => (wert !== null && typeof wert === 'object' && !Array.isArray(wert) ? (wert as Obj) : {});
/** A line trimmed; blank is null. */
const zeile = (wert: unknown): string | null => (typeof wert === 'string' && wert.trim() !== '' ? wert.replace(/\r\n?/g, '\n').trim() : null);
const zeilen = (wert: unknown): string[] => (Array.isArray(wert) ? wert.map(zeile).filter((x): x is string => x !== null) : []);
const ids = (wert: unknown): number[] => (Array.isArray(wert) ? [...new Set(wert.filter((x): x is number => Number.isInteger(x) && x > 0))] : []);
const id = (wert: unknown): number | null => (Number.isInteger(wert) && (wert as number) > 0 ? (wert as number) : null);
const online = (wert: unknown): { link: string; linktext: string | null } | null => {
  const link = zeile(obj(wert).link);
  return link === null ? null : { link, linktext: zeile(obj(wert).linktext) };
};

function oeffnungszeiten(wert: unknown): WegweiserOeffnungszeiten[] {
  if (!Array.isArray(wert)) return [];
  return wert.map((eintrag) => {
    const e = obj(eintrag);
    const regelzeiten = (Array.isArray(e.regelzeiten) ? e.regelzeiten : []).map((r) => obj(r)) as WegweiserOeffnungszeiten['regelzeiten'];
    const abweichungen = (Array.isArray(e.abweichungen) ? e.abweichungen : []).map((a) => ({ ...obj(a), text: zeile(obj(a).text) ?? '' })) as NonNullable<
      WegweiserOeffnungszeiten['abweichungen']
    >;
    return { typ: e.typ as WegweiserOeffnungszeiten['typ'], hinweis: zeile(e.hinweis), regelzeiten, abweichungen };
  });
}

/** Every field of a kind present, blanks null (stored revisions and checked input alike). */
function felderVon(art: WegweiserEintragArt, wert: unknown): Felder {
  const f = obj(wert);
  const basis = { titel: zeile(f.titel) ?? '', einleitung: zeile(f.einleitung), text: zeile(f.text) };
  switch (art) {
    case 'leistung':
      return {
        ...basis,
        thema: zeile(f.thema),
        unterlagen: zeilen(f.unterlagen),
        kosten: zeile(f.kosten),
        synonyme: zeilen(f.synonyme),
        online: online(f.online),
        einheit: id(f.einheit),
        ansprechpartner: ids(f.ansprechpartner),
        formulare: ids(f.formulare),
      };
    case 'formular':
      return { ...basis, format: zeile(f.format), online: online(f.online) };
    case 'lebenslage':
      return { ...basis, leistungen: ids(f.leistungen) };
    case 'einheit': {
      const a = obj(f.adresse);
      const adresse = { gebaeude: zeile(a.gebaeude), strasse: zeile(a.strasse), plz: zeile(a.plz), ort: zeile(a.ort) };
      return {
        ...basis,
        adresse: Object.values(adresse).some((x) => x !== null) ? adresse : null,
        telefon: zeile(f.telefon),
        fax: zeile(f.fax),
        email: zeile(f.email),
        oeffnungszeiten: oeffnungszeiten(f.oeffnungszeiten),
      };
    }
    case 'person': {
      const k = obj(f.kontakt);
      const kontakt = { telefon: zeile(k.telefon), fax: zeile(k.fax), email: zeile(k.email) };
      return {
        vorname: zeile(f.vorname) ?? '',
        nachname: zeile(f.nachname) ?? '',
        funktion: zeile(f.funktion),
        kontakt: Object.values(kontakt).some((x) => x !== null) ? kontakt : null,
        zimmer: zeile(f.zimmer),
        sprechzeiten: zeile(f.sprechzeiten),
        einheit: id(f.einheit),
      };
    }
  }
}

const titelVon = (felder: Felder): string => ('vorname' in felder ? `${felder.vorname} ${felder.nachname}`.trim() : felder.titel);

/** The entries this one links to, by kind of entry, in order. */
function verweise(felder: Felder): { art: WegweiserEintragArt; ids: number[] }[] {
  const einer = (wert: number | null) => (wert === null ? [] : [wert]);
  if ('ansprechpartner' in felder) {
    return [
      { art: 'einheit', ids: einer(felder.einheit) },
      { art: 'person', ids: felder.ansprechpartner },
      { art: 'formular', ids: felder.formulare },
    ];
  }
  if ('leistungen' in felder) return [{ art: 'leistung', ids: felder.leistungen }];
  if ('vorname' in felder) return [{ art: 'einheit', ids: einer(felder.einheit) }];
  return [];
}

// --- Taking over what is public -------------------------------------------------------------------

interface EintragRow extends Row {
  updated_at: Date | string;
  /** Ids this entry links to, in order. */
  nach: number[] | null;
  nach_arten: WegweiserEintragArt[] | null;
}

/** The fields of a public entry and its links. */
function felderAusEintrag(row: EintragRow): Felder {
  const d = row.daten ?? {};
  const verknuepft = (art: WegweiserEintragArt) => (row.nach ?? []).filter((_, index) => row.nach_arten?.[index] === art);
  switch (row.art) {
    case 'leistung':
      return felderVon('leistung', {
        ...d,
        titel: row.titel,
        einleitung: row.einleitung,
        text: row.text,
        einheit: verknuepft('einheit')[0] ?? null,
        ansprechpartner: verknuepft('person'),
        formulare: verknuepft('formular'),
      });
    case 'lebenslage':
      return felderVon('lebenslage', { titel: row.titel, einleitung: row.einleitung, text: row.text, leistungen: verknuepft('leistung') });
    case 'einheit':
      return felderVon('einheit', {
        ...d,
        titel: row.titel,
        einleitung: row.einleitung,
        text: row.text,
        oeffnungszeiten: Array.isArray(d.zeiten) ? d.zeiten : zeitenAusText(Array.isArray(d.oeffnungszeiten) ? (d.oeffnungszeiten as never) : []),
      });
    case 'person':
      return felderVon('person', { ...d, einheit: verknuepft('einheit')[0] ?? null });
    default:
      return felderVon(row.art, { ...d, titel: row.titel, einleitung: row.einleitung, text: row.text });
  }
}

/**
 * Entries of the guide the editorial area does not keep yet become content of the section 'stadt'
 * whose first revision is their state now, published (as the item kinds take over theirs).
 */
async function uebernimm(tx: Queryable, art: RedaktionWegweiserArt, alle: Bereiche, now: Date): Promise<number> {
  const bereich = alle.all.find((b) => b.ablagen.some((ablage) => ablage.art === art));
  if (!bereich) return 0;
  const { rows } = await tx.query<EintragRow>(
    `SELECT e.id, e.art, e.slug, e.titel, e.sortiername, e.einleitung, e.text, e.daten, e.updated_at,
            array_agg(b.nach ORDER BY b.position, b.nach) FILTER (WHERE b.nach IS NOT NULL) AS nach,
            array_agg(n.art ORDER BY b.position, b.nach) FILTER (WHERE b.nach IS NOT NULL) AS nach_arten
       FROM wegweiser_eintraege e
       LEFT JOIN wegweiser_bezuege b ON b.von = e.id
       LEFT JOIN wegweiser_eintraege n ON n.id = b.nach
      WHERE e.art = $1 AND NOT EXISTS (SELECT 1 FROM redaktion_inhalte r WHERE r.art = $2 AND r.ziel_id = e.id)
      GROUP BY e.id ORDER BY e.id`,
    [WEGWEISER_ARTEN[art], art],
  );
  if (rows.length === 0) return 0;
  const bestand = rows.map((row) => ({
    art,
    bereich: bereich.id,
    ablage: WEGWEISER_ABLAGE,
    slug: row.slug,
    titel: row.titel,
    adresse: entryUrl(row),
    ziel_id: row.id,
    erst: new Date(row.updated_at).toISOString(),
    felder: felderAusEintrag(row),
  }));
  return uebernimmBestand(tx, bestand, now);
}

// --- Addresses ------------------------------------------------------------------------------------

async function neueAdresse(tx: Queryable, art: RedaktionWegweiserArt, felder: Felder, gewuenscht: string | undefined): Promise<NeueAdresse> {
  const eintragArt = WEGWEISER_ARTEN[art];
  const frei = async (slug: string): Promise<boolean> => {
    const { rows } = await tx.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM wegweiser_eintraege WHERE art = $1 AND slug = $3)
            + (SELECT count(*) FROM redaktion_inhalte WHERE art = $2 AND slug = $3)
            + (SELECT count(*) FROM entfernte_inhalte WHERE url = $4) AS n`,
      [eintragArt, art, slug, entryUrl({ art: eintragArt, slug })],
    );
    return Number(rows[0]?.n ?? 0) === 0;
  };
  let slug = gewuenscht ?? slugOf(titelVon(felder));
  if (gewuenscht !== undefined) {
    if (!(await frei(slug))) throw konflikt(`Die Adresse „${entryUrl({ art: eintragArt, slug })}“ ist schon vergeben. Bitte wählen Sie eine andere.`);
  } else {
    const basis = slug;
    for (let n = 2; !(await frei(slug)); n += 1) slug = `${basis}-${n}`;
  }
  return { slug, adresse: entryUrl({ art: eintragArt, slug }) };
}

// --- Checks ---------------------------------------------------------------------------------------

const KEIN_EINTRAG: Record<WegweiserEintragArt, string> = {
  leistung: 'keine veröffentlichte Leistung',
  formular: 'kein veröffentlichtes Formular',
  lebenslage: 'keine veröffentlichte Lebenslage',
  einheit: 'keine veröffentlichte Organisationseinheit',
  person: 'keine veröffentlichte Ansprechperson',
};
const VERWEIS_FELD: Record<string, string> = { einheit: 'einheit', person: 'ansprechpartner', formular: 'formulare', leistung: 'leistungen' };
const TELEFON_FEHLER = 'Diese Telefonnummer passt nicht: erlaubt sind Ziffern, Leerzeichen und + / ( ) - . (ein + nur am Anfang), höchstens 40 Zeichen.';
const EMAIL_FEHLER = 'Bitte geben Sie eine gültige E-Mail-Adresse an.';

/** Findings per field before 'Zur Freigabe geben'. */
export async function pruefeEintrag(
  art: WegweiserEintragArt,
  felder: Felder,
  umgebung: Pick<PruefUmgebung, 'fuehrtZuSeite'> & { db: Queryable },
): Promise<Record<string, string>> {
  const befunde: Record<string, string> = {};
  const setze = (feld: string, text: string) => {
    befunde[feld] ??= text;
  };
  const telefon = (feld: string, wert: string | null) => {
    if (wert !== null && !istTelefon(wert)) setze(feld, TELEFON_FEHLER);
  };
  const email = (feld: string, wert: string | null) => {
    if (wert !== null && !isEmail(wert)) setze(feld, EMAIL_FEHLER);
  };
  if ('vorname' in felder) {
    if (felder.vorname === '') setze('vorname', 'Bitte geben Sie den Vornamen an.');
    if (felder.nachname === '') setze('nachname', 'Bitte geben Sie den Nachnamen an.');
    telefon('kontakt.telefon', felder.kontakt?.telefon ?? null);
    telefon('kontakt.fax', felder.kontakt?.fax ?? null);
    email('kontakt.email', felder.kontakt?.email ?? null);
    if (felder.einheit === null) setze('einheit', 'Bitte wählen Sie die Organisationseinheit, zu der die Person gehört.');
  } else {
    if (felder.titel === '') setze('titel', 'Bitte geben Sie einen Titel an.');
    if (felder.einleitung === null) setze('einleitung', 'Bitte geben Sie eine kurze Einleitung an: Sie steht in Listen und Suchergebnissen.');
    if (felder.text !== null) for (const befund of await pruefeText(felder.text, umgebung.fuehrtZuSeite)) setze('text', befund);
  }
  if ('online' in felder && felder.online !== null) {
    const pfad = seitenPfad(felder.online.link);
    if (pfad !== null && !(await umgebung.fuehrtZuSeite(pfad))) setze('online.link', `Der Link „${felder.online.link}“ führt zu keiner Seite dieser Website.`);
  }
  if ('oeffnungszeiten' in felder) {
    if (felder.adresse === null) setze('adresse', 'Bitte geben Sie die Anschrift an.');
    else if (felder.adresse.strasse === null || felder.adresse.plz === null || felder.adresse.ort === null) {
      setze('adresse', 'Zur Anschrift gehören Straße, Postleitzahl und Ort.');
    }
    if (felder.telefon === null) setze('telefon', 'Bitte geben Sie die Telefonnummer an.');
    telefon('telefon', felder.telefon);
    telefon('fax', felder.fax);
    email('email', felder.email);
    for (const [feld, text] of Object.entries(pruefeZeiten(felder.oeffnungszeiten))) setze(feld, text);
  }
  // Links to other entries: each must exist and be of the kind its list holds.
  for (const { art: ziel, ids: liste } of verweise(felder)) {
    if (liste.length === 0) continue;
    const { rows } = await umgebung.db.query<{ id: number }>('SELECT id FROM wegweiser_eintraege WHERE art = $1 AND id = ANY($2::int[])', [ziel, liste]);
    const da = new Set(rows.map((row) => row.id));
    for (const [index, verweis] of liste.entries()) {
      if (da.has(verweis)) continue;
      const feld = ziel === 'einheit' ? 'einheit' : `${VERWEIS_FELD[ziel]}.${index}`;
      setze(feld, `Im Wegweiser gibt es ${KEIN_EINTRAG[ziel]} mit der ID ${verweis}. Bitte wählen Sie einen vorhandenen Eintrag.`);
    }
  }
  if (art === 'leistung' && 'ansprechpartner' in felder && felder.einheit === null) setze('einheit', 'Bitte wählen Sie die zuständige Stelle.');
  return befunde;
}

// --- Comparing ------------------------------------------------------------------------------------

const BEZEICHNUNGEN: Record<string, string> = {
  titel: 'Titel',
  vorname: 'Vorname',
  nachname: 'Nachname',
  funktion: 'Funktion',
  einleitung: 'Einleitung',
  text: 'Text',
  thema: 'Thema',
  unterlagen: 'Erforderliche Unterlagen',
  kosten: 'Kosten',
  synonyme: 'Suchbegriffe',
  online: 'Online-Angebot',
  format: 'Format',
  adresse: 'Anschrift',
  telefon: 'Telefon',
  fax: 'Fax',
  email: 'E-Mail',
  kontakt: 'Kontakt',
  zimmer: 'Zimmer',
  sprechzeiten: 'Sprechzeiten',
  oeffnungszeiten: 'Öffnungszeiten',
  einheit: 'Organisationseinheit',
  ansprechpartner: 'Ansprechpartner',
  formulare: 'Formulare',
  leistungen: 'Leistungen',
};
const TAGNAMEN: Record<string, string> = { 'mo-fr': 'Mo–Fr', mo: 'Mo', di: 'Di', mi: 'Mi', do: 'Do', fr: 'Fr', sa: 'Sa', so: 'So' };
const ZEITTYPEN: Record<string, string> = { allgemein: 'Öffnungszeiten', service: 'Servicezeiten', telefon: 'Telefonische Erreichbarkeit' };

/** A field's value as readable text (rich text without markup, lists a line each, links by the entry's id). */
async function lesbar(feld: string, wert: unknown): Promise<string> {
  if (wert === null || wert === undefined) return '';
  if (feld === 'text') return plainText(String(wert));
  if (feld === 'oeffnungszeiten') {
    return (wert as WegweiserOeffnungszeiten[])
      .flatMap((z) => [
        `${ZEITTYPEN[z.typ] ?? z.typ}:`,
        ...z.regelzeiten.map((r) => `${TAGNAMEN[r.tagtyp] ?? r.tagtyp} ${r.beginn}–${r.ende}`),
        ...(z.abweichungen ?? []).map((a) => `${a.beginn} bis ${a.ende}: ${a.text}`),
        ...(z.hinweis ? [`Hinweis: ${z.hinweis}`] : []),
      ])
      .join('\n');
  }
  if (['einheit', 'ansprechpartner', 'formulare', 'leistungen'].includes(feld)) {
    return (Array.isArray(wert) ? wert : [wert]).map((x: number) => `Eintrag ${x}`).join('\n');
  }
  if (Array.isArray(wert)) return wert.join('\n');
  if (typeof wert === 'object') {
    return Object.values(wert as Obj)
      .filter((x) => x !== null && x !== '')
      .join('\n');
  }
  return String(wert);
}

async function vergleiche(alt: Felder, neu: Felder, nurGeaenderte: boolean): Promise<RedaktionFeldVergleich[]> {
  const ergebnis: RedaktionFeldVergleich[] = [];
  for (const feld of Object.keys(neu)) {
    const a = await lesbar(feld, (alt as Obj)[feld]);
    const n = await lesbar(feld, (neu as Obj)[feld]);
    const geaendert = JSON.stringify((alt as Obj)[feld]) !== JSON.stringify((neu as Obj)[feld]);
    if (nurGeaenderte && !geaendert) continue;
    ergebnis.push({ feld, bezeichnung: BEZEICHNUNGEN[feld] ?? feld, geaendert, alt: a, neu: n, teile: teile(a, n) });
  }
  return ergebnis;
}

// --- Publishing -----------------------------------------------------------------------------------

/** The row's columns of the fields. */
function spalten(art: WegweiserEintragArt, felder: Felder): Pick<Row, 'titel' | 'sortiername' | 'einleitung' | 'text' | 'daten'> {
  if ('vorname' in felder) {
    const { vorname, nachname, funktion, kontakt, zimmer, sprechzeiten } = felder;
    return {
      titel: titelVon(felder),
      sortiername: `${nachname}, ${vorname}`,
      einleitung: funktion,
      text: null,
      daten: {
        vorname,
        nachname,
        funktion,
        kontakt: { telefon: kontakt?.telefon ?? null, email: kontakt?.email ?? null, fax: kontakt?.fax ?? null },
        zimmer,
        sprechzeiten,
      },
    };
  }
  const { titel, einleitung, text, ...rest } = felder;
  const basis = { titel, sortiername: titel, einleitung, text };
  switch (art) {
    case 'leistung': {
      const { thema, unterlagen, kosten, synonyme, online: link } = rest as FelderJeArt['leistung'];
      return { ...basis, daten: { thema, unterlagen, kosten, synonyme, online: link } };
    }
    case 'formular': {
      const { format, online: link } = rest as FelderJeArt['formular'];
      return { ...basis, daten: { format, online: link } };
    }
    case 'einheit': {
      const { adresse, telefon, fax, email, oeffnungszeiten: zeiten } = rest as FelderJeArt['einheit'];
      return { ...basis, daten: { adresse, telefon, fax, email, oeffnungszeiten: anzeigeZeilen(zeiten), zeiten } };
    }
    default:
      return { ...basis, daten: {} };
  }
}

/** Writes the entry and the links from it; an entry withdrawn before comes back under its old id and address. */
async function veroeffentliche(tx: Queryable, inhalt: InhaltRow, art: WegweiserEintragArt, felder: Felder, now: Date): Promise<number> {
  const s = spalten(art, felder);
  const werte = [s.titel, s.sortiername, s.einleitung, s.text === null ? null : await cleanRichText(s.text), JSON.stringify(s.daten), now.toISOString()];
  let zielId = inhalt.ziel_id;
  if (zielId !== null) {
    const { rows } = await tx.query<{ id: number }>(
      `UPDATE wegweiser_eintraege SET titel = $1, sortiername = $2, einleitung = $3, text = $4, daten = $5::jsonb, updated_at = $6
        WHERE id = $7 AND art = $8 RETURNING id`,
      [...werte, zielId, art],
    );
    if (rows.length === 0) {
      await tx.query(
        `INSERT INTO wegweiser_eintraege (id, art, slug, titel, sortiername, einleitung, text, daten, updated_at) VALUES ($7, $8, $9, $1, $2, $3, $4, $5::jsonb, $6)`,
        [...werte, zielId, art, inhalt.slug],
      );
    }
  } else {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO wegweiser_eintraege (art, slug, titel, sortiername, einleitung, text, daten, updated_at) VALUES ($7, $8, $1, $2, $3, $4, $5::jsonb, $6) RETURNING id`,
      [...werte, art, inhalt.slug],
    );
    zielId = (rows[0] as { id: number }).id;
  }
  // The links from this entry, in order; an entry withdrawn meanwhile is left out.
  await tx.query('DELETE FROM wegweiser_bezuege WHERE von = $1', [zielId]);
  const bezuege = verweise(felder).flatMap(({ art: ziel, ids: liste }) => liste.map((nach, position) => ({ nach, position, art: ziel })));
  if (bezuege.length > 0) {
    await tx.query(
      `INSERT INTO wegweiser_bezuege (von, nach, position)
       SELECT $1, n.nach, n.position FROM jsonb_to_recordset($2::jsonb) AS n(nach int, position int, art text)
        WHERE n.nach <> $1 AND EXISTS (SELECT 1 FROM wegweiser_eintraege e WHERE e.id = n.nach AND e.art = n.art)
       ON CONFLICT DO NOTHING`,
      [zielId, JSON.stringify(bezuege)],
    );
  }
  await tx.query('DELETE FROM entfernte_inhalte WHERE (typ = $1 AND item_id = $2) OR url = $3', [`wegweiser-${art}`, zielId, inhalt.adresse]);
  return zielId;
}

/** Removes the entry (and the links to and from it); its address answers 410 from now on. */
async function entziehe(tx: Queryable, inhalt: InhaltRow, art: WegweiserEintragArt, now: Date): Promise<void> {
  if (inhalt.ziel_id === null) return;
  await tx.query('DELETE FROM wegweiser_eintraege WHERE id = $1 AND art = $2', [inhalt.ziel_id, art]);
  await tx.query('DELETE FROM entfernte_inhalte WHERE (typ = $1 AND item_id = $2) OR url = $3', [`wegweiser-${art}`, inhalt.ziel_id, inhalt.adresse]);
  await tx.query('INSERT INTO entfernte_inhalte (typ, item_id, url, seit) VALUES ($1, $2, $3, $4)', [
    `wegweiser-${art}`,
    inhalt.ziel_id,
    inhalt.adresse,
    now.toISOString(),
  ]);
}

// --- Preview --------------------------------------------------------------------------------------

/** The entry's page with the draft (and its links) in place of the public entry. */
async function vorschau(
  quelle: VorschauQuelle,
  inhalt: InhaltRow,
  art: WegweiserEintragArt,
  felder: Felder,
  mitToken: <T>(wert: T) => T,
): Promise<VorschauSeite> {
  const url = inhalt.adresse ?? entryUrl({ art, slug: inhalt.slug });
  const route = await quelle.route(url);
  if (route === undefined) throw new HttpError(404, 'Für diesen Eintrag gibt es auf der Website keine Seite, auf der er sich zeigen ließe.');
  const s = spalten(art, felder);
  const row: Row = { id: inhalt.ziel_id ?? 0, art, slug: inhalt.slug, ...s, text: s.text === null ? null : await cleanRichText(s.text) };
  const entwurf = mitToken(
    await detail(
      quelle.db,
      row,
      quelle.now,
      verweise(felder).flatMap((v) => v.ids),
    ),
  );
  const antworten: Record<string, unknown> = {};
  for (const call of route.apiCalls) {
    if (call.endpoint !== `/api/cms/wegweiser/${GUIDE_SEGMENTS[art]}` || call.params?.slug !== inhalt.slug) continue;
    antworten[call.name] = { data: [entwurf], anzahl: 1 };
  }
  return { url, route, antworten };
}

// --- The definitions ------------------------------------------------------------------------------

function wegweiserArt(art: RedaktionWegweiserArt): ArtDefinition<Felder> {
  const eintrag = WEGWEISER_ARTEN[art];
  return {
    uebernimm: (tx, alle, now) => uebernimm(tx, art, alle, now),
    normalisiere: async (eingabe) => felderVon(eintrag, eingabe),
    gespeichert: (wert) => felderVon(eintrag, wert),
    titel: titelVon,
    neueAdresse: (tx, _ablage, felder, slug) => neueAdresse(tx, art, felder, slug),
    pruefe: (_inhalt, felder, umgebung) => pruefeEintrag(eintrag, felder, umgebung),
    // The text's warnings (a linked PDF that is not accessible, a picture wider than needed).
    hinweise: (felder, medien) => textFeldHinweise('text' in felder ? felder.text : null, medien),
    vergleiche: (alt, neu, nurGeaenderte) => vergleiche(alt, neu, nurGeaenderte),
    veroeffentliche: (tx, inhalt, felder, now) => veroeffentliche(tx, inhalt, eintrag, felder, now),
    entziehe: (tx, inhalt, now) => entziehe(tx, inhalt, eintrag, now),
    vorschau: (quelle, inhalt, felder, mitToken) => vorschau(quelle, inhalt, eintrag, felder, mitToken),
  };
}

export const WEGWEISER_ART_DEFINITIONEN: { [A in RedaktionWegweiserArt]: ArtDefinition<Felder> } = {
  'wegweiser-leistung': wegweiserArt('wegweiser-leistung'),
  'wegweiser-formular': wegweiserArt('wegweiser-formular'),
  'wegweiser-lebenslage': wegweiserArt('wegweiser-lebenslage'),
  'wegweiser-einheit': wegweiserArt('wegweiser-einheit'),
  'wegweiser-person': wegweiserArt('wegweiser-person'),
};
