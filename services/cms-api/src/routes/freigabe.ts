/**
 * Approval of form submissions meant for the public site (events, clubs). The submission keeps what
 * it would publish; the office's mail carries a signed, expiring link to the site's approval page.
 * The page asks this API (GET, harmless: it only tells the state) and publishes with a POST the
 * shell sends on the editor's confirmation, so a mail scanner following the link publishes nothing.
 */
import { randomBytes } from 'node:crypto';
import { hasControlCharacters, type FormularArt } from '@musterstadt/cms-contract';
import type { FastifyInstance } from 'fastify';
import type { IOptions } from 'sanitize-html';
import type { Db, Queryable } from '../db';
import { HttpError, badRequest } from '../errors';
import { berlinToInstant } from '../time';

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

export type Veroeffentlichung = VeranstaltungVeroeffentlichung | VereinVeroeffentlichung;

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
  veranstaltung: ['ziel', 'titel', 'einleitung', 'text', 'beginn', 'ende', 'ganztaegig', 'ort', 'veranstalter', 'rubriken'],
  verein: ['ziel', 'name', 'beschreibung', 'ort', 'webseite', 'ansprechperson', 'kontakt', 'rubriken'],
};
const ZIEL: Partial<Record<FormularArt, Veroeffentlichung['ziel']>> = { veranstaltung: 'veranstaltung', verein: 'verein' };

/** What a submission would publish, checked field by field; undefined when it publishes nothing. */
export function parseVeroeffentlichung(art: FormularArt, value: unknown, richText: RichTextCleaner): Veroeffentlichung | undefined {
  if (value === undefined) return undefined;
  const ziel = ZIEL[art];
  if (!ziel) throw badRequest(FREIGABE_MESSAGES.nichtVeroeffentlichbar);
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest(FREIGABE_MESSAGES.veroeffentlichung);
  const record = value as Fields;
  if (record.ziel !== ziel || Object.keys(record).some((key) => !KEYS[ziel].includes(key))) throw badRequest(FREIGABE_MESSAGES.veroeffentlichung);
  if (ziel === 'verein') {
    const webseite = text(record, 'webseite', 200, { optional: true });
    if (webseite && !/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(webseite)) throw badRequest(FREIGABE_MESSAGES.kurz('webseite'));
    return {
      ziel,
      name: text(record, 'name', 120),
      beschreibung: text(record, 'beschreibung', 1000, { multiline: true }),
      ort: text(record, 'ort', 150),
      webseite: webseite || null,
      ansprechperson: text(record, 'ansprechperson', 200),
      kontakt: text(record, 'kontakt', 300),
      rubriken: rubriken(record.rubriken, VEREIN_KATEGORIEN),
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

/** Writes the approved entry where it belongs; returns its address. */
async function publish(tx: Queryable, id: number, v: Veroeffentlichung): Promise<string> {
  const slug = `${slugOf(v.ziel === 'verein' ? v.name : v.titel)}-${id}`;
  if (v.ziel === 'veranstaltung') {
    const url = `/veranstaltungen/${slug}`;
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
      `INSERT INTO items (typ, bereich, slug, titel, einleitung, text, datum_von, datum_bis, ganztaegig, detail_url, data)
       VALUES ('veranstaltung', 'stadt', $1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)`,
      [slug, v.titel, v.einleitung || null, v.text, berlinLocal(v.beginn), berlinLocal(v.ende), v.ganztaegig, url, JSON.stringify(data)],
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

export default async function freigabeRoutes(app: FastifyInstance, { db, approval }: { db: Db; approval: Freigabe }): Promise<void> {
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
      const url = await publish(tx, row.id, v);
      await tx.query('UPDATE formular_eingaben SET freigegeben = now(), veroeffentlicht_url = $2 WHERE id = $1', [row.id, url]);
      return { status: 'freigegeben' as const, art: row.art, zusammenfassung: row.zusammenfassung, url };
    });
    request.log.info({ eingabe: result.zusammenfassung, url: result.url }, 'form submission approved and published');
    return result;
  });
}
