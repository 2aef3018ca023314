/**
 * Approval of form submissions meant for the public site (events, clubs, businesses, notice-board
 * ads). The submission keeps what it would publish; the office's mail carries a signed, expiring
 * link to the site's approval page. The page asks this API (GET, harmless: it only tells the state)
 * and publishes with a POST the shell sends on the editor's confirmation, so a mail scanner
 * following the link publishes nothing. A picture of the submission (an event's picture, a logo, an
 * ad's picture) becomes public only then: it is copied to the served pictures (`bilder`).
 */
import { randomBytes } from 'node:crypto';
import { EMAIL, hasControlCharacters, type FormularArt } from '@musterstadt/cms-contract';
import type { FastifyInstance } from 'fastify';
import type { IOptions } from 'sanitize-html';
import type { Db, Queryable } from '../core/db';
import { HttpError, badRequest } from '../core/errors';
import { BRANCHEN } from '../seed/data/branchenbuch';
import { BRETT_RUBRIKEN } from '../seed/data/schwarzes-brett';
import { berlinToInstant } from '../core/time';

/** jose is an ES module; the service is CommonJS, so it is loaded once on first use. */
type Jose = typeof import('jose', { with: { 'resolution-mode': 'import' } });
let joseModule: Promise<Jose> | undefined;
const jose = (): Promise<Jose> => (joseModule ??= import('jose'));

export const FREIGABE_PFAD = '/formulare/freigabe';
const AUDIENCE = 'formular-freigabe';

export const FREIGABE_MESSAGES = {
  veroeffentlichung: 'Die Angaben zur Veröffentlichung fehlen oder haben ein ungültiges Format.',
  nichtVeroeffentlichbar: 'Eingaben dieses Formulars werden nicht veröffentlicht.',
  titel: 'Der Titel fehlt oder ist zu lang (höchstens 120 Zeichen).',
  text: 'Die Beschreibung fehlt oder ist zu lang (höchstens 5000 Zeichen Text).',
  zeit: 'Beginn und Ende müssen gültige Zeitpunkte sein (JJJJ-MM-TTTHH:MM); das Ende liegt nicht vor dem Beginn.',
  rubriken: 'Die Kategorien sind ungültig.',
  kurz: (name: string) => `Die Angabe „${name}“ fehlt oder ist zu lang.`,
  controlCharacters: 'Die Angaben enthalten unzulässige Zeichen.',
  token: 'Der Freigabe-Link fehlt oder ist ungültig.',
  abgelaufen: 'Der Freigabe-Link ist abgelaufen.',
  bild: 'Das Bild der Veröffentlichung fehlt unter den Dateien der Eingabe oder ist keine Bilddatei.',
  branche: 'Die Branche ist ungültig.',
  plz: 'Die Postleitzahl muss fünf Ziffern haben.',
  email: 'Die E-Mail-Adresse ist ungültig.',
  zeiten: 'Die Öffnungszeiten sind ungültig (Wochentag, Beginn und Ende als HH:MM, das Ende nach dem Beginn).',
  bis: 'Das Ende des Aushangs muss ein gültiges Datum (JJJJ-MM-TT) sein.',
  erreichbar: 'Die Anzeige braucht eine Telefonnummer oder eine E-Mail-Adresse.',
  anzeigeAbgelaufen: (bis: string) => `Die Anzeige sollte nur bis zum ${bis} hängen und wird deshalb nicht mehr veröffentlicht.`,
} as const;

/** Categories of the event calendar (the seed's VERANSTALTUNG_RUBRIKEN) and of the club directory. */
export const VERANSTALTUNG_KATEGORIEN: Record<number, string> = {
  1: 'Kultur',
  2: 'Sport',
  3: 'Feste',
  4: 'Vereine',
  5: 'Märkte',
  6: 'Politik',
  7: 'Senioren',
  8: 'Gesundheit',
  9: 'Natur & Umwelt',
  10: 'Familie',
};
/** Trades of the business directory and categories of the notice board, as the seed's lists define them. */
export const BRANCHEN_NACH_ID: Record<number, string> = Object.fromEntries(Object.values(BRANCHEN).map((branche) => [branche.id, branche.titel]));
export const BRETT_RUBRIKEN_NACH_ID: Record<number, string> = Object.fromEntries(Object.values(BRETT_RUBRIKEN).map((rubrik) => [rubrik.id, rubrik.titel]));
export const VEREIN_KATEGORIEN: Record<number, string> = {
  1: 'Musik und Gesang',
  2: 'Sport',
  3: 'Natur und Heimat',
  4: 'Helfen und Miteinander',
  5: 'Kultur und Bildung',
  6: 'Kinder und Jugend',
};

