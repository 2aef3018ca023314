import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { processes } from '../support/platform';

// This spec stores rich text with XSS payloads in a content API of its own (a fresh database seeded
// like the demo, plus one test page) and renders it through a shell of its own, on spare ports.
const OFFSET = Number(process.env.PORT_OFFSET ?? 0);
const SHELL_PORT = 4260 + OFFSET;
const CMS_PORT = 4360 + OFFSET;
const shellUrl = `http://127.0.0.1:${SHELL_PORT}`;
const PAGE = '/sicherheit/eingebettete-skripte';
/** The accessibility statement renders three of its fields as HTML; each carries the payloads. */
const STATEMENT = '/sicherheit/barrierefreiheit';

/** Each payload would call xss(n) – or request a file named boese-n – if it ever ran. */
const PAYLOADS = [
  '<script>xss(1)</script>',
  '<img src="/nicht-vorhanden-2.png" alt="" onerror="xss(2)">',
  '<a href="javascript:xss(3)">Link 3</a>',
  '<a href="jav&#x09;ascript:xss(4)">Link 4</a>',
  '<svg onload="xss(5)"><circle r="5"/></svg>',
  '<svg><script>xss(6)</script></svg>',
  '<math><mtext><table><mglyph><style><img src="/boese-7.png" onerror="xss(7)"></style></mglyph></table></mtext></math>',
  '<iframe srcdoc="<script>parent.xss(8)</script>"></iframe>',
  '<script src="https://boese.example/boese-9.js"></script>',
  '<script src="/api/cms/widgets/../media/boese-10.js"></script>',
  '<script src="//boese.example/api/cms/widgets/boese-11.js"></script>',
  '<script src="data:text/javascript,xss(12)"></script>',
  '<div onmouseover="xss(13)" style="width:10px;height:10px;background:url(javascript:xss(13))">Fläche 13</div>',
  '<details open ontoggle="xss(14)"><summary>Mehr 14</summary></details>',
  '<noscript><p title="</noscript><img src=/boese-15.png onerror=xss(15)>"></p></noscript>',
  '<input autofocus onfocus="xss(16)">',
  '<object data="javascript:xss(17)"></object><embed src="javascript:xss(17)">',
  '<ms-script src="https://boese.example/boese-18.js"></ms-script>',
  '<script src="/api/cms/widgets%2f..%2fmedia/boese-19.js"></script>',
  '<p id="__BOOT__">20</p>',
];

const TEXT = [
  '<p>Diese Seite prüft, dass eingebettete Skripte nur von erlaubten Adressen laufen.</p>',
  ...PAYLOADS,
  '<div id="stellenportal"><ul><li>Erzieherin (m/w/d)</li><li>Hausmeister (m/w/d)</li><li>Gärtnerin (m/w/d)</li></ul></div>',
  '<script src="/api/cms/widgets/stellenfilter.js"></script>',
].join('\n');

const children: ChildProcess[] = [];
let dataDir = '';

interface CmsModules {
  openPglite(dir: string): Promise<{ query: (sql: string, params?: unknown[]) => Promise<unknown>; close: () => Promise<void> }>;
  migrate(db: unknown): Promise<string[]>;
  seedIfEmpty(db: unknown): Promise<unknown>;
}

/** Writes the demo content and the test page with the payloads into a new database. */
async function prepareDatabase(dir: string) {
  const dist = path.resolve(__dirname, '../../services/cms-api/dist');
  const load = createRequire(__filename);
  const modules = load(`${dist}/server.js`) as CmsModules;
  const db = await modules.openPglite(dir);
  try {
    await modules.migrate(db);
    await modules.seedIfEmpty(db);
    await db.query(
      `INSERT INTO items (typ, bereich, slug, titel, einleitung, text, detail_url, data)
       VALUES ('artikel', 'pruefung', 'skripte', 'Eingebettete Skripte', $1, $2, $3, '{}'::jsonb)`,
      ['<p onclick="xss(0)">Einleitung</p><script>xss(0)</script>', TEXT, PAGE],
    );
    await db.query(
      `INSERT INTO pages (url, layout, theme, title, description, breadcrumbs, blocks, api_calls)
       VALUES ($1, 'default', 'default', 'Eingebettete Skripte', 'Prüfseite', '[]'::jsonb, $2::jsonb, $3::jsonb)`,
      [
        PAGE,
        JSON.stringify([{ template: 'artikel-detail', slot: 'main', context: { apiCalls: ['artikel'] }, options: { erlaubteSkripte: ['/api/cms/widgets/'] } }]),
        JSON.stringify([
          { name: 'artikel', endpoint: '/api/cms/artikel', params: { bereich: 'pruefung', slug: 'skripte' }, options: { useMeta: true, errorOnEmpty: true } },
        ]),
      ],
    );
    await db.query(
      `INSERT INTO pages (url, layout, theme, title, description, breadcrumbs, blocks, api_calls)
       VALUES ($1, 'default', 'default', 'Erklärung mit Prüfinhalten', 'Prüfseite', '[]'::jsonb, $2::jsonb, '[]'::jsonb)`,
      [
        STATEMENT,
        JSON.stringify([
          {
            template: 'barrierefreiheit',
            slot: 'main',
            context: {
              // The hover target ('Fläche 13') only once on the page.
              einleitung: PAYLOADS.filter((payload) => !payload.includes('Fläche')).join('\n'),
              erstellung: PAYLOADS.join('\n'),
              durchsetzung: PAYLOADS.filter((payload) => !payload.includes('Fläche')).join('\n'),
              status: 'teilweise',
            },
            options: {},
          },
        ]),
      ],
    );
  } finally {
    await db.close();
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'musterstadt-xss-'));
  await prepareDatabase(dataDir);
  const { shellEnvironment, startProcess, waitFor } = await processes();
  children.push(
    startProcess('e2e-xss-cms', ['services/cms-api/dist/main.js'], { env: { PORT: String(CMS_PORT), DATA_DIR: dataDir, DATABASE_URL: '' }, quiet: true }),
  );
  await waitFor(`http://127.0.0.1:${CMS_PORT}/api/cms/health`, { timeoutMs: 120_000 });
  children.push(
    startProcess('e2e-xss-shell', ['shell/dist/server/main.js'], {
      env: { ...shellEnvironment(), PORT: String(SHELL_PORT), CMS_API_URL: `http://127.0.0.1:${CMS_PORT}`, LOG_LEVEL: 'fatal' },
      quiet: true,
    }),
  );
  await waitFor(`${shellUrl}/health`);
});

