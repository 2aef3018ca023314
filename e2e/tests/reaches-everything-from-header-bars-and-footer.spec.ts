import { expect, test } from '@playwright/test';
import { collectProblems, waitForTownHeader } from '../support/town';

const A11Y_BAR = ['Erklärung zur Barrierefreiheit', 'Leichte Sprache', 'Hilfe zur Bedienung', 'Barriere melden', 'Impressum', 'Kontaktformular', 'Startseite'];

test.describe('a visitor finds the town frame on every town page', () => {
  test('the header has the logo, guest, accommodation, quick, plain-language and social links', async ({ page }) => {
    await page.goto('/aktuelles');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /zur Startseite/ })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Gäste', exact: true })).toHaveAttribute('href', '/gaeste/');
    await expect(header.getByRole('link', { name: 'Unterkünfte', exact: true })).toHaveAttribute('href', '/gaeste/unterkuenfte');
    await expect(header.getByRole('navigation', { name: 'Schnellzugriff' }).getByRole('link')).toHaveText([
      'Bürgerservice online',
      'Abfallkalender',
      'Amtsblatt',
      'Stellenangebote',
      'Veranstaltungen',
    ]);
    await expect(header.getByRole('link', { name: 'Leichte Sprache' }).first()).toHaveAttribute('href', '/leichte-sprache');
    await expect(header.getByRole('link', { name: 'Gebärdensprache' }).first()).toHaveAttribute('href', '/gebaerdensprache');
    for (const network of ['Facebook', 'Instagram', 'YouTube']) {
      await expect(header.getByRole('link', { name: `Musterstadt auf ${network}` }).first()).toHaveAttribute('href', /^https:\/\/www\./);
    }
  });

  test('the default layout has the five service links', async ({ page }) => {
    await page.goto('/barrierefreiheit');
    const bar = page.getByRole('navigation', { name: 'Servicelinks' });
    await expect(bar.getByRole('link')).toHaveText(['Informatives', 'Ansprechpartner', 'Kontakt', 'Wegweiser', 'Barrierefreiheit']);
    const hrefs = await bar.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/buergerservice', '/mitarbeiter', '/anfragen', '/wegweiser', '/barrierefreiheit']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erklärung zur Barrierefreiheit');
    await expect(page.getByRole('complementary')).toContainText('Leichter Sprache');
  });

  for (const path of ['/', '/barrierefreiheit', '/leichte-sprache', '/gaeste/', '/wirtschaft']) {
    test(`the accessibility bar is on ${path}, and 'Barriere melden' names the page`, async ({ page }) => {
      await page.goto(path);
      await waitForTownHeader(page);
      const bar = page.getByRole('navigation', { name: 'Barrierefreiheit' });
      await expect(bar.getByRole('link')).toHaveText(A11Y_BAR);
      const report = await bar.getByRole('link', { name: 'Barriere melden' }).getAttribute('href');
      const mail = new URL(report!);
      expect(mail.protocol).toBe('mailto:');
      expect(mail.pathname).toBe('barrierefreiheit@musterstadt.de');
      expect(mail.searchParams.get('subject')).toBe('Barriere melden');
      expect(mail.searchParams.get('body')).toContain(new URL(path, page.url()).href);
      for (const [name, href] of [
        ['Erklärung zur Barrierefreiheit', '/barrierefreiheit'],
        ['Leichte Sprache', '/leichte-sprache'],
        ['Hilfe zur Bedienung', '/bedienungshilfe'],
        ['Impressum', '/impressum'],
        ['Kontaktformular', '/kontakt'],
        ['Startseite', '/'],
      ]) {
        await expect(bar.getByRole('link', { name: name!, exact: true })).toHaveAttribute('href', href!);
      }
    });
  }

  test('the footer has both addresses, quick links, legal and social links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Stadtverwaltung Musterstadt' })).toBeVisible();
    await expect(footer).toContainText('Marktplatz 1');
    await expect(footer).toContainText('79999 Musterstadt');
    await expect(footer.getByRole('link', { name: '079991230' })).toHaveAttribute('href', 'tel:+4979991230');
    await expect(footer.getByRole('heading', { name: 'Tourist-Information' })).toBeVisible();
    await expect(footer).toContainText('Hauptstraße 12');
    await expect(footer.getByRole('navigation', { name: 'Häufig besucht' }).getByRole('link')).toHaveText([
      'Aktuelles',
      'Veranstaltungen',
      'Wegweiser',
      'Abfallkalender',
      'Stellenangebote',
      'Gemeinderat',
    ]);
    await expect(footer.getByRole('navigation', { name: 'Rechtliches' }).getByRole('link')).toHaveText([
      'Impressum',
      'Datenschutz',
      'Barrierefreiheit',
      'Kontakt',
    ]);
    await expect(footer.getByRole('link', { name: 'Musterstadt auf Instagram' })).toBeVisible();
  });
});

