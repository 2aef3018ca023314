/**
 * Durable jobs on the database (table `auftraege`): a job has a kind, a unique key, a time it is
 * due and its data. Each content API runs one runner loop; a due job is claimed by one instance at
 * a time (FOR UPDATE SKIP LOCKED, and a lease that runs out if that instance stops), run, and then
 * marked done, or tried again after a back-off, or given up. The unique key makes a job run once
 * however many instances enqueue it. A recurring kind keeps one row that is due again after its
 * interval. Adding a kind is one registration: `runner.register(kind)`.
 */
import type { Db, Queryable } from './db';

export interface Job<T = Record<string, unknown>> {
  id: number;
  art: string;
  schluessel: string;
  daten: T;
  /** Tries so far, this one included. */
  versuche: number;
}

export interface JobKind<T = Record<string, unknown>> {
  /** The kind's name, stored with each job ('abfall-erinnerung'). */
  art: string;
  /** Does the job's work; throwing is a failed try (a PermanentJobError gives the job up at once). */
  run(job: Job<T>, now: Date): Promise<void>;
  /** Milliseconds to wait after the n-th failed try (default: 1 minute, doubling, at most a day). */
  retryDelayMs?(versuche: number): number;
  /** Tries before the job is given up (default 5; Infinity never gives up). */
  maxAttempts?: number;
  /** How long a claim holds before another instance may take the job over (default 10 minutes). */
  leaseMs?: number;
  /** A recurring kind: one job (its key is the kind's name), due again this many milliseconds after each run. */
  everyMs?: number;
}

/** A failure that no retry can mend (a mail server's permanent refusal). */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export interface EnqueueOptions {
  art: string;
  schluessel: string;
  faelligAm: Date;
  daten?: Record<string, unknown>;
}

/**
 * Records a job unless one with its key exists (then nothing changes: the job runs once). Works
 * inside a transaction, so a job can be stored with what it is about. Returns whether it was new.
 */
export async function enqueueJob(db: Queryable, job: EnqueueOptions): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO auftraege (art, schluessel, daten, faellig_am) VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (schluessel) DO NOTHING RETURNING id`,
    [job.art, job.schluessel, JSON.stringify(job.daten ?? {}), job.faelligAm],
  );
  return rows.length > 0;
}

/** Moves an open job to another time (a changed publication date); false when there is none open. */
export async function rescheduleJob(db: Queryable, schluessel: string, faelligAm: Date): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(`UPDATE auftraege SET faellig_am = $2 WHERE schluessel = $1 AND status = 'offen' RETURNING id`, [
    schluessel,
    faelligAm,
  ]);
  return rows.length > 0;
}

/** Marks an open job done without running it (its work was done another way); false when there is none open. */
export async function completeJob(db: Queryable, schluessel: string, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE auftraege SET status = 'erledigt', erledigt_am = $2, gesperrt_bis = NULL, fehler = NULL
      WHERE schluessel = $1 AND status = 'offen' AND (gesperrt_bis IS NULL OR gesperrt_bis <= $2) RETURNING id`,
    [schluessel, now],
  );
  return rows.length > 0;
}

/** Withdraws an open job (a publication called off); false when there is none open. */
export async function cancelJob(db: Queryable, schluessel: string): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(`DELETE FROM auftraege WHERE schluessel = $1 AND status = 'offen' RETURNING id`, [schluessel]);
  return rows.length > 0;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const defaultDelay = (versuche: number): number => Math.min(MINUTE * 2 ** Math.max(0, versuche - 1), DAY);

interface JobRow {
  id: number;
  art: string;
  schluessel: string;
  daten: Record<string, unknown> | string;
  versuche: number;
}

/** What one pass of the runner did, by kind. */
export interface JobPass {
  erledigt: Record<string, number>;
  fehlgeschlagen: Record<string, number>;
}

const count = (record: Record<string, number>, art: string) => {
  record[art] = (record[art] ?? 0) + 1;
};

async function claim(db: Queryable, arten: string[], now: Date, leaseMs: (art: string) => number): Promise<JobRow | undefined> {
  const { rows } = await db.query<JobRow>(
    `UPDATE auftraege AS a SET versuche = a.versuche + 1, gesperrt_bis = $2::timestamptz + make_interval(secs => $3::double precision / 1000)
      WHERE a.id = (
        SELECT id FROM auftraege
         WHERE status = 'offen' AND art = ANY ($1::text[]) AND faellig_am <= $2 AND (gesperrt_bis IS NULL OR gesperrt_bis <= $2)
         ORDER BY faellig_am, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED)
     RETURNING a.id, a.art, a.schluessel, a.daten, a.versuche`,
    [arten, now, Math.max(...arten.map(leaseMs))],
  );
  return rows[0];
}

/**
 * Runs the jobs of these kinds that are due at `now`, one claimed job after the other, until none
 * is left; several instances may run it at once. Recurring kinds get their job first (unless the
 * caller has seen to it: `recurringKnown` names the kinds whose row exists).
 */
