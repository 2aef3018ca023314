/**
 * Preview links: a signed token (HS256, jose) naming one revision, valid 24 hours, and the answer
 * the shell renders the draft from: the route lookup of the public address with the draft in place
 * of the item in the page's api calls.
 */
import { randomBytes } from 'node:crypto';
import {
  REDAKTION_MESSAGES,
  type RedaktionAlleFelder,
  type RedaktionInhaltKopf,
  type RedaktionRevision,
  type RedaktionVorschau,
} from '@musterstadt/cms-contract';
import type { Queryable } from '../core/db';
import { HttpError } from '../core/errors';
import { artVon, type VorschauQuelle } from './arten';
import { MEDIEN_PFAD } from './felder';
import type { InhaltRow } from './inhalte';

type Jose = typeof import('jose', { with: { 'resolution-mode': 'import' } });
let joseModule: Promise<Jose> | undefined;
const jose = (): Promise<Jose> => (joseModule ??= import('jose'));

const AUDIENCE = 'redaktion-vorschau';
export const VORSCHAU_STUNDEN = 24;

/** Kinds for staff only (intranet texts) have no preview link: anyone holding it could read them. */
export const KEINE_VORSCHAU = 'Für Inhalte dieser Art gibt es keinen Vorschau-Link: Sie sind nur für angemeldete Beschäftigte bestimmt.';

export interface VorschauOptionen {
  /** HMAC key of the links (REDAKTION_PREVIEW_SECRET; random per start when unset). */
  secret: Uint8Array;
}

export function vorschauOptionenAusEnv(env: NodeJS.ProcessEnv = process.env): VorschauOptionen {
  const text = env.REDAKTION_PREVIEW_SECRET;
  if (text !== undefined && text !== '' && text.length < 32) throw new Error('REDAKTION_PREVIEW_SECRET must be at least 32 characters long');
  return { secret: text ? new TextEncoder().encode(text) : new Uint8Array(randomBytes(32)) };
}

export async function signiereVorschau(
  optionen: VorschauOptionen,
  inhaltId: number,
  revisionId: number,
  now: Date,
): Promise<{ token: string; gueltigBis: Date }> {
  const { SignJWT } = await jose();
  const gueltigBis = new Date(now.getTime() + VORSCHAU_STUNDEN * 3_600_000);
  const token = await new SignJWT({ rev: revisionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(inhaltId))
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(gueltigBis.getTime() / 1000))
    .sign(optionen.secret);
  return { token, gueltigBis };
}

/** The revision a link names; 410 when it has expired, 401 when it is not one of ours. */
export async function pruefeVorschau(
  optionen: VorschauOptionen,
  token: string,
  now: Date,
): Promise<{ inhaltId: number; revisionId: number; gueltigBis: Date }> {
  const { jwtVerify, errors } = await jose();
  try {
    const { payload } = await jwtVerify(token, optionen.secret, {
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['exp', 'sub'],
    });
    const inhaltId = Number(payload.sub);
    const revisionId = Number(payload.rev);
    if (!Number.isSafeInteger(inhaltId) || !Number.isSafeInteger(revisionId) || typeof payload.exp !== 'number') throw new Error('malformed');
    return { inhaltId, revisionId, gueltigBis: new Date(payload.exp * 1000) };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new HttpError(410, REDAKTION_MESSAGES.previewExpired);
    throw new HttpError(401, REDAKTION_MESSAGES.previewInvalid);
  }
}

/** Media-library addresses in the draft carry the token, so files not yet public show in the preview. */
function mitToken<T>(value: T, token: string): T {
  const text = JSON.stringify(value).replace(/(\/api\/cms\/medien\/[a-z0-9-]+\.(?:jpg|png|webp|pdf))/g, `$1?vorschau=${token}`);
  return JSON.parse(text) as T;
}

/** The draft as its public page shows it (its kind says which page and where the draft goes). */
export async function vorschau(
  quelle: VorschauQuelle,
  inhalt: InhaltRow,
  kopf: RedaktionInhaltKopf,
  revision: RedaktionRevision,
  token: string,
  gueltigBis: Date,
): Promise<RedaktionVorschau> {
  const definition = artVon(inhalt.art);
  if (!definition.vorschau) throw new HttpError(404, KEINE_VORSCHAU);
  const felder = definition.gespeichert(revision.felder);
  const { url, route, antworten } = await definition.vorschau(quelle, inhalt, felder, (wert) => mitToken(wert, token));
  return {
    url,
    route,
    antworten,
    inhalt: kopf,
    revision: mitToken({ ...revision, felder: felder as RedaktionAlleFelder }, token),
    gueltig_bis: gueltigBis.toISOString(),
  };
}

/** Whether a preview token's revision uses a media-library file (so the file may be served to it). */
export async function vorschauZeigtMedium(db: Queryable, revisionId: number, name: string): Promise<boolean> {
  const basis = name.replace(/(-[0-9]+w)?\.(jpg|png|webp|pdf)$/, '');
  const { rows } = await db.query<{ ok: boolean }>('SELECT felder::text ~ $2 AS ok FROM redaktion_revisionen WHERE id = $1', [
    revisionId,
    `${MEDIEN_PFAD}${basis}(-[0-9]+w)?\\.(jpg|png|webp|pdf)`,
  ]);
  return rows[0]?.ok === true;
}
