/**
 * The fields of a revision: read from a public item (the state the editorial area takes over),
 * tidied on save (blank is null, instants in UTC), and written back as a public item's columns.
 */
import type { RedaktionItemArt, RedaktionFelder } from '@musterstadt/cms-contract';
import { badRequest } from '../core/errors';
import type { ItemData, ItemRow } from '../content';
import { berlinToInstant } from '../core/time';
import { cleanRichText } from './html';

/** Every field present; blank texts are null. */
export type Felder = Required<Omit<RedaktionFelder, 'bild_dekorativ' | 'ganztaegig'>> & { bild_dekorativ: boolean; ganztaegig: boolean };

const iso = (value: Date | string | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** The fields of a public item as it is now. */
export function felderAusItem(row: ItemRow): Felder {
  const data: ItemData = row.data ?? {};
  return {
    titel: row.titel,
    einleitung: row.einleitung,
    text: row.text,
    bild: row.bild,
    bildtext: row.bildtext,
    bildcopyright: row.bildcopyright,
    bild_dekorativ: false,
    datum_von: iso(row.datum_von),
    datum_bis: iso(row.datum_bis),
    ganztaegig: row.ganztaegig,
    veranstaltungsort: data.veranstaltungsort ?? null,
    veranstalter: data.veranstalter ?? null,
    brancheneintrag_veranstaltungsort: data.brancheneintrag_veranstaltungsort ?? null,
    links: (data.links ?? []).map((link) => ({ link: link.link, linktext: link.linktext ?? null })),
    dokumente: (data.dokumente ?? []).map((dokument) => ({ link: dokument.link, downloadtext: dokument.downloadtext ?? null })),
    bildergalerie_zuordnung: data.bildergalerie_zuordnung
      ? {
          bilder: data.bildergalerie_zuordnung.bilder.map((bild) => ({
            bild: bild.bild,
            bildtext: bild.bildtext ?? null,
            bildcopyright: bild.bildcopyright ?? null,
          })),
        }
      : null,
    rubriken: (data.rubriken ?? []).map((rubrik) => ({ id: rubrik.id, titel: rubrik.titel, ...(rubrik.detailURL ? { detailURL: rubrik.detailURL } : {}) })),
    seo: data.seo ? { title: data.seo.title ?? null, description: data.seo.description ?? null } : null,
    datei: data.datei ?? null,
  };
}

const text = (value: string | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  const trimmed = value.normalize('NFC').trim();
  return trimmed === '' ? null : trimmed;
};

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?$/;

/**
 * An instant from the editor's form: ISO 8601 with a zone, or a Berlin wall-clock time
 * (`2026-12-01T18:00`, `2026-12-01` = midnight). A day that does not exist is a German 400.
 */
export function zeitpunkt(value: string, feld: string): Date {
  const trimmed = value.trim();
  const date = DATE_ONLY.exec(trimmed);
  const local = LOCAL.exec(trimmed);
  const parts = date ?? local;
  if (parts) {
    const [year, month, day, hour = '0', minute = '0'] = parts.slice(1).map((part) => part ?? '0');
    const y = Number(year);
    const m = Number(month);
    const d = Number(day);
    const h = Number(hour);
    const min = Number(minute);
    const check = new Date(Date.UTC(y, m - 1, d));
    if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d || h > 23 || min > 59) {
      throw badRequest(`Die Angabe „${feld}“ ist kein gültiges Datum.`);
    }
    return berlinToInstant(y, m, d, h, min);
  }
  const instant = new Date(trimmed);
  if (Number.isNaN(instant.getTime())) throw badRequest(`Die Angabe „${feld}“ ist kein gültiges Datum.`);
  return instant;
}

const optionalZeit = (value: string | null | undefined, feld: string): string | null => {
  const clean = text(value);
  return clean === null ? null : zeitpunkt(clean, feld).toISOString();
};

