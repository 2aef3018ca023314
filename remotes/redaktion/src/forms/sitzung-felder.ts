/**
 * The edit form of a council meeting: committee, time and place, the agenda and the files. Each
 * agenda item posts the same list fields once (`t_titel`, `t_vorlage` …), so the n-th value of
 * every list is the n-th item's; a ticked 'nicht öffentlich' posts the item's key (`t_schluessel`),
 * so the boxes need no place in the lists. The files work the same way (`d_…`). Shared by the form
 * (server HTML) and its handler.
 */
import type { RedaktionSitzungFelder } from '@musterstadt/cms-client';
import { yup } from '@musterstadt/ui/forms/schema';
import { alsZeitfeld } from './felder';

type Punkt = NonNullable<RedaktionSitzungFelder['tagesordnung']>[number];
type Datei = NonNullable<RedaktionSitzungFelder['dateien']>[number];

/** The fields of one agenda item in the form, and of one file. */
export const PUNKT_FELDER = ['schluessel', 'id', 'titel', 'vorlage', 'beratungsart', 'beschluss', 'ergebnis'] as const;
export const DATEI_FELDER = ['schluessel', 'datei', 'medium', 'titel', 'art'] as const;

export type PunktWerte = Record<(typeof PUNKT_FELDER)[number], string>;
export type DateiWerte = Record<(typeof DATEI_FELDER)[number], string>;

/** What the form shows: the meeting's own fields, the items and files in order, the ticked boxes (keys). */
export interface SitzungFormwerte {
  gremium_id: string;
  name: string;
  beginn: string;
  ende: string;
  ort: string;
  raum: string;
  abgesagt: string;
  punkte: PunktWerte[];
  dateien: DateiWerte[];
  nichtoeffentlich: string[];
  dateiIntern: string[];
}

export const punktListe = (feld: string): string => `t_${feld}`;
export const dateiListe = (feld: string): string => `d_${feld}`;

const liste = (max: number, anzahl: number) =>
  yup
    .array(yup.string().default('').max(max, `Höchstens ${max} Zeichen.`))
    .transform((_value: unknown, original: unknown) => (original == null ? [] : Array.isArray(original) ? original : [original]))
    .max(anzahl, `Höchstens ${anzahl} Einträge.`)
    .default([]);

const text = (max: number) => yup.string().max(max, `Höchstens ${max} Zeichen.`).default('');

/** The form's own fields and lists (the handler adds id, revision, action and the workflow's fields). */
export const sitzungSchema = {
  gremium_id: text(12),
  name: text(300),
  beginn: text(40),
  ende: text(40),
  ort: text(300),
  raum: text(200),
  abgesagt: text(5),
  ...Object.fromEntries(PUNKT_FELDER.map((feld) => [punktListe(feld), liste(feld === 'beschluss' ? 20_000 : 1000, 100)])),
  ...Object.fromEntries(DATEI_FELDER.map((feld) => [dateiListe(feld), liste(2000, 30)])),
  t_nichtoeffentlich: liste(12, 100),
  d_nichtoeffentlich: liste(12, 30),
};

/** The posted values, as yup gives them (lists as arrays). */
export type SitzungPost = Record<string, string | string[] | undefined>;

const wert = (value: unknown): string => (typeof value === 'string' ? value : '');
const listeVon = (values: SitzungPost, name: string): string[] => {
  const value = values[name];
  return Array.isArray(value) ? value.map(wert) : typeof value === 'string' ? [value] : [];
};

/** The form's values of what was posted (a refused save shows them again). */
export function gepostet(values: SitzungPost): SitzungFormwerte {
  const zeilen = <F extends string>(felder: readonly F[], name: (feld: string) => string) => {
    const listen = Object.fromEntries(felder.map((feld) => [feld, listeVon(values, name(feld))])) as Record<F, string[]>;
    const anzahl = listen[felder[0] as F].length;
    return Array.from({ length: anzahl }, (_, index) => Object.fromEntries(felder.map((feld) => [feld, listen[feld][index] ?? ''])) as Record<F, string>);
  };
  return {
    gremium_id: wert(values.gremium_id),
    name: wert(values.name),
    beginn: wert(values.beginn),
    ende: wert(values.ende),
    ort: wert(values.ort),
    raum: wert(values.raum),
    abgesagt: wert(values.abgesagt),
    punkte: zeilen(PUNKT_FELDER, punktListe),
    dateien: zeilen(DATEI_FELDER, dateiListe),
    nichtoeffentlich: listeVon(values, 't_nichtoeffentlich'),
    dateiIntern: listeVon(values, 'd_nichtoeffentlich'),
  };
}