/** What an approved event becomes: an item of the event calendar. */
export interface VeranstaltungVeroeffentlichung {
  ziel: 'veranstaltung';
  titel: string;
  einleitung: string;
  /** Rich text, reduced to the allowlist. */
  text: string;
  beginn: string;
  ende: string;
  ganztaegig: boolean;
  ort: string;
  veranstalter: string;
  rubriken: number[];
  /** Position of the picture among the submission's files, or null. */
  bild?: number | null;
}

/** What an approved club becomes: an entry of the club directory. */
export interface VereinVeroeffentlichung {
  ziel: 'verein';
  name: string;
  beschreibung: string;
  ort: string;
  webseite: string | null;
  ansprechperson: string;
  kontakt: string;
  rubriken: number[];
}

/** Day types of the directory's regular opening times. */
export const TAGTYPEN = ['mo-fr', 'mo', 'di', 'mi', 'do', 'fr', 'sa', 'so'] as const;
export type Tagtyp = (typeof TAGTYPEN)[number];

/** What an approved business entry becomes: an entry of the business directory. */
export interface BrancheneintragVeroeffentlichung {
  ziel: 'brancheneintrag';
  name: string;
  branche: number;
  /** Plain text; paragraphs at empty lines. */
  beschreibung: string;
  strasse: string;
  plz: string;
  ort: string;
  telefon: string;
  email: string | null;
  webseite: string | null;
  zeiten: { tagtyp: Tagtyp; beginn: string; ende: string }[];
  hinweis: string | null;
  /** Position of the logo among the submission's files, or null. */
  logo: number | null;
}

/** What an approved ad becomes: a notice on the notice board until the end of its last day. */
export interface AnzeigeVeroeffentlichung {
  ziel: 'anzeige';
  rubrik: number;
  titel: string;
  /** Plain text; paragraphs at empty lines. */
  text: string;
  /** Last day on the board, 'YYYY-MM-DD' (Berlin). */
  bis: string;
  anbieter: string;
  telefon: string | null;
  email: string | null;
  /** Position of the picture among the submission's files, or null. */
  bild: number | null;
}

export type Veroeffentlichung = VeranstaltungVeroeffentlichung | VereinVeroeffentlichung | BrancheneintragVeroeffentlichung | AnzeigeVeroeffentlichung;

/**
 * sanitize-html (its parser is an ES module) is loaded on first use, like jose: only submissions
 * with rich text need it.
 */
type SanitizeHtml = typeof import('sanitize-html');
let sanitizeModule: Promise<SanitizeHtml> | undefined;
const loadSanitizeHtml = (): Promise<SanitizeHtml> => (sanitizeModule ??= import('sanitize-html').then((loaded) => loaded.default));

/** Markup the site keeps of submitted rich text (the same allowlist as the form kit's server side). */
const RICH_TEXT = (sanitizeHtml: SanitizeHtml): IOptions => ({
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }) },
});

/** Reduces rich text to the allowlist, and gives the length of its words. */
export interface RichTextCleaner {
  clean(html: string): string;
  textLength(html: string): number;
}

/** Submitted rich text, kept to the allowlist: no script, no event handler, no `javascript:` URL. */
export async function richTextCleaner(): Promise<RichTextCleaner> {
  const sanitizeHtml = await loadSanitizeHtml();
  const options = RICH_TEXT(sanitizeHtml);
  return {
    clean: (html) => sanitizeHtml(html, options).trim(),
    textLength: (html) => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).length,
  };
}

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

/** The pictures a publication may show, by content type. */
export const BILD_TYPEN: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

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
      rubriken: rubriken(record.rubriken, VEREIN_KATEGORIEN),
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
    rubriken: rubriken(record.rubriken, VERANSTALTUNG_KATEGORIEN),
    bild: picture(record.bild, dateien),
  };
}

