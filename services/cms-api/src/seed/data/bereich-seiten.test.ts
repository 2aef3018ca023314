import { MEDIA_PREFIX, loadMedia } from '../../content/media';
import type { MenuItem } from '../../core/types';
import { BEREICH_SEITEN } from './bereich-seiten';
import { BUERGERSERVICE_SEITEN } from './buergerservice-seiten';
import { MENUES } from './menues';
import { RAHMEN_SEITEN } from './rahmen-seiten';
import type { PageSeed } from './seiten';
import { SEITEN } from './seiten';
import { VORLAGEN_SEITEN } from './vorlagen-seiten';

/** Section overviews: url → title (the main menu's top-level items). */
const BEREICHE: Record<string, string> = {
  '/rathaus': 'Rathaus & Verwaltung',
  '/freizeit-tourismus': 'Freizeit & Tourismus',
  '/bildung': 'Bildung',
};

/** Content pages: url → [title, url of their section]. */
const SEITEN_IM_BEREICH: Record<string, [string, string]> = {
  '/gemeinderat': ['Gemeinderat', '/rathaus'],
  '/rathaus/amtsblatt': ['Amtsblatt', '/rathaus'],
  '/leben-wohnen/breitband': ['Breitband', '/leben-wohnen'],
  '/leben-wohnen/kinderbetreuung': ['Kinderbetreuung', '/leben-wohnen'],
  '/leben-wohnen/senioren': ['Seniorinnen und Senioren', '/leben-wohnen'],
  '/leben-wohnen/ehrenamt': ['Ehrenamt', '/leben-wohnen'],
  '/leben-wohnen/umwelt': ['Umwelt & Klima', '/leben-wohnen'],
  '/freizeit-tourismus/wandern': ['Wandern', '/freizeit-tourismus'],
  '/freizeit-tourismus/vereine': ['Vereine', '/freizeit-tourismus'],
  '/bildung/stadtbuecherei': ['Stadtbücherei', '/bildung'],
  '/bildung/volkshochschule': ['Volkshochschule', '/bildung'],
};

const ERWARTET = [...Object.keys(BEREICHE), ...Object.keys(SEITEN_IM_BEREICH)];

/** Sub-sites with pages of their own (seeded from their own content modules), and other known paths. */
const TEILSEITEN = ['/feuerwehr', '/grundschule-musterstadt', '/grundschule-hallwangen', '/werkrealschule', '/gydo', '/jugendhaus', '/barfusspark'];
const BEKANNTE_PFADE = ['/kontakt'];

const ANDERE: Record<string, PageSeed[]> = { SEITEN, VORLAGEN_SEITEN, RAHMEN_SEITEN, BUERGERSERVICE_SEITEN };
const ALLE_SEITEN: PageSeed[] = [...BEREICH_SEITEN, ...Object.values(ANDERE).flat()];

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.menuItems ?? [])]);
const menu = (name: string): MenuItem[] => flatten(MENUES.find((entry) => entry.name === name)?.items ?? []);
const HAUPTMENUE = menu('Hauptmenü');

/** '/verwaltung/?a=1#x' → '/verwaltung' */
const pfad = (href: string): string => {
  const path = href.split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
};
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** '/aktuelles/:slug' matches '/aktuelles/anything'. */
const muster = (url: string): RegExp =>
  new RegExp(
    `^${url
      .split('/')
      .map((teil) => (teil.startsWith(':') ? '[^/]+' : escape(teil)))
      .join('/')}$`,
  );
const existiert = (href: string): boolean => {
  const path = pfad(href);
  return (
    ALLE_SEITEN.some((page) => muster(page.url).test(path)) ||
    BEKANNTE_PFADE.includes(path) ||
    TEILSEITEN.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  );
};

const html = (page: PageSeed): string =>
  page.blocks.map((block) => `${String(block.context?.['titel'] ?? '')} ${String(block.context?.['text'] ?? '')}`).join(' ');
const klartext = (markup: string): string =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const hrefs = (markup: string): string[] => [...markup.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);
const seite = (url: string): PageSeed => {
  const found = BEREICH_SEITEN.find((page) => page.url === url);
  if (!found) throw new Error(`missing page ${url}`);
  return found;
};

