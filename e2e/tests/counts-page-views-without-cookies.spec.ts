import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { processes } from '../support/platform';

// Its own shell with Matomo pointed at a local receiver (the platform's content API and remotes).
const OFFSET = Number(process.env.PORT_OFFSET ?? 0);
const SHELL_PORT = 4298 + OFFSET;
const RECEIVER_PORT = 4299 + OFFSET;
const shellUrl = `http://127.0.0.1:${SHELL_PORT}`;

test.describe.configure({ mode: 'serial' });

const children: ChildProcess[] = [];
const hits: URLSearchParams[] = [];
let receiver: Server;

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://receiver');
    if (url.pathname === '/matomo.php') hits.push(url.searchParams);
    response.writeHead(204).end();
  });
  await new Promise<void>((resolve) => receiver.listen(RECEIVER_PORT, '127.0.0.1', resolve));
  const { shellEnvironment, startProcess, waitFor } = await processes();
  children.push(
    startProcess('analytics-shell', ['shell/dist/server/main.js'], {
      env: { ...shellEnvironment(), PORT: String(SHELL_PORT), MATOMO_URL: `http://127.0.0.1:${RECEIVER_PORT}/`, MATOMO_SITE_ID: '3', LOG_LEVEL: 'fatal' },
      quiet: true,
    }),
  );
  await waitFor(`${shellUrl}/health`);
});

test.afterAll(async () => {
  const { stopAll } = await processes();
  await stopAll(children);
  await new Promise((resolve) => receiver.close(resolve));
});

async function followFooterLink(page: Page, name: string, heading: RegExp) {
  await page.getByRole('contentinfo').getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('four pages, two of them client-side, count as four page views with routes and titles and no cookie', async ({ page, context }) => {
  await page.goto(`${shellUrl}/aktuelles?seite=2`);
  await page.goto(`${shellUrl}/veranstaltungen`);
  await expect(page.locator('header.town-header[data-enhanced="true"]')).toBeAttached();
  await followFooterLink(page, 'Impressum', /^Impressum$/);
  await followFooterLink(page, 'Datenschutz', /^Datenschutzerklärung$/);

  await expect.poll(() => hits.length).toBe(4);
  expect(hits.map((hit) => new URL(hit.get('url') ?? '').pathname)).toEqual(['/aktuelles', '/veranstaltungen', '/impressum', '/datenschutz']);
  expect(hits.map((hit) => hit.get('action_name'))).toEqual(['Aktuelles', 'Veranstaltungen', 'Impressum', 'Datenschutzerklärung']);
  for (const hit of hits) {
    expect(hit.get('idsite')).toBe('3');
    expect(hit.get('url')).not.toContain('?');
    // No visitor id, IP address or user data is passed on.
    for (const key of ['_id', 'cid', 'uid', 'cip', 'ua', '_idvc', '_viewts']) expect(hit.has(key)).toBe(false);
  }
  expect(await context.cookies()).toEqual([]);
});

test('with Do-Not-Track nothing is counted', async ({ browser, request }) => {
  hits.length = 0;
  const context = await browser.newContext({ extraHTTPHeaders: { DNT: '1' } });
  const page = await context.newPage();
  await page.goto(`${shellUrl}/aktuelles`);
  await expect(page.locator('header.town-header[data-enhanced="true"]')).toBeAttached();
  await followFooterLink(page, 'Impressum', /^Impressum$/);
  await context.close();

  // A visit without the signal afterwards: once it is counted, any earlier one would have been too.
  await request.get(`${shellUrl}/barrierefreiheit`);
  await expect.poll(() => hits.length).toBe(1);
  expect(new URL(hits[0]?.get('url') ?? '').pathname).toBe('/barrierefreiheit');
});