/** Signs and checks approval links: HS256 tokens naming one submission, expiring after `days`. */
export interface Freigabe {
  link(id: number, now?: Date): Promise<{ url: string; bis: Date }>;
  verify(token: string, now?: Date): Promise<{ ok: true; id: number } | { ok: false; abgelaufen: boolean }>;
}

export function freigabe({ secret, siteUrl, days = 14 }: { secret: Uint8Array; siteUrl: string; days?: number }): Freigabe {
  return {
    async link(id, now = new Date()) {
      const issued = Math.floor(now.getTime() / 1000);
      const bis = new Date((issued + days * 86_400) * 1000);
      const { SignJWT } = await jose();
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(id))
        .setAudience(AUDIENCE)
        .setIssuedAt(issued)
        .setExpirationTime(Math.floor(bis.getTime() / 1000))
        .sign(secret);
      return { url: `${siteUrl}${FREIGABE_PFAD}?token=${token}`, bis };
    },
    async verify(token, now = new Date()) {
      if (token.length > 2000) return { ok: false, abgelaufen: false };
      const { jwtVerify, errors: joseErrors } = await jose();
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience: AUDIENCE, currentDate: now });
        const id = Number(payload.sub);
        return Number.isSafeInteger(id) && id > 0 ? { ok: true, id } : { ok: false, abgelaufen: false };
      } catch (error) {
        return { ok: false, abgelaufen: error instanceof joseErrors.JWTExpired };
      }
    },
  };
}

/** Reads FORM_APPROVAL_SECRET (32+ characters) and FORM_APPROVAL_DAYS; random secret per start without it. */
export function freigabeFromEnv(env: NodeJS.ProcessEnv, siteUrl: string): Freigabe {
  const secretText = env.FORM_APPROVAL_SECRET;
  if (secretText !== undefined && secretText !== '' && secretText.length < 32) throw new Error('FORM_APPROVAL_SECRET must be at least 32 characters long');
  const daysText = env.FORM_APPROVAL_DAYS;
  const days = daysText ? Number(daysText) : 14;
  if (!Number.isInteger(days) || days < 1 || days > 90) throw new Error('FORM_APPROVAL_DAYS must be a whole number of days from 1 to 90');
  const secret = secretText ? new TextEncoder().encode(secretText) : new Uint8Array(randomBytes(32));
  return freigabe({ secret, siteUrl, days });
}

/** Lowercase ASCII words joined by hyphens, for a published entry's address. */
export function slugOf(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'eintrag';
}

interface FreigabeRow {
  id: number;
  art: FormularArt;
  zusammenfassung: string;
  veroeffentlichung: Veroeffentlichung | string | null;
  freigegeben: Date | string | null;
  veroeffentlicht_url: string | null;
}

const rubrikenOf = (ids: number[], known: Record<number, string>, base: string) =>
  ids.map((id) => ({ id, titel: known[id] ?? '', detailURL: `${base}?rubrik_id=${id}` }));

/** Where the served pictures are. */
export const BILDER_PFAD = '/api/cms/bilder/';

/**
 * Makes a picture of the submission public: copies it to the served pictures under a new,
 * unguessable name and returns its address; null when there is none.
 */
async function publishPicture(tx: Queryable, eingabeId: number, index: number | null | undefined, slug: string): Promise<string | null> {
  if (index === null || index === undefined) return null;
  const { rows } = await tx.query<{ typ: string; daten: Uint8Array }>(
    'SELECT typ, daten FROM formular_dateien WHERE eingabe_id = $1 ORDER BY id OFFSET $2 LIMIT 1',
    [eingabeId, index],
  );
  const file = rows[0];
  const ext = file ? BILD_TYPEN[file.typ] : undefined;
  if (!file || !ext) return null;
  const name = `${slug.slice(0, 60).replace(/-+$/, '')}-${randomBytes(6).toString('hex')}.${ext}`;
  await tx.query('INSERT INTO bilder (name, typ, daten, eingabe_id) VALUES ($1, $2, $3, $4)', [name, file.typ, file.daten, eingabeId]);
  return `${BILDER_PFAD}${name}`;
}