test.describe('a visitor opens the pages for guests, the administration and accessibility', () => {
  const PAGES = [
    { path: '/gaeste/', h1: 'Willkommen, liebe Gäste', layout: 'gaeste', text: 'Gut zu wissen' },
    { path: '/gaeste/unterkuenfte', h1: 'Unterkünfte', layout: 'gaeste', text: 'Hotel Sonne am Marktplatz' },
    { path: '/touristinformation', h1: 'Tourist-Information', layout: 'gaeste', text: 'Stadtführungen' },
    { path: '/verwaltung/', h1: 'Verwaltung', layout: 'default', text: 'Mitarbeiterinnen und Mitarbeiter von A bis Z' },
    { path: '/buergerservice', h1: 'Bürgerservice', layout: 'default', text: 'Schnell erledigt' },
    { path: '/mitarbeiter', h1: 'Ansprechpartner', layout: 'default', text: 'Ansprechpartner von A bis Z' },
    { path: '/anfragen', h1: 'Kontakt', layout: 'default', text: 'Stadtverwaltung Musterstadt' },
    { path: '/wirtschaft', h1: 'Wirtschaft & Gewerbe', layout: 'wirtschaft', text: 'Wirtschaftsförderung' },
    { path: '/wirtschaft/gewerbeflaechen', h1: 'Gewerbeflächen', layout: 'wirtschaft', text: 'Sulzbachtal-Ost' },
    { path: '/datenschutz', h1: 'Datenschutzerklärung', layout: 'default', text: 'Verantwortliche Stelle' },
    { path: '/barrierefreiheit', h1: 'Erklärung zur Barrierefreiheit', layout: 'default', text: 'Schlichtungsverfahren' },
    { path: '/leichte-sprache', h1: 'Leichte Sprache', layout: 'wide', text: 'Musterstadt ist eine kleine Stadt.' },
    { path: '/gebaerdensprache', h1: 'Gebärdensprache', layout: 'wide', text: 'Gebärdensprach-Dolmetsch' },
    { path: '/bedienungshilfe', h1: 'Hilfe zur Bedienung', layout: 'wide', text: 'Bedienung mit der Tastatur' },
  ];

  for (const { path, h1, layout, text } of PAGES) {
    test(`${path} has its content in the ${layout} layout`, async ({ page }) => {
      const problems = collectProblems(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForTownHeader(page);
      await expect(page.locator(`.town-page--${layout}`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.getByRole('main').getByText(text).first()).toBeVisible();
      if (layout === 'gaeste') await expect(page.getByRole('navigation', { name: 'Gäste' })).toBeVisible();
      if (layout === 'wirtschaft') await expect(page.getByRole('navigation', { name: 'Wirtschaft' })).toBeVisible();
      if (layout === 'wide') await expect(page.getByRole('complementary')).toHaveCount(0);
      expect(problems).toEqual([]);
    });
  }

  test('the guests’ start page shows its portal modules', async ({ page }) => {
    await page.goto('/gaeste/');
    const main = page.getByRole('main');
    for (const heading of [
      'Gut zu wissen',
      'Ihr Aufenthalt',
      'Erlebnisse rund ums Jahr',
      'Veranstaltungen für Gäste',
      'Urlaubsmomente auf Instagram',
      'Auch interessant',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Gäste' }).getByRole('link', { name: 'Unterkünfte' })).toHaveAttribute('href', '/gaeste/unterkuenfte');
  });
});

test.describe('no link of the frame leads nowhere', () => {
  test('every internal link in the header, the bars and the footer answers with a page', async ({ page, request }) => {
    await page.goto('/verwaltung/');
    const selector =
      'header.town-header a[href^="/"], nav[aria-label="Servicelinks"] a[href^="/"], nav[aria-label="Barrierefreiheit"] a[href^="/"], footer a[href^="/"]';
    const hrefs = await page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const targets = [...new Set(hrefs.map((href) => href.split('#')[0]!).filter(Boolean))];
    expect(targets.length).toBeGreaterThan(30);
    const broken: string[] = [];
    for (const target of targets) {
      // A suggested search with a single hit redirects to it (spec point 2); the end must be a page.
      const response = await request.get(target);
      if (response.status() !== 200) broken.push(`${target} → ${response.status()}`);
    }
    expect(broken).toEqual([]);
  });
});

test.describe('the accessibility bar is on the sub-sites too', () => {
  for (const path of ['/feuerwehr/', '/grundschule-musterstadt/', '/gydo/', '/barfusspark', '/jugendhaus']) {
    test(`on ${path}, with a barrier report that names the page`, async ({ page }) => {
      await page.goto(path);
      const bar = page.getByRole('navigation', { name: 'Barrierefreiheit' });
      await expect(bar.getByRole('link')).toHaveText(A11Y_BAR);
      await expect(bar.getByRole('link', { name: 'Erklärung zur Barrierefreiheit' })).toHaveAttribute('href', '/barrierefreiheit');
      await expect
        .poll(async () => new URL((await bar.getByRole('link', { name: 'Barriere melden' }).getAttribute('href'))!).searchParams.get('body'))
        .toContain(new URL(path, page.url()).href);
    });
  }
});

test.describe('the service bars of the schools and the youth centre lead to their galleries', () => {
  for (const { home, bar } of [
    { home: '/grundschule-musterstadt/', bar: 'Servicelinks Grundschule Musterstadt' },
    { home: '/grundschule-hallwangen/', bar: 'Servicelinks Grundschule Hallwangen' },
    { home: '/werkrealschule/', bar: 'Servicelinks Werkrealschule Musterstadt' },
    { home: '/gydo/', bar: 'Servicelinks Gymnasium am Dornberg' },
    { home: '/jugendhaus', bar: 'Servicelinks Jugendhaus' },
  ]) {
    test(`from ${home} to a gallery of the sub-site with its pictures`, async ({ page }) => {
      await page.goto(home);
      const gallery = page.getByRole('navigation', { name: bar }).getByRole('link', { name: 'Bildergalerie' });
      const href = (await gallery.getAttribute('href')) ?? '';
      expect(href.startsWith(home.replace(/\/$/, ''))).toBe(true);
      const response = await page.request.get(href);
      expect(response.status()).toBe(200);
      await gallery.click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/\/$/, '')}/?$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bildergalerie');
      // Still the sub-site's own frame, with the gallery marked as the current page.
      await expect(page.getByRole('navigation', { name: bar }).getByRole('link', { name: 'Bildergalerie' })).toHaveAttribute('aria-current', 'page');
      const pictures = page.getByRole('main').getByRole('listitem').locator('img');
      expect(await pictures.count()).toBeGreaterThanOrEqual(5);
      for (const picture of await pictures.all()) {
        await picture.scrollIntoViewIfNeeded();
        await expect(picture).toHaveAttribute('alt', /\S{3,}/);
        await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      }
    });
  }
});
