/** The publication a submission carries, checked field by field (German 400 for anything off). */
import { EMAIL, hasControlCharacters, type FormularArt } from '@musterstadt/cms-contract';
import { badRequest } from '../../core/errors';
import { berlinToInstant } from '../../core/time';
import { BILD_TYPEN } from './bilder';
import { BRANCHEN_NACH_ID, BRETT_RUBRIKEN_NACH_ID, VERANSTALTUNG_NACH_ID, VEREIN_NACH_ID } from './kategorien';
import { FREIGABE_MESSAGES } from './messages';
import type { RichTextCleaner } from './rich-text';
import { type BrancheneintragVeroeffentlichung, TAGTYPEN, type Tagtyp, type Veroeffentlichung } from './veroeffentlichung';

type Fields = Record<string, unknown>;

function text(record: Fields, name: string, max: number, { optional = false, multiline = false } = {}): string {
  const value = record[name];
  if (optional && (value === undefined || value === null || value === '')) return '';
  if (typeof value !== 'string') throw badRequest(FREIGABE_MESSAGES.kurz(name));
  const trimmed = value.replace(/\r\n?/g, '\n').normalize('NFC').trim();
  if ((!optional && !trimmed) || trimmed.length > max) throw badRequest(FREIGABE_MESSAGES.kurz(name));
  if (hasControlCharacters(trimmed, { multiline })) throw badRequest(FREIGABE_MESSAGES.controlCharacters);
  return trimmed;
}

function rubriken(value: unknown, known: Record<number, string>): number[] {
  if (!Array.isArray(value) || value.length > 10 || value.some((id) => typeof id !== 'number' || !Object.hasOwn(known, id)))
    throw badRequest(FREIGABE_MESSAGES.rubriken);
  return [...new Set(value as number[])];
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A Berlin wall-clock time 'YYYY-MM-DDTHH:MM' as an instant, or null when it is no real time. */
export function berlinLocal(value: unknown): Date | null {
  const match = typeof value === 'string' ? LOCAL_TIME.exec(value) : null;
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1) return null;
  return berlinToInstant(year, month, day, hour, minute);
}

const KEYS: Record<Veroeffentlichung['ziel'], readonly string[]> = {
  veranstaltung: ['ziel', 'titel', 'einleitung', 'text', 'beginn', 'ende', 'ganztaegig', 'ort', 'veranstalter', 'rubriken', 'bild'],
  verein: ['ziel', 'name', 'beschreibung', 'ort', 'webseite', 'ansprechperson', 'kontakt', 'rubriken'],
  brancheneintrag: ['ziel', 'name', 'branche', 'beschreibung', 'strasse', 'plz', 'ort', 'telefon', 'email', 'webseite', 'zeiten', 'hinweis', 'logo'],
  anzeige: ['ziel', 'rubrik', 'titel', 'text', 'bis', 'anbieter', 'telefon', 'email', 'bild'],
};
const ZIEL: Partial<Record<FormularArt, Veroeffentlichung['ziel']>> = {
  veranstaltung: 'veranstaltung',
  verein: 'verein',
  brancheneintrag: 'brancheneintrag',
  'schwarzes-brett': 'anzeige',
};

/** A picture of the submission named by its position among the files: null for none. */
function picture(value: unknown, dateien: readonly { typ: string }[]): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= dateien.length) throw badRequest(FREIGABE_MESSAGES.bild);
  if (!Object.hasOwn(BILD_TYPEN, dateien[value]?.typ ?? '')) throw badRequest(FREIGABE_MESSAGES.bild);
  return value;
}

const WEBSITE = /^https?:\/\/[^\s/]+\.[^\s]+$/i;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function website(record: Fields, name: string): string | null {
  const value = text(record, name, 200, { optional: true });
  if (value && !WEBSITE.test(value)) throw badRequest(FREIGABE_MESSAGES.kurz(name));
  return value || null;
}

function email(record: Fields, name: string): string | null {
  const value = text(record, name, 254, { optional: true });
  if (value && !EMAIL.test(value)) throw badRequest(FREIGABE_MESSAGES.email);
  return value || null;
}

function zeiten(value: unknown): BrancheneintragVeroeffentlichung['zeiten'] {
  if (!Array.isArray(value) || value.length > 21) throw badRequest(FREIGABE_MESSAGES.zeiten);
  return value.map((zeit: unknown) => {
    if (!zeit || typeof zeit !== 'object' || Array.isArray(zeit)) throw badRequest(FREIGABE_MESSAGES.zeiten);
    const { tagtyp, beginn, ende, ...rest } = zeit as Fields;
    if (Object.keys(rest).length > 0 || !(TAGTYPEN as readonly unknown[]).includes(tagtyp)) throw badRequest(FREIGABE_MESSAGES.zeiten);
    if (typeof beginn !== 'string' || typeof ende !== 'string' || !TIME.test(beginn) || !TIME.test(ende) || ende <= beginn)
      throw badRequest(FREIGABE_MESSAGES.zeiten);
    return { tagtyp: tagtyp as Tagtyp, beginn, ende };
  });
}