/** The form's values of stored fields (what the editor sees first); each row's key is its place. */
export function sitzungFormwerte(felder: RedaktionSitzungFelder): SitzungFormwerte {
  const punkte = felder.tagesordnung ?? [];
  const dateien = felder.dateien ?? [];
  return {
    gremium_id: felder.gremium_id ? String(felder.gremium_id) : '',
    name: felder.name,
    beginn: alsZeitfeld(felder.beginn),
    ende: alsZeitfeld(felder.ende),
    ort: felder.ort ?? '',
    raum: felder.raum ?? '',
    abgesagt: felder.abgesagt ? 'ja' : '',
    punkte: punkte.map((punkt, index) => ({
      schluessel: String(index),
      id: punkt.id ? String(punkt.id) : '',
      titel: punkt.titel,
      vorlage: punkt.vorlage_id ? String(punkt.vorlage_id) : '',
      beratungsart: punkt.beratungsart ?? '',
      beschluss: punkt.beschluss ?? '',
      ergebnis: punkt.ergebnis ?? '',
    })),
    dateien: dateien.map((datei, index) => ({
      schluessel: String(index),
      datei: datei.datei ? String(datei.datei) : '',
      medium: datei.medium ?? '',
      titel: datei.titel,
      art: datei.art,
    })),
    nichtoeffentlich: punkte.flatMap((punkt, index) => (punkt.oeffentlich ? [] : [String(index)])),
    dateiIntern: dateien.flatMap((datei, index) => (datei.oeffentlich ? [] : [String(index)])),
  };
}

const zeilenText = (value: string): string => value.replace(/\r\n?/g, '\n').trim();
const oderNull = (value: string): string | null => (zeilenText(value) === '' ? null : zeilenText(value));
const zahl = (value: string): number | null => (/^[1-9]\d{0,9}$/.test(value.trim()) ? Number(value.trim()) : null);

/** The API's `felder` of the form's values. */
export function sitzungFelderAus(werte: SitzungFormwerte): RedaktionSitzungFelder {
  const intern = new Set(werte.nichtoeffentlich);
  const dateiIntern = new Set(werte.dateiIntern);
  return {
    gremium_id: zahl(werte.gremium_id),
    name: werte.name.trim(),
    beginn: oderNull(werte.beginn),
    ende: oderNull(werte.ende),
    ort: oderNull(werte.ort),
    raum: oderNull(werte.raum),
    abgesagt: werte.abgesagt === 'ja',
    tagesordnung: werte.punkte.map((punkt): Punkt => ({
      id: zahl(punkt.id),
      titel: zeilenText(punkt.titel),
      oeffentlich: !intern.has(punkt.schluessel),
      vorlage_id: zahl(punkt.vorlage),
      beratungsart: oderNull(punkt.beratungsart),
      beschluss: oderNull(punkt.beschluss),
      ergebnis: oderNull(punkt.ergebnis),
    })),
    dateien: werte.dateien.map((datei): Datei => ({
      medium: oderNull(datei.medium),
      datei: zahl(datei.datei),
      titel: zeilenText(datei.titel),
      art: zeilenText(datei.art),
      oeffentlich: !dateiIntern.has(datei.schluessel),
    })),
  };
}

/** The stored fields as the form would post them unchanged: a save compares against this. */
export const sitzungUrsprung = (felder: RedaktionSitzungFelder): string => JSON.stringify(sitzungFelderAus(sitzungFormwerte(felder)));

/** A change of the lists by a button: `punkt-hinzufuegen`, `hoch-2`, `runter-0`, `entfernen-1`, `datei-hinzufuegen`, `datei-entfernen-0`. */
export const UMBAU = /^(punkt-hinzufuegen|datei-hinzufuegen|(hoch|runter|entfernen|datei-entfernen)-(\d{1,3}))$/;

/** The fields after a button's change, and the row it concerns (for the focus); null when it does not apply. */
export function baueUm(felder: RedaktionSitzungFelder, aktion: string): { felder: RedaktionSitzungFelder; index: number } | null {
  const match = UMBAU.exec(aktion);
  if (!match) return null;
  const punkte = [...(felder.tagesordnung ?? [])];
  const dateien = [...(felder.dateien ?? [])];
  if (match[1] === 'punkt-hinzufuegen') {
    if (punkte.length >= 100) return null;
    punkte.push({ id: null, titel: '', oeffentlich: true, vorlage_id: null, beratungsart: null, beschluss: null, ergebnis: null });
    return { felder: { ...felder, tagesordnung: punkte }, index: punkte.length - 1 };
  }
  if (match[1] === 'datei-hinzufuegen') {
    if (dateien.length >= 30) return null;
    dateien.push({ medium: null, datei: null, titel: '', art: '', oeffentlich: true });
    return { felder: { ...felder, dateien }, index: dateien.length - 1 };
  }
  const index = Number(match[3]);
  if (match[2] === 'datei-entfernen') {
    if (index >= dateien.length) return null;
    dateien.splice(index, 1);
    return { felder: { ...felder, dateien }, index: Math.min(index, dateien.length - 1) };
  }
  if (index >= punkte.length) return null;
  if (match[2] === 'entfernen') {
    punkte.splice(index, 1);
    return { felder: { ...felder, tagesordnung: punkte }, index: Math.min(index, punkte.length - 1) };
  }
  const ziel = match[2] === 'hoch' ? index - 1 : index + 1;
  if (ziel < 0 || ziel >= punkte.length) return null;
  [punkte[index], punkte[ziel]] = [punkte[ziel] as Punkt, punkte[index] as Punkt];
  return { felder: { ...felder, tagesordnung: punkte }, index: ziel };
}
