import { plainText, type CmsClient, type ContentItem, type ListResult, type SitemapEntry } from '@musterstadt/cms-client';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { TEXTS } from '../app/texts';
import { sanitizeRichText } from './sanitize';

/** Stable addresses of the machine-readable views of the site. */
export const NEWS_FEED_PATH = '/aktuelles/feed.xml';
export const SITEMAP_PATH = '/sitemap.xml';
const NEWS_LIST_PATH = '/aktuelles';
const FEED_SIZE = 20;

const UNAVAILABLE = 'Der Inhaltsdienst ist zurzeit nicht erreichbar. Bitte versuchen Sie es später noch einmal.';

// eslint-disable-next-line no-control-regex -- characters XML 1.0 cannot carry
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function xmlEscape(text: string): string {
  return text.replace(INVALID_XML, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

function absolute(origin: string, href: string): string | null {
  try {
    const url = new URL(href, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function isoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The sitemap protocol's XML for the given entries. */
export function sitemapXml(entries: SitemapEntry[], origin: string): string {
  const seen = new Set<string>();
  const urls = entries.flatMap((entry) => {
    const loc = absolute(origin, entry.url);
    if (!loc || seen.has(loc)) return [];
    seen.add(loc);
    const lastmod = isoDate(entry.lastmod);
    return [`<url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`];
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** An Atom feed of news items, newest first as the content API lists them. */
export function newsFeedXml(items: ContentItem[], origin: string, now: Date = new Date()): string {
  const list = absolute(origin, NEWS_LIST_PATH) ?? origin;
  const entries = items.flatMap((item) => {
    const link = item.detailURL ? absolute(origin, item.detailURL) : null;
    if (!link) return [];
    const published = isoDate(item.datum_von) ?? now.toISOString();
    const summary = item.einleitung ? plainText(item.einleitung) : '';
    const text = item.text ? sanitizeRichText(item.text) : '';
    const categories = (item.rubriken ?? []).map((r) => `<category term="${xmlEscape(r.titel)}"/>`).join('');
    return [
      [
        '<entry>',
        `<title>${xmlEscape(item.titel)}</title>`,
        `<link rel="alternate" type="text/html" href="${xmlEscape(link)}"/>`,
        `<id>${xmlEscape(link)}</id>`,
        `<published>${published}</published>`,
        `<updated>${published}</updated>`,
        summary ? `<summary type="text">${xmlEscape(summary)}</summary>` : '',
        text ? `<content type="html">${xmlEscape(text)}</content>` : '',
        categories,
        '</entry>',
      ].join(''),
    ];
  });
  const updated = items.map((item) => isoDate(item.datum_von)).find((date): date is string => !!date) ?? now.toISOString();
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">',
    `<title>${xmlEscape(TEXTS.feedTitle)}</title>`,
    `<subtitle>Neuigkeiten, Bekanntmachungen und Pressemitteilungen der ${xmlEscape(TEXTS.siteName)}</subtitle>`,
    `<link rel="self" type="application/atom+xml" href="${xmlEscape(absolute(origin, NEWS_FEED_PATH) ?? origin)}"/>`,
    `<link rel="alternate" type="text/html" href="${xmlEscape(list)}"/>`,
    `<id>${xmlEscape(list)}</id>`,
    `<updated>${updated}</updated>`,
    `<author><name>${xmlEscape(TEXTS.siteName)}</name><email>presse@musterstadt.de</email></author>`,
    `<icon>${xmlEscape(absolute(origin, '/favicon.svg') ?? origin)}</icon>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

async function answer(reply: FastifyReply, load: () => Promise<string | null>, type: string) {
  try {
    const body = await load();
    if (body === null) return reply.code(503).type('text/plain; charset=utf-8').send(UNAVAILABLE);
    return reply.type(type).header('cache-control', 'public, max-age=300').send(body);
  } catch {
    return reply.code(503).type('text/plain; charset=utf-8').send(UNAVAILABLE);
  }
}

/** robots.txt: every robot may read the site but the private areas (a staff-only site), and finds the sitemap. */
export function robotsTxt(origin: string, privateAreas: readonly string[]): string {
  return ['User-agent: *', ...privateAreas.map((area) => `Disallow: ${area}`), 'Allow: /', `Sitemap: ${origin}${SITEMAP_PATH}`, ''].join('\n');
}

/**
 * /sitemap.xml, the news feed and /robots.txt, built from the content API. Their links use the
 * configured site origin, never a request's Host, so a cache in front cannot be poisoned.
 */
export function registerFeeds(app: FastifyInstance, client: CmsClient, origin: string, privateAreas: () => readonly string[] = () => []): void {
  app.get(SITEMAP_PATH, (_request, reply) =>
    answer(
      reply,
      async () => {
        const { status, body } = await client.get<{ data: SitemapEntry[] }>('/api/cms/sitemap');
        return status === 200 && Array.isArray(body?.data) ? sitemapXml(body.data, origin) : null;
      },
      'application/xml; charset=utf-8',
    ),
  );

  app.get(NEWS_FEED_PATH, (_request, reply) =>
    answer(
      reply,
      async () => {
        const { status, body } = await client.get<ListResult>('/api/cms/artikel', { bereich: 'stadt', pro_seite: FEED_SIZE });
        return status === 200 && Array.isArray(body?.data) ? newsFeedXml(body.data, origin) : null;
      },
      'application/atom+xml; charset=utf-8',
    ),
  );

  // Private areas (their login kind says so) are for their members only: no robot reads them (their pages also say noindex).
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(origin, privateAreas())),
  );
}
