/**
 * The edit form's fields of the service guide's entries (services, forms, life situations, units,
 * contact persons) and of the staff directory's persons (`mitarbeiter`), shared by the form (server
 * HTML, works without JavaScript) and its handler: plain fields, lists a line each, links to other entries as numbered choices (their order is the
 * order on the public page) and the opening times as rows (day, from, to) and deviating rows
 * (from, to, text). Blank rows and choices are left out; what the form does not show is kept from
 * the revision it started from.
 */
import type { RedaktionWegweiserArt } from '@musterstadt/cms-client';
import { yup } from '@musterstadt/ui/forms/schema';

export const WEGWEISER_ARTEN: readonly RedaktionWegweiserArt[] = [
  'wegweiser-leistung',
  'wegweiser-formular',
  'wegweiser-lebenslage',
  'wegweiser-einheit',
  'wegweiser-person',
];

/** The kinds whose form this draws: the guide's and the staff directory's persons (its departments are choices as the guide's links are). */
export type FelderArt = RedaktionWegweiserArt | 'mitarbeiter';
const FELDER_ARTEN: readonly FelderArt[] = [...WEGWEISER_ARTEN, 'mitarbeiter'];
export const istFelderArt = (art: string): art is FelderArt => (FELDER_ARTEN as readonly string[]).includes(art);

type Art = 'zeile' | 'text' | 'liste' | 'auswahl';
export interface WegweiserFeld {
  name: string;
  /** Where the content API keeps it ('kontakt.telefon'). */
  pfad: string;
  label: string;
  art: Art;
  hinweis?: string;
  /** The choices of a select (`auswahl`): value and text; the first is the blank one. */
  optionen?: readonly (readonly [string, string])[];
}

const TELEFON_HINWEIS = 'Ziffern, Leerzeichen und + / ( ) - . (z. B. 07999 123-150)';
const f = (name: string, label: string, art: Art = 'zeile', hinweis?: string, pfad = name): WegweiserFeld => ({
  name,
  pfad,
  label,
  art,
  ...(hinweis ? { hinweis } : {}),
});
const BASIS = [f('titel', 'Titel'), f('einleitung', 'Einleitung (steht in Listen und Suchergebnissen)', 'text'), f('text', 'Text', 'text')];

/** The plain fields of each kind, in the order the form shows them. */
export const WEGWEISER_FELDER: Record<FelderArt, readonly WegweiserFeld[]> = {
  'wegweiser-leistung': [
    ...BASIS,
    f('thema', 'Thema'),
    f('unterlagen', 'Erforderliche Unterlagen', 'liste', 'Eine Unterlage je Zeile.'),
    f('kosten', 'Kosten', 'text'),
    f('synonyme', 'Suchbegriffe', 'liste', 'Ein Begriff je Zeile; die Suche findet die Leistung auch unter ihnen.'),
    f('online_link', 'Online-Angebot: Adresse', 'zeile', undefined, 'online.link'),
    f('online_linktext', 'Online-Angebot: Linktext', 'zeile', undefined, 'online.linktext'),
  ],
  'wegweiser-formular': [
    ...BASIS,
    f('format', 'Format (z. B. PDF)'),
    f('online_link', 'Online ausfüllen: Adresse', 'zeile', undefined, 'online.link'),
    f('online_linktext', 'Online ausfüllen: Linktext', 'zeile', undefined, 'online.linktext'),
  ],
  'wegweiser-lebenslage': BASIS,
  'wegweiser-einheit': [
    ...BASIS,
    f('adresse_gebaeude', 'Gebäude', 'zeile', undefined, 'adresse'),
    f('adresse_strasse', 'Straße und Hausnummer', 'zeile', undefined, 'adresse'),
    f('adresse_plz', 'Postleitzahl', 'zeile', undefined, 'adresse'),
    f('adresse_ort', 'Ort', 'zeile', undefined, 'adresse'),
    f('telefon', 'Telefon', 'zeile', TELEFON_HINWEIS),
    f('fax', 'Fax', 'zeile', TELEFON_HINWEIS),
    f('email', 'E-Mail'),
  ],
  'wegweiser-person': [
    f('vorname', 'Vorname'),
    f('nachname', 'Nachname'),
    f('funktion', 'Funktion'),
    f('kontakt_telefon', 'Telefon', 'zeile', TELEFON_HINWEIS, 'kontakt.telefon'),
    f('kontakt_fax', 'Fax', 'zeile', TELEFON_HINWEIS, 'kontakt.fax'),
    f('kontakt_email', 'E-Mail', 'zeile', undefined, 'kontakt.email'),
    f('zimmer', 'Zimmer'),
    f('sprechzeiten', 'Sprechzeiten', 'text'),
  ],
  mitarbeiter: [
    {
      ...f('anrede', 'Anrede', 'auswahl', 'Sie bestimmt die Überschrift im Kontaktkasten („Ihre Ansprechpartnerin“, „Ihr Ansprechpartner“).'),
      optionen: [
        ['', '(keine)'],
        ['Frau', 'Frau'],
        ['Herr', 'Herr'],
      ],
    },
    f('vorname', 'Vorname'),
    f('nachname', 'Nachname'),
    f('funktion', 'Funktion (z. B. Leiterin des Bürgerbüros)'),
    f('telefon', 'Telefon', 'zeile', TELEFON_HINWEIS),
    f('email', 'E-Mail'),
    f('zimmer', 'Zimmer'),
    f('sprechzeiten', 'Sprechzeiten', 'text'),
  ],
};

