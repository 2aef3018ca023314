import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoViolations, REDAKTEURIN, redaktionLogin } from '../support/redaktion';
import { TEST_SECRETS } from '../support/secrets';

const OFFSET = Number(process.env.PORT_OFFSET ?? 0);
const CONTENT_API = `http://127.0.0.1:${4300 + OFFSET}`;
const ABGELAUFEN_ODER_FALSCH = /Dieser Vorschau-Link ist ungültig\. Bitte erzeugen Sie in der Redaktion einen neuen\./;

/** A news draft of the town with this title; the page is at its edit form. */
async function newDraft(page: Page, titel: string): Promise<string> {
  await page.goto('/redaktion/neu');
  await page.getByLabel('Art und Ablage').selectOption('artikel:stadt:stadt');
  await page.getByLabel('Titel').fill(titel);
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByRole('status')).toHaveText('Der Inhalt ist angelegt (Entwurf).');
  return new URL(page.url()).pathname;
}

/** A picture in the town's media library, not yet public (no published item uses it), uploaded as the editor. */
async function uploadPicture(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const service = { 'x-service-token': TEST_SECRETS.CMS_SERVICE_TOKEN };
  const login = await request.post(`${CONTENT_API}/api/cms/redaktion/login`, {
    headers: service,
    data: { email: REDAKTEURIN.email, passwort: REDAKTEURIN.passwort },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#8a5a2b' } })
    .png()
    .toBuffer();
  const upload = await request.post(`${CONTENT_API}/api/cms/redaktion/medien`, {
    headers: { ...service, 'Redaktion-Authorization': `Bearer ${token}` },
    data: { bereich: 'stadt', dateiname: 'dachstuhl.png', daten: png.toString('base64'), alt: 'Der neue Dachstuhl', copyright: 'Stadt Musterstadt' },
  });
  expect(upload.status()).toBe(201);
  const medium = (await upload.json()) as { url: string; oeffentlich: boolean };
  expect(medium.oeffentlich).toBe(false);
  return medium.url;
}

/** What the preview page of a link shows and answers, for anyone who has the link. */
async function expectPreview(page: Page, link: string, titel: string): Promise<void> {
  const response = await page.goto(link);
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  expect(headers['x-robots-tag']).toBe('noindex');
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  const banner = page.getByRole('region', { name: 'Vorschau' });
  await expect(banner).toContainText('so wird dieser Inhalt aussehen. Diese Seite ist nicht öffentlich.');
  await expect(banner).toContainText(/gültig bis \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titel);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
}

test.describe('the preview of a draft', () => {
  test('the editor opens the preview of what she typed; anyone with the link sees it; it is not public; a tampered link is refused in German', async ({
    browser,
    request,
  }) => {
    const titel = `Dachstuhl der Festhalle gerichtet ${Date.now()}`;
    const bild = await uploadPicture(request);

    // A public news article, for the public layout the preview must have.
    const visitor = await browser.newPage();
    await visitor.goto('/aktuelles');
    await visitor.locator('main a[href^="/aktuelles/"]').first().click();
    await expect(visitor).toHaveURL(/\/aktuelles\/.+/);
    const publicMain = (await visitor.locator('main#inhalt').getAttribute('class')) ?? '';
    expect(publicMain).not.toBe('');

    const julia = await redaktionLogin(browser, REDAKTEURIN);
    const editAddress = await newDraft(julia, titel);
    // Typed, not saved: the preview shows it, and nothing of it is lost.
    await julia.getByLabel('Einleitung').fill('Die Zimmerleute haben den Dachstuhl gerichtet.');
    await julia.getByLabel('Bild (Adresse aus der Mediathek)').fill(bild);
    await julia.getByLabel('Bildtext (Alternativtext)').fill('Der neue Dachstuhl');
    await julia.getByLabel('Bildrechte (Copyright)').fill('Stadt Musterstadt');
    await julia.getByRole('button', { name: 'Vorschau', exact: true }).click();
    await expect(julia).toHaveURL(/\/redaktion\/vorschau\?token=[\w.-]+$/);
    const link = new URL(julia.url()).pathname + new URL(julia.url()).search;

    await expectPreview(julia, link, titel);
    // The public page's layout and template, the draft in them.
    await expect(julia.locator('main#inhalt')).toHaveAttribute('class', publicMain);
    await expect(julia.getByText('Die Zimmerleute haben den Dachstuhl gerichtet.')).toBeVisible();
    // The draft's picture comes with the link's token and loads, although it is not public yet.
    const picture = julia.locator(`main img[src^="${bild}?vorschau="]`).first();
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    expect((await request.get(bild)).status()).toBe(404);
    await expectNoViolations(julia);

    // What she typed was saved before the preview opened.
    await julia.goto(editAddress);
    await expect(julia.getByLabel('Einleitung')).toHaveValue('Die Zimmerleute haben den Dachstuhl gerichtet.');
    await expect(julia.getByLabel('Bild (Adresse aus der Mediathek)')).toHaveValue(bild);

    // Anyone with the link sees it, without a login: it is shareable for 24 hours.
    const anonymous = await browser.newContext();
    const other = await anonymous.newPage();
    await expectPreview(other, link, titel);
    await expect(other.getByRole('region', { name: 'Vorschau' }).getByRole('link', { name: 'Zur Bearbeitung in der Redaktion' })).toHaveAttribute(
      'href',
      editAddress,
    );

    // The draft is not public: not on /aktuelles, and its address is no page yet.
    await other.goto('/aktuelles');
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(other.getByText(titel)).toHaveCount(0);

    // A tampered link: the German message, never a 500.
    // The signature's first character: its six bits all count (the last one's lowest bits are padding, so changing
    // them may leave the very same signature).
    const signatur = link.lastIndexOf('.') + 1;
    const tampered = `${link.slice(0, signatur)}${link.charAt(signatur) === 'A' ? 'B' : 'A'}${link.slice(signatur + 1)}`;
    const refused = await other.goto(tampered);
    expect(refused?.status()).toBe(404);
    expect(refused?.headers()['cache-control']).toBe('private, no-store');
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Vorschau nicht verfügbar');
    await expect(other.getByText(ABGELAUFEN_ODER_FALSCH)).toBeVisible();
    const broken = await other.goto('/redaktion/vorschau?token=%E2%82');
    expect(broken?.status()).toBeLessThan(500);
    const missing = await other.goto('/redaktion/vorschau');
    expect(missing?.status()).toBe(404);
    await expect(other.getByText(ABGELAUFEN_ODER_FALSCH)).toBeVisible();
    await expectNoViolations(other);
    await anonymous.close();
  });

  test('without JavaScript: the Vorschau button saves the changed title and shows the draft with it', async ({ browser }) => {
    const titel = `Stadtbücherei mit neuem Lesecafé ${Date.now()}`;
    const julia = await redaktionLogin(browser, REDAKTEURIN, { javaScriptEnabled: false });
    await newDraft(julia, 'Stadtbücherei Entwurf');
    await julia.getByLabel('Titel').fill(titel);
    await julia.getByLabel('Einleitung').fill('Ab Januar mit Kaffee und Zeitungen.');
    await julia.getByRole('button', { name: 'Vorschau', exact: true }).click();
    await expect(julia).toHaveURL(/\/redaktion\/vorschau\?token=/);
    const link = new URL(julia.url()).pathname + new URL(julia.url()).search;
    await expectPreview(julia, link, titel);
    await expect(julia.getByText('Ab Januar mit Kaffee und Zeitungen.')).toBeVisible();
  });
});
