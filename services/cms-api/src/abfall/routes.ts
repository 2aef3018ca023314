/**
 * Waste calendar: districts and kinds of waste, collection dates by street or district, and the
 * e-mail reminder with double opt-in.
 *
 *   GET  /api/cms/abfall/stammdaten
 *   GET  /api/cms/abfall/kalender?strasse=|strasse_id=|bezirk=&monate=
 *   POST /api/cms/abfall/erinnerung                  (form-encoded: 303; JSON: JSON)
 *   GET  /api/cms/abfall/erinnerung/bestaetigen?token=  (the link in the mail: 303 to a page)
 *   POST /api/cms/abfall/erinnerung/abmelden          (form-encoded: 303; JSON: JSON)
 *
 * The form posts reach this service through the shell's /api proxy, which passes the redirects on,
 * so a browser without JavaScript lands on the confirmation page or back on the form.
 */
import { createHash, randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import { AbfallKalenderQuery, AbmeldenBody, EMAIL_MAX_LENGTH, ErinnerungBody, NoQuery, TokenQuery, isEmail } from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../core/db';
import { HttpError, badRequest, notFound } from '../core/errors';
import type { Mailer } from '../core/mailer';
import { readOptional, readPositiveInt } from '../core/params';
import { berlinDate, berlinParts } from '../core/time';

export const FORM_PAGE = '/abfall/erinnerung';
export const PAGES = {
  angemeldet: '/abfall/erinnerung/angemeldet',
  bestaetigt: '/abfall/erinnerung/bestaetigt',
  linkUngueltig: '/abfall/erinnerung/link-ungueltig',
  abmelden: '/abfall/erinnerung/abmelden',
  abgemeldet: '/abfall/erinnerung/abgemeldet',
} as const;

/** How long the link in the confirmation mail works. */
export const CONFIRMATION_DAYS = 7;
export const TAGE_VORHER = [1, 2, 3] as const;
const MAX_MONTHS = 12;

export type Feld = 'email' | 'bezirk' | 'arten' | 'tage' | 'datenschutz';
export type Fehler = Partial<Record<Feld, 'fehlt' | 'ungueltig' | 'unbekannt'>>;

export const MELDUNGEN: Record<Feld, Record<string, string>> = {
  email: {
    fehlt: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
    ungueltig: 'Bitte geben Sie eine gültige E-Mail-Adresse an, zum Beispiel name@beispiel.de.',
  },
  bezirk: { fehlt: 'Bitte wählen Sie Ihren Abfuhrbezirk aus.', unbekannt: 'Bitte wählen Sie einen Abfuhrbezirk aus der Liste aus.' },
  arten: { fehlt: 'Bitte wählen Sie mindestens eine Abfallart aus.', unbekannt: 'Bitte wählen Sie nur Abfallarten aus der Liste aus.' },
  tage: { ungueltig: 'Bitte wählen Sie, wann wir Sie erinnern sollen.' },
  datenschutz: { fehlt: 'Bitte bestätigen Sie, dass Sie die Hinweise zum Datenschutz gelesen haben.' },
};

const VERSAND_FEHLER = 'Die E-Mail konnte gerade nicht versendet werden. Bitte versuchen Sie es in einigen Minuten erneut.';

interface Bezirk {
  id: number;
  slug: string;
  name: string;
  beschreibung: string | null;
}

interface Art {
  schluessel: string;
  name: string;
  beschreibung: string | null;
}

interface Strasse {
  id: number;
  name: string;
  ortsteil: string;
  bezirk_id: number;
}

export interface AbfallOptions {
  db: Queryable;
  mailer: Mailer;
  /** Public origin of the site, for the links in the mails ('https://www.musterstadt.de'). */
  siteUrl: string;
  now?: () => Date;
}

const hash = (token: string): string => createHash('sha256').update(token).digest('hex');
const newToken = (): string => randomBytes(32).toString('base64url');

const isoDate = (value: Date | string): string => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/** 'Donnerstag, 26.11.2026' of a 'YYYY-MM-DD' date. */
export function germanDate(date: string): string {
  return new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', weekday: 'long', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** Street names compared as people type them: lower case, 'ß' as 'ss', 'str.' as 'strasse'. */
export function normalizeStreet(value: string): string {
  return value
    .normalize('NFC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/str\.(?=\s|$|\()/g, 'strasse')
    .replace(/\s+/g, ' ')
    .trim();
}

const streetLabel = (s: Pick<Strasse, 'name' | 'ortsteil'>): string => `${s.name} (${s.ortsteil})`;

async function loadBezirke(db: Queryable): Promise<Bezirk[]> {
  return (await db.query<Bezirk>('SELECT id, slug, name, beschreibung FROM abfall_bezirke ORDER BY position, name')).rows;
}

async function loadArten(db: Queryable): Promise<Art[]> {
  return (await db.query<Art>('SELECT schluessel, name, beschreibung FROM abfall_arten ORDER BY position, name')).rows;
}

const publicBezirk = (b: Bezirk) => ({ slug: b.slug, name: b.name, beschreibung: b.beschreibung });

// --- Form input -----------------------------------------------------------------------------

type Body = Record<string, unknown>;

function single(body: Body, name: string): string {
  const value = body[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : typeof first === 'number' ? String(first) : '';
}

function list(body: Body, name: string): string[] {
  const value = body[name];
  const values = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  return values
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

export interface Anmeldung {
  email: string;
  bezirk: string;
  arten: string[];
  tage: number;
  datenschutz: boolean;
  /** The hidden honeypot field: people leave it empty. */
  firma: string;
}

export function readAnmeldung(body: Body): Anmeldung {
  const datenschutz = single(body, 'datenschutz');
  return {
    email: single(body, 'email').toLowerCase(),
    bezirk: single(body, 'bezirk'),
    arten: [...new Set(list(body, 'arten'))],
    tage: Number(single(body, 'tage') || '1'),
    datenschutz: body.datenschutz === true || datenschutz === 'ja' || datenschutz === 'true' || datenschutz === 'on',
    firma: single(body, 'firma'),
  };
}

export function validate(input: Anmeldung, bezirke: Bezirk[], arten: Art[]): Fehler {
  const fehler: Fehler = {};
  if (!input.email) fehler.email = 'fehlt';
  else if (!isEmail(input.email)) fehler.email = 'ungueltig';
  if (!input.bezirk) fehler.bezirk = 'fehlt';
  else if (!bezirke.some((b) => b.slug === input.bezirk)) fehler.bezirk = 'unbekannt';
  if (input.arten.length === 0) fehler.arten = 'fehlt';
  else if (input.arten.some((art) => !arten.some((a) => a.schluessel === art))) fehler.arten = 'unbekannt';
  if (!(TAGE_VORHER as readonly number[]).includes(input.tage)) fehler.tage = 'ungueltig';
  if (!input.datenschutz) fehler.datenschutz = 'fehlt';
  return fehler;
}

const wantsJson = (request: FastifyRequest): boolean => (request.headers['content-type'] ?? '').includes('application/json');

/** Back to the form with the entered values and the error codes (the template words them). */
function formWithErrors(fehler: Record<string, string>, input: Partial<Anmeldung>): string {
  const params = new URLSearchParams();
  for (const [feld, code] of Object.entries(fehler)) params.append('fehler', `${feld}.${code}`);
  if (input.email) params.set('email', input.email.slice(0, EMAIL_MAX_LENGTH));
  if (input.bezirk) params.set('bezirk', input.bezirk.slice(0, 60));
  for (const art of (input.arten ?? []).slice(0, 10)) params.append('arten', art.slice(0, 40));
  if (input.tage && (TAGE_VORHER as readonly number[]).includes(input.tage)) params.set('tage', String(input.tage));
  if (input.datenschutz) params.set('datenschutz', 'ja');
  return `${FORM_PAGE}?${params.toString()}#fehler`;
}

// --- Mails ----------------------------------------------------------------------------------

const SIGNATURE = [
  'Freundliche Grüße',
  'Ihre Stadtverwaltung Musterstadt',
  'Technische Betriebe – Abfallberatung',
  'Telefon 07999 123-610, abfallberatung@musterstadt.de',
].join('\n');

export function tageText(tage: number): string {
  return tage === 1 ? 'am Tag vor der Abfuhr' : `${tage === 2 ? 'zwei' : 'drei'} Tage vor der Abfuhr`;
}

function confirmationMail(options: { to: string; bezirk: string; arten: string[]; tage: number; link: string; bis: Date; aktiv: boolean }) {
  const bis = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(options.bis);
  const text = [
    'Guten Tag,',
    '',
    options.aktiv
      ? `Sie möchten die Einstellungen Ihrer Erinnerung an die Abfuhrtermine im Bezirk „${options.bezirk}“ ändern:`
      : `Sie möchten an die Abfuhrtermine im Bezirk „${options.bezirk}“ erinnert werden:`,
    '',
    `Abfallarten: ${options.arten.join(', ')}`,
    `Zeitpunkt: ${tageText(options.tage)}`,
    '',
    `Bitte bestätigen Sie Ihre E-Mail-Adresse mit diesem Link (gültig bis ${bis}):`,
    options.link,
    '',
    'Wenn Sie diese Erinnerung nicht angefordert haben, müssen Sie nichts tun: Ohne Bestätigung schicken wir Ihnen keine weiteren E-Mails.',
    '',
    SIGNATURE,
  ].join('\n');
  return { to: options.to, subject: 'Bitte bestätigen Sie Ihre Erinnerung an die Abfuhrtermine', text };
}

// --- Reminders ------------------------------------------------------------------------------

/** Reminders go out from this hour (Berlin time) on the day they are due. */
export const REMINDER_HOUR = 16;

/** Attempts per reminder before it is given up; the waits between them double from the first. */
export const REMINDER_ATTEMPTS = 5;
export const REMINDER_FIRST_RETRY_MS = 5 * 60_000;
/** How long a claimed reminder stays with the instance sending it (a crashed one's claim runs out). */
const REMINDER_LEASE_MS = 10 * 60_000;

interface ReminderJob {
  erinnerung_id: number;
  datum: Date | string;
  versuche: number;
}

interface ReminderMail {
  email: string;
  abmelde_token: string;
  bezirk: string;
  arten: string[];
  hinweise: string | null;
}

/** A mail server's permanent refusal (5xx): retrying cannot help. */
function permanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function reminderText(mail: ReminderMail, datum: string, siteUrl: string, abmelden: string): string {
  return [
    'Guten Tag,',
    '',
    `am ${germanDate(datum)} werden im Bezirk „${mail.bezirk}“ abgeholt:`,
    '',
    ...mail.arten.map((art) => `– ${art}`),
    ...(mail.hinweise ? ['', `Hinweis: ${mail.hinweise}`] : []),
    '',
    'Bitte stellen Sie die Behälter am Abfuhrtag bis 6 Uhr an den Straßenrand.',
    `Alle Termine: ${siteUrl}/abfall`,
    '',
    `Erinnerung beenden: ${abmelden}`,
    '',
    SIGNATURE,
  ].join('\n');
}

/**
 * Sends the reminders due at `now`: for each confirmed reminder, the collection on
 * today + tage_vorher of a chosen kind, once per reminder and date. Durable and safe with several
 * instances on one database: each due reminder is first recorded as a job (idempotent on its key),
 * then claimed by one instance (FOR UPDATE SKIP LOCKED and a lease) and sent; a failed recipient is
 * retried with back-off, and a permanent refusal gives up only that recipient. Returns the mails sent.
 */
export async function sendDueReminders(options: Omit<AbfallOptions, 'db'> & { db: Db; now?: () => Date }): Promise<number> {
  const now = options.now?.() ?? new Date();
  const { db } = options;
  if (berlinParts(now).hour >= REMINDER_HOUR) {
    await db.query(
      `INSERT INTO abfall_erinnerungen_versand (erinnerung_id, datum, status, naechster_versuch)
       SELECT DISTINCT e.id, t.datum, 'offen', $2::timestamptz
         FROM abfall_erinnerungen AS e
         JOIN abfall_termine AS t ON t.bezirk_id = e.bezirk_id AND t.art = ANY (e.arten) AND t.datum = $1::date + e.tage_vorher
        WHERE e.aktiv
       ON CONFLICT (erinnerung_id, datum) DO NOTHING`,
      [berlinDate(now), now],
    );
  }
  let sent = 0;
  for (;;) {
    const job = await db.transaction(async (tx) => {
      const { rows } = await tx.query<ReminderJob>(
        `SELECT erinnerung_id, datum, versuche FROM abfall_erinnerungen_versand
          WHERE status = 'offen' AND naechster_versuch <= $1 AND (gesperrt_bis IS NULL OR gesperrt_bis <= $1)
          ORDER BY datum, erinnerung_id
          LIMIT 1
          FOR UPDATE SKIP LOCKED`,
        [now],
      );
      const row = rows[0];
      if (!row) return null;
      await tx.query('UPDATE abfall_erinnerungen_versand SET gesperrt_bis = $3, versuche = versuche + 1 WHERE erinnerung_id = $1 AND datum = $2', [
        row.erinnerung_id,
        row.datum,
        new Date(now.getTime() + REMINDER_LEASE_MS),
      ]);
      return row;
    });
    if (!job) return sent;
    const key = [job.erinnerung_id, job.datum];
    const datum = isoDate(job.datum);
    const { rows } = await db.query<ReminderMail>(
      `SELECT e.email, e.abmelde_token, b.name AS bezirk,
              array_agg(a.name ORDER BY a.position) AS arten,
              string_agg(DISTINCT t.hinweis, ' ') AS hinweise
         FROM abfall_erinnerungen AS e
         JOIN abfall_bezirke AS b ON b.id = e.bezirk_id
         JOIN abfall_termine AS t ON t.bezirk_id = e.bezirk_id AND t.art = ANY (e.arten) AND t.datum = $2::date
         JOIN abfall_arten AS a ON a.schluessel = t.art
        WHERE e.id = $1 AND e.aktiv
        GROUP BY e.email, e.abmelde_token, b.name`,
      [job.erinnerung_id, datum],
    );
    const mail = rows[0];
    if (!mail) {
      // Signed off (or the date moved) since it was recorded.
      await db.query(`UPDATE abfall_erinnerungen_versand SET status = 'entfallen', gesperrt_bis = NULL WHERE erinnerung_id = $1 AND datum = $2`, key);
      continue;
    }
    const abmelden = `${options.siteUrl}${PAGES.abmelden}?token=${encodeURIComponent(mail.abmelde_token)}`;
    try {
      await options.mailer.send({
        to: mail.email,
        subject: `Erinnerung: ${mail.arten.join(', ')} am ${germanDate(datum)}`,
        text: reminderText(mail, datum, options.siteUrl, abmelden),
        headers: { 'List-Unsubscribe': `<${abmelden}>` },
      });
    } catch (error) {
      const attempts = job.versuche + 1;
      const giveUp = permanentFailure(error) || attempts >= REMINDER_ATTEMPTS;
      const retryAt = new Date(now.getTime() + REMINDER_FIRST_RETRY_MS * 2 ** (attempts - 1));
      await db.query(
        `UPDATE abfall_erinnerungen_versand SET status = $3, naechster_versuch = $4, gesperrt_bis = NULL, fehler = $5 WHERE erinnerung_id = $1 AND datum = $2`,
        [...key, giveUp ? 'aufgegeben' : 'offen', retryAt, String((error as Error)?.message ?? error).slice(0, 500)],
      );
      continue;
    }
    await db.query(
      `UPDATE abfall_erinnerungen_versand SET status = 'gesendet', gesendet_am = $3, gesperrt_bis = NULL, fehler = NULL WHERE erinnerung_id = $1 AND datum = $2`,
      [...key, now],
    );
    sent += 1;
  }
}

// --- Routes ---------------------------------------------------------------------------------

export default async function abfallRoutes(instance: FastifyInstance, options: AbfallOptions): Promise<void> {
  const { db, mailer, siteUrl } = options;
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const now = options.now ?? (() => new Date());
  await app.register(formbody, { bodyLimit: 16_384 });

  app.get('/api/cms/abfall/stammdaten', { schema: { querystring: NoQuery } }, async () => {
    const [bezirke, arten] = await Promise.all([loadBezirke(db), loadArten(db)]);
    const strassen = await db.query<Strasse>('SELECT id, name, ortsteil, bezirk_id FROM abfall_strassen ORDER BY name, ortsteil');
    return {
      bezirke: bezirke.map(publicBezirk),
      arten,
      tageVorher: TAGE_VORHER.map((tage) => ({ tage, text: tageText(tage) })),
      // For the street picker's suggestions (a datalist that works without JavaScript).
      strassen: strassen.rows.map((s) => ({ id: s.id, name: s.name, ortsteil: s.ortsteil, label: streetLabel(s) })),
    };
  });

  app.get('/api/cms/abfall/kalender', { schema: { querystring: AbfallKalenderQuery } }, async (request) => {
    const { query } = request;
    const suche = readOptional(query, 'strasse') ?? null;
    const strasseId = readPositiveInt(query, 'strasse_id');
    const bezirkSlug = readOptional(query, 'bezirk');
    const monate = readPositiveInt(query, 'monate') ?? 3;
    if (monate > MAX_MONTHS) throw badRequest(`Der Parameter monate muss zwischen 1 und ${MAX_MONTHS} liegen.`);
    if (suche !== null && suche.length > 100) throw badRequest('Der Straßenname ist zu lang (höchstens 100 Zeichen).');

    const bezirke = await loadBezirke(db);
    let bezirk: Bezirk | undefined;
    let strasse: Strasse | undefined;
    let treffer: Strasse[] = [];

    if (strasseId !== undefined) {
      strasse = (await db.query<Strasse>('SELECT id, name, ortsteil, bezirk_id FROM abfall_strassen WHERE id = $1', [strasseId])).rows[0];
      if (!strasse) throw notFound('Diese Straße ist im Abfallkalender nicht verzeichnet.');
    } else if (suche !== null) {
      const all = (await db.query<Strasse>('SELECT id, name, ortsteil, bezirk_id FROM abfall_strassen ORDER BY name, ortsteil')).rows;
      const wanted = normalizeStreet(suche);
      const exact = all.filter((s) => normalizeStreet(streetLabel(s)) === wanted || normalizeStreet(s.name) === wanted);
      treffer = exact.length > 0 ? exact : all.filter((s) => normalizeStreet(streetLabel(s)).includes(wanted)).slice(0, 20);
      if (treffer.length === 1) strasse = treffer[0];
    } else if (bezirkSlug !== undefined) {
      bezirk = bezirke.find((b) => b.slug === bezirkSlug);
      if (!bezirk) throw notFound('Diesen Abfuhrbezirk gibt es nicht. Bitte wählen Sie einen Bezirk aus der Liste.');
    }
    const strasseBezirk = strasse?.bezirk_id;
    if (strasseBezirk !== undefined) bezirk = bezirke.find((b) => b.id === strasseBezirk);

    const von = berlinDate(now());
    const termine = bezirk
      ? (
          await db.query<{ datum: Date | string; art: string; name: string; hinweis: string | null }>(
            `SELECT t.datum, t.art, a.name, t.hinweis FROM abfall_termine AS t JOIN abfall_arten AS a ON a.schluessel = t.art
              WHERE t.bezirk_id = $1 AND t.datum >= $2::date AND t.datum < $2::date + make_interval(months => $3)
              ORDER BY t.datum, a.position`,
            [bezirk.id, von, monate],
          )
        ).rows.map((t) => ({ datum: isoDate(t.datum), art: t.art, name: t.name, hinweis: t.hinweis }))
      : [];
    const byId = new Map(bezirke.map((b) => [b.id, b]));
    return {
      suche,
      strassen: treffer.flatMap((s) => {
        const b = byId.get(s.bezirk_id);
        return b ? [{ id: s.id, name: s.name, ortsteil: s.ortsteil, bezirk: publicBezirk(b) }] : [];
      }),
      strasse: strasse ? { id: strasse.id, name: strasse.name, ortsteil: strasse.ortsteil } : null,
      bezirk: bezirk ? publicBezirk(bezirk) : null,
      monate,
      termine,
      ical: bezirk ? `/api/cms/ical/abfall/${bezirk.slug}.ics` : null,
    };
  });

  app.post('/api/cms/abfall/erinnerung', { schema: { body: ErinnerungBody, querystring: NoQuery } }, async (request, reply) => {
    const json = wantsJson(request);
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Bitte senden Sie das Formular mit Ihren Angaben.');
    const input = readAnmeldung(body as Body);
    if (input.firma) {
      // A bot filled the hidden field: answer as if all went well, store and send nothing.
      return json ? { status: 'angemeldet', weiter: PAGES.angemeldet } : reply.redirect(PAGES.angemeldet, 303);
    }
    const [bezirke, arten] = await Promise.all([loadBezirke(db), loadArten(db)]);
    const fehler = validate(input, bezirke, arten);
    if (Object.keys(fehler).length > 0) {
      if (!json) return reply.redirect(formWithErrors(fehler, input), 303);
      const details = Object.fromEntries(Object.entries(fehler).map(([feld, code]) => [feld, { code, meldung: MELDUNGEN[feld as Feld][code] ?? '' }]));
      return reply.code(400).send({ error: 'Bitte prüfen Sie Ihre Angaben.', fehler: details });
    }

    const bezirk = bezirke.find((b) => b.slug === input.bezirk);
    if (!bezirk) throw badRequest(MELDUNGEN.bezirk.unbekannt ?? '');
    const token = newToken();
    const bis = new Date(now().getTime() + CONFIRMATION_DAYS * 86_400_000);
    const ausstehend = JSON.stringify({ arten: input.arten, tage_vorher: input.tage });
    // One row per address and district: a second sign-up replaces the pending settings and the
    // link, and a confirmed reminder keeps its settings until the new link is followed.
    const { rows } = await db.query<{ id: number; aktiv: boolean }>(
      `INSERT INTO abfall_erinnerungen (email, bezirk_id, arten, tage_vorher, ausstehend, bestaetigung_hash, bestaetigung_bis, abmelde_token, letzte_mail_am)
       VALUES ($1, $2, $3::text[], $4, $5::jsonb, $6, $7, $8, $9)
       ON CONFLICT (email, bezirk_id) DO UPDATE SET
         arten = CASE WHEN abfall_erinnerungen.aktiv THEN abfall_erinnerungen.arten ELSE EXCLUDED.arten END,
         tage_vorher = CASE WHEN abfall_erinnerungen.aktiv THEN abfall_erinnerungen.tage_vorher ELSE EXCLUDED.tage_vorher END,
         ausstehend = EXCLUDED.ausstehend,
         bestaetigung_hash = EXCLUDED.bestaetigung_hash,
         bestaetigung_bis = EXCLUDED.bestaetigung_bis,
         letzte_mail_am = EXCLUDED.letzte_mail_am
       RETURNING id, aktiv`,
      [input.email, bezirk.id, input.arten, input.tage, ausstehend, hash(token), bis.toISOString(), newToken(), now().toISOString()],
    );
    const artNamen = input.arten.map((key) => arten.find((a) => a.schluessel === key)?.name ?? key);
    try {
      await mailer.send(
        confirmationMail({
          to: input.email,
          bezirk: bezirk.name,
          arten: artNamen,
          tage: input.tage,
          link: `${siteUrl}/api/cms/abfall/erinnerung/bestaetigen?token=${token}`,
          bis,
          aktiv: rows[0]?.aktiv === true,
        }),
      );
    } catch (error) {
      request.log.error({ err: error }, 'confirmation mail failed');
      if (!json) return reply.redirect(formWithErrors({ versand: 'fehlgeschlagen' }, input), 303);
      return reply.code(503).send({ error: VERSAND_FEHLER });
    }
    return json ? { status: 'angemeldet', weiter: PAGES.angemeldet } : reply.redirect(PAGES.angemeldet, 303);
  });

  app.get('/api/cms/abfall/erinnerung/bestaetigen', { schema: { querystring: TokenQuery } }, async (request, reply) => {
    const token = readOptional(request.query, 'token');
    if (!token || token.length > 100) return reply.redirect(PAGES.linkUngueltig, 303);
    const { rows } = await db.query<{ id: number }>(
      `UPDATE abfall_erinnerungen
          SET aktiv = true,
              arten = ARRAY(SELECT jsonb_array_elements_text(ausstehend->'arten')),
              tage_vorher = (ausstehend->>'tage_vorher')::int,
              ausstehend = NULL, bestaetigung_hash = NULL, bestaetigung_bis = NULL, bestaetigt_am = $2
        WHERE bestaetigung_hash = $1 AND bestaetigung_bis > $2 AND ausstehend IS NOT NULL
        RETURNING id`,
      [hash(token), now().toISOString()],
    );
    return reply.redirect(rows.length > 0 ? PAGES.bestaetigt : PAGES.linkUngueltig, 303);
  });

  app.post('/api/cms/abfall/erinnerung/abmelden', { schema: { body: AbmeldenBody, querystring: NoQuery } }, async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const token = typeof body === 'object' ? single(body, 'token') : '';
    if (!token || token.length > 100) {
      if (wantsJson(request)) throw new HttpError(400, 'Der Link zum Beenden der Erinnerung ist unvollständig.');
      return reply.redirect(PAGES.linkUngueltig, 303);
    }
    // The same answer whether or not a reminder existed: nobody learns which addresses are signed up.
    await db.query('DELETE FROM abfall_erinnerungen WHERE abmelde_token = $1', [token]);
    return wantsJson(request) ? { status: 'abgemeldet', weiter: PAGES.abgemeldet } : reply.redirect(PAGES.abgemeldet, 303);
  });
}
