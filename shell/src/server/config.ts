import path from 'node:path';
import { z } from 'zod';

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4200),
  HOST: z.string().min(1).default('127.0.0.1'),
  CMS_API_URL: z.url().default('http://127.0.0.1:4300'),
  /** The row database of the school-fruit sign-up; the content API's own tables by default. */
  ROW_DATABASE_URL: z.url().optional(),
  /** Its access token: server configuration only, never sent to a browser. */
  ROW_DATABASE_TOKEN: z.string().min(8).optional(),
  REMOTES_MANIFEST: z.string().min(1).optional(),
  /** The town's slug in school and sign-up paths ({product} in the spec). */
  PRODUCT: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .default('musterstadt'),
  /** Layout for an unknown layout or one whose remote is down (a name, or 'remote/name'). */
  FALLBACK_LAYOUT: z.string().min(1).default('default'),
  /** Layout of the 404 and error pages. */
  ERROR_LAYOUT: z.string().min(1).default('default'),
  /** Layout and template of the home page (the portal). */
  HOME_LAYOUT: z.string().min(1).default('portal'),
  HOME_TEMPLATE: z.string().min(1).default('portal'),
  /** Seconds between checks of a remote's current build. */
  REMOTE_CHECK_SECONDS: z.coerce.number().min(0).max(3600).default(1),
  /** The site's public address: canonical URLs, sitemap, feed and structured data use it (default http://localhost:PORT). */
  SITE_URL: z.url().optional(),
  /** Addresses or CIDR ranges of the reverse proxies whose X-Forwarded-* headers are believed (comma-separated). */
  TRUSTED_PROXIES: z.string().optional(),
  /** Sent to the content API with every call; its write and mail endpoints refuse calls without it. */
  CMS_SERVICE_TOKEN: z.string().min(16).optional(),
  /** Sent with every request for a remote's server build; the remotes' static servers answer those to nobody else. */
  REMOTE_SERVER_TOKEN: z.string().min(16).optional(),
  /** Requests per client and window to every endpoint that stores something or sends mail. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** PostgreSQL server whose table holds the rate-limit counters of all shells (several shells); in memory without it. */
  RATE_LIMIT_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'a postgres:// URL')
    .optional(),
  /** Error service (Sentry DSN); without it nothing is reported beyond the log. Its public key reaches the browser. */
  SENTRY_DSN: z.url().optional(),
  SENTRY_ENVIRONMENT: z.string().min(1).default('production'),
  /** Matomo (HTTP tracking API) for page views per route; off unless both are set. */
  MATOMO_URL: z.url().optional(),
  MATOMO_SITE_ID: z.coerce.number().int().positive().optional(),
  /** Secret that signs the forms' captcha questions (at least 32 characters); without it, one per start. */
  FORM_CAPTCHA_SECRET: z.string().min(32).optional(),
  /**
   * Failed logins (of a login kind) per client address within 15 minutes; that client's next attempts
   * are refused (429) until the window ends. Failures slow the next attempts before that.
   */
  LOGIN_LIMIT_PER_CLIENT: z.coerce.number().int().min(1).max(10_000).default(10),
  /**
   * Failed logins per e-mail address within 15 minutes after which clients that have failed themselves
   * are refused for it; the right password from a client without failures still logs in.
   */
  LOGIN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Password changes (of a login kind) per client address within 15 minutes. */
  PASSWORD_LIMIT_PER_CLIENT: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Anonymous pages are kept in memory this long after a render and served to every visitor (0: off). */
  PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(2),
  /** After that, a page is still served for this long while it is rendered again in the background. */
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().min(0).max(300).default(2),
  /** Pages kept at most (the least recently used goes first). */
  PAGE_CACHE_ENTRIES: z.coerce.number().int().min(1).max(100_000).default(500),
  /**
   * Menus are kept this long for every page. A menu published through another shell shows within
   * PAGE_CACHE_SECONDS + PAGE_CACHE_STALE_SECONDS + this (under 5 s by default); through this one at once.
   */
  MENU_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(0.5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ShellConfig = z.infer<typeof schema> & {
  remotesManifest: string;
  /** Without REMOTE_SERVER_TOKEN: the file of this checkout's shared secret for the remotes' server builds. */
  remoteTokenFile: string;
  clientDir: string;
  siteOrigin: string;
  trustedProxies: string[] | false;
  /** A setting a remote's contribution names (a login kind's lifetime), read from the same environment. */
  setting: (name: string) => string | undefined;
};

/** Reads and validates the environment once at start-up. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ShellConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid shell configuration: ${problems}`);
  }
  // The server bundle lives in shell/dist/server; the repository root is three levels up.
  const repo = path.resolve(__dirname, '../../..');
  return {
    ...parsed.data,
    siteOrigin: new URL(parsed.data.SITE_URL ?? `http://localhost:${parsed.data.PORT}`).origin,
    trustedProxies: parsed.data.TRUSTED_PROXIES
      ? parsed.data.TRUSTED_PROXIES.split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
      : false,
    remotesManifest: parsed.data.REMOTES_MANIFEST ?? path.join(repo, 'remotes.json'),
    remoteTokenFile: path.join(repo, '.data', 'remote-server-token'),
    clientDir: path.resolve(__dirname, '../client'),
    setting: (name) => env[name],
  };
}
