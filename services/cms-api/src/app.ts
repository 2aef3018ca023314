/**
 * The content API assembled: the shared HTTP rules, each feature's routes, the login kinds and the
 * job kinds. Each feature lives in its own folder; this file only wires them.
 */
import { type FormularArt } from '@musterstadt/cms-contract';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { abfallRoutes, reminderJobs } from './abfall';
import {
  INTRANET_LOGIN,
  type LoginKind,
  RATSINFO_LOGIN,
  REDAKTION_LOGIN,
  type TokenSettings,
  createLogins,
  linkSekundenAusEnv,
  sessionCleanup,
  sessionRoutes,
} from './auth';
import { contentRoutes, dokumenteRoutes, icalRoutes, inhalteRoutes, lookupRoute, portalRoutes } from './content';
import type { Db } from './core/db';
import type { ErrorReporter } from './core/error-reporting';
import { MESSAGES } from './core/errors';
import healthRoutes from './core/health-routes';
import { answerClientError, registerErrorAnswers, registerSecurityHeaders, requireServiceToken } from './core/http';
import { registerIdempotency } from './core/idempotency';
import { refuseControlCharacters } from './core/params';
import { createJobRunner, jobCleanup } from './core/jobs';
import { type Mailer, mailerFromEnv } from './core/mailer';
import { AJV_OPTIONS, schemaErrorFormatter } from './core/validation';
import {
  FORMULAR_AEMTER,
  type Freigabe,
  type FormularAmt,
  ablehnungMailJob,
  anfragenRoutes,
  eingaenge,
  formMailJob,
  formulareRoutes,
  freigabeFromEnv,
  freigabeRoutes,
  personendatenJob,
} from './formulare';
import { intranetRoutes } from './intranet';
import { oparlRoutes } from './oparl';
import { ratsinfoRoutes } from './ratsinfo';
import {
  INTRANET_KONTEN,
  RATS_KONTEN,
  REDAKTION_KONTEN,
  type VorschauOptionen,
  bereiche as redaktionsBereiche,
  dateiDesDokuments,
  redaktionRoutes,
  vorschauOptionenAusEnv,
  zeitplanAuftraege,
  zugangRoutes,
} from './redaktion';
import { rowDatabaseRoutes, schulfruchtMailRoutes } from './row-database';
import { searchRoutes } from './search';
import { wegweiserRoutes } from './wegweiser';

export interface BuildAppOptions {
  db: Db;
  /** Fastify's logger option: false (default), true, or pino options. */
  logger?: FastifyServerOptions['logger'];
  /** Folder of the SVG illustrations (default: content/media next to the compiled code). */
  mediaDir?: string;
  /** Token of the row database (school-fruit tables); without it, the row database refuses every call. */
  rowDatabaseToken?: string | undefined;
  /** Where sign-up confirmations and contact messages go; without it, the mail endpoints answer 503 and contact messages are only stored. */
  signupMailer?: Mailer | undefined;
  /** Waste-collection confirmations and reminders (default: SMTP_URL, else the outbox folder). */
  mailer?: Mailer;
  /** Public origin of the site for links in mails and calendars (default: SITE_URL). */
  siteUrl?: string;
  /**
   * Token the shell sends as `X-Service-Token`; every write and mail endpoint (all but GET and HEAD,
   * the row database has its own token) refuses a call without it. Without the option (tests of
   * the routes alone) no token is asked for; the server (main.ts) always sets one.
   */
  serviceToken?: string | undefined;
  /** The login kinds (default: council, intranet and the editorial area). */
  loginKinds?: readonly LoginKind[];
  /** Keys and lifetimes of login kinds, by kind (default: each kind's environment variables). */
  loginSettings?: Partial<Record<string, TokenSettings>>;
  /** Run the due jobs (waste reminders, form mails …) while the server runs. */
  runJobs?: boolean;
  /** Error service for answers of 500 (default: none, only the log). */
  reportError?: ErrorReporter;
  /** The office of each kind of form (default: FORMULAR_AEMTER, addresses from FORM_OFFICES). */
  formOffices?: Record<FormularArt, FormularAmt>;
  /** Signs and checks the approval links of publishable submissions (default: FORM_APPROVAL_SECRET, FORM_APPROVAL_DAYS). */
  approval?: Freigabe;
  /** The clock of sessions, of what lists show as current, of approved notices' publication and of the editorial area (default: the real one). */
  now?: () => Date;
  /** How long a mailed link to set a password works, in seconds (default: ACCOUNT_LINK_SECONDS, else 72 hours). */
  accountLinkSeconds?: number;
  /** The editorial area: the key of its preview links (default: REDAKTION_PREVIEW_SECRET). */
  redaktion?: { vorschau?: VorschauOptionen };
}

