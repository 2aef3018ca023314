/**
 * Confirmation mails of the school-fruit sign-up (spec point 7):
 *   POST /api/schulfrucht/schulfrucht_{product}_mail  and  POST /api/schulfrucht/schulfrucht_aach_mail
 * with the form values and the day as its date label: {tag, datum, name, email, telefon}.
 * Called by the shell after a registration; the shell's /api proxy does not let browsers reach it.
 */
import { CONTROL_CHARACTERS, EMAIL, NoQuery, SchulfruchtMailBody, SchulfruchtMailParams } from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, badRequest, notFound } from '../core/errors';
import type { Mailer } from '../core/mailer';

export interface SchulfruchtMailOptions {
  mailer?: Mailer | undefined;
}

interface School {
  name: string;
  /** The school's school-fruit contact: gets a copy, and answers replies. */
  kontakt: string;
}

export const SCHULFRUCHT_SCHOOLS: Record<string, School> = {
  schulfrucht_musterstadt_mail: { name: 'Grundschule Musterstadt', kontakt: 'schulfrucht@gs-musterstadt.de' },
  schulfrucht_aach_mail: { name: 'Grundschule Musterstadt, Außenstelle Aach', kontakt: 'schulfrucht-aach@gs-musterstadt.de' },
};

export const MAIL_MESSAGES = {
  notConfigured: 'Der Mailversand ist nicht eingerichtet.',
  failed: 'Die Bestätigungsmail konnte nicht versendet werden. Bitte versuchen Sie es später noch einmal.',
} as const;

const DATE_LABEL = /^(0[1-9]|[12]\d|3[01])\.(0[1-9]|1[0-2])\.\d{4}$/;

function field(body: Record<string, unknown>, name: string, max: number, pattern?: RegExp): string {
  const value = body[name];
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`Die Angabe „${name}“ fehlt.`);
  const trimmed = value.trim();
  if (trimmed.length > max || CONTROL_CHARACTERS.test(trimmed) || (pattern && !pattern.test(trimmed))) throw badRequest(`Die Angabe „${name}“ ist ungültig.`);
  return trimmed;
}

export function confirmationText(school: School, values: { name: string; datum: string; telefon: string }): string {
  return [
    `Guten Tag ${values.name},`,
    '',
    `vielen Dank für Ihre Mithilfe! Sie haben sich für die Schulfrucht an der ${school.name} am ${values.datum} angemeldet.`,
    '',
    'An Ihrem Helfertag waschen und schneiden Sie gemeinsam mit anderen Eltern das Obst und Gemüse für die Pausen. Bitte kommen Sie um 7:45 Uhr in die Schulküche.',
    '',
    `Falls Sie den Termin nicht wahrnehmen können, geben Sie uns bitte rechtzeitig Bescheid: Antworten Sie einfach auf diese E-Mail oder schreiben Sie an ${school.kontakt}. Für Rückfragen erreichen wir Sie unter ${values.telefon}.`,
    '',
    'Herzliche Grüße',
    `Ihr Schulfrucht-Team der ${school.name}`,
  ].join('\n');
}

export const schulfruchtMailRoutes: FastifyPluginAsync<SchulfruchtMailOptions> = async (instance, { mailer }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const schema = { params: SchulfruchtMailParams, body: SchulfruchtMailBody, querystring: NoQuery };
  app.post('/api/schulfrucht/:name', { schema }, async (request) => {
    const school = Object.prototype.hasOwnProperty.call(SCHULFRUCHT_SCHOOLS, request.params.name) ? SCHULFRUCHT_SCHOOLS[request.params.name] : undefined;
    if (!school) throw notFound('Diese Anmeldung gibt es nicht.');
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Die Angaben der Anmeldung fehlen.');
    const record = body as Record<string, unknown>;
    const values = {
      tag: field(record, 'tag', 12, /^\d+$/),
      datum: field(record, 'datum', 10, DATE_LABEL),
      name: field(record, 'name', 100),
      email: field(record, 'email', 254, EMAIL),
      telefon: field(record, 'telefon', 40),
    };
    if (!mailer) throw new HttpError(503, MAIL_MESSAGES.notConfigured);
    try {
      await mailer.send({
        fromName: school.name,
        to: values.email,
        bcc: school.kontakt,
        replyTo: school.kontakt,
        subject: `Schulfrucht: Ihr Helfertag am ${values.datum}`,
        text: confirmationText(school, values),
      });
    } catch (error) {
      request.log.error({ err: error, school: request.params.name }, 'school-fruit confirmation mail failed');
      throw new HttpError(502, MAIL_MESSAGES.failed);
    }
    return { success: true };
  });
};
