import { enhanceAllToggles } from '@musterstadt/ui/enhance';
import { SUGGESTED_SEARCHES } from '@musterstadt/ui';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { exampleMenu } from '../examples';
import { TownHeader, type TownHeaderProps } from './header';

const quickLinks = [
  { title: 'Abfallkalender', href: '/abfall' },
  { title: 'Gefährlich', href: 'javascript:alert(1)' },
];

/** A window of `width` px: media queries with min-width and max-width answer as a browser would, and tell when they change. */
let width = 375;
let mediaListeners: { query: string; listener: () => void }[] = [];
const matches = (query: string) => {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
};
function resize(to: number) {
  width = to;
  for (const { listener } of mediaListeners) listener();
}

let teardown: () => void = () => undefined;

/** The header as the server sends it, in the document, enhanced by the page script's mechanism. */
function showHeader(props: Partial<TownHeaderProps> = {}, after = '') {
  document.body.innerHTML = `${renderToString(<TownHeader path="/" mainMenu={exampleMenu} quickLinks={quickLinks} {...props} />)}${after}`;
  teardown = enhanceAllToggles(document);
}

beforeEach(() => {
  width = 375;
  mediaListeners = [];
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => mediaListeners.push({ query, listener }),
    removeEventListener: (_type: string, listener: () => void) => {
      mediaListeners = mediaListeners.filter((entry) => entry.listener !== listener);
    },
  }));
  document.body.className = '';
});

afterEach(() => {
  teardown();
  document.body.innerHTML = '';
});

const menuToggle = () => screen.getByRole('button', { name: 'Menü' });
const searchToggle = () => screen.getByRole('button', { name: 'Suche' });
const locked = () => document.body.classList.contains('ms-scroll-locked');
const nav = () => screen.getByRole('navigation', { name: 'Hauptmenü' });
const rathaus = () => within(nav()).getByRole('button', { name: 'Menüpunkt Rathaus & Verwaltung öffnet eine Liste mit 2 Unterpunkten' });
const freizeit = () => within(nav()).getByRole('button', { name: 'Menüpunkt Freizeit öffnet eine Liste mit 1 Unterpunkten' });

describe('town header on the server (without JavaScript)', () => {
  const html = renderToString(<TownHeader path="/aktuelles" mainMenu={exampleMenu} quickLinks={quickLinks} />);

  it('links the toggles to the menu and the search form instead of needing a script', () => {
    expect(html).toMatch(/<a class="town-header__tool" href="#schnellsuche" data-ms-toggle="search">/);
    expect(html).toMatch(/<a class="town-header__tool town-header__menu-toggle" href="#hauptmenue" data-ms-toggle="menu" data-ms-close-above="1024">/);
    expect(html).not.toContain('<button type="button" class="town-header__tool');
    expect(html).toContain('id="hauptmenue"');
    expect(html).toMatch(/<div id="schnellsuche" class="town-search" data-ms-panel="hidden">/);
    const form = /<form [^>]*>/.exec(html.slice(html.indexOf('town-search__form') - 15))?.[0] ?? '';
    expect(form).toContain('action="/suche"');
    expect(form).toContain('method="get"');
  });

  it('renders the submenus as disclosure elements, the one of the current page open, with their labels', () => {
    expect(html).toMatch(
      /<details open="" data-ms-submenu="Menüpunkt Rathaus &amp; Verwaltung öffnet eine Liste mit 2 Unterpunkten" data-ms-current=""><summary class="town-menu__toggle">Rathaus &amp; Verwaltung/,
    );
    expect(html).toMatch(/<details data-ms-submenu="Menüpunkt Freizeit öffnet eine Liste mit 1 Unterpunkten"><summary class="town-menu__toggle">Freizeit/);
    expect(html).toContain('href="/aktuelles" aria-current="page"');
  });

  it('leaves out unsafe quick links', () => {
    expect(html).toContain('href="/abfall"');
    expect(html).not.toContain('javascript:');
  });

  it('is no island: the browser loads no React for it', () => {
    expect(html).not.toContain('<ms-island');
  });
});

