/**
 * API tests of the durable jobs: two content APIs (two connection pools on one PostgreSQL database;
 * on PGlite one database shared by both) run the same jobs at once, and each job runs once; failed
 * tries wait their back-off, a permanent failure gives up at once, a crashed instance's claim runs
 * out, and a recurring kind runs once per interval.
 */
import { migrate } from '../migrate';
import { BACKENDS, type TestDatabase } from '../testing/backends';
import type { Db } from './db';
import { type Job, type JobKind, PermanentJobError, cancelJob, completeJob, createJobRunner, enqueueJob, jobCleanup, rescheduleJob, runDueJobs } from './jobs';

const T0 = new Date('2026-11-20T16:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describe.each(BACKENDS)('durable jobs on $name', (backend) => {
  let database: TestDatabase;
  let first: Db;
  let second: Db;

  beforeAll(async () => {
    database = await backend.create();
    first = await database.open();
    await migrate(first);
    second = backend.name === 'PGlite' ? first : await database.open();
  });

  afterAll(async () => {
    if (second !== first) await second?.close();
    await first?.close();
    await database?.destroy();
  });

  const state = async (schluessel: string) =>
    (
      await first.query<{ status: string; versuche: number; faellig_am: Date | string; fehler: string | null }>(
        'SELECT status, versuche, faellig_am, fehler FROM auftraege WHERE schluessel = $1',
        [schluessel],
      )
    ).rows[0];

  it('runs each of 60 jobs exactly once while two instances run them at the same time', async () => {
    const runs = new Map<string, number>();
    const kind: JobKind<{ n: number }> = {
      art: 'zaehlen',
      async run(job) {
        runs.set(job.schluessel, (runs.get(job.schluessel) ?? 0) + 1);
        // A little work, so that both instances are busy at once.
        await new Promise((resolve) => setTimeout(resolve, 2));
      },
    };
    for (let n = 0; n < 60; n += 1) await enqueueJob(first, { art: 'zaehlen', schluessel: `zaehlen:${n}`, faelligAm: T0, daten: { n } });
    // Planned twice (by both instances): still one job.
    expect(await enqueueJob(second, { art: 'zaehlen', schluessel: 'zaehlen:0', faelligAm: T0 })).toBe(false);

    const [a, b] = await Promise.all([runDueJobs(first, [kind], T0), runDueJobs(second, [kind], T0)]);
    expect((a.erledigt.zaehlen ?? 0) + (b.erledigt.zaehlen ?? 0)).toBe(60);
    expect(runs.size).toBe(60);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    // Nothing is left to run, on either instance.
    expect(await Promise.all([runDueJobs(first, [kind], at(1)), runDueJobs(second, [kind], at(1))])).toEqual([
      { erledigt: {}, fehlgeschlagen: {} },
      { erledigt: {}, fehlgeschlagen: {} },
    ]);
    expect((await state('zaehlen:7'))?.status).toBe('erledigt');
  });

  it('tries a failed job again after its back-off, and gives up after the last try or at once on a permanent failure', async () => {
    let failures = 2;
    const flaky: JobKind = {
      art: 'wackelig',
      maxAttempts: 3,
      retryDelayMs: (versuche) => versuche * 60_000,
      async run() {
        if (failures > 0) {
          failures -= 1;
          throw new Error('Server antwortet nicht');
        }
      },
    };
    const refused: JobKind = {
      art: 'abgewiesen',
      async run() {
        throw new PermanentJobError('Postfach gibt es nicht');
      },
    };
    const hopeless: JobKind = {
      art: 'hoffnungslos',
      maxAttempts: 2,
      async run() {
        throw new Error('immer kaputt');
      },
    };
    await enqueueJob(first, { art: 'wackelig', schluessel: 'wackelig:1', faelligAm: T0 });
    await enqueueJob(first, { art: 'abgewiesen', schluessel: 'abgewiesen:1', faelligAm: T0 });
    await enqueueJob(first, { art: 'hoffnungslos', schluessel: 'hoffnungslos:1', faelligAm: T0 });
    const kinds = [flaky, refused, hopeless];

    expect(await runDueJobs(first, kinds, T0)).toEqual({ erledigt: {}, fehlgeschlagen: { wackelig: 1, abgewiesen: 1, hoffnungslos: 1 } });
    expect(await state('wackelig:1')).toEqual({ status: 'offen', versuche: 1, faellig_am: expect.anything(), fehler: 'Server antwortet nicht' });
    expect(new Date((await state('wackelig:1'))!.faellig_am).getTime()).toBe(at(1).getTime());
    expect(await state('abgewiesen:1')).toMatchObject({ status: 'aufgegeben', versuche: 1, fehler: 'Postfach gibt es nicht' });

    // Not before its back-off; the second failure waits two minutes.
    expect(await runDueJobs(second, kinds, at(0.5))).toEqual({ erledigt: {}, fehlgeschlagen: {} });
    expect(await runDueJobs(second, kinds, at(1))).toEqual({ erledigt: {}, fehlgeschlagen: { wackelig: 1, hoffnungslos: 1 } });
    expect(await state('hoffnungslos:1')).toMatchObject({ status: 'aufgegeben', versuche: 2 });
    expect(await runDueJobs(first, kinds, at(2.9))).toEqual({ erledigt: {}, fehlgeschlagen: {} });
    expect(await runDueJobs(first, kinds, at(3))).toEqual({ erledigt: { wackelig: 1 }, fehlgeschlagen: {} });
    expect(await state('wackelig:1')).toMatchObject({ status: 'erledigt', versuche: 3, fehler: null });
  });

  it('takes over the job of an instance that stopped while running it once its lease has run out', async () => {
    const runs: string[] = [];
    const kind: JobKind = { art: 'uebernahme', leaseMs: 10 * 60_000, run: async (job) => void runs.push(job.schluessel) };
    await enqueueJob(first, { art: 'uebernahme', schluessel: 'uebernahme:1', faelligAm: T0 });
    // An instance claimed it at T0 and stopped before it was done.
    await first.query(`UPDATE auftraege SET versuche = 1, gesperrt_bis = $2 WHERE schluessel = $1`, ['uebernahme:1', at(10)]);
    expect(await runDueJobs(second, [kind], at(5))).toEqual({ erledigt: {}, fehlgeschlagen: {} });
    expect(await runDueJobs(second, [kind], at(10))).toEqual({ erledigt: { uebernahme: 1 }, fehlgeschlagen: {} });
    expect(runs).toEqual(['uebernahme:1']);
    expect(await state('uebernahme:1')).toMatchObject({ status: 'erledigt', versuche: 2 });
  });

  it('runs a recurring kind once per interval, however many instances run it', async () => {
    const runs: Date[] = [];
    const tick: JobKind = { art: 'takt', everyMs: 10 * 60_000, run: async (_job, now) => void runs.push(now) };
    await Promise.all([runDueJobs(first, [tick], T0), runDueJobs(second, [tick], T0)]);
    await Promise.all([runDueJobs(first, [tick], at(5)), runDueJobs(second, [tick], at(9))]);
    await Promise.all([runDueJobs(first, [tick], at(10)), runDueJobs(second, [tick], at(10))]);
    expect(runs).toEqual([T0, at(10)]);
    expect(await state('takt')).toMatchObject({ status: 'offen', versuche: 0 });
    expect(new Date((await state('takt'))!.faellig_am).getTime()).toBe(at(20).getTime());
  });

  it('moves, withdraws and completes open jobs by their key', async () => {
    const runs: string[] = [];
    const kind: JobKind = { art: 'termin', run: async (job: Job) => void runs.push(job.schluessel) };
    for (const key of ['termin:verschoben', 'termin:zurueckgezogen', 'termin:erledigt'])
      await enqueueJob(first, { art: 'termin', schluessel: key, faelligAm: at(30) });
    expect(await rescheduleJob(first, 'termin:verschoben', at(60))).toBe(true);
    expect(await cancelJob(first, 'termin:zurueckgezogen')).toBe(true);
    expect(await completeJob(first, 'termin:erledigt', at(1))).toBe(true);
    expect(await completeJob(first, 'termin:erledigt', at(1))).toBe(false);
    await runDueJobs(first, [kind], at(45));
    expect(runs).toEqual([]);
    await runDueJobs(first, [kind], at(60));
    expect(runs).toEqual(['termin:verschoben']);
    expect(await rescheduleJob(first, 'termin:verschoben', at(90))).toBe(false);
  });

  it('removes done jobs after 30 days and keeps open ones', async () => {
    await enqueueJob(first, { art: 'alt', schluessel: 'alt:offen', faelligAm: at(60 * 24 * 100) });
    const cleanup = jobCleanup(first);
    await runDueJobs(first, [cleanup], at(60 * 24 * 31));
    expect(await state('zaehlen:7')).toBeUndefined();
    expect(await state('alt:offen')).toMatchObject({ status: 'offen' });
  });

  it('runs the registered kinds from the runner loop until it is stopped', async () => {
    const runs: string[] = [];
    const runner = createJobRunner({ db: first, pollMs: 60_000, now: () => at(60 * 24 * 200) });
    runner.register({ art: 'schleife', run: async (job: Job) => void runs.push(job.schluessel) });
    expect(() => runner.register({ art: 'schleife', run: async () => undefined })).toThrow(/twice/);
    await enqueueJob(first, { art: 'schleife', schluessel: 'schleife:1', faelligAm: T0 });
    runner.start();
    await runner.stop();
    expect(runs).toEqual(['schleife:1']);
  });

  it('runs a recurring kind from the runner at each interval, its row made once', async () => {
    let clock = at(60 * 24 * 300).getTime();
    const ticks: number[] = [];
    const runner = createJobRunner({ db: first, now: () => new Date(clock) });
    runner.register({ art: 'puls', everyMs: 60_000, run: async (_job, now) => void ticks.push(now.getTime()) });
    const start = clock;
    await runner.runDue();
    clock += 30_000;
    await runner.runDue();
    clock += 30_000;
    await runner.runDue();
    expect(ticks).toEqual([start, start + 60_000]);
  });
});
