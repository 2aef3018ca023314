/**
 * Submissions of the town's forms: POST /api/formulare/{art} with {zusammenfassung, email, felder}.
 * Called by the shell's form handlers only (the shell's /api proxy does not let browsers reach it).
 * Each submission is stored first, together with the job that sends its mails; then the office of
 * its kind gets a mail and the sender a confirmation. A mail that fails stays due and the job
 * (formMailJob) retries it, so a broken mail server never loses a submission.
 */
import { EMAIL, FORMULAR_ARTEN, FormularEingabeBody, FormularParams, NoQuery, hasControlCharacters, type FormularArt } from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../core/db';
import { badRequest, notFound } from '../core/errors';
import { type JobKind, completeJob, enqueueJob } from '../core/jobs';
import type { Mailer } from '../core/mailer';
import { berlinGermanDate, berlinTime } from '../core/time';
import { type Freigabe, type RichTextCleaner, type Veroeffentlichung, parseVeroeffentlichung, richTextCleaner } from './freigabe';

/** What the town does with each kind of form: the office that gets it, and what the sender is told. */
export interface FormularAmt {
  /** Name of the form in mails. */
  titel: string;
  /** The office's address. */
  email: string;
  /** What happens next, for the confirmation. */
  weiter: string;
}

export const FORMULAR_AEMTER: Record<FormularArt, FormularAmt> = {
  brancheneintrag: {
    titel: 'Brancheneintrag',
    email: 'wirtschaft@musterstadt.de',
    weiter: 'Die Wirtschaftsförderung prüft Ihre Angaben und nimmt Ihren Betrieb dann in das Branchenbuch auf. Bis dahin ist der Eintrag nicht öffentlich.',
  },
  nachbarschaftshilfe: {
    titel: 'Nachbarschaftshilfe',
    email: 'buergerbuero@musterstadt.de',
    weiter: 'Das Bürgerbüro bringt Hilfe und Bedarf zusammen und meldet sich innerhalb von zwei Werktagen bei Ihnen.',
  },
  fuehrung: {
    titel: 'Anfrage Stadtführung',
    email: 'touristinfo@musterstadt.de',
    weiter: 'Die Tourist-Information prüft den Termin und schickt Ihnen ein Angebot.',
  },
  vereinspauschale: {
    titel: 'Antrag Vereinspauschale',
    email: 'kulturamt@musterstadt.de',
    weiter: 'Das Kulturamt prüft Ihren Antrag; den Bescheid erhalten Sie per Post.',
  },
  'schwarzes-brett': {
    titel: 'Anzeige Schwarzes Brett',
    email: 'buergerbuero@musterstadt.de',
    weiter: 'Das Bürgerbüro prüft Ihre Anzeige und hängt sie dann bis zu dem angegebenen Tag am Schwarzen Brett aus. Bis dahin ist sie nicht öffentlich.',
  },
  schadensmeldung: {
    titel: 'Schadensmeldung',
    email: 'bauhof@musterstadt.de',
    weiter: 'Der Bauhof sieht sich den Schaden an und behebt ihn so bald wie möglich.',
  },
  veranstaltung: {
    titel: 'Veranstaltung melden',
    email: 'kulturamt@musterstadt.de',
    weiter: 'Das Kulturamt prüft Ihre Veranstaltung und nimmt sie in den Veranstaltungskalender auf.',
  },
  verein: {
    titel: 'Vereinseintrag',
    email: 'kulturamt@musterstadt.de',
    weiter: 'Das Kulturamt prüft Ihre Angaben und nimmt Ihren Verein in das Vereinsverzeichnis auf.',
  },
};

export const FORMULAR_MESSAGES = {
  unknownKind: 'Dieses Formular gibt es nicht.',
  unknownField: (name: string) => `Die Angabe „${name}“ gehört nicht zu einer Formulareingabe.`,
  body: 'Die Angaben des Formulars fehlen oder haben ein ungültiges Format.',
  zusammenfassung: 'Die Zusammenfassung fehlt oder ist zu lang (1 bis 150 Zeichen).',
  email: 'Die E-Mail-Adresse ist ungültig.',
  felder: 'Die Angaben fehlen oder haben ein ungültiges Format (1 bis 60 Angaben, Bezeichnung bis 100, Wert bis 20000 Zeichen).',
  controlCharacters: 'Die Angaben enthalten unzulässige Zeichen.',
  dateien: `Die Dateien fehlen oder haben ein ungültiges Format (höchstens 10 Dateien in JPG, PNG, WebP oder PDF, je höchstens 10 MB).`,
} as const;

