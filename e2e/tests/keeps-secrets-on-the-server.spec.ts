import { expect, test } from '@playwright/test';
import { openMailbox } from '../support/mailbox';
import { form, TEXTS } from '../support/schulfrucht';
import { TEST_SECRETS } from '../support/secrets';

const PATHS = [
  '/',
  '/aktuelles',
  '/veranstaltungen',
  '/feuerwehr/',
  '/gibt-es-nicht',
  '/grundschule-musterstadt/schulfrucht',
  '/grundschule-musterstadt/schulfrucht-aach',
];
const SECRET_PATTERNS = [
  ...Object.values(TEST_SECRETS).map((value) => new RegExp(value)),
  /DATABASE_URL/,
  /postgres(ql)?:\/\//i,
  /Authorization:\s*Token/i,
  /"token"\s*:/i,
];

test('no served HTML, page data or script carries a token or secret', async ({ page, request }) => {
  const bodies: { url: string; text: string }[] = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (/javascript|json|html/.test(type)) bodies.push({ url: response.url(), text: await response.text().catch(() => '') });
  });
  for (const path of PATHS) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    bodies.push({ url: `${path} (page data)`, text: await (await request.get(`/_page?url=${encodeURIComponent(path)}`)).text() });
  }
  await page.goto('/aktuelles');
  await page.locator('.ms-card__title a').first().click();
  await page.waitForLoadState('networkidle');

  expect(bodies.length).toBeGreaterThan(10);
  for (const { url, text } of bodies) {
    for (const pattern of SECRET_PATTERNS) expect(`${url}: ${pattern.test(text) ? pattern : 'clean'}`).toBe(`${url}: clean`);
  }
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => /token|auth/i.test(cookie.name) && !cookie.httpOnly)).toEqual([]);
});

test('the row-database token is in no browser request or answer of a sign-up, and browsers cannot reach the row database', async ({ page, request }) => {
  const mailbox = await openMailbox();
  try {
    const sent: string[] = [];
    const received: string[] = [];
    page.on('request', (r) => sent.push(`${r.method()} ${r.url()} ${JSON.stringify(r.headers())} ${r.postData() ?? ''}`));
    page.on('response', async (response) => received.push(`${response.url()} ${JSON.stringify(response.headers())} ${await response.text().catch(() => '')}`));
    await page.goto('/grundschule-musterstadt/schulfrucht');
    await page.waitForLoadState('networkidle');
    const f = form(page);
    await f.day.selectOption({ index: 1 });
    await f.name.fill('Katharina Wolf');
    await f.email.fill('k.wolf.geheim@example.org');
    await f.telefon.fill('0157 31187260');
    await f.consent.check();
    await f.submit.click();
    await expect(page.getByText(TEXTS.success)).toBeVisible();
    await page.getByRole('button', { name: 'Zurück zum Formular' }).click();
    await expect(f.day).toBeFocused({ timeout: 5000 });

    expect(sent.some((line) => line.includes('/_forms/schulfrucht-musterstadt'))).toBe(true);
    for (const line of [...sent, ...received]) expect(line.includes(TEST_SECRETS.ROW_DATABASE_TOKEN) ? line.slice(0, 120) : 'clean').toBe('clean');
    expect(sent.filter((line) => /\/api\/database\//.test(line.split(' ')[1] ?? ''))).toEqual([]);

    // Through the shell, browsers reach neither the row database nor the mail endpoints, token or not.
    for (const path of [
      '/api/database/rows/table/359/?user_field_names=true',
      '/api/database/rows/table/360/?user_field_names=true',
      '/api/%64atabase/rows/table/359/',
      '/api/schulfrucht/schulfrucht_musterstadt_mail',
    ]) {
      for (const headers of [{}, { authorization: `Token ${TEST_SECRETS.ROW_DATABASE_TOKEN}` }] as Record<string, string>[]) {
        const answer = await request.fetch(path, {
          method: path.includes('mail') ? 'POST' : 'GET',
          headers,
          data: path.includes('mail') ? { email: 'x@example.org' } : undefined,
        });
        expect([path, answer.status()]).toEqual([path, 403]);
        expect(await answer.text()).not.toContain('Personen');
      }
    }
  } finally {
    await mailbox.close();
  }
});