/** Plain text as the text of HTML: the three characters markup is made of, escaped. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Plain text as HTML paragraphs (an empty line between them, a line break within), escaped. */
export function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeText(paragraph).replace(/\n/g, '<br />')}</p>`)
    .join('');
}

/** The first paragraph of plain text, at most `max` characters, cut after a word; escaped like the text. */
export function teaser(text: string, max = 200): string {
  const first = (text.split(/\n\s*\n/)[0] ?? '').replace(/\s+/g, ' ').trim();
  if (first.length <= max) return escapeText(first);
  const cut = first.slice(0, max - 1);
  return escapeText(`${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()} …`);
}

/** Writes the approved entry where it belongs; returns its address. */
async function publish(tx: Queryable, id: number, v: Veroeffentlichung, now: Date): Promise<string> {
  const slug = `${slugOf(v.ziel === 'verein' || v.ziel === 'brancheneintrag' ? v.name : v.titel)}-${id}`;
  if (v.ziel === 'veranstaltung') {
    const url = `/veranstaltungen/${slug}`;
    const bild = await publishPicture(tx, id, v.bild, slug);
    const data = {
      links: [],
      dokumente: [],
      bildergalerie_zuordnung: null,
      seo: null,
      rubriken: rubrikenOf(v.rubriken, VERANSTALTUNG_KATEGORIEN, '/veranstaltungen'),
      veranstaltungsort: v.ort,
      brancheneintrag_veranstaltungsort: null,
      veranstalter: v.veranstalter,
    };
    await tx.query(
      `INSERT INTO items (typ, bereich, slug, titel, einleitung, text, bild, bildcopyright, datum_von, datum_bis, ganztaegig, detail_url, data)
       VALUES ('veranstaltung', 'stadt', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)`,
      [
        slug,
        v.titel,
        v.einleitung || null,
        v.text,
        bild,
        bild ? v.veranstalter : null,
        berlinLocal(v.beginn),
        berlinLocal(v.ende),
        v.ganztaegig,
        url,
        JSON.stringify(data),
      ],
    );
    return url;
  }
  if (v.ziel === 'brancheneintrag') {
    const url = `/leben-wohnen/branchenbuch/${slug}`;
    const logo = await publishPicture(tx, id, v.logo, `logo-${slug}`);
    const data = {
      branche: { id: v.branche, titel: BRANCHEN_NACH_ID[v.branche] ?? '' },
      adresse: { location: null, street: v.strasse, zip: v.plz, city: v.ort },
      kontakt: { telefon: v.telefon, email: v.email, web: v.webseite },
      oeffnungszeiten: v.zeiten.length > 0 || v.hinweis ? [{ typ: 'allgemein', hinweis: v.hinweis, regelzeiten: v.zeiten, abweichungen: [] }] : [],
      logo,
    };
    await tx.query(`INSERT INTO eintraege (typ, slug, titel, text, detail_url, data) VALUES ('brancheneintrag', $1, $2, $3, $4, $5::jsonb)`, [
      slug,
      v.name,
      paragraphs(v.beschreibung),
      url,
      JSON.stringify(data),
    ]);
    return url;
  }
  if (v.ziel === 'anzeige') {
    const [year, month, day] = v.bis.split('-').map(Number) as [number, number, number];
    const lastMinute = berlinToInstant(year, month, day, 23, 59);
    // Approved after its last day, an ad would hang nowhere: the editor is told instead.
    if (lastMinute < now)
      throw new HttpError(409, FREIGABE_MESSAGES.anzeigeAbgelaufen(`${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`));
    const url = `/leben-wohnen/schwarzes-brett/${slug}`;
    const bild = await publishPicture(tx, id, v.bild, slug);
    const rubrik = Object.values(BRETT_RUBRIKEN).find((candidate) => candidate.id === v.rubrik);
    const data = {
      rubriken: rubrik ? [rubrik] : [],
      anbieter: v.anbieter,
      kontakt: { ...(v.telefon ? { telefon: v.telefon } : {}), ...(v.email ? { email: v.email } : {}) },
    };
    await tx.query(
      `INSERT INTO eintraege (typ, slug, titel, einleitung, text, bild, bildcopyright, datum_von, datum_bis, detail_url, data)
       VALUES ('meldung', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb)`,
      [slug, v.titel, teaser(v.text), paragraphs(v.text), bild, bild ? v.anbieter : null, now, lastMinute, url, JSON.stringify(data)],
    );
    return url;
  }
  const url = '/freizeit-tourismus/vereine';
  const data = {
    rubriken: rubrikenOf(v.rubriken, VEREIN_KATEGORIEN, url),
    ort: v.ort,
    webseite: v.webseite,
    ansprechperson: v.ansprechperson,
    kontakt: v.kontakt,
  };
  await tx.query(`INSERT INTO eintraege (typ, slug, titel, einleitung, data) VALUES ('verein', $1, $2, $3, $4::jsonb)`, [
    slug,
    v.name,
    v.beschreibung,
    JSON.stringify(data),
  ]);
  return url;
}

export type FreigabeStatus = 'offen' | 'freigegeben' | 'abgelaufen' | 'ungueltig';

export interface FreigabeAntwort {
  status: FreigabeStatus;
  art?: FormularArt;
  zusammenfassung?: string;
  url?: string | null;
}

async function stateOf(db: Queryable, approval: Freigabe, token: unknown, lock: boolean): Promise<{ antwort: FreigabeAntwort; row?: FreigabeRow }> {
  if (typeof token !== 'string' || !token) return { antwort: { status: 'ungueltig' } };
  const checked = await approval.verify(token);
  if (!checked.ok) return { antwort: { status: checked.abgelaufen ? 'abgelaufen' : 'ungueltig' } };
  const { rows } = await db.query<FreigabeRow>(
    `SELECT id, art, zusammenfassung, veroeffentlichung, freigegeben, veroeffentlicht_url FROM formular_eingaben WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [checked.id],
  );
  const row = rows[0];
  if (!row || !row.veroeffentlichung) return { antwort: { status: 'ungueltig' } };
  const base = { art: row.art, zusammenfassung: row.zusammenfassung };
  if (row.freigegeben) return { antwort: { status: 'freigegeben', ...base, url: row.veroeffentlicht_url } };
  return { antwort: { status: 'offen', ...base }, row };
}