test.afterAll(async () => {
  const { stopAll } = await processes();
  await stopAll(children);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Records calls of xss(n), dialogs and requests of the page. */
async function watch(page: Page) {
  const requests: string[] = [];
  const dialogs: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const calls: number[] = [];
    Object.assign(window, { xss: (n: number) => calls.push(n), xssCalls: calls });
  });
  const calls = () => page.evaluate(() => (window as unknown as { xssCalls: number[] }).xssCalls);
  return { requests, dialogs, calls };
}

async function expectNothingRan(page: Page, watched: Awaited<ReturnType<typeof watch>>) {
  // Give image errors, focus and toggle events their chance to fire.
  await page.waitForLoadState('networkidle');
  await page.locator('text=Fläche 13').hover();
  await page.waitForTimeout(300);
  expect(await watched.calls()).toEqual([]);
  expect(watched.dialogs).toEqual([]);
  expect(watched.requests.filter((url) => /boese/.test(url))).toEqual([]);
  await expect(page.locator('main a[href^="javascript:" i], main [onerror], main [onload], main iframe, main svg script, main object, main embed')).toHaveCount(
    0,
  );
  await expect(page.locator('main ms-script')).toHaveCount(0);
}

test('a page load runs the allowed widget once and none of the payloads', async ({ page }) => {
  const watched = await watch(page);
  const response = await page.goto(`${shellUrl}${PAGE}`);
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html).toContain('<ms-script src="/api/cms/widgets/stellenfilter.js"></ms-script>');
  expect(html).not.toMatch(/boese|onerror|javascript:|srcdoc/i);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eingebettete Skripte');
  await expect(page.getByLabel('Stellenangebote filtern')).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Stellenangebote' })).toHaveText('3 Stellenangebote');
  await expectNothingRan(page, watched);
  expect(watched.requests.filter((url) => url.endsWith('/api/cms/widgets/stellenfilter.js'))).toHaveLength(1);
  // The page's own boot data was not taken over by the content.
  await expect(page.locator('#__BOOT__')).toHaveCount(1);
});

test('every HTML field of the accessibility statement renders the payloads inert', async ({ page }) => {
  const watched = await watch(page);
  const response = await page.goto(`${shellUrl}${STATEMENT}`);
  expect(response?.status()).toBe(200);
  expect(await response!.text()).not.toMatch(/boese|onerror|onfocus|ontoggle|onmouseover|javascript:|srcdoc/i);
  await expect(page.getByRole('heading', { name: 'Durchsetzungsverfahren' })).toBeVisible();
  await expectNothingRan(page, watched);
});

test('a client-side navigation to the page runs the allowed widget too, and still none of the payloads', async ({ page }) => {
  const watched = await watch(page);
  await page.goto(`${shellUrl}/impressum`);
  await page.waitForLoadState('networkidle');
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.textContent = 'Zur Prüfseite';
    document.getElementById('inhalt')?.append(link);
  }, PAGE);
  await page.getByRole('link', { name: 'Zur Prüfseite' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eingebettete Skripte');
  // No full page load: the shell rendered the page in the browser, through innerHTML.
  expect(watched.requests.some((url) => url.includes('/_page?url='))).toBe(true);
  await expect(page.getByLabel('Stellenangebote filtern')).toHaveCount(1);
  await page.getByLabel('Stellenangebote filtern').fill('Haus');
  await expect(page.locator('#stellenportal li:visible')).toHaveText(['Hausmeister (m/w/d)']);
  await expectNothingRan(page, watched);
});
