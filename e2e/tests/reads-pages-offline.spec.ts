import { expect, test, type Page } from '@playwright/test';

/** Every address any cache of the page's origin holds (service-worker caches included). */
async function cachedAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) addresses.push(decodeURIComponent(request.url));
    }
    return addresses;
  });
}

/** The service worker controls the page (it claims open pages when it activates). */
async function workerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('pages read before open again without a network, others show the offline page', async ({ page, context }) => {
  await page.goto('/');
  await workerInControl(page);
  const read = [
    { path: '/aktuelles', heading: 'Aktuelles' },
    { path: '/veranstaltungen', heading: 'Veranstaltungen' },
    { path: '/impressum', heading: 'Impressum' },
  ];
  for (const { path, heading } of read) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  await context.setOffline(true);
  const status = page.locator('#ms-network-status');
  await expect(status).toHaveText(/^Sie sind offline\./);
  await expect(status).toHaveAttribute('aria-live', 'polite');

  for (const { path, heading } of read) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  const response = await page.goto('/datenschutz');
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1, name: 'Sie sind offline' })).toBeVisible();
  const readLinks = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(readLinks.filter({ hasText: 'Impressum' })).toHaveAttribute('href', '/impressum');
  await expect(readLinks.filter({ hasText: 'Veranstaltungen' })).toHaveAttribute('href', '/veranstaltungen');
  await readLinks.filter({ hasText: 'Aktuelles' }).first().click();
  await expect(page).toHaveURL(/\/aktuelles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aktuelles' })).toBeVisible();

  // The page from the cache hydrates and tells the reader; the message goes when the network returns.
  await expect(status).toHaveText(/^Sie sind offline\./);
  await context.setOffline(false);
  await expect(status).toBeEmpty();
  await expect(page.locator('#ms-announcer')).toHaveText('Sie sind wieder online.');
});

test('a form says that sending needs a connection and keeps what was typed', async ({ page, context }) => {
  await page.goto('/kontakt');
  await workerInControl(page);
  await page
    .getByLabel(/Nachricht/)
    .first()
    .fill('Die Straßenlaterne vor Hausnummer 4 ist defekt.');
  await context.setOffline(true);
  await page.getByRole('button', { name: /senden/i }).click();
  await expect(page.locator('#ms-network-status')).toHaveText(/Zum Absenden brauchen Sie eine Internetverbindung/);
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(page.getByLabel(/Nachricht/).first()).toHaveValue('Die Straßenlaterne vor Hausnummer 4 ist defekt.');
  await context.setOffline(false);
});

/** Every page or page-data answer any cache of the page's origin holds, as text. */
async function cachedDocuments(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const texts: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        if (response && /html|json/.test(response.headers.get('content-type') ?? '')) texts.push(await response.text());
      }
    }
    return texts;
  });
}

test('council pages read while logged in, intranet pages and answers for a visitor with a session are never cached', async ({ page, context }) => {
  await page.goto('/');
  await workerInControl(page);
  // A council member logs in and reads the non-public part of a past meeting.
  await page.goto('/ratsinfo/anmelden');
  await page.getByLabel('E-Mail-Adresse').fill('sabine.keller@musterstadt.de');
  await page.getByLabel('Passwort').fill('Ratsinfo!2026');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Willkommen, Sabine Keller' })).toBeVisible();
  const meetings = (await (await page.request.get('/api/cms/ratsinfo/sitzungen?gremium=GR&zeitraum=vergangen&pro_seite=1')).json()) as {
    data: { detailURL: string }[];
  };
  await page.goto(meetings.data[0]!.detailURL);
  await expect(page.getByRole('heading', { name: 'Nichtöffentlicher Teil' })).toBeVisible();
  // A town page while the session cookie is there: the shell marks the answer private.
  await page.goto('/rathaus');
  await page.goto('/intranet/');
  await context.clearCookies();
  // Then, without a session, two public pages.
  await page.goto('/aktuelles');
  await page.goto('/veranstaltungen');
  const cached = await cachedAddresses(page);
  expect(cached.some((address) => address.endsWith('/veranstaltungen'))).toBe(true);
  // Pages and page data of the council and the intranet are never kept; the remotes' public,
  // versioned files (/_remotes/ratsinfo/@<version>/…) may be.
  const personal = (address: string) => {
    const { pathname, search } = new URL(address);
    return /^\/(ratsinfo|intranet)(\/|$)/.test(pathname) || /[?&]url=(%2F|\/)(ratsinfo|intranet)/i.test(search) || pathname.endsWith('/rathaus');
  };
  expect(cached.filter(personal)).toEqual([]);
  const documents = await cachedDocuments(page);
  expect(documents.length).toBeGreaterThan(0);
  expect(documents.filter((text) => /Nichtöffentlicher Teil|Sabine Keller/.test(text))).toEqual([]);
});
