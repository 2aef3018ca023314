/**
 * The difference of two revisions, field by field, as readable text: rich text without its markup,
 * dates as the site shows them, lists one entry a line; word by word (the `diff` package).
 */
import type { RedaktionItemArt, RedaktionDiffTeil, RedaktionFeldVergleich } from '@musterstadt/cms-contract';
import { diffWordsWithSpace } from 'diff';
import { berlinGermanDate, berlinTime } from '../core/time';
import type { Felder } from './felder';
import { plainText } from './html';

type Feld = keyof Felder;

const BEZEICHNUNGEN: Record<Feld, string> = {
  titel: 'Titel',
  einleitung: 'Einleitung',
  text: 'Text',
  bild: 'Bild',
  bildtext: 'Bildtext',
  bildcopyright: 'Urheberrecht des Bildes',
  bild_dekorativ: 'Bild ist nur Schmuck (dekorativ)',
  datum_von: 'Beginn',
  datum_bis: 'Ende',
  ganztaegig: 'Ganztägig',
  veranstaltungsort: 'Veranstaltungsort',
  veranstalter: 'Veranstalter',
  brancheneintrag_veranstaltungsort: 'Veranstaltungsort aus dem Branchenbuch',
  links: 'Links',
  dokumente: 'Dokumente',
  bildergalerie_zuordnung: 'Bildergalerie',
  rubriken: 'Rubriken',
  seo: 'Angaben für Suchmaschinen',
  datei: 'Datei',
};

/** The fields in the order the editor's form shows them; event fields only for events and dates. */
const REIHENFOLGE: Feld[] = [
  'titel',
  'einleitung',
  'text',
  'datum_von',
  'datum_bis',
  'ganztaegig',
  'veranstaltungsort',
  'veranstalter',
  'brancheneintrag_veranstaltungsort',
  'bild',
  'bildtext',
  'bildcopyright',
  'bild_dekorativ',
  'bildergalerie_zuordnung',
  'links',
  'dokumente',
  'rubriken',
  'seo',
  'datei',
];
const NUR_DATIERT = new Set<Feld>(['datum_bis', 'ganztaegig', 'veranstaltungsort', 'veranstalter', 'brancheneintrag_veranstaltungsort']);

const zeit = (value: string | null): string => {
  if (!value) return '';
  const date = new Date(value);
  return `${berlinGermanDate(date)}, ${berlinTime(date)} Uhr`;
};

/** A field's value as a person reads it. */
export async function lesbar(felder: Felder, feld: Feld): Promise<string> {
  switch (feld) {
    case 'text':
      return felder.text ? plainText(felder.text) : '';
    case 'datum_von':
    case 'datum_bis':
      return zeit(felder[feld]);
    case 'ganztaegig':
    case 'bild_dekorativ':
      return felder[feld] ? 'ja' : 'nein';
    case 'links':
      return felder.links.map((link) => `${link.linktext ?? ''} → ${link.link}`).join('\n');
    case 'dokumente':
      return felder.dokumente.map((dokument) => `${dokument.downloadtext ?? ''} → ${dokument.link}`).join('\n');
    case 'bildergalerie_zuordnung':
      return (felder.bildergalerie_zuordnung?.bilder ?? [])
        .map((bild) => [bild.bild, bild.bildtext, bild.bildcopyright ? `© ${bild.bildcopyright}` : null].filter(Boolean).join(' – '))
        .join('\n');
    case 'rubriken':
      return felder.rubriken.map((rubrik) => rubrik.titel).join(', ');
    case 'seo':
      return felder.seo ? [`Titel: ${felder.seo.title ?? ''}`, `Beschreibung: ${felder.seo.description ?? ''}`].join('\n') : '';
    case 'brancheneintrag_veranstaltungsort':
      return felder.brancheneintrag_veranstaltungsort?.titel ?? '';
    default: {
      const value = felder[feld];
      return typeof value === 'string' ? value : '';
    }
  }
}

export function teile(alt: string, neu: string): RedaktionDiffTeil[] {
  return diffWordsWithSpace(alt, neu).map((part) => ({ text: part.value, art: part.added ? 'hinzugefuegt' : part.removed ? 'entfernt' : 'gleich' }));
}

/**
 * Every field of the kind, old beside new (`nurGeaenderte`: only those that differ). Fields compare
 * by their stored value, so a change of markup alone counts as a change.
 */
export async function vergleiche(art: RedaktionItemArt, alt: Felder, neu: Felder, nurGeaenderte = false): Promise<RedaktionFeldVergleich[]> {
  const felder = REIHENFOLGE.filter((feld) => art !== 'artikel' || !NUR_DATIERT.has(feld));
  const result: RedaktionFeldVergleich[] = [];
  for (const feld of felder) {
    const geaendert = JSON.stringify(alt[feld] ?? null) !== JSON.stringify(neu[feld] ?? null);
    if (nurGeaenderte && !geaendert) continue;
    const a = await lesbar(alt, feld);
    const n = await lesbar(neu, feld);
    const bezeichnung = feld === 'datum_von' && art === 'artikel' ? 'Datum' : BEZEICHNUNGEN[feld];
    result.push({ feld, bezeichnung, geaendert, alt: a, neu: n, teile: geaendert ? teile(a, n) : [{ text: n, art: 'gleich' }] });
  }
  return result;
}