/** What files a submission may carry; the shell has checked their content already, the API checks again what it can. */
export const FORMULAR_DATEIEN = {
  maxFiles: 10,
  maxBytes: 10 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
} as const;

/** The first bytes of each allowed type: a file whose content does not start so is refused. */
const MAGIC: Record<string, (data: Buffer) => boolean> = {
  'image/jpeg': (data) => data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff,
  'image/png': (data) => data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (data) => data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP',
  'application/pdf': (data) => data.subarray(0, 5).toString('latin1') === '%PDF-',
};

export const FORMULAR_ABSENDER = 'Website Stadt Musterstadt';

/** Reads FORM_OFFICES (JSON: form kind → office address) over the defaults. */
export function formularAemter(env: string | undefined): Record<FormularArt, FormularAmt> {
  if (!env) return FORMULAR_AEMTER;
  const parsed = JSON.parse(env) as unknown;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('FORM_OFFICES must be a JSON object of form kind → e-mail address');
  const result = { ...FORMULAR_AEMTER };
  for (const [art, address] of Object.entries(parsed)) {
    if (!(FORMULAR_ARTEN as readonly string[]).includes(art)) throw new Error(`FORM_OFFICES names an unknown form kind: ${art}`);
    if (typeof address !== 'string' || !EMAIL.test(address)) throw new Error(`FORM_OFFICES: ${art} needs a valid e-mail address`);
    result[art as FormularArt] = { ...FORMULAR_AEMTER[art as FormularArt], email: address };
  }
  return result;
}

interface Feld {
  label: string;
  wert: string;
}

interface Datei {
  name: string;
  typ: string;
  daten: Buffer;
}

interface Eingabe {
  zusammenfassung: string;
  email: string | null;
  felder: Feld[];
  /** What an editor's approval publishes (events, clubs, businesses, ads). */
  veroeffentlichung?: Veroeffentlichung;
  dateien: Datei[];
}

interface EingabeRow {
  id: number;
  art: FormularArt;
  zusammenfassung: string;
  email: string | null;
  felder: Feld[] | string;
  erstellt: Date | string;
  amt_gesendet: boolean;
  bestaetigung_gesendet: boolean | null;
  veroeffentlichung?: unknown;
  freigegeben?: Date | string | null;
}

/** The body checked again: the shell validated it with the form's schema, but the API trusts no caller. */
export function parseEingabe(body: unknown, art?: FormularArt, richText?: RichTextCleaner): Eingabe {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(FORMULAR_MESSAGES.body);
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).find((key) => !['zusammenfassung', 'email', 'felder', 'veroeffentlichung', 'dateien'].includes(key));
  if (unknown !== undefined) throw badRequest(FORMULAR_MESSAGES.unknownField(unknown.slice(0, 40)));
  const { zusammenfassung, email, felder, veroeffentlichung, dateien } = record;
  if (typeof zusammenfassung !== 'string') throw badRequest(FORMULAR_MESSAGES.zusammenfassung);
  const summary = zusammenfassung.normalize('NFC').trim();
  if (!summary || summary.length > 150) throw badRequest(FORMULAR_MESSAGES.zusammenfassung);
  if (hasControlCharacters(summary)) throw badRequest(FORMULAR_MESSAGES.controlCharacters);
  let address: string | null = null;
  if (email !== null && email !== undefined) {
    if (typeof email !== 'string' || email.length > 254 || hasControlCharacters(email) || !EMAIL.test(email.trim())) throw badRequest(FORMULAR_MESSAGES.email);
    address = email.trim();
  }
  if (!Array.isArray(felder) || felder.length === 0 || felder.length > 60) throw badRequest(FORMULAR_MESSAGES.felder);
  const fields = felder.map((feld: unknown): Feld => {
    if (!feld || typeof feld !== 'object' || Object.keys(feld).some((key) => key !== 'label' && key !== 'wert')) throw badRequest(FORMULAR_MESSAGES.felder);
    const { label, wert } = feld as Record<string, unknown>;
    if (typeof label !== 'string' || typeof wert !== 'string' || !label.trim() || label.length > 100 || wert.length > 20_000)
      throw badRequest(FORMULAR_MESSAGES.felder);
    const value = wert.replace(/\r\n?/g, '\n').normalize('NFC').trim();
    if (hasControlCharacters(label) || hasControlCharacters(value, { multiline: true })) throw badRequest(FORMULAR_MESSAGES.controlCharacters);
    return { label: label.trim(), wert: value };
  });
  const files = parseDateien(dateien);
  if (veroeffentlichung !== undefined && (!art || !richText)) throw badRequest(FORMULAR_MESSAGES.body);
  const publication = veroeffentlichung === undefined || !art || !richText ? undefined : parseVeroeffentlichung(art, veroeffentlichung, richText, files);
  return {
    zusammenfassung: summary,
    email: address,
    felder: fields,
    dateien: files,
    ...(publication ? { veroeffentlichung: publication } : {}),
  };
}

