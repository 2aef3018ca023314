/**
 * Who calls: the editorial routes ask the sessions of the login kind `redaktion` for the account of
 * a request's token (header `Redaktion-Authorization`) and load that account as it is now, so an
 * ended account or a changed role takes effect at the next request.
 */
import { REDAKTION_MESSAGES } from '@musterstadt/cms-contract';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../core/db';
import { HttpError } from '../core/errors';
import type { Bereiche } from './bereiche';
import { findeKonto, toEditor } from './konten';
import type { Editor } from './rechte';

/** The sessions of the login kind `redaktion`. */
export interface RedaktionSitzungen {
  /** The account id of the request's token; a German 401 when there is none or it is no longer valid. */
  konto(request: FastifyRequest): Promise<number>;
  /** A token for an account that has just given its password. */
  anmelden(kontoId: number, request: FastifyRequest): Promise<string>;
  /** Ends every session of an account (the account was ended, or its password set by the administration). */
  beendeAlle(kontoId: number): Promise<void>;
  /** Ends the account's sessions but the request's own (the person changed the password). */
  beendeAndere(kontoId: number, request: FastifyRequest): Promise<void>;
}

export const nichtAngemeldet = (): HttpError => new HttpError(401, REDAKTION_MESSAGES.sessionInvalid);

export async function editorDerAnfrage(db: Queryable, sitzungen: RedaktionSitzungen, request: FastifyRequest, alle: Bereiche): Promise<Editor> {
  const id = await sitzungen.konto(request);
  const konto = await findeKonto(db, id);
  if (!konto || konto.beendet_am !== null) throw nichtAngemeldet();
  return toEditor(konto, alle);
}

/** Sessions while no token module is configured: nobody is logged in, and login is not offered. */
export const ohneSitzungen: RedaktionSitzungen = {
  konto: async () => {
    throw new HttpError(401, REDAKTION_MESSAGES.loginRequired);
  },
  anmelden: async () => {
    throw new HttpError(503, 'Die Anmeldung der Redaktion ist auf diesem Server nicht eingerichtet.');
  },
  beendeAlle: async () => undefined,
  beendeAndere: async () => undefined,
};