describe('town header enhanced in the browser', () => {
  it('marks itself enhanced and turns the links into toggle buttons', () => {
    showHeader();
    expect(document.querySelector('header')).toHaveAttribute('data-enhanced', 'true');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menuToggle()).toHaveAttribute('aria-controls', 'hauptmenue');
    expect(searchToggle()).toHaveAttribute('aria-controls', 'schnellsuche');
    expect(document.getElementById('schnellsuche')).not.toBeVisible();
  });

  it('opens and closes the menu overlay, locking the page scroll meanwhile', () => {
    showHeader();
    fireEvent.click(menuToggle());
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('hauptmenue')).toHaveClass('is-open');
    expect(document.querySelector('header')).toHaveClass('has-menu');
    expect(document.querySelector('.town-overlay')).not.toBeNull();
    expect(locked()).toBe(true);
    fireEvent.click(document.querySelector('.town-overlay')!);
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('.town-overlay')).toBeNull();
    expect(locked()).toBe(false);
  });

  it('never has menu and search open at the same time', () => {
    showHeader();
    fireEvent.click(menuToggle());
    fireEvent.click(searchToggle());
    expect(searchToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { name: 'Schnell gefunden' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Suche' })).toHaveFocus();
    fireEvent.click(menuToggle());
    expect(searchToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('schnellsuche')).not.toBeVisible();
    expect(document.querySelectorAll('.town-overlay')).toHaveLength(1);
    expect(locked()).toBe(true);
  });

  it('closes both with Escape and gives the focus back to the toggle', () => {
    showHeader();
    fireEvent.click(searchToggle());
    expect(screen.getByRole('searchbox', { name: 'Suche' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(searchToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(searchToggle()).toHaveFocus();
    expect(locked()).toBe(false);
    fireEvent.click(menuToggle());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when keyboard focus moves on to the page behind', () => {
    showHeader({}, '<a href="/inhalt">Inhalt</a>');
    fireEvent.click(searchToggle());
    const input = screen.getByRole('searchbox', { name: 'Suche' });
    fireEvent.focusOut(input, { relatedTarget: screen.getByRole('button', { name: 'Suchen' }) });
    expect(searchToggle()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.focusOut(input, { relatedTarget: screen.getByRole('link', { name: 'Inhalt' }) });
    expect(searchToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(locked()).toBe(false);
  });

  it('keeps the menu open at exactly 1024 px and closes it above (spec point 9)', () => {
    showHeader();
    resize(1000);
    fireEvent.click(menuToggle());
    resize(1024);
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(locked()).toBe(true);
    resize(1025);
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(locked()).toBe(false);
  });

  it('opens the menu at exactly 1024 px, but not above', () => {
    showHeader();
    resize(1024);
    fireEvent.click(menuToggle());
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(menuToggle());
    resize(1280);
    fireEvent.click(menuToggle());
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(locked()).toBe(false);
  });

  it('leaves the search open when the window grows', () => {
    showHeader();
    fireEvent.click(searchToggle());
    resize(1280);
    expect(searchToggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the menu when one of its links is chosen', () => {
    showHeader();
    fireEvent.click(menuToggle());
    fireEvent.click(rathaus());
    fireEvent.click(within(nav()).getByRole('link', { name: 'Aktuelles' }));
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(locked()).toBe(false);
  });

  it("offers 'Häufig gesucht:' with the twelve suggestions, each linking to the search", () => {
    showHeader();
    fireEvent.click(searchToggle());
    const list = screen.getByRole('list', { name: 'Häufig gesucht:' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([...SUGGESTED_SEARCHES]);
    expect(SUGGESTED_SEARCHES).toHaveLength(12);
    for (const link of links) {
      const url = new URL(link.getAttribute('href')!, 'https://www.musterstadt.de');
      expect([url.pathname, url.searchParams.get('q')]).toEqual(['/suche', link.textContent]);
    }
  });

  it('links the logo home everywhere but on the home page', () => {
    showHeader({ path: '/aktuelles', mainMenu: [], quickLinks: [] });
    expect(screen.getByRole('link', { name: /zur Startseite/ })).toHaveAttribute('href', '/');
    teardown();
    showHeader({ path: '/', mainMenu: [], quickLinks: [] });
    expect(screen.queryByRole('link', { name: /zur Startseite/ })).toBeNull();
  });

  it('gives the page back when it is taken down (before the next page replaces it)', () => {
    showHeader();
    fireEvent.click(menuToggle());
    teardown();
    expect(locked()).toBe(false);
    expect(document.querySelector('.town-overlay')).toBeNull();
  });
});

describe('main menu enhanced in the browser', () => {
  it('labels each toggle with its title and number of entries', () => {
    showHeader();
    expect(rathaus()).toHaveAttribute('aria-expanded', 'false');
    expect(rathaus()).toHaveTextContent('Rathaus & Verwaltung');
    expect(freizeit()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens one submenu at a time, with an overview entry for the item’s own page', () => {
    showHeader();
    fireEvent.click(rathaus());
    expect(rathaus()).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(rathaus().getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Übersicht Rathaus & Verwaltung' })).toHaveAttribute('href', '/rathaus');
    // 'Verwaltung' has no page of its own: it only groups its entries.
    expect(within(panel).getByText('Verwaltung')).not.toHaveAttribute('href');
    expect(within(panel).getByRole('link', { name: 'Ämter' })).toHaveAttribute('href', '/rathaus/aemter');

    fireEvent.click(freizeit());
    expect(freizeit()).toHaveAttribute('aria-expanded', 'true');
    expect(rathaus()).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    // An item without a page of its own has no overview entry.
    const freizeitPanel = document.getElementById(freizeit().getAttribute('aria-controls')!)!;
    expect(within(freizeitPanel).queryByRole('link', { name: /Übersicht/ })).toBeNull();

    freizeit().focus();
    fireEvent.keyDown(freizeit(), { key: 'Escape' });
    expect(freizeit()).toHaveAttribute('aria-expanded', 'false');
    expect(freizeit()).toHaveFocus();
  });

  it('highlights the item of the current page and opens it in the menu overlay', () => {
    showHeader({ path: '/aktuelles' });
    expect(rathaus().closest('li')).toHaveClass('is-current');
    expect(freizeit().closest('li')).not.toHaveClass('is-current');
    expect(rathaus()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(menuToggle());
    expect(rathaus()).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Aktuelles' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(rathaus());
    expect(rathaus()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes an open submenu on a click elsewhere and when keyboard focus leaves the menu', () => {
    showHeader({}, '<p>Inhalt</p><a href="/weiter">Weiter</a>');
    fireEvent.click(rathaus());
    fireEvent.pointerDown(screen.getByText('Inhalt'));
    expect(rathaus()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(rathaus());
    fireEvent.focusOut(rathaus(), { relatedTarget: screen.getByRole('link', { name: 'Weiter' }) });
    expect(rathaus()).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders nothing without entries', () => {
    expect(renderToString(<TownHeader path="/" mainMenu={[]} quickLinks={[]} />)).not.toContain('town-menu__list');
  });
});
