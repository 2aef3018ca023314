import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_DIR, MEDIA_PREFIX, loadMedia } from '../content/media';
import type { MenuItem } from '../core/types';
import { FEUERWEHR_ARTIKEL, STADT_ARTIKEL, feuerwehrArtikel, stadtArtikel } from './data/artikel';
import { MENUES } from './data/menues';
import { PORTALE, STARTSEITE } from './data/portal';
import { RAHMEN_MENUES } from './data/rahmen-menues';
import { RAHMEN_SEITEN } from './data/rahmen-seiten';
import { SEITEN } from './data/seiten';
import { VERANSTALTUNGEN, startInTagen, veranstaltungen } from './data/veranstaltungen';
import { VORLAGEN_SEITEN } from './data/vorlagen-seiten';
import { planRatsinfo } from './ratsinfo/seed';

const NOW = new Date('2026-11-22T10:00:00Z');
const ARTIKEL = stadtArtikel(NOW, planRatsinfo(NOW).haushalt).artikel;
const EVENTS = veranstaltungen(NOW);
const allText = JSON.stringify({ ARTIKEL, FEUERWEHR_ARTIKEL, EVENTS, SEITEN, MENUES, RAHMEN_SEITEN, RAHMEN_MENUES, PORTALE });
const paragraphs = (html: string): number => (html.match(/<p>/g) ?? []).length;

