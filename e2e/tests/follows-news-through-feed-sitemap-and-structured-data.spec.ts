import { expect, test, type Page } from '@playwright/test';

async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> & { '@graph'?: Record<string, unknown>[] };
    return data['@graph'] ?? [data];
  });
}

test('a feed reader finds the news feed from the news page and reads the latest news', async ({ page, request }) => {
  await page.goto('/aktuelles');
  const href = await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
  expect(href).toBe('/aktuelles/feed.xml');
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/atom\+xml/);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom" xml:lang="de">/);
  expect(xml.match(/<entry>/g)).toHaveLength(20);
  const firstTitle = (await page.locator('.ms-card__title').first().textContent())!.trim().replace(/&/g, '&amp;');
  expect(xml.indexOf(`<title>${firstTitle}</title>`)).toBeGreaterThan(0);
  expect(xml).not.toMatch(/<script/i);
});

test('a search engine finds every page in the sitemap', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${new URL(baseURL!).origin}/sitemap.xml`);
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  for (const path of [
    '/',
    '/aktuelles',
    '/veranstaltungen',
    '/stellenangebote',
    '/leben-wohnen/schwarzes-brett',
    '/rathaus/aemter/buergerbuero',
    '/aktuelles/gemeinderat-beschliesst-haushalt',
    '/veranstaltungen/stadtfest',
  ]) {
    expect(urls).toContain(path);
  }
  expect(urls.filter((path) => path.includes(':'))).toEqual([]);
  expect(new Set(urls).size).toBe(urls.length);
});

test('news, events and breadcrumbs carry schema.org data for search engines', async ({ page }) => {
  await page.goto('/aktuelles/gemeinderat-beschliesst-haushalt');
  const news = await structuredData(page);
  expect(news.find((entry) => entry['@type'] === 'GovernmentOrganization')).toMatchObject({ name: 'Stadt Musterstadt' });
  expect(news.find((entry) => entry['@type'] === 'NewsArticle')).toMatchObject({ headline: expect.stringMatching(/^Gemeinderat beschließt Haushalt \d{4}$/) });
  const crumbs = news.find((entry) => entry['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
  expect(crumbs.itemListElement.map((item) => item.name)).toEqual([
    'Startseite',
    'Aktuelles',
    expect.stringMatching(/^Gemeinderat beschließt Haushalt \d{4}$/),
  ]);

  await page.goto('/veranstaltungen/stadtfest');
  const event = (await structuredData(page)).find((entry) => entry['@type'] === 'Event');
  expect(event).toMatchObject({ name: expect.any(String), startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/), location: { '@type': 'Place' } });
});
