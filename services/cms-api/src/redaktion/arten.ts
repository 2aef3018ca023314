/**
 * Kinds of content. The editorial machinery (revisions, statuses, four-eyes approval, schedules,
 * preview links, the audit log) is shared; what differs per kind is said once, here: how a kind
 * takes over what is public already, tidies and checks its fields, compares two revisions,
 * publishes and withdraws. A new kind adds its fields to the contract (REDAKTION_FELDER_JE_ART),
 * its Ablagen in bereiche.ts and one definition to ARTEN below.
 */
import { REDAKTION_FELDER_JE_ART, type RedaktionArt, type RedaktionFeldVergleich, type RouteLookupResult } from '@musterstadt/cms-contract';
import Ajv, { type ValidateFunction } from 'ajv';
import type { FastifySchemaValidationError } from 'fastify';
import type { Queryable } from '../core/db';
import { badRequest } from '../core/errors';
import { AJV_OPTIONS, schemaErrorMessage } from '../core/validation';
import type { Bereiche } from './bereiche';
import type { InhaltRow } from './inhalte';
import { INTRANET_ART } from './intranet-art';
import { INTRANET_ARCHIV_ART } from './intranet-archiv-art';
import { ITEM_ARTEN } from './item-arten';
import { MENUE_ART } from './menue-art';
import { MITARBEITER_ART } from './mitarbeiter-art';
import { SEITE } from './seiten-art';
import { PORTAL_ART } from './portal-art';
import { WEGWEISER_ART_DEFINITIONEN } from './wegweiser-art';
import { VORLAGE_ART } from './vorlage-art';
import { SITZUNG_ART } from './sitzung-art';
import type { MedienDateien, SeitenPruefung } from './pruefungen';

/** What the checks before approval may look up. */
export interface PruefUmgebung {
  /** The transaction of the check (what else is public). */
  db: Queryable;
  now: Date;
  /** Names of the media-library files that exist. */
  vorhandeneMedien: ReadonlySet<string>;
  /** Whether a path of this site leads to a page. */
  fuehrtZuSeite: SeitenPruefung;
}

/** Where a preview of a revision shows: the public address, its route and the api answers with the draft in place. */
export interface VorschauSeite {
  url: string;
  route: RouteLookupResult;
  antworten: Record<string, unknown>;
}

export interface VorschauQuelle {
  db: Queryable;
  /** The route lookup of an address (the content API's own, without the 410 of withdrawn addresses). */
  route(url: string): Promise<RouteLookupResult | undefined>;
  now: Date;
}

/** A new piece's place: the last part of its address and the address, when it has a page of its own. */
export interface NeueAdresse {
  slug: string;
  adresse: string | null;
}

/** What one kind does its own way. `F`: its fields as a revision stores them (every field present). */
export interface ArtDefinition<F> {
  /** Takes over the public state of the sections' Ablagen that the editorial area does not keep yet (idempotent). */
  uebernimm(tx: Queryable, alle: Bereiche, now: Date): Promise<number>;
  /** The fields as a revision stores them (input already checked against the contract's schema). */
  normalisiere(eingabe: unknown): Promise<F>;
  /** A stored revision's fields, with what older revisions may lack filled in. */
  gespeichert(wert: unknown): F;
  /** The title the lists show. */
  titel(felder: F): string;
  /** Slug and address of a new piece in this Ablage (`slug`: the one asked for, else made from the title). */
  neueAdresse(tx: Queryable, ablage: string, felder: F, slug: string | undefined): Promise<NeueAdresse>;
  /** Findings per field before 'Zur Freigabe geben'; empty when it may go. */
  pruefe(inhalt: InhaltRow, felder: F, umgebung: PruefUmgebung): Promise<Record<string, string>>;
  /** Warnings per field that do not stop the approval (pruefungen.ts: a PDF that is not accessible, a picture wider than needed). */
  hinweise(felder: F, medien: MedienDateien): Promise<Record<string, string>>;
  /**
   * Names of media-library files the kind uses that publishing does not make public at their media
   * address (a council paper's PDFs: the council's file address serves them, after its own check);
   * the warnings know them as they know linked files.
   */
  eigeneMedien?(felder: F): string[];
  /** Every field, old beside new (`nurGeaenderte`: only those that differ); a reference by its name (`db` to look it up). */
  vergleiche(alt: F, neu: F, nurGeaenderte: boolean, db: Queryable): Promise<RedaktionFeldVergleich[]>;
  /** Writes the fields where the public reads them; answers the public id (`ziel_id`). */
  veroeffentliche(tx: Queryable, inhalt: InhaltRow, felder: F, now: Date): Promise<number>;
  /** Removes what is public; its address answers 410 (or a redirect) from now on. */
  entziehe(tx: Queryable, inhalt: InhaltRow, now: Date): Promise<void>;
  /** The public page with the draft in place; absent for kinds that nobody may see without a login. */
  vorschau?(quelle: VorschauQuelle, inhalt: InhaltRow, felder: F, mitToken: <T>(wert: T) => T): Promise<VorschauSeite>;
  /** Set when what is public must stay (a portal): why it has no end of publication; it is never withdrawn. */
  bleibt?: string;
}

// Method syntax keeps the parameters bivariant: each kind's definition fits the registry.
const ARTEN: { [A in RedaktionArt]: ArtDefinition<unknown> } = {
  ...ITEM_ARTEN,
  menue: MENUE_ART,
  seite: SEITE,
  intranet: INTRANET_ART,
  'intranet-archiv': INTRANET_ARCHIV_ART,
  portal: PORTAL_ART,
  ...WEGWEISER_ART_DEFINITIONEN,
  vorlage: VORLAGE_ART,
  sitzung: SITZUNG_ART,
  mitarbeiter: MITARBEITER_ART,
};

export const artVon = (art: RedaktionArt): ArtDefinition<unknown> => ARTEN[art];

export const alleArten = (): ArtDefinition<unknown>[] => [...new Set(Object.values(ARTEN))];

/** Takes over the public state of every kind (see `uebernimm`). */
export async function uebernimmAlles(tx: Queryable, alle: Bereiche, now: Date): Promise<number> {
  let anzahl = 0;
  for (const art of alleArten()) anzahl += await art.uebernimm(tx, alle, now);
  return anzahl;
}

// As Fastify checks a request's body: unknown properties dropped, the first violation reported.
const ajv = new Ajv({ ...AJV_OPTIONS, useDefaults: true, removeAdditional: true, allErrors: false, strict: false });
const pruefer = new Map<RedaktionArt, ValidateFunction>();

/** Whether `art` names a kind the editorial area keeps. */
export const istArt = (art: string): art is RedaktionArt => Object.hasOwn(REDAKTION_FELDER_JE_ART, art);

/** Checks `felder` of a request against its kind's schema: a German 400 as for any request, the path under `felder`. */
export function pruefeEingabe(art: RedaktionArt, felder: unknown): unknown {
  let validate = pruefer.get(art);
  if (!validate) {
    validate = ajv.compile(REDAKTION_FELDER_JE_ART[art]);
    pruefer.set(art, validate);
  }
  if (validate(felder)) return felder;
  const errors = (validate.errors ?? []).map((error) => ({ ...error, instancePath: `/felder${error.instancePath}` }));
  throw badRequest(schemaErrorMessage(errors as FastifySchemaValidationError[], 'body'));
}
