import { render, screen, within } from '@testing-library/react';
import { exampleMenu, examplePage } from '../examples';
import DefaultLayout from './default';

describe('town default layout', () => {
  it('renders header, breadcrumb, one h1, main column, sidebar and footer', () => {
    render(
      <DefaultLayout
        page={examplePage}
        slots={{ main: <p>Hauptinhalt</p>, sidebar: <section>Pressekontakt</section> }}
        menus={{ Hauptmenü: exampleMenu, Footer: [{ title: 'Impressum', href: '/impressum' }], 'Footer Quicklinks': [] }}
      />,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toHaveTextContent('Hauptinhalt');
    expect(screen.getByRole('complementary')).toHaveTextContent('Pressekontakt');
    const crumbs = screen.getByRole('navigation', { name: 'Brotkrumennavigation' });
    expect(within(crumbs).getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Aktuelles')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
    expect(screen.getByRole('img', { name: 'Das Rathaus' })).toBeInTheDocument();
  });

  it('opens the menu that contains the current page and offers an overview entry', () => {
    render(<DefaultLayout page={examplePage} slots={{ main: null }} menus={{ Hauptmenü: exampleMenu }} />);
    const menu = screen.getByRole('navigation', { name: 'Hauptmenü' });
    const groups = menu.querySelectorAll('details');
    expect(groups[0]).toHaveAttribute('open');
    expect(groups[1]).not.toHaveAttribute('open');
    expect(within(menu).getByRole('link', { name: 'Übersicht Rathaus & Verwaltung' })).toHaveAttribute('href', '/rathaus');
    expect(within(menu).getByRole('link', { name: 'Aktuelles' })).toHaveAttribute('aria-current', 'page');
  });

  it('links the logo home except on the home page', () => {
    const { unmount } = render(<DefaultLayout page={examplePage} slots={{}} menus={{}} />);
    expect(screen.getByRole('link', { name: /zur Startseite/ })).toHaveAttribute('href', '/');
    unmount();
    render(<DefaultLayout page={{ ...examplePage, path: '/' }} slots={{}} menus={{}} />);
    expect(screen.queryByRole('link', { name: /zur Startseite/ })).toBeNull();
  });
});
