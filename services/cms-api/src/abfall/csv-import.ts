/**
 * The collection company's CSV of a year's collection dates: `Datum;Bezirk;Abfallart`, one date per
 * line, after a header line. German Excel writes `;` and `TT.MM.JJJJ`; `,` and ISO dates are taken
 * too, UTF-8 with or without BOM. A district is named by its name or its key (`kernstadt-nord`), a
 * kind of waste by its name or its key (`restmuell`), both regardless of case.
 */
import { parse } from 'csv-parse/sync';
import type { Art, Bezirk } from './stammdaten';

export interface ImportTermin {
  datum: string;
  bezirk_id: number;
  art: string;
}

export interface ZeilenFehler {
  zeile: number;
  meldung: string;
}

export type CsvErgebnis = { ok: true; termine: ImportTermin[] } | { ok: false; fehler: ZeilenFehler[] };

/** At most this many line errors are reported; the rest would not help anyone fix the file. */
const MAX_FEHLER = 20;

const schluessel = (text: string): string => text.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');

/** 'YYYY-MM-DD' of `TT.MM.JJJJ` or `JJJJ-MM-TT`, or null when it is no date of the calendar. */
export function leseDatum(text: string): string | null {
  const deutsch = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const teile = deutsch ? [deutsch[3], deutsch[2], deutsch[1]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!teile) return null;
  const [jahr, monat, tag] = teile.map(Number) as [number, number, number];
  const datum = new Date(Date.UTC(jahr, monat - 1, tag));
  if (datum.getUTCFullYear() !== jahr || datum.getUTCMonth() !== monat - 1 || datum.getUTCDate() !== tag) return null;
  return datum.toISOString().slice(0, 10);
}

const deutschesDatum = (iso: string): string => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** Reads the file for `jahr`: every date, or every line that is wrong (nothing half). */
export function leseAbfallCsv(daten: Buffer, jahr: number, bezirke: readonly Bezirk[], arten: readonly Art[]): CsvErgebnis {
  const text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: false }).decode(daten);
  if (text.includes('\uFFFD'))
    return { ok: false, fehler: [{ zeile: 1, meldung: 'Die Datei ist nicht UTF-8-kodiert. Bitte speichern Sie sie als „CSV UTF-8“.' }] };
  const erste = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = erste.includes(';') ? ';' : ',';
  let zeilen: { record: string[]; info: { lines: number } }[];
  try {
    zeilen = parse(text, {
      delimiter,
      info: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
    }) as unknown as typeof zeilen;
  } catch (error) {
    const zeile = (error as { lines?: number }).lines ?? 1;
    return { ok: false, fehler: [{ zeile, meldung: `Zeile ${zeile}: Die Zeile kann nicht gelesen werden (Anführungszeichen prüfen).` }] };
  }
  const kopf = zeilen[0];
  if (!kopf || kopf.record.map(schluessel).join(';') !== 'datum;bezirk;abfallart') {
    return { ok: false, fehler: [{ zeile: 1, meldung: 'Zeile 1: Die erste Zeile muss die Spaltennamen „Datum;Bezirk;Abfallart“ enthalten.' }] };
  }
  if (zeilen.length < 2) return { ok: false, fehler: [{ zeile: 2, meldung: 'Die Datei enthält keine Termine.' }] };

  const bezirkNach = new Map<string, Bezirk>();
  for (const bezirk of bezirke) {
    bezirkNach.set(schluessel(bezirk.name), bezirk);
    bezirkNach.set(schluessel(bezirk.slug), bezirk);
  }
  const artNach = new Map<string, Art>();
  for (const art of arten) {
    artNach.set(schluessel(art.name), art);
    artNach.set(schluessel(art.schluessel), art);
  }

  const fehler: ZeilenFehler[] = [];
  const termine: ImportTermin[] = [];
  const gesehen = new Map<string, number>();
  for (const { record, info } of zeilen.slice(1)) {
    const zeile = info.lines;
    const melde = (meldung: string) => fehler.push({ zeile, meldung: `Zeile ${zeile}: ${meldung}` });
    if (record.length !== 3) {
      melde(`Erwartet sind drei Spalten (Datum;Bezirk;Abfallart), gefunden ${record.length === 1 ? 'eine' : record.length}.`);
      continue;
    }
    const [datumText, bezirkText, artText] = record as [string, string, string];
    const datum = leseDatum(datumText);
    const bezirk = bezirkNach.get(schluessel(bezirkText));
    const art = artNach.get(schluessel(artText));
    if (datum === null) melde(`„${datumText}“ ist kein gültiges Datum (TT.MM.JJJJ).`);
    else if (Number(datum.slice(0, 4)) !== jahr) melde(`Der ${deutschesDatum(datum)} liegt nicht im Jahr ${jahr}.`);
    if (!bezirk) melde(`Den Abfuhrbezirk „${bezirkText}“ gibt es nicht.`);
    if (!art) melde(`Die Abfallart „${artText}“ gibt es nicht.`);
    if (datum === null || !bezirk || !art || Number(datum.slice(0, 4)) !== jahr) continue;
    const key = `${datum}|${bezirk.id}|${art.schluessel}`;
    const frueher = gesehen.get(key);
    if (frueher !== undefined) {
      melde(`Der Termin steht schon in Zeile ${frueher}.`);
      continue;
    }
    gesehen.set(key, zeile);
    termine.push({ datum, bezirk_id: bezirk.id, art: art.schluessel });
  }
  if (fehler.length > 0) return { ok: false, fehler: fehler.slice(0, MAX_FEHLER) };
  return { ok: true, termine };
}
