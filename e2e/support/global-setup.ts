import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { buildFixtureRemotes, insertFixturePages, writeTestManifest } from './fixture-remotes';
import { MAILBOX_PORT } from './mailbox';
import { startMailServer } from './mail-server';
import { startPlatform } from './platform';
import { seedSearchFixtures } from './search-fixtures';
import { TEST_SECRETS } from './secrets';

/** Starts the whole platform on a fresh embedded database for the run, unless BASE_URL is given. */
export default async function globalSetup(_config: FullConfig) {
  if (process.env.BASE_URL) return undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'musterstadt-e2e-'));
  const mail = await startMailServer();
  process.env.E2E_MAIL_DIR = mail.dir;
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  // The test platform has the site's remotes and the fixture remotes (its shell and every spec's own shell read this manifest).
  process.env.REMOTES_MANIFEST = writeTestManifest(dataDir);
  try {
    buildFixtureRemotes();
    await seedSearchFixtures(dataDir, insertFixturePages);
    platform = await startPlatform({
      cmsEnv: { DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: mail.url, SIGNUP_SMTP_URL: `smtp://127.0.0.1:${MAILBOX_PORT}`, ...TEST_SECRETS },
      // The journeys post many forms from one address; the limit itself is tested in the shell's tests.
      shellEnv: { ...TEST_SECRETS, RATE_LIMIT_MAX: '10000' },
      quiet: !process.env.E2E_VERBOSE,
    });
  } catch (error) {
    await mail.close();
    throw error;
  }
  return async () => {
    await platform.stop();
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
