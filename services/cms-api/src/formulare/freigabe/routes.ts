/**
 * Approval of form submissions meant for the public site (events, clubs, businesses, notice-board
 * ads). The submission keeps what it would publish; the office's mail carries a signed, expiring
 * link to the site's approval page. The page asks this API (GET, harmless: it only tells the state)
 * and publishes with a POST the shell sends on the editor's confirmation, so a mail scanner
 * following the link publishes nothing. A picture of the submission (an event's picture, a logo, an
 * ad's picture) becomes public only then: it is copied to the served pictures (`bilder`).
 */
import { FreigabeBody, FreigabeQuery, NoQuery, type FormularArt } from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../../core/db';
import { HttpError, badRequest } from '../../core/errors';
import { type EingabeRow, gibFrei, ladeEingabe } from './freigeben';
import type { Freigabe } from './link';
import { FREIGABE_MESSAGES } from './messages';

export type FreigabeStatus = 'offen' | 'freigegeben' | 'abgelehnt' | 'abgelaufen' | 'ungueltig';

export interface FreigabeAntwort {
  status: FreigabeStatus;
  art?: FormularArt;
  zusammenfassung?: string;
  url?: string | null;
}

async function stateOf(db: Queryable, approval: Freigabe, token: unknown, lock: boolean): Promise<{ antwort: FreigabeAntwort; row?: EingabeRow }> {
  if (typeof token !== 'string' || !token) return { antwort: { status: 'ungueltig' } };
  const checked = await approval.verify(token);
  if (!checked.ok) return { antwort: { status: checked.abgelaufen ? 'abgelaufen' : 'ungueltig' } };
  const row = await ladeEingabe(db, checked.id, lock);
  if (!row) return { antwort: { status: 'ungueltig' } };
  const base = { art: row.art, zusammenfassung: row.zusammenfassung };
  // Decided in the editorial area (or by this link before): the link says so, once its data is deleted too.
  if (row.abgelehnt) return { antwort: { status: 'abgelehnt', art: row.art } };
  if (!row.veroeffentlichung) return { antwort: { status: 'ungueltig' } };
  if (row.freigegeben) return { antwort: { status: 'freigegeben', ...base, url: row.veroeffentlicht_url } };
  return { antwort: { status: 'offen', ...base }, row };
}

export interface FreigabeRoutesOptions {
  db: Db;
  approval: Freigabe;
  /** The clock of a notice's publication date (default: now). */
  now?: () => Date;
}

export default async function freigabeRoutes(instance: FastifyInstance, { db, approval, now = () => new Date() }: FreigabeRoutesOptions): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // The state of a link, for the approval page: always 200, the page words each state.
  app.get('/api/formulare/freigabe', { schema: { querystring: FreigabeQuery } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return (await stateOf(db, approval, request.query.token, false)).antwort;
  });

  // Publishing: only the shell calls it (service token), after the editor confirmed on the page.
  app.post('/api/formulare/freigabe', { schema: { body: FreigabeBody, querystring: NoQuery } }, async (request) => {
    const { token } = request.body;
    const result = await db.transaction(async (tx) => {
      const { antwort, row } = await stateOf(tx, approval, token, true);
      if (antwort.status === 'abgelaufen') throw new HttpError(410, FREIGABE_MESSAGES.abgelaufen);
      if (antwort.status === 'ungueltig') throw badRequest(FREIGABE_MESSAGES.token);
      if (antwort.status === 'abgelehnt') throw new HttpError(409, FREIGABE_MESSAGES.abgelehnt);
      if (!row) return antwort;
      const url = await gibFrei(tx, row, now());
      return { status: 'freigegeben' as const, art: row.art, zusammenfassung: row.zusammenfassung, url };
    });
    request.log.info({ eingabe: result.zusammenfassung, url: result.url }, 'form submission approved and published');
    return result;
  });
}
