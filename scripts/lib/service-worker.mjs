// Generates the shell's service worker (/sw.js) with Workbox at build time.
import { readFile, writeFile } from 'node:fs/promises';
import { generateSW } from 'workbox-build';

/** Cache of pages and page data this device has read (network first, the offline page lists it). */
const PAGES_CACHE = 'ms-seiten-v1';
/** Cache of the remotes' immutable, versioned browser builds. */
const REMOTES_CACHE = 'ms-remotes-v1';

// Functions below are copied into sw.js as source text (Workbox serialises them): they may use only
// their arguments and the worker's globals. '__PAGES_CACHE__' and '__SHELL_CSS__' are filled in after.

/** Pages (navigations) and the page data of client navigations; council, intranet and editorial pages never. */
function matchPage({ request, url }) {
  const privatePath = /^\/(ratsinfo|intranet|redaktion)(\/|$)/i;
  if (url.origin !== self.location.origin) return false;
  if (request.mode === 'navigate') return !privatePath.test(url.pathname);
  if (url.pathname !== '/_page') return false;
  const target = url.searchParams.get('url') || '';
  return target.startsWith('/') && !target.startsWith('//') && !privatePath.test(new URL(target, url.origin).pathname);
}

/** Keeps only complete, public answers: a cookie-setting or session answer is marked private by the shell. */
const publicAnswersOnly = {
  cacheWillUpdate: async ({ response }) => {
    if (!response || response.status !== 200 || response.type === 'opaque') return null;
    const cacheControl = response.headers.get('cache-control') || '';
    if (/private/i.test(cacheControl)) return null;
    return response;
  },
};

/** Without a network and without a cached copy: the German offline page listing the pages read here. */
const offlinePage = {
  handlerDidError: async ({ request }) => {
    const escape = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
    if (request.mode !== 'navigate') return Response.json({ error: 'Sie sind offline.' }, { status: 503 });
    const cache = await caches.open('__PAGES_CACHE__');
    const pages = [];
    for (const key of await cache.keys()) {
      const url = new URL(key.url);
      if (url.pathname === '/_page') continue;
      const response = await cache.match(key);
      const html = response ? await response.text() : '';
      const title = /<title>([^<]*)<\/title>/i.exec(html);
      pages.push({ href: url.pathname + url.search, title: title ? title[1] : url.pathname });
    }
    const items = pages.map((page) => `<li><a href="${escape(page.href)}">${page.title}</a></li>`).join('');
    const list = items
      ? `<p>Diese Seiten haben Sie auf diesem Gerät bereits gelesen; sie lassen sich auch ohne Verbindung öffnen:</p><ul>${items}</ul>`
      : '<p>Auf diesem Gerät sind noch keine Seiten für die Nutzung ohne Verbindung gespeichert.</p>';
    const body = [
      '<!DOCTYPE html><html lang="de"><head><meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      '<title>Sie sind offline – Stadt Musterstadt</title><meta name="robots" content="noindex">',
      '<link rel="stylesheet" href="__SHELL_CSS__"></head><body>',
      '<main id="inhalt" class="ms-offline"><h1>Sie sind offline</h1>',
      '<p>Diese Seite kann ohne Internetverbindung nicht geladen werden. Bitte versuchen Sie es erneut, sobald Sie wieder online sind.</p>',
      list,
      '</main></body></html>',
    ].join('');
    return new Response(body, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
  },
};

/**
 * Writes sw.js into the shell's client folder: precache of the shell's own build, cache-first for the
 * remotes' versioned browser builds, network-first pages with the offline page as the last resort.
 */
export async function writeServiceWorker(clientDir, { swDest, cssFile }) {
  const { count, size, warnings } = await generateSW({
    swDest,
    globDirectory: clientDir,
    globPatterns: ['*.js', '*.css'],
    // The error-service SDK is fetched only where a DSN is configured, never ahead.
    globIgnores: ['*.map', 'sentry*.js'],
    modifyURLPrefix: { '': '/_shell/' },
    // Hashed file names: the hash is the revision.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\.(js|css)$/,
    mode: 'production',
    sourcemap: false,
    inlineWorkboxRuntime: true,
    cleanupOutdatedCaches: true,
    skipWaiting: true,
    clientsClaim: true,
    navigationPreload: false,
    runtimeCaching: [
      {
        // /_remotes/<id>/@<version>/browser/...: a version never changes, so the cache answers first.
        urlPattern: ({ url }) => url.origin === self.location.origin && /^\/_remotes\/[\w-]+\/@[a-z0-9]+\/browser\//.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: REMOTES_CACHE, expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60 }, cacheableResponse: { statuses: [200] } },
      },
      {
        urlPattern: matchPage,
        handler: 'NetworkFirst',
        options: {
          cacheName: PAGES_CACHE,
          networkTimeoutSeconds: 8,
          expiration: { maxEntries: 60, maxAgeSeconds: 60 * 60 * 24 * 14 },
          plugins: [publicAnswersOnly, offlinePage],
        },
      },
    ],
  });
  const source = (await readFile(swDest, 'utf8')).replaceAll('__PAGES_CACHE__', PAGES_CACHE).replaceAll('__SHELL_CSS__', `/_shell/${cssFile}`);
  await writeFile(swDest, source);
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size };
}
