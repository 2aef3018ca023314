/**
 * Planned starts and ends of publication as durable jobs of the content API (core/jobs.ts, table
 * `auftraege`): stored in the transaction of the approval, run once at their time however many
 * content APIs run, and still due after a restart. A job's key names the content, the revision and
 * the time, so a new plan is a new job; a job whose plan was changed meanwhile finds that out when
 * it runs and does nothing (status.ts).
 */
import type { Queryable } from '../core/db';
import { enqueueJob } from '../core/jobs';

/** The job kinds of the editorial area. */
export const AUFTRAGSARTEN = { veroeffentlichen: 'redaktion-veroeffentlichen', beenden: 'redaktion-beenden' } as const;

/** A job's data: the content it is about. */
export interface ZeitplanDaten {
  inhalt: number;
}

/** The planned revision of a content goes online at `um`. */
export async function planeVeroeffentlichung(tx: Queryable, inhaltId: number, revisionId: number, um: Date): Promise<void> {
  const art = AUFTRAGSARTEN.veroeffentlichen;
  await enqueueJob(tx, { art, schluessel: `${art}:${inhaltId}:${revisionId}:${um.getTime()}`, faelligAm: um, daten: { inhalt: inhaltId } });
}

/** The publication of a content ends at `um`. */
export async function planeEnde(tx: Queryable, inhaltId: number, um: Date): Promise<void> {
  const art = AUFTRAGSARTEN.beenden;
  await enqueueJob(tx, { art, schluessel: `${art}:${inhaltId}:${um.getTime()}`, faelligAm: um, daten: { inhalt: inhaltId } });
}
