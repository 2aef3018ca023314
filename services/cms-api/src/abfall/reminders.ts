/**
 * The reminder mails as durable jobs. Every ten minutes the planner (a recurring job, run by one
 * instance at a time) records from 16:00 Berlin time a job for each confirmed reminder whose
 * collection is due in its chosen number of days; the job's key (reminder and date) makes it one
 * mail however often it is planned. Each mail is its own job: a refused recipient is retried with
 * back-off, and a permanent refusal gives up only that recipient.
 */
import type { Db, Queryable } from '../core/db';
import { type JobKind, PermanentJobError, enqueueJob, runDueJobs } from '../core/jobs';
import type { Mailer } from '../core/mailer';
import { berlinDate, berlinParts } from '../core/time';
import { PAGES } from './anmeldung';
import { type ReminderMail, reminderMail } from './mails';

/** Reminders go out from this hour (Berlin time) on the day they are due. */
export const REMINDER_HOUR = 16;
/** Attempts per reminder before it is given up; the waits between them double from the first. */
export const REMINDER_ATTEMPTS = 5;
export const REMINDER_FIRST_RETRY_MS = 5 * 60_000;
/** How often the planner looks for reminders due. */
export const PLANNING_INTERVAL_MS = 10 * 60_000;

export const PLAN_JOB = 'abfall-erinnerungen-planen';
export const REMINDER_JOB = 'abfall-erinnerung';

export interface ReminderOptions {
  mailer: Mailer;
  /** Public origin of the site, for the links in the mails ('https://www.musterstadt.de'). */
  siteUrl: string;
}

/** A type, not an interface: job data is a record of its fields. */
type ReminderData = { erinnerung_id: number; datum: string };

/** Records the reminders due at `now`: today + tage_vorher is a collection of a chosen kind. */
export async function planReminders(db: Queryable, now: Date): Promise<number> {
  if (berlinParts(now).hour < REMINDER_HOUR) return 0;
  const { rows } = await db.query<ReminderData>(
    `SELECT DISTINCT e.id AS erinnerung_id, to_char(t.datum, 'YYYY-MM-DD') AS datum
       FROM abfall_erinnerungen AS e
       JOIN abfall_termine AS t ON t.bezirk_id = e.bezirk_id AND t.art = ANY (e.arten) AND t.datum = $1::date + e.tage_vorher
      WHERE e.aktiv
      ORDER BY datum, erinnerung_id`,
    [berlinDate(now)],
  );
  let planned = 0;
  for (const row of rows) {
    const schluessel = `${REMINDER_JOB}:${row.erinnerung_id}:${row.datum}`;
    if (await enqueueJob(db, { art: REMINDER_JOB, schluessel, faelligAm: now, daten: { ...row } })) planned += 1;
  }
  return planned;
}

/** A mail server's permanent refusal (5xx): retrying cannot help. */
function permanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Sends one reminder; one that was signed off (or whose date moved) since it was planned is done without a mail. */
async function sendReminder(db: Queryable, { mailer, siteUrl }: ReminderOptions, { erinnerung_id, datum }: ReminderData): Promise<void> {
  const { rows } = await db.query<ReminderMail>(
    `SELECT e.email, e.abmelde_token, b.name AS bezirk,
            array_agg(a.name ORDER BY a.position) AS arten,
            string_agg(DISTINCT t.hinweis, ' ') AS hinweise
       FROM abfall_erinnerungen AS e
       JOIN abfall_bezirke AS b ON b.id = e.bezirk_id
       JOIN abfall_termine AS t ON t.bezirk_id = e.bezirk_id AND t.art = ANY (e.arten) AND t.datum = $2::date
       JOIN abfall_arten AS a ON a.schluessel = t.art
      WHERE e.id = $1 AND e.aktiv
      GROUP BY e.email, e.abmelde_token, b.name`,
    [erinnerung_id, datum],
  );
  const mail = rows[0];
  if (!mail) return;
  const abmelden = `${siteUrl}${PAGES.abmelden}?token=${encodeURIComponent(mail.abmelde_token)}`;
  try {
    await mailer.send(reminderMail(mail, datum, siteUrl, abmelden));
  } catch (error) {
    if (permanentFailure(error)) throw new PermanentJobError(String((error as Error).message ?? error));
    throw error;
  }
}

/** The two job kinds of the waste reminder: the planner and the mail of one reminder. */
export function reminderJobs(db: Db, options: ReminderOptions): [JobKind, JobKind<ReminderData>] {
  return [
    { art: PLAN_JOB, everyMs: PLANNING_INTERVAL_MS, run: async (_job, now) => void (await planReminders(db, now)) },
    {
      art: REMINDER_JOB,
      maxAttempts: REMINDER_ATTEMPTS,
      retryDelayMs: (versuche) => REMINDER_FIRST_RETRY_MS * 2 ** (versuche - 1),
      run: (job) => sendReminder(db, options, job.daten),
    },
  ];
}

/**
 * Plans the reminders due at `now` and sends those due, as the runner does at each tick (for a run
 * outside the server, e.g. a test with its own clock). Returns the reminder jobs done.
 */
export async function sendDueReminders(options: ReminderOptions & { db: Db; now?: () => Date }): Promise<number> {
  const now = options.now?.() ?? new Date();
  await planReminders(options.db, now);
  const [, reminder] = reminderJobs(options.db, options);
  const pass = await runDueJobs(options.db, [reminder], now);
  return pass.erledigt[REMINDER_JOB] ?? 0;
}