/** Links to other entries: the API's field, its label, the kind of entry chosen, one choice or several. */
export interface WegweiserVerweis {
  feld: 'einheit' | 'ansprechpartner' | 'formulare' | 'leistungen' | 'aemter';
  label: string;
  quelle: 'wegweiser_einheiten' | 'wegweiser_personen' | 'wegweiser_formulare' | 'wegweiser_leistungen' | 'aemter';
  mehrere: boolean;
}
export const WEGWEISER_VERWEISE: Record<FelderArt, readonly WegweiserVerweis[]> = {
  'wegweiser-leistung': [
    { feld: 'einheit', label: 'Zuständige Stelle', quelle: 'wegweiser_einheiten', mehrere: false },
    { feld: 'ansprechpartner', label: 'Ansprechpartner', quelle: 'wegweiser_personen', mehrere: true },
    { feld: 'formulare', label: 'Formulare', quelle: 'wegweiser_formulare', mehrere: true },
  ],
  'wegweiser-formular': [],
  'wegweiser-lebenslage': [{ feld: 'leistungen', label: 'Leistungen', quelle: 'wegweiser_leistungen', mehrere: true }],
  'wegweiser-einheit': [],
  'wegweiser-person': [{ feld: 'einheit', label: 'Organisationseinheit', quelle: 'wegweiser_einheiten', mehrere: false }],
  // The departments of the town administration (`/api/cms/aemter`), in the order the person's entry names them.
  mitarbeiter: [{ feld: 'aemter', label: 'Ämter', quelle: 'aemter', mehrere: true }],
};

/** Rows the form can post: numbered choices per list, regular and deviating times. */
export const MAX_VERWEISE = 30;
export const MAX_REGELZEITEN = 30;
export const MAX_ABWEICHUNGEN = 10;
/** Blank rows offered below the filled ones. */
export const FREIE_ZEILEN = 3;

export const TAGTYPEN = [
  ['mo-fr', 'Montag bis Freitag'],
  ['mo', 'Montag'],
  ['di', 'Dienstag'],
  ['mi', 'Mittwoch'],
  ['do', 'Donnerstag'],
  ['fr', 'Freitag'],
  ['sa', 'Samstag'],
  ['so', 'Sonntag'],
] as const;
export const ZEITTYPEN = [
  ['allgemein', 'Öffnungszeiten'],
  ['service', 'Servicezeiten'],
  ['telefon', 'Telefonische Erreichbarkeit'],
] as const;

const zeile = (max: number) => yup.string().max(max, `Höchstens ${max} Zeichen.`).default('');
const UHRZEIT = /^$|^([01]?\d|2[0-3]):[0-5]\d$/;
const DATUM = /^$|^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/;
const ID = /^$|^[1-9]\d{0,9}$/;