function parseDateien(dateien: unknown): Datei[] {
  if (dateien === undefined) return [];
  if (!Array.isArray(dateien) || dateien.length > FORMULAR_DATEIEN.maxFiles) throw badRequest(FORMULAR_MESSAGES.dateien);
  return dateien.map((datei: unknown): Datei => {
    if (!datei || typeof datei !== 'object' || Object.keys(datei).some((key) => !['name', 'typ', 'daten'].includes(key)))
      throw badRequest(FORMULAR_MESSAGES.dateien);
    const { name, typ, daten } = datei as Record<string, unknown>;
    if (typeof name !== 'string' || typeof typ !== 'string' || typeof daten !== 'string') throw badRequest(FORMULAR_MESSAGES.dateien);
    const clean = name.normalize('NFC').trim();
    if (!clean || clean.length > 200 || hasControlCharacters(clean) || /[\\/]/.test(clean)) throw badRequest(FORMULAR_MESSAGES.dateien);
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(daten)) throw badRequest(FORMULAR_MESSAGES.dateien);
    const data = Buffer.from(daten, 'base64');
    const check = MAGIC[typ];
    if (!check || data.length === 0 || data.length > FORMULAR_DATEIEN.maxBytes || !check(data)) throw badRequest(FORMULAR_MESSAGES.dateien);
    return { name: clean, typ, daten: data };
  });
}

/** '1,2 MB', '340 KB'. */
function groesseText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

interface DateiRow {
  name: string;
  typ: string;
  groesse: number;
  daten?: Uint8Array;
}

function dateienText(dateien: DateiRow[]): string[] {
  return dateien.length === 0 ? [] : ['', 'Dateien:', ...dateien.map((datei) => `- ${datei.name} (${groesseText(datei.groesse)})`)];
}

function felderText(felder: Feld[]): string {
  return felder.map(({ label, wert }) => (wert.includes('\n') ? `${label}:\n${wert}` : `${label}: ${wert || '(keine Angabe)'}`)).join('\n');
}

function eingegangen(row: EingabeRow): string {
  const erstellt = new Date(row.erstellt);
  return `${berlinGermanDate(erstellt)}, ${berlinTime(erstellt)} Uhr`;
}

function felderOf(row: EingabeRow): Feld[] {
  return typeof row.felder === 'string' ? (JSON.parse(row.felder) as Feld[]) : row.felder;
}

/** An approval link for the office's mail, and until when it works. */
export interface FreigabeLink {
  url: string;
  bis: Date;
}

/**
 * The office's mail: every answer with its label, the files attached; Reply-To the sender when an address was given.
 * A submission meant for the public site carries the approval link.
 */
