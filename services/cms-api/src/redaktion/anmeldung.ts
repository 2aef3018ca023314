/**
 * Who calls: the editorial routes ask the content API's sessions (login kind `redaktion`, header
 * `Redaktion-Authorization`) for the account of a request's token and load that account as it is
 * now, so an ended account or a changed role takes effect at the next request.
 */
import { REDAKTION_MESSAGES } from '@musterstadt/cms-contract';
import type { FastifyRequest } from 'fastify';
import { type Logins, REDAKTION_LOGIN } from '../auth';
import type { Queryable } from '../core/db';
import { HttpError } from '../core/errors';
import type { Bereiche } from './bereiche';
import { findeKonto, toEditor } from './konten';
import type { Editor } from './rechte';

const nichtAngemeldet = (): HttpError => new HttpError(401, REDAKTION_MESSAGES.sessionInvalid);

export async function editorDerAnfrage(db: Queryable, logins: Logins, request: FastifyRequest, alle: Bereiche): Promise<Editor> {
  const { konto: kontoId } = await logins.require(request, REDAKTION_LOGIN.art);
  const konto = /^\d+$/.test(kontoId) ? await findeKonto(db, Number(kontoId)) : undefined;
  if (!konto || konto.beendet_am !== null) throw nichtAngemeldet();
  return toEditor(konto, alle);
}
