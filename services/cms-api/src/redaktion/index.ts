/**
 * The editorial area of the content API (`/api/cms/redaktion/…`, and the public files of its media
 * library under `/api/cms/medien/…`). See services/cms-api/README.md, section "Redaktion".
 */
import type { FastifyInstance } from 'fastify';
import { abfallImportRoutes } from './abfall-import';
import { eingaengeRoutes } from './eingaenge-routes';
import { AntwortFehler } from './fehler';
import { inhalteRoutes } from './inhalte-routes';
import { kontenRoutes } from './konten-routes';
import type { RedaktionOptionen } from './kontext';
import { medienRoutes } from './medien-routes';
import { mitarbeitendeRoutes } from './mitarbeitende-routes';
import { ratsmitgliederRoutes } from './ratsmitglieder-routes';
import { sicherungRoutes } from './sicherung/routes';
import { weiterleitungenRoutes } from './weiterleitungen-routes';

export type { RedaktionOptionen } from './kontext';
export { bereiche, type Bereiche } from './bereiche';
export { vorschauOptionenAusEnv, type VorschauOptionen } from './vorschau';
export { zeitplanAuftraege } from './zeitplan-auftraege';
export { uebernimmAlles } from './arten';
export { seedRedaktion } from './seed';
export { dateiDesDokuments } from './dokumente-uebernahme';
export { INTRANET_KONTEN, RATS_KONTEN, REDAKTION_KONTEN, zugangRoutes } from './zugang-routes';

export async function redaktionRoutes(instance: FastifyInstance, optionen: RedaktionOptionen): Promise<void> {
  // A conflict answers with the changes and the caller's input, a failed check with its fields.
  instance.setErrorHandler((error, _request, reply) => {
    if (error instanceof AntwortFehler) return reply.code(error.statusCode).send(error.body);
    throw error;
  });
  // Nothing of the editorial area is kept by a cache.
  instance.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/cms/redaktion/')) reply.header('cache-control', 'private, no-store');
    return payload;
  });
  await instance.register(kontenRoutes, optionen);
  await instance.register(inhalteRoutes, optionen);
  await instance.register(weiterleitungenRoutes, optionen);
  await instance.register(medienRoutes, optionen);
  await instance.register(abfallImportRoutes, optionen);
  if (optionen.zugang) await instance.register(mitarbeitendeRoutes, { ...optionen, ...optionen.zugang });
  if (optionen.zugang) await instance.register(ratsmitgliederRoutes, { ...optionen, ...optionen.zugang });
  await instance.register(eingaengeRoutes, optionen);
  await instance.register(sicherungRoutes, { db: optionen.db, now: optionen.now });
}
