/**
 * A person's own sessions, for every login kind: the call carries the token of one kind in that
 * kind's header (the shell sends it from its cookie), and acts on that kind's sessions only.
 *
 *   POST   /api/cms/sitzungen/abmelden   ends the caller's session (204)
 *   GET    /api/cms/sitzungen            the caller's open sessions, `aktuell` marks the caller's own
 *   DELETE /api/cms/sitzungen/:id        ends one of the caller's own sessions (204; 404 for another's)
 */
import { AbmeldenSitzungBody, NoQuery, SITZUNG_MESSAGES, SitzungParams, type SitzungListe } from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, badRequest, notFound } from '../core/errors';
import type { Logins, Session, SessionCheck } from './sessions';

const iso = (value: Date | string): string => new Date(value).toISOString();

export default async function sessionRoutes(instance: FastifyInstance, { logins }: { logins: Logins }): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });

  /** The session of the one login kind whose header the call carries (logging out is allowed before a password change). */
  async function caller(request: FastifyRequest, check: SessionCheck = {}): Promise<Session> {
    const carried = logins.kinds.filter((kind) => request.headers[kind.header] !== undefined);
    if (carried.length > 1) throw badRequest(SITZUNG_MESSAGES.mehrereAnmeldungen);
    const kind = carried[0];
    if (!kind) throw new HttpError(401, SITZUNG_MESSAGES.keineAnmeldung);
    return logins.require(request, kind.art, check);
  }

  app.post('/api/cms/sitzungen/abmelden', { schema: { querystring: NoQuery, body: AbmeldenSitzungBody } }, async (request, reply) => {
    const session = await caller(request, { duringPasswordChange: true });
    await logins.end(session.art, session.konto, session.sid, 'abgemeldet');
    return reply.code(204).send();
  });

  app.get('/api/cms/sitzungen', { schema: { querystring: NoQuery } }, async (request): Promise<SitzungListe> => {
    const session = await caller(request);
    const rows = await logins.list(session.art, session.konto);
    const data = rows.map((row) => ({
      id: row.id,
      erstellt_am: iso(row.erstellt_am),
      zuletzt_am: iso(row.zuletzt_am),
      laeuft_ab_am: iso(row.laeuft_ab_am),
      aktuell: row.id === session.sid,
    }));
    return { data, seiten: 1, anzahl: data.length };
  });

  app.delete('/api/cms/sitzungen/:id', { schema: { params: SitzungParams, querystring: NoQuery } }, async (request, reply) => {
    const session = await caller(request);
    const ended = await logins.end(session.art, session.konto, request.params.id.toLowerCase(), 'beendet');
    if (!ended) throw notFound(SITZUNG_MESSAGES.nichtGefunden);
    return reply.code(204).send();
  });
}