export function amtMail(row: EingabeRow, amt: FormularAmt, dateien: DateiRow[] = [], link?: FreigabeLink) {
  return {
    fromName: FORMULAR_ABSENDER,
    to: amt.email,
    ...(row.email ? { replyTo: row.email } : {}),
    subject: `${amt.titel}: ${row.zusammenfassung}`,
    text: [
      `Über das Formular „${amt.titel}“ der Website ist eine Eingabe eingegangen.`,
      '',
      felderText(felderOf(row)),
      ...dateienText(dateien),
      '',
      ...(link
        ? [
            'Der Eintrag ist noch nicht veröffentlicht. Prüfen Sie die Angaben und geben Sie ihn über diesen Link frei',
            `(gültig bis ${berlinGermanDate(link.bis)}, ${berlinTime(link.bis)} Uhr; die Seite fragt vor dem Veröffentlichen noch einmal nach):`,
            link.url,
            '',
          ]
        : []),
      `Eingegangen: ${eingegangen(row)}`,
      `Nummer der Eingabe: ${row.id}`,
      '',
      '-- ',
      'Die Eingabe ist in der Tabelle „formular_eingaben“ des Inhaltsdienstes gespeichert.',
    ].join('\n'),
    ...(dateien.length > 0
      ? { attachments: dateien.map((datei) => ({ filename: datei.name, contentType: datei.typ, content: Buffer.from(datei.daten ?? new Uint8Array()) })) }
      : {}),
  };
}

/** The sender's confirmation: what was received and what happens next. */
export function bestaetigungMail(row: EingabeRow, amt: FormularAmt, to: string, dateien: DateiRow[] = []) {
  return {
    fromName: 'Stadt Musterstadt',
    to,
    replyTo: amt.email,
    subject: `Eingangsbestätigung: ${amt.titel}`,
    text: [
      'Guten Tag,',
      '',
      `vielen Dank! Ihre Angaben im Formular „${amt.titel}“ sind am ${eingegangen(row)} bei der Stadt Musterstadt eingegangen (Nummer ${row.id}).`,
      '',
      amt.weiter,
      '',
      'Ihre Angaben:',
      felderText(felderOf(row)),
      ...dateienText(dateien),
      '',
      'Mit freundlichen Grüßen',
      'Stadt Musterstadt',
    ].join('\n'),
  };
}

/** Minutes until the next try after n failed ones: 1, 2, 4, … up to a day. */
export function retryDelayMinutes(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1), 24 * 60);
}

/** Sends what is due of one stored submission and records what went out. */
async function deliver(
  db: Queryable,
  mailer: Mailer,
  aemter: Record<FormularArt, FormularAmt>,
  row: EingabeRow,
  now: Date,
  approval: Freigabe | undefined,
): Promise<boolean> {
  const amt = aemter[row.art];
  let ok = true;
  const dateien = async (withData: boolean) =>
    (await db.query<DateiRow>(`SELECT name, typ, groesse${withData ? ', daten' : ''} FROM formular_dateien WHERE eingabe_id = $1 ORDER BY id`, [row.id])).rows;
  if (!row.amt_gesendet) {
    try {
      const link = approval && row.veroeffentlichung && !row.freigegeben ? await approval.link(row.id, now) : undefined;
      await mailer.send(amtMail(row, amt, await dateien(true), link));
      await db.query('UPDATE formular_eingaben SET amt_gesendet = true WHERE id = $1', [row.id]);
    } catch {
      ok = false;
    }
  }
  if (row.email && row.bestaetigung_gesendet === false) {
    try {
      await mailer.send(bestaetigungMail(row, amt, row.email, await dateien(false)));
      await db.query('UPDATE formular_eingaben SET bestaetigung_gesendet = true WHERE id = $1', [row.id]);
    } catch {
      ok = false;
    }
  }
  return ok;
}

export const FORM_MAIL_JOB = 'formular-mails';
const jobKey = (id: number) => `${FORM_MAIL_JOB}:${id}`;

export interface FormMailJobOptions {
  db: Queryable;
  mailer: Mailer;
  aemter?: Record<FormularArt, FormularAmt>;
  approval?: Freigabe | undefined;
}

/**
 * The job kind that sends what is still due of a stored submission: tried again with growing
 * pauses (1, 2, 4 … minutes after the submission's own try, at most a day apart) until both mails
 * went out; it never gives up.
 */