describe('demo content', () => {
  it('has the required numbers of items', () => {
    // 23 fixed news items and the budget's news: its adoption, and its introduction while it is discussed.
    expect(STADT_ARTIKEL).toHaveLength(23);
    expect(ARTIKEL).toHaveLength(25);
    expect(stadtArtikel(new Date('2026-06-10T10:00:00Z'), planRatsinfo(new Date('2026-06-10T10:00:00Z')).haushalt).artikel).toHaveLength(24);
    expect(FEUERWEHR_ARTIKEL).toHaveLength(6);
    expect(EVENTS).toHaveLength(14);
  });

  it('has no placeholder text', () => {
    expect(allText).not.toMatch(/lorem|ipsum|TODO|FIXME|xxx/i);
  });

  it('gives every article an intro, 2–4 paragraphs and an image with caption and credit', () => {
    for (const item of [...ARTIKEL, ...feuerwehrArtikel(NOW)]) {
      expect(item.einleitung.length).toBeGreaterThan(60);
      expect(paragraphs(item.text)).toBeGreaterThanOrEqual(2);
      expect(paragraphs(item.text)).toBeLessThanOrEqual(4);
      expect(item.bildtext).toBeTruthy();
      expect(item.bildcopyright).toBeTruthy();
      expect(item.tageZurueck).toBeGreaterThan(0);
    }
    expect(ARTIKEL.filter((item) => item.links?.length).length).toBeGreaterThanOrEqual(3);
    expect(ARTIKEL.filter((item) => item.dokumente?.length).length).toBeGreaterThanOrEqual(3);
    const withGallery = STADT_ARTIKEL.filter((item) => item.galerie);
    expect(withGallery).toHaveLength(1);
    expect(withGallery[0]?.galerie).toHaveLength(3);
    expect(withGallery[0]?.seo?.title).toBeTruthy();
  });

  it('uses unique slugs made of lower-case letters, digits and hyphens', () => {
    for (const list of [ARTIKEL, FEUERWEHR_ARTIKEL, EVENTS]) {
      const slugs = list.map((item) => item.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('has events in the future, some multi-day, exactly one all-day, with venue and categories', () => {
    for (const event of EVENTS) {
      expect(startInTagen(NOW, event.wann)).toBeGreaterThan(0);
      expect(event.veranstaltungsort || event.brancheneintrag).toBeTruthy();
      expect(event.rubriken.length).toBeGreaterThan(0);
    }
    expect(VERANSTALTUNGEN.filter((event) => 'jahrestermin' in event.wann && ['stadtfest', 'adventsmarkt'].includes(event.wann.jahrestermin)).length).toBe(2);
    expect(VERANSTALTUNGEN.filter((event) => event.ganztaegig)).toHaveLength(1);
    expect(VERANSTALTUNGEN.filter((event) => event.brancheneintrag).length).toBeGreaterThanOrEqual(1);
  });

  it('moves weekday-bound events to the next such weekday that is no public holiday', () => {
    const sunday = new Date('2026-11-22T10:00:00Z');
    expect(startInTagen(sunday, { inTagen: 1, wochentag: 6 })).toBe(6); // Saturday 28 November
    expect(startInTagen(sunday, { inTagen: 7, wochentag: 0 })).toBe(7);
    expect(startInTagen(sunday, { inTagen: 5 })).toBe(5);
    // Saturday 26 December is a holiday, and nothing is planned between Christmas and New Year.
    expect(startInTagen(new Date('2026-12-20T10:00:00Z'), { inTagen: 1, wochentag: 6 })).toBe(13);
  });

  it('refers only to images the service ships', () => {
    const shipped = loadMedia();
    const refs = allText.match(/\/api\/cms\/media\/[a-z0-9-]+\.svg/g) ?? [];
    expect(refs.length).toBeGreaterThan(40);
    for (const ref of new Set(refs)) expect(shipped.has(ref.slice(MEDIA_PREFIX.length))).toBe(true);
  });

  it('has the pages the front end relies on', () => {
    const urls = SEITEN.map((page) => page.url).sort();
    expect(urls).toEqual(
      [
        '/',
        '/aktuelles',
        '/aktuelles/:slug',
        '/datenschutz',
        '/feuerwehr',
        '/feuerwehr/feuerwehrmeldungen',
        '/feuerwehr/feuerwehrmeldungen/:slug',
        '/impressum',
        '/veranstaltungen',
        '/veranstaltungen/:slug',
      ].sort(),
    );
    for (const page of SEITEN) {
      const names = new Set(page.apiCalls.map((call) => call.name));
      for (const block of page.blocks) for (const name of block.context?.apiCalls ?? []) expect(names.has(name)).toBe(true);
    }
  });

  it('has menus with a submenu item that only groups other items', () => {
    const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.menuItems ?? [])]);
    const main = MENUES.find((menu) => menu.name === 'Hauptmenü');
    expect(main?.items).toHaveLength(5);
    const groups = flatten(main?.items ?? []).filter((item) => !item.href && item.menuItems?.length);
    expect(groups.length).toBeGreaterThanOrEqual(1);
  });
});

describe('demo content of the town chrome and portal', () => {
  const NINE_KINDS = [
    'headline-teaser',
    'eventteaser',
    'bild-text-teaser-3x',
    'panoramabild-panoramateaser',
    'kurzinfo-icons',
    'bild-text',
    'text',
    'hero',
    'hero-slider',
  ];
  const menuNames = new Set([...MENUES, ...RAHMEN_MENUES].map((menu) => menu.name));

  it('has every portal module kind on the home portal, with five slides and both arrangements', () => {
    const kinds = new Set(STARTSEITE.module.map((module) => module.typ));
    for (const kind of [...NINE_KINDS, 'auch-interessant']) expect(kinds.has(kind)).toBe(true);
    const slider = STARTSEITE.module.find((module) => module.typ === 'hero-slider')!;
    for (const n of [1, 2, 3, 4, 5]) {
      expect(slider[`titel${n}`]).toBeTruthy();
      expect(slider[`bildupload${n}`]).toMatchObject({ bild: expect.any(String), bildtext: expect.any(String), bildcopyright: expect.any(String) });
    }
    const arrangements = STARTSEITE.module.filter((module) => module.typ === 'bild-text').map((module) => module.anordnung);
    expect(arrangements.sort()).toEqual(['bild-text', 'text-bild']);
    expect(STARTSEITE.module.filter((module) => module.parallax === 'an').length).toBeGreaterThan(0);
    expect(STARTSEITE.module.filter((module) => module.parallax === 'aus').length).toBeGreaterThan(0);
  });

  it('names only menus that exist, and portals that pages call', () => {
    for (const portal of PORTALE) for (const module of portal.module) if (module.menue) expect(menuNames.has(module.menue)).toBe(true);
    for (const name of ['Hauptmenü', 'Footer', 'Footer Quicklinks', 'Quicklinks', 'Gäste', 'Wirtschaft', 'Auch interessant'])
      expect(menuNames.has(name)).toBe(true);
    const portalNames = new Set(PORTALE.map((portal) => portal.name));
    for (const page of [...RAHMEN_SEITEN, ...VORLAGEN_SEITEN]) {
      for (const call of page.apiCalls) {
        const match = /^\/api\/cms\/portal\/([a-z-]+)$/.exec(call.endpoint);
        if (match) expect(portalNames.has(match[1]!)).toBe(true);
      }
    }
  });

  it('has the pages the chrome links to, each once, in a town layout and with text of substance', () => {
    const all = [...SEITEN, ...VORLAGEN_SEITEN, ...RAHMEN_SEITEN];
    const urls = all.map((page) => page.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/gaeste',
        '/gaeste/unterkuenfte',
        '/touristinformation',
        '/verwaltung',
        '/barrierefreiheit',
        '/leichte-sprache',
        '/gebaerdensprache',
        '/bedienungshilfe',
        '/wirtschaft',
        '/datenschutz',
        '/impressum',
      ]),
    );
    expect(new Set(urls).size).toBe(urls.length);
    expect(new Set(RAHMEN_SEITEN.map((page) => page.layout))).toEqual(new Set(['wide', 'gaeste', 'wirtschaft', 'default']));
    expect(all.find((page) => page.url === '/touristinformation')?.layout).toBe('gaeste');
    for (const page of RAHMEN_SEITEN) {
      const text = JSON.stringify(page.blocks).replace(/<[^>]+>/g, '');
      expect([page.url, text.length > 400]).toEqual([page.url, true]);
      expect(page.description.length).toBeGreaterThan(40);
    }
  });
});

describe('SVG illustrations', () => {
  const files = fs.readdirSync(MEDIA_DIR).filter((name) => name.endsWith('.svg'));

  // A small set: the portal's hero slider, the image teasers and the sub-sites share them.
  it('ships 6–40 files', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
    expect(files.length).toBeLessThanOrEqual(40);
  });

  it.each(files)('%s is a small SVG with a title', (name) => {
    const content = fs.readFileSync(path.join(MEDIA_DIR, name), 'utf8');
    expect(Buffer.byteLength(content)).toBeLessThan(4096);
    expect(content).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(content).toMatch(/<title[^>]*>[^<]{10,}<\/title>/);
    expect(content).not.toMatch(/<script|href="http/i);
  });
});