function oneOf(value: unknown, known: Record<number, string>, message: string): number {
  if (typeof value !== 'number' || !Object.hasOwn(known, value)) throw badRequest(message);
  return value;
}

/** A calendar day 'YYYY-MM-DD' that exists. */
function day(value: unknown): string {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) throw badRequest(FREIGABE_MESSAGES.bis);
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, date));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== date) throw badRequest(FREIGABE_MESSAGES.bis);
  return value as string;
}

/**
 * What a submission would publish, checked field by field; undefined when it publishes nothing.
 * `dateien` are the submission's files: a picture is named by its position among them.
 */
export function parseVeroeffentlichung(
  art: FormularArt,
  value: unknown,
  richText: RichTextCleaner,
  dateien: readonly { typ: string }[] = [],
): Veroeffentlichung | undefined {
  if (value === undefined) return undefined;
  const ziel = ZIEL[art];
  if (!ziel) throw badRequest(FREIGABE_MESSAGES.nichtVeroeffentlichbar);
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest(FREIGABE_MESSAGES.veroeffentlichung);
  const record = value as Fields;
  if (record.ziel !== ziel || Object.keys(record).some((key) => !KEYS[ziel].includes(key))) throw badRequest(FREIGABE_MESSAGES.veroeffentlichung);
  if (ziel === 'verein') {
    return {
      ziel,
      name: text(record, 'name', 120),
      beschreibung: text(record, 'beschreibung', 1000, { multiline: true }),
      ort: text(record, 'ort', 150),
      webseite: website(record, 'webseite'),
      ansprechperson: text(record, 'ansprechperson', 200),
      kontakt: text(record, 'kontakt', 300),
      rubriken: rubriken(record.rubriken, VEREIN_NACH_ID),
    };
  }
  if (ziel === 'brancheneintrag') {
    const plz = text(record, 'plz', 5);
    if (!/^\d{5}$/.test(plz)) throw badRequest(FREIGABE_MESSAGES.plz);
    return {
      ziel,
      name: text(record, 'name', 120),
      branche: oneOf(record.branche, BRANCHEN_NACH_ID, FREIGABE_MESSAGES.branche),
      beschreibung: text(record, 'beschreibung', 1000, { multiline: true }),
      strasse: text(record, 'strasse', 120),
      plz,
      ort: text(record, 'ort', 80),
      telefon: text(record, 'telefon', 40),
      email: email(record, 'email'),
      webseite: website(record, 'webseite'),
      zeiten: zeiten(record.zeiten),
      hinweis: text(record, 'hinweis', 200, { optional: true }) || null,
      logo: picture(record.logo, dateien),
    };
  }
  if (ziel === 'anzeige') {
    const telefon = text(record, 'telefon', 40, { optional: true }) || null;
    const address = email(record, 'email');
    if (!telefon && !address) throw badRequest(FREIGABE_MESSAGES.erreichbar);
    return {
      ziel,
      rubrik: oneOf(record.rubrik, BRETT_RUBRIKEN_NACH_ID, FREIGABE_MESSAGES.rubriken),
      titel: text(record, 'titel', 100),
      text: text(record, 'text', 2000, { multiline: true }),
      bis: day(record.bis),
      anbieter: text(record, 'anbieter', 120),
      telefon,
      email: address,
      bild: picture(record.bild, dateien),
    };
  }
  const titel = typeof record.titel === 'string' ? record.titel.trim() : '';
  if (!titel || titel.length > 120) throw badRequest(FREIGABE_MESSAGES.titel);
  if (typeof record.text !== 'string' || record.text.length > 30_000) throw badRequest(FREIGABE_MESSAGES.text);
  const html = richText.clean(record.text);
  if (!html || html.length > 30_000 || richText.textLength(html) > 6000) throw badRequest(FREIGABE_MESSAGES.text);
  const beginn = berlinLocal(record.beginn);
  const ende = berlinLocal(record.ende);
  if (!beginn || !ende || ende < beginn) throw badRequest(FREIGABE_MESSAGES.zeit);
  if (typeof record.ganztaegig !== 'boolean') throw badRequest(FREIGABE_MESSAGES.veroeffentlichung);
  return {
    ziel,
    titel: text(record, 'titel', 120),
    einleitung: text(record, 'einleitung', 300, { optional: true }),
    text: html,
    beginn: record.beginn as string,
    ende: record.ende as string,
    ganztaegig: record.ganztaegig,
    ort: text(record, 'ort', 150),
    veranstalter: text(record, 'veranstalter', 150),
    rubriken: rubriken(record.rubriken, VERANSTALTUNG_NACH_ID),
    bild: picture(record.bild, dateien),
  };
}