export function buildApp(options: BuildAppOptions): FastifyInstance {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: options.logger ?? false,
    // Every route declares its request schema (libs/cms-contract); a violation is a German 400.
    ajv: { customOptions: AJV_OPTIONS },
    schemaErrorFormatter,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    // A malformed request path (e.g. a broken percent-escape) is the client's fault: 400, in German.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as unknown as FastifyReply).code(400).send({ error: MESSAGES.badUrl });
    },
    // Requests Node's parser refuses before Fastify sees them (unknown method, head over 16 KB).
    clientErrorHandler: answerClientError,
  });

  registerSecurityHeaders(app);
  refuseControlCharacters(app);
  if (options.serviceToken !== undefined) requireServiceToken(app, options.serviceToken);
  // After the token check: only the shell's calls claim keys. Several instances share the keys.
  registerIdempotency(app, { db });
  registerErrorAnswers(app, options.reportError);

  const siteUrl = (options.siteUrl ?? (process.env.SITE_URL || 'http://localhost:4200')).replace(/\/$/, '');
  const mailer = options.mailer ?? mailerFromEnv();
  const aemter = options.formOffices ?? FORMULAR_AEMTER;
  const approval = options.approval ?? freigabeFromEnv(process.env, siteUrl);
  const logins = createLogins({ db, kinds: options.loginKinds ?? [RATSINFO_LOGIN, INTRANET_LOGIN, REDAKTION_LOGIN], settings: options.loginSettings, now });

  void app.register(healthRoutes, { db });
  void app.register(contentRoutes, { db, mediaDir: options.mediaDir });
  void app.register(portalRoutes, { db });
  void app.register(inhalteRoutes, { db, now });
  void app.register(dokumenteRoutes, { db, ausDerMediathek: dateiDesDokuments });
  void app.register(icalRoutes, { db, siteUrl });
  void app.register(rowDatabaseRoutes, { db, token: options.rowDatabaseToken });
  void app.register(schulfruchtMailRoutes, { mailer: options.signupMailer });
  void app.register(anfragenRoutes, { db, mailer: options.signupMailer });
  void app.register(freigabeRoutes, { db, approval, now });
  void app.register(formulareRoutes, { db, mailer: options.signupMailer, aemter, approval });
  void app.register(searchRoutes, { db });
  void app.register(wegweiserRoutes, { db, now });
  void app.register(abfallRoutes, { db, mailer, siteUrl });
  void app.register(sessionRoutes, { logins });
  void app.register(ratsinfoRoutes, { db, logins, now });
  void app.register(oparlRoutes, { db, siteUrl, now });
  void app.register(intranetRoutes, { db, logins });
  void app.register(redaktionRoutes, {
    db,
    logins,
    bereiche: redaktionsBereiche(),
    vorschau: options.redaktion?.vorschau ?? vorschauOptionenAusEnv(),
    now,
    route: (url) => lookupRoute(db, url),
    // Links to set a password go where the sign-up mails go.
    zugang: { mailer: options.signupMailer ?? mailer, siteUrl, linkSekunden: options.accountLinkSeconds ?? linkSekundenAusEnv() },
    eingaenge: eingaenge({ db, approval, mailer: options.signupMailer, aemter }),
  });
  void app.register(zugangRoutes, { db, konten: [INTRANET_KONTEN, RATS_KONTEN, REDAKTION_KONTEN], now });

  // One runner per instance; each due job runs once however many instances run.
  const jobs = createJobRunner({ db, now, log: (error, job) => app.log.error({ err: error, job: job?.schluessel }, 'job failed') });
  for (const kind of reminderJobs(db, { mailer, siteUrl })) jobs.register(kind);
  for (const kind of zeitplanAuftraege(db)) jobs.register(kind);
  jobs.register(sessionCleanup(db));
  jobs.register(jobCleanup(db));
  jobs.register(personendatenJob(db, approval));
  if (options.signupMailer) jobs.register(formMailJob({ db, mailer: options.signupMailer, aemter, approval }));
  if (options.signupMailer) jobs.register(ablehnungMailJob({ db, mailer: options.signupMailer, aemter }));
  if (options.runJobs) {
    app.addHook('onReady', async () => jobs.start());
    app.addHook('onClose', async () => jobs.stop());
  }
  if (!options.mailer) app.addHook('onClose', async () => mailer.close());

  return app;
}