describe('BEREICH_SEITEN', () => {
  it('has every listed url exactly once, and nothing else', () => {
    const urls = BEREICH_SEITEN.map((page) => page.url);
    for (const url of ERWARTET) expect([url, urls.filter((other) => other === url).length]).toEqual([url, 1]);
    expect([...urls].sort()).toEqual([...ERWARTET].sort());
  });

  it.each(Object.entries(ANDERE))('collides with no url of %s', (_name, pages) => {
    const andere = new Set(pages.map((page) => pfad(page.url)));
    for (const page of BEREICH_SEITEN) expect([page.url, andere.has(pfad(page.url))]).toEqual([page.url, false]);
  });

  it('leaves no dead links in the main menu and the footer quick links', () => {
    const links = [...HAUPTMENUE, ...menu('Footer Quicklinks')].map((item) => item.href).filter((href): href is string => !!href);
    expect(links.length).toBeGreaterThan(30);
    for (const href of links) expect([href, existiert(href)]).toEqual([href, true]);
  });

  it('takes the titles from the main menu', () => {
    for (const page of BEREICH_SEITEN) {
      const item = HAUPTMENUE.find((entry) => entry.href === page.url);
      expect([page.url, item?.title]).toEqual([page.url, page.title]);
    }
  });

  it('uses the default layout, text blocks in main and sidebar, and no API data (but the club directory)', () => {
    const vereine = seite('/freizeit-tourismus/vereine');
    expect(vereine.apiCalls).toEqual([{ name: 'vereine', endpoint: '/api/cms/vereine', params: { pro_seite: 50 }, options: {} }]);
    expect(vereine.blocks.filter((block) => block.template === 'vereinsverzeichnis').map((block) => block.context?.apiCalls)).toEqual([['vereine']]);
    for (const page of BEREICH_SEITEN) {
      const directory = page === vereine;
      expect([page.url, page.layout, page.theme, directory ? [] : page.apiCalls]).toEqual([page.url, 'default', 'default', []]);
      expect(page.blocks.filter((block) => block.slot === 'main').length).toBeGreaterThanOrEqual(2);
      for (const block of page.blocks.filter((candidate) => !directory || candidate.template !== 'vereinsverzeichnis')) {
        expect([page.url, block.template]).toEqual([page.url, 'text']);
        expect(['main', 'sidebar']).toContain(block.slot);
        expect(typeof block.context?.['text']).toBe('string');
        expect(['string', 'undefined']).toContain(typeof block.context?.['titel']);
        expect(block.context?.apiCalls).toBeUndefined();
      }
    }
  });

  it('has breadcrumbs Startseite › section › page', () => {
    for (const [url, titel] of Object.entries(BEREICHE)) {
      expect(seite(url).breadcrumbs).toEqual([{ title: 'Startseite', url: '/' }, { title: titel }]);
    }
    for (const [url, [titel, bereich]] of Object.entries(SEITEN_IM_BEREICH)) {
      const section = HAUPTMENUE.find((entry) => entry.href === bereich);
      expect(seite(url).breadcrumbs).toEqual([{ title: 'Startseite', url: '/' }, { title: section?.title, url: bereich }, { title: titel }]);
    }
  });

  it('gives every section overview a hero image and a link to each page of its menu', () => {
    for (const url of Object.keys(BEREICHE)) {
      const page = seite(url);
      expect(page.heroImages.length).toBeGreaterThan(0);
      const item = HAUPTMENUE.find((entry) => entry.href === url);
      const children = flatten(item?.menuItems ?? [])
        .map((entry) => entry.href)
        .filter((href): href is string => !!href);
      expect(children.length).toBeGreaterThan(3);
      const links = hrefs(html(page));
      for (const href of children) expect([url, href, links.includes(href)]).toEqual([url, href, true]);
    }
  });

  it('uses shipped images with caption and credit', () => {
    const shipped = loadMedia();
    for (const page of BEREICH_SEITEN) {
      for (const image of page.heroImages) {
        expect(image.bild.startsWith(MEDIA_PREFIX)).toBe(true);
        expect([page.url, shipped.has(image.bild.slice(MEDIA_PREFIX.length))]).toEqual([page.url, true]);
        expect(image.bildtext).toBeTruthy();
        expect(image.bildcopyright).toBeTruthy();
      }
    }
  });

  it('has descriptions of 60–200 characters and at least 600 characters of text', () => {
    for (const page of BEREICH_SEITEN) {
      expect([page.url, page.description.length >= 60 && page.description.length <= 200]).toEqual([page.url, true]);
      expect([page.url, klartext(html(page)).length >= 600]).toEqual([page.url, true]);
    }
  });

  it('links internally only to pages that exist, and otherwise only to phone numbers and e-mail addresses', () => {
    for (const page of BEREICH_SEITEN) {
      for (const href of hrefs(html(page))) {
        if (href.startsWith('mailto:')) expect(href).toMatch(/^mailto:[a-z0-9.-]+@musterstadt\.de$/);
        else if (href.startsWith('tel:')) expect(href).toMatch(/^tel:\+497999123\d{1,3}$/);
        else expect([page.url, href, href.startsWith('/') && existiert(href)]).toEqual([page.url, href, true]);
      }
    }
  });

  it('gives every page a contact with a town phone number and e-mail address, with matching tel links', () => {
    for (const page of BEREICH_SEITEN) {
      const markup = html(page);
      expect([page.url, /07999 123-\d{1,3}\b/.test(markup), /[a-z0-9.-]+@musterstadt\.de/.test(markup)]).toEqual([page.url, true, true]);
      for (const [, href, shown] of markup.matchAll(/<a href="tel:([^"]+)">([^<]+)<\/a>/g)) {
        expect(href).toBe(`+49${shown!.replace(/\D/g, '').slice(1)}`);
      }
    }
  });

  it('has no placeholder text', () => {
    expect(JSON.stringify(BEREICH_SEITEN)).not.toMatch(/lorem|ipsum|TODO|FIXME|xxx/i);
  });
});
