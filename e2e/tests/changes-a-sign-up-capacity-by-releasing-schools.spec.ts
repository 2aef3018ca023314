import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { openMailbox, type Mailbox } from '../support/mailbox';
import { processes } from '../support/platform';
import { dateIn, label, rowDatabase } from '../support/row-database';
import { offeredDays } from '../support/schulfrucht';
import { TEST_SECRETS } from '../support/secrets';

// A shell and a schools server of its own, so nothing else depends on what the release changes meanwhile.
const SHELL_PORT = 4296 + Number(process.env.PORT_OFFSET ?? 0);
const SCHOOLS_PORT = 4297 + Number(process.env.PORT_OFFSET ?? 0);
const shellUrl = `http://127.0.0.1:${SHELL_PORT}`;
const AACH = { form: 'schulfrucht-aach', path: '/grundschule-musterstadt/schulfrucht-aach', daysTable: 361 };

// The confirmation mails of the sign-ups go to the test's mailbox.
let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox.close();
});

interface Offered {
  data: { max: number; tage: { id: string; frei: number }[] } | null;
}

async function offeredOnShell(request: APIRequestContext, dayId: number) {
  const offered = (await (await request.get(`${shellUrl}/_forms/${AACH.form}`)).json()) as Offered;
  return { max: offered.data?.max, frei: offered.data?.tage.find((tag) => tag.id === String(dayId))?.frei };
}

test('the school team changes the Aach capacity from 2 to 3 by releasing schools alone: the running shell offers 3 places', async ({ page, request }) => {
  test.setTimeout(420_000);
  const { repo, shellEnvironment, startProcess, stopAll, waitFor } = await processes();
  const signUps = path.join(repo, 'remotes/schools/src/schulfrucht/server/sign-ups.ts');
  const original = readFileSync(signUps, 'utf8');
  const aachCapacity = /(export const SCHULFRUCHT_AACH: SchulfruchtSchool = \{[^}]*maxPerDay: )2,/;
  expect(original).toMatch(aachCapacity);
  const shellBuild = path.join(repo, 'shell/dist/server/main.js');
  const shellBuiltAt = statSync(shellBuild).mtimeMs;
  const children: ChildProcess[] = [];
  const buildSchools = () => execFileSync(process.execPath, ['scripts/build-remote.mjs', 'schools'], { cwd: repo, stdio: 'ignore' });

  try {
    children.push(startProcess('capacity-schools', ['scripts/serve-remote.mjs', 'schools', `--port=${SCHOOLS_PORT}`], { quiet: true }));
    await waitFor(`http://127.0.0.1:${SCHOOLS_PORT}/build.json`);
    const shell = startProcess('capacity-shell', ['shell/dist/server/main.js'], {
      env: { ...shellEnvironment(), ...TEST_SECRETS, PORT: String(SHELL_PORT), REMOTE_SCHOOLS_URL: `http://127.0.0.1:${SCHOOLS_PORT}`, LOG_LEVEL: 'fatal' },
      quiet: true,
    });
    children.push(shell);
    await waitFor(`${shellUrl}/health`);

    // A day of its own, far ahead, that no other scenario books.
    const day = await rowDatabase(request).addDay(AACH.daysTable, dateIn(400 + Math.floor(Math.random() * 60)));
    await expect.poll(() => offeredOnShell(request, day.id), { timeout: 15_000 }).toEqual({ max: 2, frei: 2 });
    await page.goto(`${shellUrl}${AACH.path}`);
    expect((await offeredDays(page)).find((offered) => offered.id === String(day.id))?.text).toContain(`${label(day.Tag)} – noch 2 Plätze frei`);

    // The school team raises the capacity in its remote and releases schools, and nothing else.
    writeFileSync(signUps, original.replace(aachCapacity, '$13,'));
    buildSchools();

    await expect.poll(() => offeredOnShell(request, day.id), { timeout: 30_000 }).toEqual({ max: 3, frei: 3 });
    await page.goto(`${shellUrl}${AACH.path}`);
    expect((await offeredDays(page)).find((offered) => offered.id === String(day.id))?.text).toContain(`${label(day.Tag)} – noch 3 Plätze frei`);

    // The running shell also books the third place now, and no fourth.
    const answers = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const response = await request.post(`${shellUrl}/_forms/${AACH.form}`, {
          data: {
            tag: String(day.id),
            name: `Elternteil ${i + 1}`,
            email: `kapazitaet-${day.id}-${i + 1}@example.org`,
            telefon: `07999 6${i}000`,
            datenschutz: true,
            firma: '',
          },
        });
        return response.status();
      }),
    );
    expect(answers.sort()).toEqual([200, 200, 200, 409]);
    expect((await rowDatabase(request).day(AACH.daysTable, day.id))!.Personen).toHaveLength(3);
    expect(mailbox.find(`Subject: Schulfrucht: Ihr Helfertag am ${label(day.Tag)}`)).toHaveLength(3);

    // Neither rebuilt nor restarted: the same shell build and process served all of it.
    expect(statSync(shellBuild).mtimeMs).toBe(shellBuiltAt);
    expect(shell.exitCode).toBeNull();
  } finally {
    writeFileSync(signUps, original);
    buildSchools();
    await stopAll(children);
  }
});
