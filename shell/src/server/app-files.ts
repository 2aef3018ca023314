import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Cookie the browser sets while the site runs from the home screen (see client/offline.ts). */
export const APP_MODE_COOKIE = 'ms-app';

const THEME_COLOR = '#1f5c3f';

/** The web app manifest: German names, maskable icons, the town's colour (Chromium's install criteria). */
export const WEB_APP_MANIFEST = {
  id: '/',
  name: 'Stadt Musterstadt',
  short_name: 'Musterstadt',
  description: 'Die Website der Stadt Musterstadt im Schwarzwald: Aktuelles, Termine, Bürgerservice und Abfallkalender.',
  lang: 'de-DE',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: '#ffffff',
  icons: [
    { src: '/icons/app-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/app-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/app-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/app-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} as const;

/** True when the request carries the app-mode cookie. */
export function isAppMode(request: FastifyRequest): boolean {
  return new RegExp(`(?:^|;\\s*)${APP_MODE_COOKIE}=1(?:;|$)`).test(request.headers.cookie ?? '');
}

/**
 * True when an answer may hold something of this visitor: it sets a cookie, or the request carries a
 * cookie other than the app-mode one (a session). Such answers are marked private, so neither the
 * service worker nor a shared cache keeps them.
 */
export function isPersonal(request: FastifyRequest, setCookie: unknown): boolean {
  if (setCookie) return true;
  const names = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.split('=')[0]?.trim())
    .filter(Boolean);
  return names.some((name) => name !== APP_MODE_COOKIE);
}

/** /sw.js (scope /), the manifest and its icons: built files of the shell, from this origin. */
export async function registerAppFiles(app: FastifyInstance, distDir: string): Promise<void> {
  const worker = await readFile(path.join(distDir, 'sw.js'), 'utf8').catch(() => null);
  if (worker) {
    // Never cached for long: a new release must reach the browser's update check.
    app.get('/sw.js', (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(worker));
  } else {
    app.log.warn('shell build has no sw.js: the site runs without a service worker');
  }
  const manifest = JSON.stringify(WEB_APP_MANIFEST);
  app.get('/manifest.webmanifest', (_request, reply) =>
    reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'public, max-age=3600').send(manifest),
  );
  const icons = new Map<string, Buffer>();
  for (const size of [192, 512]) {
    const file = `app-${size}.png`;
    const data = await readFile(path.join(distDir, 'public/icons', file)).catch(() => null);
    if (data) icons.set(file, data);
  }
  app.get<{ Params: { file: string } }>('/icons/:file', (request, reply) => {
    const icon = icons.get(request.params.file);
    if (!icon) return reply.code(404).send({ error: 'Datei nicht gefunden.' });
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(icon);
  });
}