export interface FreigabeRoutesOptions {
  db: Db;
  approval: Freigabe;
  /** The clock of a notice's publication date (default: now). */
  now?: () => Date;
}

export default async function freigabeRoutes(app: FastifyInstance, { db, approval, now = () => new Date() }: FreigabeRoutesOptions): Promise<void> {
  // The state of a link, for the approval page: always 200, the page words each state.
  app.get<{ Querystring: Record<string, unknown> }>('/api/formulare/freigabe', async (request, reply) => {
    const keys = Object.keys(request.query ?? {});
    if (keys.some((key) => key !== 'token')) throw badRequest('Diese Anfrage kennt nur den Parameter „token“.');
    reply.header('cache-control', 'no-store');
    return (await stateOf(db, approval, request.query.token, false)).antwort;
  });

  // Publishing: only the shell calls it (service token), after the editor confirmed on the page.
  app.post<{ Body: unknown }>('/api/formulare/freigabe', async (request) => {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body) || Object.keys(body).some((key) => key !== 'token')) throw badRequest(FREIGABE_MESSAGES.token);
    const token = (body as { token?: unknown }).token;
    const result = await db.transaction(async (tx) => {
      const { antwort, row } = await stateOf(tx, approval, token, true);
      if (antwort.status === 'abgelaufen') throw new HttpError(410, FREIGABE_MESSAGES.abgelaufen);
      if (antwort.status === 'ungueltig') throw badRequest(FREIGABE_MESSAGES.token);
      if (!row) return antwort;
      const v = typeof row.veroeffentlichung === 'string' ? (JSON.parse(row.veroeffentlichung) as Veroeffentlichung) : row.veroeffentlichung;
      if (!v) throw badRequest(FREIGABE_MESSAGES.token);
      const moment = now();
      const url = await publish(tx, row.id, v, moment);
      await tx.query('UPDATE formular_eingaben SET freigegeben = $3, veroeffentlicht_url = $2 WHERE id = $1', [row.id, url, moment]);
      return { status: 'freigegeben' as const, art: row.art, zusammenfassung: row.zusammenfassung, url };
    });
    request.log.info({ eingabe: result.zusammenfassung, url: result.url }, 'form submission approved and published');
    return result;
  });
}