/** The fields as they are stored in a revision: trimmed, blank as null, instants in UTC, rich text cleaned. */
export async function normalisiere(felder: RedaktionFelder): Promise<Felder> {
  const richText = text(felder.text);
  return {
    titel: (text(felder.titel) ?? '').replace(/\s+/g, ' '),
    einleitung: text(felder.einleitung),
    text: richText === null ? null : (text(await cleanRichText(richText)) ?? null),
    bild: text(felder.bild),
    bildtext: text(felder.bildtext),
    bildcopyright: text(felder.bildcopyright),
    bild_dekorativ: felder.bild_dekorativ === true,
    datum_von: optionalZeit(felder.datum_von, 'datum_von'),
    datum_bis: optionalZeit(felder.datum_bis, 'datum_bis'),
    ganztaegig: felder.ganztaegig === true,
    veranstaltungsort: text(felder.veranstaltungsort),
    veranstalter: text(felder.veranstalter),
    brancheneintrag_veranstaltungsort: felder.brancheneintrag_veranstaltungsort?.titel?.trim()
      ? { titel: felder.brancheneintrag_veranstaltungsort.titel.trim() }
      : null,
    links: (felder.links ?? []).map((link) => ({ link: text(link.link) ?? '', linktext: text(link.linktext) })),
    dokumente: (felder.dokumente ?? []).map((dokument) => ({ link: text(dokument.link) ?? '', downloadtext: text(dokument.downloadtext) })),
    bildergalerie_zuordnung:
      felder.bildergalerie_zuordnung && felder.bildergalerie_zuordnung.bilder.length > 0
        ? {
            bilder: felder.bildergalerie_zuordnung.bilder.map((bild) => ({
              bild: text(bild.bild) ?? '',
              bildtext: text(bild.bildtext),
              bildcopyright: text(bild.bildcopyright),
            })),
          }
        : null,
    rubriken: (felder.rubriken ?? []).map((rubrik) => ({
      id: rubrik.id,
      titel: rubrik.titel.trim(),
      ...(text(rubrik.detailURL) ? { detailURL: text(rubrik.detailURL) } : {}),
    })),
    seo:
      felder.seo && (text(felder.seo.title) || text(felder.seo.description))
        ? { title: text(felder.seo.title), description: text(felder.seo.description) }
        : null,
    datei: text(felder.datei),
  };
}

/** A stored revision's fields, with what older revisions may lack filled in. */
export function gespeicherteFelder(value: unknown): Felder {
  const stored = (value ?? {}) as Partial<Felder>;
  return {
    titel: stored.titel ?? '',
    einleitung: stored.einleitung ?? null,
    text: stored.text ?? null,
    bild: stored.bild ?? null,
    bildtext: stored.bildtext ?? null,
    bildcopyright: stored.bildcopyright ?? null,
    bild_dekorativ: stored.bild_dekorativ === true,
    datum_von: stored.datum_von ?? null,
    datum_bis: stored.datum_bis ?? null,
    ganztaegig: stored.ganztaegig === true,
    veranstaltungsort: stored.veranstaltungsort ?? null,
    veranstalter: stored.veranstalter ?? null,
    brancheneintrag_veranstaltungsort: stored.brancheneintrag_veranstaltungsort ?? null,
    links: stored.links ?? [],
    dokumente: stored.dokumente ?? [],
    bildergalerie_zuordnung: stored.bildergalerie_zuordnung ?? null,
    rubriken: stored.rubriken ?? [],
    seo: stored.seo ?? null,
    datei: stored.datei ?? null,
  };
}

/** The columns of a public item (table items) for these fields. */
export interface ItemSpalten {
  titel: string;
  einleitung: string | null;
  text: string | null;
  bild: string | null;
  bildtext: string | null;
  bildcopyright: string | null;
  datum_von: string | null;
  datum_bis: string | null;
  ganztaegig: boolean;
  data: ItemData;
}

/** `datumFallback`: the date of an article saved without one (its first publication). */
export function itemSpalten(art: RedaktionItemArt, felder: Felder, datumFallback: Date): ItemSpalten {
  const datiert = art !== 'artikel';
  const data: ItemData = {
    links: felder.links.map((link) => ({ link: link.link, linktext: link.linktext ?? null })),
    dokumente: felder.dokumente.map((dokument) => ({ link: dokument.link, downloadtext: dokument.downloadtext ?? null })),
    bildergalerie_zuordnung: felder.bildergalerie_zuordnung,
    seo: felder.seo,
    rubriken: felder.rubriken.map((rubrik) => ({ id: rubrik.id, titel: rubrik.titel, detailURL: rubrik.detailURL ?? null })),
    ...(felder.datei !== null ? { datei: felder.datei } : {}),
    ...(datiert
      ? {
          veranstaltungsort: felder.veranstaltungsort,
          brancheneintrag_veranstaltungsort: felder.brancheneintrag_veranstaltungsort,
          veranstalter: felder.veranstalter,
        }
      : {}),
  };
  return {
    titel: felder.titel,
    einleitung: felder.einleitung,
    text: felder.text,
    bild: felder.bild,
    // A decorative picture has no text: the page gives it an empty alt.
    bildtext: felder.bild_dekorativ ? null : felder.bildtext,
    bildcopyright: felder.bildcopyright,
    datum_von: felder.datum_von ?? (datiert ? null : datumFallback.toISOString()),
    datum_bis: felder.datum_bis,
    ganztaegig: felder.ganztaegig,
    data,
  };
}

/** Names of the media-library files the fields use (`/api/cms/medien/<name>`), variants included. */
export const MEDIEN_PFAD = '/api/cms/medien/';
const MEDIEN_NAME = /\/api\/cms\/medien\/([a-z0-9]+(?:-[a-z0-9]+)*\.(?:jpg|png|webp|pdf))/g;

export function verwendeteMedien(felder: unknown): string[] {
  const found = new Set<string>();
  for (const match of JSON.stringify(felder).matchAll(MEDIEN_NAME)) if (match[1]) found.add(match[1]);
  return [...found];
}