/** Every field name the form may post, with its rule (the shell refuses names it does not know). */
export const wegweiserSchema: Record<string, yup.Schema<string | undefined, yup.AnyObject, string, 'd'>> = (() => {
  const schema: Record<string, yup.Schema<string | undefined, yup.AnyObject, string, 'd'>> = {
    wegweiser: yup
      .string()
      .oneOf(['', ...FELDER_ARTEN])
      .default(''),
  };
  for (const feld of Object.values(WEGWEISER_FELDER).flat()) {
    if (feld.name === 'titel' || feld.name === 'einleitung' || feld.name === 'text') continue;
    schema[feld.name] = zeile(feld.art === 'zeile' ? 300 : 5000);
  }
  for (const feld of ['einheit', 'ansprechpartner', 'formulare', 'leistungen', 'aemter']) {
    for (let i = 0; i < MAX_VERWEISE; i += 1) schema[`${feld}_${i}`] = yup.string().matches(ID, 'Bitte wählen Sie einen Eintrag aus der Liste.').default('');
  }
  schema.zeiten_typ = yup
    .string()
    .oneOf(['', ...ZEITTYPEN.map(([typ]) => typ)], 'Bitte wählen Sie die Art der Zeiten.')
    .default('');
  schema.zeiten_hinweis = zeile(1000);
  for (let i = 0; i < MAX_REGELZEITEN; i += 1) {
    schema[`regel_${i}_tag`] = yup
      .string()
      .oneOf(['', ...TAGTYPEN.map(([tag]) => tag)], 'Bitte wählen Sie einen Tag.')
      .default('');
    schema[`regel_${i}_beginn`] = yup.string().matches(UHRZEIT, 'Bitte geben Sie die Uhrzeit als HH:MM an.').default('');
    schema[`regel_${i}_ende`] = yup.string().matches(UHRZEIT, 'Bitte geben Sie die Uhrzeit als HH:MM an.').default('');
  }
  for (let i = 0; i < MAX_ABWEICHUNGEN; i += 1) {
    schema[`abw_${i}_beginn`] = yup.string().matches(DATUM, 'Bitte geben Sie ein Datum an.').default('');
    schema[`abw_${i}_ende`] = yup.string().matches(DATUM, 'Bitte geben Sie ein Datum an.').default('');
    schema[`abw_${i}_text`] = zeile(300);
  }
  return schema;
})();

type Werte = Record<string, string | undefined>;
type Felder = Record<string, unknown>;
const obj = (wert: unknown): Felder => (wert !== null && typeof wert === 'object' && !Array.isArray(wert) ? (wert as Felder) : {});
const text = (wert: string | undefined): string | null => {
  const value = (wert ?? '').replace(/\r\n?/g, '\n').trim();
  return value === '' ? null : value;
};

/** The form's values of stored fields (what the editor sees first). */
export function wegweiserFormwerte(art: FelderArt, felder: Felder): Record<string, string> {
  const werte: Record<string, string> = { wegweiser: art };
  for (const feld of WEGWEISER_FELDER[art]) {
    const [oben, unten] = feld.name.split('_') as [string, string | undefined];
    const wert = feld.pfad === feld.name ? felder[feld.name] : obj(felder[oben])[unten ?? ''];
    werte[feld.name] = Array.isArray(wert) ? wert.join('\n') : typeof wert === 'string' ? wert : '';
  }
  for (const verweis of WEGWEISER_VERWEISE[art]) {
    const liste = verweis.mehrere ? (felder[verweis.feld] as number[] | undefined) : [felder[verweis.feld] as number | null];
    for (const [i, id] of (liste ?? []).entries()) if (typeof id === 'number') werte[`${verweis.feld}_${i}`] = String(id);
  }
  if (art === 'wegweiser-einheit') {
    const zeiten = obj((felder.oeffnungszeiten as unknown[] | undefined)?.[0]);
    werte.zeiten_typ = typeof zeiten.typ === 'string' ? zeiten.typ : 'allgemein';
    werte.zeiten_hinweis = typeof zeiten.hinweis === 'string' ? zeiten.hinweis : '';
    for (const [i, regel] of ((zeiten.regelzeiten as Felder[] | undefined) ?? []).entries()) {
      werte[`regel_${i}_tag`] = String(regel.tagtyp ?? '');
      werte[`regel_${i}_beginn`] = String(regel.beginn ?? '');
      werte[`regel_${i}_ende`] = String(regel.ende ?? '');
    }
    for (const [i, abw] of ((zeiten.abweichungen as Felder[] | undefined) ?? []).entries()) {
      werte[`abw_${i}_beginn`] = String(abw.beginn ?? '');
      werte[`abw_${i}_ende`] = String(abw.ende ?? '');
      werte[`abw_${i}_text`] = String(abw.text ?? '');
    }
  }
  return werte;
}

/** How many rows of a numbered group the stored fields (or the posted values) fill. */
export function zeilenZahl(werte: Werte, praefix: string, teile: readonly string[], max: number): number {
  let zahl = 0;
  for (let i = 0; i < max; i += 1) if (teile.some((teil) => (werte[`${praefix}_${i}${teil}`] ?? '') !== '')) zahl = i + 1;
  return Math.min(max, zahl + FREIE_ZEILEN);
}

