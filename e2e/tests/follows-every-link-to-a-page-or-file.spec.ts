import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Every page of the sitemap, and the council's and the intranet's pages as a logged-in member and
 * staff member see them: every internal link, picture (src and srcset) and document on them resolves
 * (following redirects) and a document answers with its file, never with an error in JSON. Each
 * address is checked once, a few at a time, with HEAD where the server answers it.
 */

const POOL = 6;
const COUNCIL = { email: 'sabine.keller@musterstadt.de', passwort: 'Ratsinfo!2026' };
const STAFF = { email: 'anna.schmid@musterstadt.de', passwort: 'Intranet!2026' };
/** Files, by extension or by the content API's document and picture paths. */
const DOCUMENT = /\.(pdf|docx?|xlsx?|odt|ods|zip|ics|csv)$|^\/api\/cms\/(dokumente|media|bilder|intranet\/dokumente|ratsinfo\/dateien)\//i;

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#x27': "'" };
const decode = (value: string): string => value.replace(/&(amp|quot|apos|lt|gt|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');

interface Found {
  url: string;
  /** The page it was found on, to name in a failure. */
  on: string;
  kind: 'link' | 'picture';
}

/** Links (a, area), pictures (img src and srcset, source srcset) of a page's HTML, as same-site paths. */
function referencesOf(html: string, pageUrl: string, origin: string): Found[] {
  const found: Found[] = [];
  const add = (raw: string, kind: Found['kind']) => {
    const value = decode(raw.trim());
    if (!value || value.startsWith('#') || /^(mailto|tel|javascript|data|blob):/i.test(value)) return;
    const url = new URL(value, new URL(pageUrl, origin));
    if (url.origin !== origin) return;
    url.hash = '';
    found.push({ url: url.pathname + url.search, on: pageUrl, kind });
  };
  for (const [tag] of html.matchAll(/<(a|area|img|source)\b[^>]*>/gi)) {
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
    const element = /^<(\w+)/.exec(tag)?.[1]?.toLowerCase();
    if (element === 'a' || element === 'area') {
      const href = attr('href');
      if (href !== undefined) add(href, 'link');
      continue;
    }
    const src = attr('src');
    if (src) add(src, 'picture');
    const srcset = attr('srcset');
    if (srcset) for (const candidate of srcset.split(',')) add(candidate.trim().split(/\s+/)[0] ?? '', 'picture');
  }
  return found;
}

/** Runs `task` on every item with at most `size` at a time. */
async function pool<T>(items: T[], size: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

interface Checked {
  status: number;
  type: string;
}

/** HEAD, or GET where the server does not answer HEAD; redirects are followed. */
async function check(request: APIRequestContext, url: string): Promise<Checked> {
  let response = await request.head(url, { maxRedirects: 10, failOnStatusCode: false });
  if (response.status() === 405 || response.status() === 501) response = await request.get(url, { maxRedirects: 10, failOnStatusCode: false });
  return { status: response.status(), type: response.headers()['content-type'] ?? '' };
}

/** Reads the pages and checks everything they point to; returns the problems found. */
async function walk(request: APIRequestContext, origin: string, pages: string[], skip: (url: string) => boolean = () => false): Promise<string[]> {
  const problems: string[] = [];
  const references = new Map<string, Found>();
  await pool(pages, POOL, async (path) => {
    const response = await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 10, failOnStatusCode: false });
    if (response.status() >= 400) {
      problems.push(`page ${path}: ${response.status()}`);
      return;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) {
      problems.push(`page ${path}: answered ${response.headers()['content-type']}, not HTML`);
      return;
    }
    for (const reference of referencesOf(await response.text(), path, origin)) {
      if (!references.has(reference.url) && !skip(reference.url)) references.set(reference.url, reference);
    }
  });
  const known = new Set(pages);
  const toCheck = [...references.values()].filter((reference) => !known.has(reference.url));
  await pool(toCheck, POOL, async ({ url, on, kind }) => {
    const { status, type } = await check(request, url);
    const path = url.split('?')[0] ?? url;
    if (status >= 400) problems.push(`${kind} ${url} on ${on}: ${status}`);
    else if (DOCUMENT.test(path) && type.includes('json')) problems.push(`document ${url} on ${on}: answered JSON`);
    else if (kind === 'picture' && !/^image\//.test(type)) problems.push(`picture ${url} on ${on}: answered ${type}`);
    else if (kind === 'link' && !DOCUMENT.test(path) && type.includes('json')) problems.push(`link ${url} on ${on}: answered JSON`);
  });
  return problems;
}

async function logIn(page: Page, path: string, account: { email: string; passwort: string }, landing: RegExp): Promise<void> {
  await page.goto(path);
  await page.getByLabel('E-Mail-Adresse').fill(account.email);
  await page.getByLabel('Passwort', { exact: true }).fill(account.passwort);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(landing);
}

/** Pages of a list answer of the content API (`{ data: [{ detailURL }] }`), the first few. */
async function detailPages(request: APIRequestContext, endpoint: string, count: number): Promise<string[]> {
  const answer = await request.get(endpoint);
  expect(answer.status(), endpoint).toBe(200);
  const body = (await answer.json()) as { data: { detailURL?: string | null; url?: string | null }[] };
  return body.data
    .map((entry) => entry.detailURL ?? entry.url)
    .filter((url): url is string => typeof url === 'string')
    .slice(0, count);
}

test('every internal link, picture and document of the public pages resolves', async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(decode(match[1]!));
    return url.pathname + url.search;
  });
  expect(pages.length).toBeGreaterThan(100);
  const problems = await walk(request, origin, [...new Set(pages)]);
  expect(problems, problems.join('\n')).toEqual([]);
});

test('every internal link, picture and document of the council and intranet pages resolves for those logged in', async ({ page, baseURL }) => {
  test.slow();
  const origin = new URL(baseURL!).origin;
  await logIn(page, '/ratsinfo/anmelden', COUNCIL, /\/ratsinfo/);
  await logIn(page, '/intranet/anmelden', STAFF, /\/intranet$/);
  const request = page.context().request;
  const council = [
    '/ratsinfo',
    '/ratsinfo/sitzungen',
    '/ratsinfo/sitzungen?zeitraum=vergangen',
    '/ratsinfo/gremien',
    '/ratsinfo/personen',
    '/ratsinfo/berichte',
    '/ratsinfo/passwort-aendern',
    ...(await detailPages(request, '/api/cms/ratsinfo/sitzungen?gremium=GR&zeitraum=vergangen&pro_seite=3', 3)),
    ...(await detailPages(request, '/api/cms/ratsinfo/sitzungen?zeitraum=kommend&pro_seite=3', 3)),
    ...(await detailPages(request, '/api/cms/ratsinfo/vorlagen?pro_seite=5', 5)),
  ];
  const intranet = ['/intranet', '/intranet/rubriken', '/intranet/archiv', '/intranet/suche?q=Urlaub'];
  const categories = await page.goto('/intranet/rubriken');
  expect(categories?.status()).toBe(200);
  const categoryLinks = await page.locator('main a[href^="/intranet/rubriken/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  intranet.push(...categoryLinks.slice(0, 3));
  const textLinks = await page
    .goto(categoryLinks[0] ?? '/intranet')
    .then(() => page.locator('main a[href^="/intranet/texte/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')));
  intranet.push(...textLinks.slice(0, 3));
  // Logging out is a form; its page is read like any other, but no link is followed into it.
  const problems = await walk(request, origin, [...new Set([...council, ...intranet])], (url) => /\/(abmelden|abgemeldet)/.test(url));
  expect(problems, problems.join('\n')).toEqual([]);
});
