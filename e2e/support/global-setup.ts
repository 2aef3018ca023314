import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { MAILBOX_PORT } from './mailbox';
import { startPlatform } from './platform';
import { TEST_SECRETS } from './secrets';

/** Starts the whole platform on a fresh embedded database for the run, unless BASE_URL is given. */
export default async function globalSetup(_config: FullConfig) {
  if (process.env.BASE_URL) return undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'musterstadt-e2e-'));
  const platform = await startPlatform({ cmsEnv: { DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: `smtp://127.0.0.1:${MAILBOX_PORT}`, ...TEST_SECRETS }, shellEnv: { ...TEST_SECRETS }, quiet: !process.env.E2E_VERBOSE });
  return async () => {
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