/** The API's fields of what the form posted, on top of the revision it started from; and where each API error belongs in the form. */
export function wegweiserFelderAus(art: FelderArt, werte: Werte, basis: Felder): { felder: Felder; formFeld: Record<string, string> } {
  const felder: Felder = { ...basis };
  const formFeld: Record<string, string> = {};
  for (const feld of WEGWEISER_FELDER[art]) {
    const wert = text(werte[feld.name]);
    if (feld.art === 'liste')
      felder[feld.name] =
        wert === null
          ? []
          : wert
              .split('\n')
              .map((x) => x.trim())
              .filter(Boolean);
    else if (feld.pfad === feld.name) felder[feld.name] = feld.name === 'titel' ? (wert ?? '') : wert;
    formFeld[feld.pfad] ??= feld.name;
  }
  const gruppe = (name: string, teile: string[]) => {
    const werteDer = Object.fromEntries(teile.map((teil) => [teil, text(werte[`${name}_${teil}`])]));
    return Object.values(werteDer).some((x) => x !== null) ? werteDer : null;
  };
  if (art === 'wegweiser-leistung' || art === 'wegweiser-formular')
    felder.online = text(werte.online_link) === null ? null : gruppe('online', ['link', 'linktext']);
  if (art === 'wegweiser-einheit') felder.adresse = gruppe('adresse', ['gebaeude', 'strasse', 'plz', 'ort']);
  if (art === 'wegweiser-person') felder.kontakt = gruppe('kontakt', ['telefon', 'fax', 'email']);
  if (felder.vorname !== undefined) formFeld.vorname = 'vorname';
  for (const verweis of WEGWEISER_VERWEISE[art]) {
    const ids: number[] = [];
    for (let i = 0; i < MAX_VERWEISE; i += 1) {
      const wert = werte[`${verweis.feld}_${i}`] ?? '';
      if (wert === '' || ids.includes(Number(wert))) continue;
      formFeld[`${verweis.feld}.${ids.length}`] = `${verweis.feld}_${i}`;
      ids.push(Number(wert));
    }
    felder[verweis.feld] = verweis.mehrere ? ids : (ids[0] ?? null);
    formFeld[verweis.feld] = `${verweis.feld}_0`;
  }
  if (art === 'wegweiser-einheit') {
    const regelzeiten: Felder[] = [];
    for (let i = 0; i < MAX_REGELZEITEN; i += 1) {
      const tag = werte[`regel_${i}_tag`] ?? '';
      const beginn = werte[`regel_${i}_beginn`] ?? '';
      const ende = werte[`regel_${i}_ende`] ?? '';
      if (tag === '' && beginn === '' && ende === '') continue;
      for (const teil of ['tag', 'beginn', 'ende'])
        formFeld[`oeffnungszeiten.0.regelzeiten.${regelzeiten.length}.${teil === 'tag' ? 'tagtyp' : teil}`] = `regel_${i}_${teil}`;
      regelzeiten.push({ tagtyp: tag, beginn: beginn.padStart(5, '0'), ende: ende.padStart(5, '0') });
    }
    const abweichungen: Felder[] = [];
    for (let i = 0; i < MAX_ABWEICHUNGEN; i += 1) {
      const beginn = werte[`abw_${i}_beginn`] ?? '';
      const ende = werte[`abw_${i}_ende`] ?? '';
      const hinweis = text(werte[`abw_${i}_text`]) ?? '';
      if (beginn === '' && ende === '' && hinweis === '') continue;
      for (const teil of ['beginn', 'ende', 'text']) formFeld[`oeffnungszeiten.0.abweichungen.${abweichungen.length}.${teil}`] = `abw_${i}_${teil}`;
      abweichungen.push({ beginn, ende: ende === '' ? beginn : ende, text: hinweis });
    }
    const weitere = Array.isArray(basis.oeffnungszeiten) ? basis.oeffnungszeiten.slice(1) : [];
    felder.oeffnungszeiten = [{ typ: werte.zeiten_typ || 'allgemein', hinweis: text(werte.zeiten_hinweis), regelzeiten, abweichungen }, ...weitere];
    formFeld['oeffnungszeiten.0.typ'] = 'zeiten_typ';
  }
  return { felder, formFeld };
}
