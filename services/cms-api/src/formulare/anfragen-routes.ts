/**
 * Messages of the town's contact form: POST /api/anfragen with {name, email, telefon?, betreff, nachricht}.
 * Called by the shell's form handler; the shell's /api proxy does not let browsers reach it. Each
 * message is stored first and then mailed to the town office; when the mail fails, the message
 * stays stored (mail_gesendet false) and the sender still gets the success answer.
 */
import { AnfrageBody, EMAIL, NoQuery, hasControlCharacters } from '@musterstadt/cms-contract';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../core/db';
import { badRequest } from '../core/errors';
import type { Mailer } from '../core/mailer';
import { berlinGermanDate, berlinTime } from '../core/time';

export interface AnfragenOptions {
  db: Queryable;
  /** The sign-up mailer; without it, messages are only stored. */
  mailer?: Mailer | undefined;
}

/** The town office, which reads and answers the messages. */
export const ANFRAGEN_EMPFAENGER = 'info@musterstadt.de';
export const ANFRAGEN_ABSENDER = 'Website Stadt Musterstadt';

export const ANFRAGEN_MESSAGES = {
  body: 'Die Angaben der Nachricht fehlen oder haben ein ungültiges Format.',
  unknownField: (name: string) => `Die Angabe „${name}“ gehört nicht zu einer Nachricht.`,
  controlCharacters: (label: string) => `Die Angabe „${label}“ enthält unzulässige Zeichen.`,
  name: 'Bitte geben Sie Ihren Namen an (2 bis 100 Zeichen).',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse an (höchstens 254 Zeichen).',
  telefon: 'Die Telefonnummer ist ungültig (höchstens 40 Zeichen: Ziffern, Leerzeichen und + / ( ) - .).',
  betreff: 'Bitte geben Sie einen Betreff an (3 bis 150 Zeichen).',
  nachricht: 'Bitte schreiben Sie Ihr Anliegen (10 bis 4000 Zeichen).',
} as const;

export interface Anfrage {
  name: string;
  email: string;
  telefon: string | null;
  betreff: string;
  nachricht: string;
}

interface Rule {
  label: string;
  min: number;
  max: number;
  message: string;
  /** Line breaks and tabs are allowed (the message only). */
  multiline?: boolean;
  pattern?: RegExp;
  /** A further check of the trimmed value. */
  check?: (text: string) => boolean;
  /** May be absent or empty. */
  optional?: boolean;
}

const PHONE = /^\+?[\d /().-]+$/;

const RULES: Record<keyof Anfrage, Rule> = {
  name: { label: 'Name', min: 2, max: 100, message: ANFRAGEN_MESSAGES.name },
  email: { label: 'E-Mail-Adresse', min: 3, max: 254, message: ANFRAGEN_MESSAGES.email, pattern: EMAIL },
  telefon: {
    label: 'Telefonnummer',
    min: 0,
    max: 40,
    message: ANFRAGEN_MESSAGES.telefon,
    pattern: PHONE,
    check: (text) => text.replace(/\D/g, '').length >= 4,
    optional: true,
  },
  betreff: { label: 'Betreff', min: 3, max: 150, message: ANFRAGEN_MESSAGES.betreff },
  nachricht: { label: 'Nachricht', min: 10, max: 4000, message: ANFRAGEN_MESSAGES.nachricht, multiline: true },
};

function readField(body: Record<string, unknown>, name: keyof Anfrage): string | null {
  const rule = RULES[name];
  const value = body[name];
  if (rule.optional && (value === undefined || value === null || value === '')) return null;
  if (typeof value !== 'string') throw badRequest(rule.message);
  const text = (rule.multiline ? value.replace(/\r\n?/g, '\n') : value).normalize('NFC').trim();
  if (hasControlCharacters(text, { multiline: rule.multiline })) throw badRequest(ANFRAGEN_MESSAGES.controlCharacters(rule.label));
  if (rule.optional && text === '') return null;
  if (text.length < rule.min || text.length > rule.max || (rule.pattern && !rule.pattern.test(text)) || (rule.check && !rule.check(text)))
    throw badRequest(rule.message);
  return text;
}

