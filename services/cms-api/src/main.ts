import { randomBytes } from 'node:crypto';
import { buildApp } from './app';
import { reporterFromEnv } from './core/error-reporting';
import { openDb } from './core/db';
import { loggedRequest } from './core/http';
import { mailerFromEnv } from './core/mailer';
import { migrate } from './migrate';
import { formularAemter } from './formulare';
import { seedIfEmpty } from './seed/seed';

/** Starts the content API: open the database, migrate, seed on first start, listen. */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 4300);
  const host = process.env.HOST || '127.0.0.1';
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${process.env.PORT}`);

  const db = await openDb();
  // Sign-up confirmations and contact messages may go through their own relay (SIGNUP_SMTP_URL).
  const mailer = mailerFromEnv(process.env, process.env.SIGNUP_SMTP_URL || process.env.SMTP_URL);
  const errors = reporterFromEnv();
  const app = buildApp({
    db,
    reportError: errors.report,
    // Request lines without the tokens a query may carry (preview links, approvals).
    logger: { level: process.env.LOG_LEVEL || 'info', serializers: { req: loggedRequest } },
    rowDatabaseToken: process.env.ROW_DATABASE_TOKEN,
    // Without a configured token no one can write: a random one nobody knows.
    serviceToken: process.env.CMS_SERVICE_TOKEN || randomBytes(32).toString('hex'),
    signupMailer: mailer,
    runJobs: true,
    formOffices: formularAemter(process.env.FORM_OFFICES),
  });
  try {
    const applied = await migrate(db);
    if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
    const seeded = await seedIfEmpty(db);
    if (seeded) app.log.info({ seeded }, 'demo content seeded');
    await app.listen({ port, host });
    if (!process.env.CMS_SERVICE_TOKEN) app.log.warn('CMS_SERVICE_TOKEN is not set: every write and mail endpoint refuses its calls');
    app.log.info({ database: db.kind, mail: mailer.target }, 'content API ready');
  } catch (error) {
    app.log.error({ err: error }, 'start failed');
    await app.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    process.exit(1);
  }

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    void (async () => {
      let code = 0;
      try {
        await errors.flush();
        await app.close();
      } catch (error) {
        app.log.error({ err: error }, 'closing the server failed');
        code = 1;
      }
      try {
        await db.close();
      } catch (error) {
        app.log.error({ err: error }, 'closing the database failed');
        code = 1;
      }
      process.exit(code);
    })();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
