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
 * so a browser without JavaScript lands on the confirmation page or back on the form. The reminder
 * mails themselves are jobs (reminders.ts).
 */
import formbody from '@fastify/formbody';
import { AbfallKalenderQuery, AbmeldenBody, ErinnerungBody, NoQuery, TokenQuery } from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../core/db';
import { HttpError, badRequest, notFound } from '../core/errors';
import type { Mailer } from '../core/mailer';
import { readOptional, readPositiveInt } from '../core/params';
import { berlinDate } from '../core/time';
import {
  type Body,
  CONFIRMATION_DAYS,
  type Feld,
  MELDUNGEN,
  PAGES,
  TAGE_VORHER,
  VERSAND_FEHLER,
  formWithErrors,
  readAnmeldung,
  single,
  validate,
} from './anmeldung';
import { confirmSignUp, newToken, recordSignUp, signOff } from './erinnerungen';
import { confirmationMail, tageText } from './mails';
import {
  type Bezirk,
  type Strasse,
  findStrasse,
  loadArten,
  loadBezirke,
  loadStrassen,
  loadTermine,
  matchStreets,
  publicBezirk,
  streetLabel,
} from './stammdaten';

const MAX_MONTHS = 12;

export interface AbfallOptions {
  db: Queryable;
  mailer: Mailer;
  /** Public origin of the site, for the links in the mails ('https://www.musterstadt.de'). */
  siteUrl: string;
  now?: () => Date;
}

const wantsJson = (request: FastifyRequest): boolean => (request.headers['content-type'] ?? '').includes('application/json');

export default async function abfallRoutes(instance: FastifyInstance, options: AbfallOptions): Promise<void> {
  const { db, mailer, siteUrl } = options;
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const now = options.now ?? (() => new Date());
  await app.register(formbody, { bodyLimit: 16_384 });

  app.get('/api/cms/abfall/stammdaten', { schema: { querystring: NoQuery } }, async () => {
    const [bezirke, arten, strassen] = await Promise.all([loadBezirke(db), loadArten(db), loadStrassen(db)]);
    return {
      bezirke: bezirke.map(publicBezirk),
      arten,
      tageVorher: TAGE_VORHER.map((tage) => ({ tage, text: tageText(tage) })),
      // For the street picker's suggestions (a datalist that works without JavaScript).
      strassen: strassen.map((s) => ({ id: s.id, name: s.name, ortsteil: s.ortsteil, label: streetLabel(s) })),
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
      strasse = await findStrasse(db, strasseId);
      if (!strasse) throw notFound('Diese Straße ist im Abfallkalender nicht verzeichnet.');
    } else if (suche !== null) {
      treffer = matchStreets(await loadStrassen(db), suche);
      if (treffer.length === 1) strasse = treffer[0];
    } else if (bezirkSlug !== undefined) {
      bezirk = bezirke.find((b) => b.slug === bezirkSlug);
      if (!bezirk) throw notFound('Diesen Abfuhrbezirk gibt es nicht. Bitte wählen Sie einen Bezirk aus der Liste.');
    }
    const strasseBezirk = strasse?.bezirk_id;
    if (strasseBezirk !== undefined) bezirk = bezirke.find((b) => b.id === strasseBezirk);

    const termine = bezirk ? await loadTermine(db, bezirk.id, berlinDate(now()), monate) : [];
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
    const { aktiv } = await recordSignUp(db, input, bezirk.id, { token, bis }, now());
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
          aktiv,
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
    return reply.redirect((await confirmSignUp(db, token, now())) ? PAGES.bestaetigt : PAGES.linkUngueltig, 303);
  });

  app.post('/api/cms/abfall/erinnerung/abmelden', { schema: { body: AbmeldenBody, querystring: NoQuery } }, async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const token = typeof body === 'object' ? single(body, 'token') : '';
    if (!token || token.length > 100) {
      if (wantsJson(request)) throw new HttpError(400, 'Der Link zum Beenden der Erinnerung ist unvollständig.');
      return reply.redirect(PAGES.linkUngueltig, 303);
    }
    // The same answer whether or not a reminder existed: nobody learns which addresses are signed up.
    await signOff(db, token);
    return wantsJson(request) ? { status: 'abgemeldet', weiter: PAGES.abgemeldet } : reply.redirect(PAGES.abgemeldet, 303);
  });
}