function requiredField(body: Record<string, unknown>, name: keyof Anfrage): string {
  const text = readField(body, name);
  if (text === null) throw badRequest(RULES[name].message);
  return text;
}

/** The body of a POST, checked again on the server: the shell validated it, but the API trusts no caller. */
export function parseAnfrage(body: unknown): Anfrage {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(ANFRAGEN_MESSAGES.body);
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).find((key) => !Object.prototype.hasOwnProperty.call(RULES, key));
  if (unknown !== undefined) throw badRequest(ANFRAGEN_MESSAGES.unknownField(unknown.slice(0, 40)));
  return {
    name: requiredField(record, 'name'),
    email: requiredField(record, 'email'),
    telefon: readField(record, 'telefon'),
    betreff: requiredField(record, 'betreff'),
    nachricht: requiredField(record, 'nachricht'),
  };
}

/** The plain-text mail to the town office. */
export function anfrageText(anfrage: Anfrage, id: number, erstellt: Date): string {
  return [
    'Über das Kontaktformular der Website ist eine Nachricht eingegangen.',
    '',
    `Name: ${anfrage.name}`,
    `E-Mail: ${anfrage.email}`,
    `Telefon: ${anfrage.telefon ?? '(nicht angegeben)'}`,
    `Betreff: ${anfrage.betreff}`,
    `Eingegangen: ${berlinGermanDate(erstellt)}, ${berlinTime(erstellt)} Uhr`,
    `Nummer der Anfrage: ${id}`,
    '',
    'Nachricht:',
    anfrage.nachricht,
    '',
    '-- ',
    'Mit „Antworten“ schreiben Sie direkt an die Absenderin oder den Absender. Die Nachricht ist außerdem in der Tabelle „anfragen“ des Inhaltsdienstes gespeichert.',
  ].join('\n');
}

export default async function anfragenRoutes(app: FastifyInstance, { db, mailer }: AnfragenOptions): Promise<void> {
  app.post('/api/anfragen', { schema: { body: AnfrageBody, querystring: NoQuery } }, async (request) => {
    const anfrage = parseAnfrage(request.body);
    // Stored first: whatever happens to the mail, the office can read the message.
    const { rows } = await db.query<{ id: number; erstellt: Date | string }>(
      'INSERT INTO anfragen (name, email, telefon, betreff, nachricht) VALUES ($1, $2, $3, $4, $5) RETURNING id, erstellt',
      [anfrage.name, anfrage.email, anfrage.telefon, anfrage.betreff, anfrage.nachricht],
    );
    const row = rows[0];
    if (!row) throw new Error('INSERT INTO anfragen returned no row');
    const { id, erstellt } = row;
    if (!mailer) {
      request.log.warn({ anfrage: id }, 'contact message stored, but no mailer is configured');
      return { ok: true, id };
    }
    try {
      await mailer.send({
        fromName: ANFRAGEN_ABSENDER,
        to: ANFRAGEN_EMPFAENGER,
        replyTo: anfrage.email,
        subject: `Kontaktformular: ${anfrage.betreff}`,
        text: anfrageText(anfrage, id, new Date(erstellt)),
      });
    } catch (error) {
      request.log.error({ err: error, anfrage: id }, 'contact message stored, but its mail to the town office failed');
      return { ok: true, id };
    }
    try {
      await db.query('UPDATE anfragen SET mail_gesendet = true WHERE id = $1', [id]);
    } catch (error) {
      // The mail went out: a failed flag must not make the sender submit the message again.
      request.log.error({ err: error, anfrage: id }, 'contact message mailed, but mail_gesendet could not be set');
    }
    return { ok: true, id };
  });
}
