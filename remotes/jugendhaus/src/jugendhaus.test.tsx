import type { PageView } from '@musterstadt/shell-contract';
import { render, screen, within } from '@testing-library/react';
import JugendhausLayout, { menus } from './layouts/jugendhaus';
import JugendhausAngebote from './templates/jugendhaus-angebote';
import JugendhausHome from './templates/jugendhaus-home';

const page: PageView = {
  path: '/jugendhaus/angebote',
  search: '',
  layout: 'jugendhaus',
  theme: 'jugendhaus',
  title: 'Angebote',
  heading: 'Angebote',
  description: '',
  canonical: '/jugendhaus/angebote',
  breadcrumbs: [{ title: 'Startseite', url: '/' }, { title: 'Jugendhaus', url: '/jugendhaus' }, { title: 'Angebote' }],
  heroImages: [],
  status: 200,
};

describe('jugendhaus layout', () => {
  it('has its own header, main menu, service links, one h1 and a footer with its address', () => {
    expect(menus).toEqual(['Hauptmenü Jugendhaus']);
    render(
      <JugendhausLayout
        page={page}
        slots={{ main: <p>Angebote</p> }}
        menus={{ 'Hauptmenü Jugendhaus': [{ title: 'Angebote', href: '/jugendhaus/angebote' }] }}
      />,
    );
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Jugendhaus');
    expect(banner).toHaveTextContent('12 bis 25 Jahre');
    expect(within(screen.getByRole('navigation', { name: 'Hauptmenü Jugendhaus' })).getByRole('link', { name: 'Angebote' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const service = screen.getByRole('navigation', { name: 'Servicelinks Jugendhaus' });
    expect(
      within(service)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Angebote', 'Aktuelles', 'Termine', 'Ferienprogramm', 'Team & Kontakt', 'Bildergalerie']);
    expect(within(service).getByRole('link', { name: 'Bildergalerie' })).toHaveAttribute('href', '/jugendhaus/bildergalerie');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Bahnhofstraße 7');
  });

  it('links the logo to the youth centre start page except on it', () => {
    const { unmount } = render(<JugendhausLayout page={page} slots={{}} menus={{}} />);
    expect(screen.getByRole('link', { name: /zur Startseite des Jugendhauses/ })).toHaveAttribute('href', '/jugendhaus');
    unmount();
    render(<JugendhausLayout page={{ ...page, path: '/jugendhaus/' }} slots={{}} menus={{}} />);
    expect(screen.queryByRole('link', { name: /zur Startseite des Jugendhauses/ })).toBeNull();
  });
});

describe('jugendhaus templates', () => {
  it('the start page shows open-house times, news and coming dates', () => {
    render(
      <JugendhausHome
        page={{ ...page, path: '/jugendhaus' }}
        block={{
          template: 'jugendhaus-home',
          context: {
            offenerTreff: [
              { tagtyp: 'di', beginn: '15:00', ende: '21:00' },
              { tagtyp: 'sa', beginn: '14:00', ende: '22:00' },
            ],
            apiCalls: ['aktuelles', 'termine'],
          },
        }}
        data={{
          aktuelles: {
            data: [{ id: 1, titel: 'Der neue Bandraum ist fertig', datum_von: '2026-11-18T15:00:00Z', detailURL: '/jugendhaus/aktuelles/neuer-bandraum' }],
          },
          termine: { data: [] },
        }}
      />,
    );
    const times = screen.getByRole('region', { name: /Offener Treff/ });
    expect(
      within(times)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Dienstag15:00 bis 21:00 Uhr', 'Samstag14:00 bis 22:00 Uhr']);
    expect(screen.getByRole('link', { name: 'Der neue Bandraum ist fertig' })).toHaveAttribute('href', '/jugendhaus/aktuelles/neuer-bandraum');
    expect(within(screen.getByRole('region', { name: 'Demnächst' })).getByRole('status')).toHaveTextContent('Aktuell stehen keine Termine an');
  });

  it('the offers say when, for whom and where', () => {
    render(
      <JugendhausAngebote
        page={page}
        data={{}}
        block={{
          template: 'jugendhaus-angebote',
          context: {
            angebote: [
              { titel: 'Mädchentreff', text: 'Nur für Mädchen.', wann: 'Mittwoch 15 bis 18 Uhr', fuer: 'Mädchen von 12 bis 17 Jahren' },
              { titel: 42 },
            ],
          },
        }}
      />,
    );
    const offer = screen.getByRole('listitem');
    expect(within(offer).getByRole('heading', { level: 2, name: 'Mädchentreff' })).toBeInTheDocument();
    expect(offer).toHaveTextContent('Wann: Mittwoch 15 bis 18 Uhr');
    expect(offer).toHaveTextContent('Für wen: Mädchen von 12 bis 17 Jahren');
  });
});
