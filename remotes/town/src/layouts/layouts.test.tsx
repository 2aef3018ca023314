import type { LayoutProps } from '@musterstadt/shell-contract';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { exampleMenu, examplePage } from '../examples';
import DefaultLayout from './default';
import GaesteLayout, { menus as gaesteMenus } from './gaeste';
import PortalLayout from './portal';
import WideLayout from './wide';
import WirtschaftLayout, { menus as wirtschaftMenus } from './wirtschaft';

// These tests look at the rendered structure; swiper itself is tested with the carousel in libs/ui.
// Without it the carousels stay the server-rendered scroll rows.
jest.mock('swiper', () => ({
  __esModule: true,
  default: jest.fn(() => {
    throw new Error('swiper is not loaded in these tests');
  }),
}));

const menus = {
  Hauptmenü: exampleMenu,
  Footer: [{ title: 'Impressum', href: '/impressum' }],
  'Footer Quicklinks': [{ title: 'Abfallkalender', href: '/abfall' }],
  Quicklinks: [{ title: 'Amtsblatt', href: '/rathaus/amtsblatt' }],
  Gäste: [
    { title: 'Touristinformation', href: '/touristinformation' },
    { title: 'Unterkünfte', href: '/gaeste/unterkuenfte' },
  ],
  Wirtschaft: [{ title: 'Gewerbeflächen', href: '/wirtschaft/gewerbeflaechen' }],
};

const slots = { main: <p>Hauptinhalt</p>, sidebar: <section>Pressekontakt</section> };

/** What every town layout has: header, one h1, main, accessibility bar, footer. */
function expectFrame() {
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('main')).toHaveTextContent('Hauptinhalt');
  expect(within(screen.getByRole('navigation', { name: 'Barrierefreiheit' })).getAllByRole('link')).toHaveLength(7);
  expect(within(screen.getByRole('navigation', { name: 'Rechtliches' })).getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
  expect(screen.getByRole('contentinfo')).toHaveTextContent('Marktplatz 1');
}

describe('town default layout', () => {
  it('renders header, hero, service bar, breadcrumb, one h1, main column, sidebar and footer', () => {
    render(<DefaultLayout page={examplePage} slots={slots} menus={menus} />);
    expectFrame();
    expect(screen.getByRole('complementary')).toHaveTextContent('Pressekontakt');
    const crumbs = screen.getByRole('navigation', { name: 'Brotkrumennavigation' });
    expect(within(crumbs).getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Aktuelles')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('img', { name: 'Das Rathaus' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Servicelinks' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Informatives', 'Ansprechpartner', 'Kontakt', 'Wegweiser', 'Barrierefreiheit']);
  });

  it('renders on the server a menu of links with the submenu of the current page open and an overview entry', () => {
    // The server's HTML, as a browser without JavaScript gets it.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<DefaultLayout page={examplePage} slots={{ main: null }} menus={{ Hauptmenü: exampleMenu }} />);
    document.body.append(container);
    const menu = within(container).getByRole('navigation', { name: 'Hauptmenü' });
    const groups = menu.querySelectorAll('details');
    expect(groups[0]).toHaveAttribute('open');
    expect(groups[1]).not.toHaveAttribute('open');
    expect(within(menu).getByRole('link', { name: 'Übersicht Rathaus & Verwaltung' })).toHaveAttribute('href', '/rathaus');
    expect(within(menu).getByRole('link', { name: 'Aktuelles' })).toHaveAttribute('aria-current', 'page');
    // The toggles are links to the menu and the search form until JavaScript takes over.
    expect(within(container).queryByRole('button', { name: 'Menü' })).toBeNull();
    expect(within(container).getByRole('link', { name: 'Menü' })).toHaveAttribute('href', '#hauptmenue');
    expect(within(container).getByRole('link', { name: 'Suche' })).toHaveAttribute('href', '#schnellsuche');
    container.remove();
  });

  it('links the logo home except on the home page', () => {
    const { unmount } = render(<DefaultLayout page={examplePage} slots={{}} menus={{}} />);
    expect(screen.getByRole('link', { name: /zur Startseite/ })).toHaveAttribute('href', '/');
    unmount();
    render(<DefaultLayout page={{ ...examplePage, path: '/' }} slots={{}} menus={{}} />);
    expect(screen.queryByRole('link', { name: /zur Startseite/ })).toBeNull();
  });

  it('shows several hero images as a carousel of at most five', () => {
    const images = Array.from({ length: 7 }, (_, i) => ({
      bild: `/api/cms/media/bild-${i}.svg`,
      bildtext: `Bild ${i + 1}`,
      bildcopyright: 'Stadt Musterstadt',
    }));
    render(<DefaultLayout page={{ ...examplePage, heroImages: images }} slots={slots} menus={menus} />);
    const carousel = screen.getByRole('group', { name: 'Bilder zu dieser Seite' });
    expect(within(carousel).getAllByRole('img')).toHaveLength(5);
    expect(within(carousel).getByRole('group', { name: '1 von 5' })).toContainElement(screen.getByRole('img', { name: 'Bild 1' }));
  });
});

describe('the other town layouts', () => {
  it('wide: no sidebar column, the sidebar blocks follow the content', () => {
    const { container } = render(<WideLayout page={{ ...examplePage, layout: 'wide' }} slots={slots} menus={menus} />);
    expectFrame();
    expect(container.querySelector('.town-columns--sidebar')).toBeNull();
    expect(screen.getByRole('complementary')).toHaveTextContent('Pressekontakt');
    expect(screen.queryByRole('navigation', { name: 'Servicelinks' })).toBeNull();
  });

  it('portal: hero with a scroll-down button and the modules in main, no breadcrumb', () => {
    render(<PortalLayout page={{ ...examplePage, layout: 'portal', heading: 'Musterstadt' }} slots={{ main: <p>Hauptinhalt</p> }} menus={menus} />);
    expectFrame();
    expect(screen.queryByRole('navigation', { name: 'Brotkrumennavigation' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Nach unten zum Inhalt' })).toHaveAttribute('href', '#portal-start');
    expect(document.getElementById('portal-start')).not.toBeNull();
  });

  it.each([
    ['gaeste', GaesteLayout as ComponentType<LayoutProps>, gaesteMenus, 'Gäste', 'Musterstadt für Gäste', 'Unterkünfte'],
    ['wirtschaft', WirtschaftLayout as ComponentType<LayoutProps>, wirtschaftMenus, 'Wirtschaft', 'Wirtschaft & Gewerbe', 'Gewerbeflächen'],
  ])('%s: the section menu under the hero, then breadcrumb, content and sidebar', (layout, Layout, names, menuName, title, link) => {
    expect(names).toContain(menuName);
    render(<Layout page={{ ...examplePage, layout }} slots={slots} menus={menus} />);
    expectFrame();
    const nav = screen.getByRole('navigation', { name: menuName });
    expect(within(nav).getByRole('link', { name: title })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: link })).toBeInTheDocument();
    expect(screen.getByRole('complementary')).toHaveTextContent('Pressekontakt');
    expect(screen.getByRole('navigation', { name: 'Brotkrumennavigation' })).toBeInTheDocument();
  });
});