export async function runDueJobs(
  db: Db,
  kinds: readonly JobKind<never>[],
  now: Date,
  log?: (error: unknown, job?: Job) => void,
  recurringKnown: ReadonlySet<string> = new Set(),
): Promise<JobPass> {
  const byArt = new Map(kinds.map((kind) => [kind.art, kind as unknown as JobKind]));
  const pass: JobPass = { erledigt: {}, fehlgeschlagen: {} };
  if (byArt.size === 0) return pass;
  for (const kind of byArt.values()) {
    if (kind.everyMs !== undefined && !recurringKnown.has(kind.art)) await enqueueJob(db, { art: kind.art, schluessel: kind.art, faelligAm: now });
  }
  const arten = [...byArt.keys()];
  const leaseMs = (art: string) => byArt.get(art)?.leaseMs ?? 10 * MINUTE;
  for (;;) {
    const row = await claim(db, arten, now, leaseMs);
    if (!row) return pass;
    const kind = byArt.get(row.art);
    if (!kind) return pass;
    const job: Job = { ...row, daten: typeof row.daten === 'string' ? (JSON.parse(row.daten) as Record<string, unknown>) : row.daten };
    try {
      await kind.run(job, now);
    } catch (error) {
      log?.(error, job);
      count(pass.fehlgeschlagen, row.art);
      const giveUp = kind.everyMs === undefined && (error instanceof PermanentJobError || job.versuche >= (kind.maxAttempts ?? 5));
      const next = kind.everyMs ?? (kind.retryDelayMs ?? defaultDelay)(job.versuche);
      await db.query(`UPDATE auftraege SET status = $2, faellig_am = $3, versuche = $4, gesperrt_bis = NULL, fehler = $5, erledigt_am = $6 WHERE id = $1`, [
        row.id,
        giveUp ? 'aufgegeben' : 'offen',
        new Date(now.getTime() + next),
        kind.everyMs === undefined ? job.versuche : 0,
        String((error as Error)?.message ?? error).slice(0, 500),
        giveUp ? now : null,
      ]);
      continue;
    }
    count(pass.erledigt, row.art);
    if (kind.everyMs !== undefined) {
      await db.query(`UPDATE auftraege SET faellig_am = $2, versuche = 0, gesperrt_bis = NULL, fehler = NULL WHERE id = $1`, [
        row.id,
        new Date(now.getTime() + kind.everyMs),
      ]);
    } else {
      await db.query(`UPDATE auftraege SET status = 'erledigt', erledigt_am = $2, gesperrt_bis = NULL, fehler = NULL WHERE id = $1`, [row.id, now]);
    }
  }
}

export interface JobRunnerOptions {
  db: Db;
  /** How often the runner looks for due jobs (default every 10 seconds). */
  pollMs?: number;
  now?: () => Date;
  /** Where a failed try is told (the server's log). */
  log?: (error: unknown, job?: Job) => void;
}

/** The one loop of an instance that runs the registered kinds' due jobs. */
export interface JobRunner {
  register<T>(kind: JobKind<T>): void;
  readonly kinds: readonly JobKind<never>[];
  /** One pass now (what the loop does at each tick). */
  runDue(): Promise<JobPass>;
  start(): void;
  /** Stops the loop and waits for the pass under way. */
  stop(): Promise<void>;
}

export function createJobRunner({ db, pollMs = 10_000, now = () => new Date(), log }: JobRunnerOptions): JobRunner {
  const kinds: JobKind<never>[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  // A recurring kind's row is made once per start, not at every tick.
  const recurring = new Set<string>();
  const runDue = async () => {
    const pass = await runDueJobs(db, kinds, now(), log, recurring);
    for (const kind of kinds) if (kind.everyMs !== undefined) recurring.add(kind.art);
    return pass;
  };
  const tick = () => {
    if (running) return;
    running = runDue()
      .catch((error: unknown) => log?.(error))
      .finally(() => {
        running = undefined;
      });
  };
  return {
    register(kind) {
      if (kinds.some((known) => known.art === kind.art)) throw new Error(`Job kind ${kind.art} is registered twice`);
      kinds.push(kind as unknown as JobKind<never>);
    },
    kinds,
    runDue,
    start() {
      if (timer) return;
      timer = setInterval(tick, pollMs);
      timer.unref();
      tick();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

/** Done and given-up jobs are kept this many days (what ran when), then removed. */
export const JOB_RETENTION_DAYS = 30;

/** A recurring kind that removes done and given-up jobs older than JOB_RETENTION_DAYS, once a day. */
export function jobCleanup(db: Queryable): JobKind {
  return {
    art: 'auftraege-aufraeumen',
    everyMs: DAY,
    async run(_job, now) {
      await db.query(`DELETE FROM auftraege WHERE status <> 'offen' AND erledigt_am < $1`, [new Date(now.getTime() - JOB_RETENTION_DAYS * DAY)]);
    },
  };
}
