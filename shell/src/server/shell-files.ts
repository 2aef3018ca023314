import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { registerBeacon, type PageViewCounter } from './analytics';
import { registerAppFiles } from './app-files';
import type { BrowserReporting } from './error-reporting';
import { registerErrorTunnel } from './error-tunnel';
import type { ClientAssets } from './render';

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="8" fill="#1f5c3f"/><path d="M6 38 19 16l7 11 5-7 11 18z" fill="#fff"/></svg>`;

/** The shell's browser build: its scripts and stylesheets as the build listed them (assets.json). */
export async function readClientAssets(dir: string): Promise<ClientAssets> {
  const manifest = JSON.parse(await readFile(path.join(dir, 'assets.json'), 'utf8')) as ClientAssets;
  return { scripts: manifest.scripts.map((f) => `/_shell/${f}`), css: manifest.css.map((f) => `/_shell/${f}`) };
}

export interface ShellFilesDeps {
  /** The shell's browser build (shell/dist/client); the service worker and icons are beside it. */
  clientDir: string;
  /** Whether each remote is up, for /health. */
  remotes: { readonly ids: string[]; isUp(id: string): boolean };
  /** The browser's error reports (with a DSN only). */
  reporting?: BrowserReporting;
  /** Page views of client-side navigations (with Matomo only). */
  pageViews?: PageViewCounter;
}

/**
 * What the shell serves of its own: its browser build under /_shell/ (immutable, pre-compressed,
 * never a source map), the favicon, the service worker, the app manifest and icons, the tunnel of the
 * browser's error reports, the page-view beacon, and /health.
 */
export async function registerShellFiles(app: FastifyInstance, deps: ShellFilesDeps): Promise<void> {
  await app.register(fastifyStatic, {
    root: deps.clientDir,
    prefix: '/_shell/',
    // The build writes .br and .gz files beside each script and stylesheet.
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
    index: false,
    // Source maps are written for error reporting, never served.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
  });
  app.get('/favicon.svg', (_request, reply) => reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(FAVICON));
  app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));
  await registerAppFiles(app, path.resolve(deps.clientDir, '..'));
  if (deps.reporting) registerErrorTunnel(app, deps.reporting.dsn, deps.reporting.tunnel);
  if (deps.pageViews) registerBeacon(app, deps.pageViews);
  const { remotes } = deps;
  app.get('/health', async () => ({ ok: true, remotes: Object.fromEntries(remotes.ids.map((id) => [id, remotes.isUp(id)])) }));
}