export function formMailJob({ db, mailer, aemter = FORMULAR_AEMTER, approval }: FormMailJobOptions): JobKind<{ eingabe_id: number }> {
  return {
    art: FORM_MAIL_JOB,
    maxAttempts: Number.POSITIVE_INFINITY,
    retryDelayMs: (versuche) => retryDelayMinutes(versuche + 1) * 60_000,
    async run(job, now) {
      const { rows } = await db.query<EingabeRow>('SELECT * FROM formular_eingaben WHERE id = $1', [job.daten.eingabe_id]);
      const row = rows[0];
      if (!row) return;
      if (!(await deliver(db, mailer, aemter, row, now, approval))) throw new Error(`mails of submission ${row.id} failed`);
    },
  };
}

export interface FormulareOptions {
  db: Db;
  /** Without it, submissions are stored and stay due until a mailer is configured. */
  mailer?: Mailer | undefined;
  aemter?: Record<FormularArt, FormularAmt>;
  /** Signs the approval links of submissions meant for the public site. */
  approval?: Freigabe;
}

export default async function formulareRoutes(instance: FastifyInstance, { db, mailer, aemter = FORMULAR_AEMTER, approval }: FormulareOptions): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // Files come base64-encoded in the JSON body: up to ten of 10 MB each.
  const bodyLimit = Math.ceil((FORMULAR_DATEIEN.maxFiles * FORMULAR_DATEIEN.maxBytes * 4) / 3) + 1024 * 1024;
  app.post('/api/formulare/:art', { bodyLimit, schema: { params: FormularParams, body: FormularEingabeBody, querystring: NoQuery } }, async (request) => {
    const art = request.params.art;
    if (!(FORMULAR_ARTEN as readonly string[]).includes(art)) throw notFound(FORMULAR_MESSAGES.unknownKind);
    const hasPublication = typeof request.body === 'object' && request.body !== null && 'veroeffentlichung' in request.body;
    const eingabe = parseEingabe(request.body, art as FormularArt, hasPublication ? await richTextCleaner() : undefined);
    // Stored first: whatever happens to the mails, the office can read the submission.
    // The submission and its files in one transaction: either all of it is stored or nothing.
    const row = await db.transaction(async (tx) => {
      const { rows } = await tx.query<EingabeRow>(
        `INSERT INTO formular_eingaben (art, zusammenfassung, email, felder, bestaetigung_gesendet, veroeffentlichung)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6::jsonb) RETURNING *`,
        [
          art,
          eingabe.zusammenfassung,
          eingabe.email,
          JSON.stringify(eingabe.felder),
          eingabe.email ? false : null,
          eingabe.veroeffentlichung ? JSON.stringify(eingabe.veroeffentlichung) : null,
        ],
      );
      const stored = rows[0];
      if (stored) {
        // The job retries the mails from a minute on, unless they went out right away.
        await enqueueJob(tx, { art: FORM_MAIL_JOB, schluessel: jobKey(stored.id), faelligAm: new Date(Date.now() + 60_000), daten: { eingabe_id: stored.id } });
        for (const datei of eingabe.dateien) {
          await tx.query('INSERT INTO formular_dateien (eingabe_id, name, typ, groesse, daten) VALUES ($1, $2, $3, $4, $5)', [
            stored.id,
            datei.name,
            datei.typ,
            datei.daten.length,
            datei.daten,
          ]);
        }
      }
      return stored;
    });
    if (!row) throw new Error('INSERT INTO formular_eingaben returned no row');
    if (!mailer) {
      request.log.warn({ eingabe: row.id }, 'form submission stored, but no mailer is configured');
      return { ok: true, id: row.id };
    }
    const delivered = await deliver(db, mailer, aemter, row, new Date(), approval).catch((error: unknown) => {
      request.log.error({ err: error, eingabe: row.id }, 'form submission stored, recording its mails failed');
      return false;
    });
    if (delivered) await completeJob(db, jobKey(row.id), new Date());
    else request.log.error({ eingabe: row.id }, 'form submission stored, its mails are retried');
    return { ok: true, id: row.id };
  });
}
