import { NavigationContext } from '@musterstadt/shell-contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { exampleMenu } from '../examples';
import { TownHeader } from './header';
import { SUGGESTED_SEARCHES } from '@musterstadt/ui';

const quickLinks = [
  { title: 'Abfallkalender', href: '/abfall' },
  { title: 'Gefährlich', href: 'javascript:alert(1)' },
];

type Listener = (event: { matches: boolean }) => void;
let desktopListeners: Listener[] = [];
let desktop = false;

beforeEach(() => {
  desktopListeners = [];
  desktop = false;
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    get matches() {
      return query.includes('min-width: 1024px') ? desktop : false;
    },
    media: query,
    addEventListener: (_type: string, listener: Listener) => desktopListeners.push(listener),
    removeEventListener: (_type: string, listener: Listener) => {
      desktopListeners = desktopListeners.filter((l) => l !== listener);
    },
  }));
  document.body.className = '';
});

const menuToggle = () => screen.getByRole('button', { name: 'Menü' });
const searchToggle = () => screen.getByRole('button', { name: 'Suche' });
const locked = () => document.body.classList.contains('ms-scroll-locked');

describe('town header on the server (without JavaScript)', () => {
  const html = renderToString(<TownHeader path="/aktuelles" mainMenu={exampleMenu} quickLinks={quickLinks} />);

  it('links the toggles to the menu and the search form instead of needing a script', () => {
    expect(html).toMatch(/<a class="town-header__tool" href="#schnellsuche">/);
    expect(html).toMatch(/<a class="town-header__tool town-header__menu-toggle" href="#hauptmenue">/);
    expect(html).not.toContain('<button type="button" class="town-header__tool');
    expect(html).toContain('id="hauptmenue"');
    expect(html).toMatch(/<div id="schnellsuche" class="town-search">/);
    const form = /<form [^>]*>/.exec(html.slice(html.indexOf('town-search__form') - 15))?.[0] ?? '';
    expect(form).toContain('action="/suche"');
    expect(form).toContain('method="get"');
  });

  it('renders the submenus as disclosure elements, the one of the current page open', () => {
    expect(html).toMatch(/<details open=""><summary class="town-menu__toggle">Rathaus &amp; Verwaltung/);
    expect(html).toMatch(/<details><summary class="town-menu__toggle">Freizeit/);
    expect(html).toContain('href="/aktuelles" aria-current="page"');
  });

  it('leaves out unsafe quick links', () => {
    expect(html).toContain('href="/abfall"');
    expect(html).not.toContain('javascript:');
  });
});

describe('town header in the browser', () => {
  it('opens and closes the menu overlay, locking the page scroll meanwhile', () => {
    render(<TownHeader path="/" mainMenu={exampleMenu} quickLinks={quickLinks} />);
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menuToggle()).toHaveAttribute('aria-controls', 'hauptmenue');
    fireEvent.click(menuToggle());
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('hauptmenue')).toHaveClass('is-open');
    expect(document.querySelector('.town-overlay')).not.toBeNull();
    expect(locked()).toBe(true);
    fireEvent.click(document.querySelector('.town-overlay')!);
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(locked()).toBe(false);
  });

  it('never has menu and search open at the same time', () => {
    render(<TownHeader path="/" mainMenu={exampleMenu} quickLinks={quickLinks} />);
    fireEvent.click(menuToggle());
    fireEvent.click(searchToggle());
    expect(searchToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { name: 'Schnell gefunden' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Suche' })).toHaveFocus();
    fireEvent.click(menuToggle());
    expect(searchToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('schnellsuche')).not.toBeVisible();
    expect(locked()).toBe(true);
  });

  it('closes both with Escape and gives the focus back to the toggle', () => {
    render(<TownHeader path="/" mainMenu={exampleMenu} quickLinks={quickLinks} />);
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
    render(
      <>
        <TownHeader path="/" mainMenu={exampleMenu} quickLinks={quickLinks} />
        <a href="/inhalt">Inhalt</a>
      </>,
    );
    fireEvent.click(searchToggle());
    const input = screen.getByRole('searchbox', { name: 'Suche' });
    fireEvent.blur(input, { relatedTarget: screen.getByRole('button', { name: 'Suchen' }) });
    expect(searchToggle()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.blur(input, { relatedTarget: screen.getByRole('link', { name: 'Inhalt' }) });
    expect(searchToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(locked()).toBe(false);
  });

  it('closes both when the page changes', () => {
    const { rerender } = render(<TownHeader path="/" mainMenu={exampleMenu} quickLinks={quickLinks} />);
    fireEvent.click(menuToggle());
    rerender(<TownHeader path="/aktuelles" mainMenu={exampleMenu} quickLinks={quickLinks} />);
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(locked()).toBe(false);
    fireEvent.click(searchToggle());
    rerender(<TownHeader path="/" mainMenu={exampleMenu} quickLinks={quickLinks} />);
    expect(searchToggle()).toHaveAttribute('aria-expanded', 'false');
    // Coming back to the page does not bring the overlay back.
    rerender(<TownHeader path="/aktuelles" mainMenu={exampleMenu} quickLinks={quickLinks} />);
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu when the window grows to desktop width', () => {
    render(<TownHeader path="/" mainMenu={exampleMenu} quickLinks={quickLinks} />);
    fireEvent.click(menuToggle());
    expect(desktopListeners.length).toBeGreaterThan(0);
    desktop = true;
    act(() => desktopListeners.forEach((listener) => listener({ matches: true })));
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(locked()).toBe(false);
  });

  it('closes the menu when one of its links is chosen', () => {
    render(<TownHeader path="/" mainMenu={exampleMenu} quickLinks={quickLinks} />);
    fireEvent.click(menuToggle());
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    fireEvent.click(within(nav).getByRole('button', { name: /^Menüpunkt Rathaus/ }));
    fireEvent.click(within(nav).getByRole('link', { name: 'Aktuelles' }));
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends the search to /suche through the shell navigation', () => {
    const navigate = jest.fn();
    render(
      <NavigationContext.Provider value={navigate}>
        <TownHeader path="/" mainMenu={exampleMenu} quickLinks={quickLinks} />
      </NavigationContext.Provider>,
    );
    fireEvent.click(searchToggle());
    fireEvent.change(screen.getByRole('searchbox', { name: 'Suche' }), { target: { value: ' Sperrmüll ' } });
    fireEvent.submit(screen.getByRole('searchbox', { name: 'Suche' }).closest('form')!);
    expect(navigate).toHaveBeenCalledWith('/suche?q=Sperrm%C3%BCll');
  });

  it("offers 'Häufig gesucht:' with the twelve suggestions, each linking to the search", () => {
    render(<TownHeader path="/" mainMenu={exampleMenu} quickLinks={quickLinks} />);
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
    const { rerender } = render(<TownHeader path="/aktuelles" mainMenu={[]} quickLinks={[]} />);
    expect(screen.getByRole('link', { name: /zur Startseite/ })).toHaveAttribute('href', '/');
    rerender(<TownHeader path="/" mainMenu={[]} quickLinks={[]} />);
    expect(screen.queryByRole('link', { name: /zur Startseite/ })).toBeNull();
  });
});
