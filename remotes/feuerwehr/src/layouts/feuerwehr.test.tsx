import { render, screen, within } from '@testing-library/react';
import { examplePage } from '../examples';
import FeuerwehrLayout from './feuerwehr';

const menu = [
  { title: 'Start', href: '/feuerwehr/' },
  { title: 'Einsätze', href: '/feuerwehr/einsaetze/' },
];

describe('feuerwehr layout', () => {
  it('has its own header, service bar, one h1 and a footer with the fire station address', () => {
    render(<FeuerwehrLayout page={examplePage} slots={{ main: <p>Liste</p> }} menus={{ 'Hauptmenü Feuerwehr': menu }} />);
    expect(within(screen.getByRole('banner')).getByText('Freiwillige Feuerwehr')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const service = screen.getByRole('navigation', { name: 'Servicelinks Feuerwehr' });
    expect(
      within(service)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Über uns', 'Berichte', 'Kontakt', 'Termine']);
    expect(within(screen.getByRole('navigation', { name: 'Hauptmenü Feuerwehr' })).getByRole('link', { name: 'Einsätze' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/Am Gerätehaus 3/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Abteilung Musterstadt' })).toHaveAttribute('href', '/feuerwehr/abteilung-musterstadt/');
    expect(within(footer).getByRole('link', { name: 'Zur Website der Stadt' })).toHaveAttribute('href', '/');
  });

  it('links the logo to the fire brigade start page except on it', () => {
    const { unmount } = render(<FeuerwehrLayout page={examplePage} slots={{}} menus={{}} />);
    expect(screen.getByRole('link', { name: /zur Startseite der Feuerwehr/ })).toHaveAttribute('href', '/feuerwehr/');
    unmount();
    render(<FeuerwehrLayout page={{ ...examplePage, path: '/feuerwehr' }} slots={{}} menus={{}} />);
    expect(screen.queryByRole('link', { name: /zur Startseite der Feuerwehr/ })).toBeNull();
  });

  it('shows the page hero image with its caption', () => {
    const hero = { bild: '/api/cms/media/feuerwehrhaus.svg', bildtext: 'Das Feuerwehrhaus', bildcopyright: 'Feuerwehr Musterstadt' };
    render(<FeuerwehrLayout page={{ ...examplePage, heroImages: [hero] }} slots={{}} menus={{}} />);
    expect(screen.getByRole('img', { name: 'Das Feuerwehrhaus' })).toHaveAttribute('src', hero.bild);
  });
});
