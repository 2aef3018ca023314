import type { PageView } from '@musterstadt/shell-contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import BarfussparkLayout, { menus } from './layouts/barfusspark';
import BarfussparkAngebote from './templates/barfusspark-angebote';
import BarfussparkHome from './templates/barfusspark-home';
import BarfussparkOeffnungszeiten from './templates/barfusspark-oeffnungszeiten';

const page: PageView = {
  path: '/barfusspark/oeffnungszeiten',
  search: '',
  layout: 'barfusspark',
  theme: 'barfusspark',
  title: 'Öffnungszeiten und Preise',
  heading: 'Öffnungszeiten und Preise',
  description: '',
  canonical: '/barfusspark/oeffnungszeiten',
  breadcrumbs: [{ title: 'Startseite', url: '/' }, { title: 'Barfußpark', url: '/barfusspark' }, { title: 'Öffnungszeiten und Preise' }],
  heroImages: [],
  status: 200,
};

const zeiten = [
  {
    typ: 'allgemein',
    hinweis: 'Mittwochs ist Pflegetag.',
    zeiten: ['mo', 'di', 'do', 'fr'].map((tagtyp) => ({ tagtyp, beginn: '10:00', ende: '18:00' })).concat([{ tagtyp: 'sa', beginn: '09:00', ende: '19:00' }]),
    abweichend: [
      { beginn: '2020-01-01T00:00:00Z', ende: '2099-12-31T23:00:00Z', zusatztext: 'Baustelle am Wassertretbecken' },
      { beginn: '2099-01-01T00:00:00Z', ende: '2099-01-31T23:00:00Z', zusatztext: 'Noch nicht gültig' },
    ],
  },
  { typ: 'telefon', zeiten: [{ tagtyp: 'mo-fr', beginn: '09:00', ende: '12:30' }] },
  { typ: 'unbekannt', zeiten: [] },
];

describe('barfusspark layout', () => {
  it('asks for its main menu and the legal footer menu', () => {
    expect(menus).toEqual(['Hauptmenü Barfusspark', 'Barfusspark Footer Rechtliches']);
  });

  it('has its own header with the search toggle, the service bar and a footer with the legal menu', () => {
    render(
      <BarfussparkLayout
        page={page}
        slots={{ main: <p>Zeiten</p> }}
        menus={{
          'Barfusspark Footer Rechtliches': [
            { title: 'Impressum', href: '/impressum' },
            { title: 'Barrierefreiheit', href: '/barfusspark/barrierefreiheit' },
          ],
        }}
      />,
    );
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Barfußpark');
    const toggle = within(banner).getByText('Schnell gefunden', { selector: 'summary span' });
    expect(screen.getByRole('searchbox', { name: 'Suche' })).not.toBeVisible();
    fireEvent.click(toggle);
    expect(screen.getByRole('searchbox', { name: 'Suche' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Fachwerk & Altstadt' })).toHaveAttribute('href', '/suche?q=Fachwerk%20%26%20Altstadt');
    // Escape and focus come from the shell's page script, for disclosures marked like this one.
    expect(toggle.closest('details')).toHaveAttribute('data-ms-disclosure');
    // On small screens the service links the menu lacks are in the menu's panel, too.
    const more = screen.getByRole('navigation', { name: 'Servicelinks Barfußpark im Menü' });
    expect(
      within(more)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Tourist-Information', 'Ausflug planen', 'Kontakt', 'Naturerlebnis', 'Barrierefreiheit']);
    const service = screen.getByRole('navigation', { name: 'Servicelinks Barfußpark' });
    expect(
      within(service)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Tourist-Information', 'Ausflug planen', 'Kontakt', 'Naturerlebnis', 'Barrierefreiheit']);
    const legal = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Rechtliches' });
    expect(within(legal).getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Eintritt frei – Spende willkommen');
  });

  it('links the logo to the park start page except on it', () => {
    const { unmount } = render(<BarfussparkLayout page={page} slots={{}} menus={{}} />);
    expect(screen.getByRole('link', { name: /zur Startseite des Barfußparks/ })).toHaveAttribute('href', '/barfusspark');
    unmount();
    render(<BarfussparkLayout page={{ ...page, path: '/barfusspark/' }} slots={{}} menus={{}} />);
    expect(screen.queryByRole('link', { name: /zur Startseite des Barfußparks/ })).toBeNull();
  });
});

describe('barfusspark templates', () => {
  it('the opening-times page shows regular times, closed Wednesday, deviations in force, entry and parking', () => {
    render(
      <BarfussparkOeffnungszeiten
        page={page}
        data={{}}
        block={{ template: 'barfusspark-oeffnungszeiten', context: { oeffnungszeiten: zeiten, parken: { hoechstbetrag: 5, stunden: 3 } } }}
      />,
    );
    const opening = screen.getByRole('region', { name: 'Öffnungszeiten' });
    expect(within(opening).getByRole('row', { name: /Mittwoch/ })).toHaveTextContent('geschlossen');
    expect(within(opening).getByRole('row', { name: /Samstag/ })).toHaveTextContent('09:00 bis 19:00 Uhr');
    expect(opening).toHaveTextContent('Baustelle am Wassertretbecken');
    expect(opening).not.toHaveTextContent('Noch nicht gültig');
    expect(opening).toHaveTextContent('Mittwochs ist Pflegetag.');
    expect(within(screen.getByRole('region', { name: 'Telefonische Erreichbarkeit' })).getByRole('row')).toHaveTextContent(
      'Montag bis Freitag09:00 bis 12:30 Uhr',
    );
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'))).not.toContain('bp-zeiten-unbekannt');
    const prices = screen.getByRole('region', { name: 'Eintritt und Parken' });
    expect(prices).toHaveTextContent('Eintritt frei – Spende willkommen');
    expect(prices).toHaveTextContent('höchstens 5 € für 3 Stunden');
  });

  it('reads opening times saved under the kinds’ earlier names as the same kinds', () => {
    const earlier = [
      { ...zeiten[0], typ: 'oeffnungszeit' },
      { typ: 'servicezeit', zeiten: [{ tagtyp: 'sa', beginn: '11:00', ende: '18:00' }] },
      { ...zeiten[1], typ: 'telefonzeit' },
    ];
    render(<BarfussparkOeffnungszeiten page={page} data={{}} block={{ template: 'barfusspark-oeffnungszeiten', context: { oeffnungszeiten: earlier } }} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Öffnungszeiten', 'Servicezeiten', 'Telefonische Erreichbarkeit']),
    );
  });

  it('the start page answers "Heute geöffnet?" with the deviation in force', () => {
    render(
      <BarfussparkHome
        page={{ ...page, path: '/barfusspark' }}
        data={{}}
        block={{ template: 'barfusspark-home', context: { oeffnungszeiten: zeiten, fakten: [{ wert: '32', label: 'Stationen' }] } }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Heute geöffnet?' })).toHaveTextContent('Baustelle am Wassertretbecken');
    expect(screen.getByRole('list', { name: 'Der Park in Zahlen' })).toHaveTextContent('32 Stationen');
  });

  it('the offers show duration, audience, dates and price in euros', () => {
    render(
      <BarfussparkAngebote
        page={page}
        data={{}}
        block={{
          template: 'barfusspark-angebote',
          context: {
            angebote: [
              {
                titel: 'Führung für Gruppen',
                text: 'Für Vereine.',
                dauer: '1,5 Stunden',
                teilnehmende: 'bis 25 Personen',
                preis: 45,
                preisHinweis: 'pro Gruppe',
              },
              { titel: 'Öffentliche Führung', text: 'Sonntags.', preis: 0, preisHinweis: '– Spende willkommen' },
            ],
          },
        }}
      />,
    );
    const [groups, open] = screen.getAllByRole('listitem');
    expect(groups).toHaveTextContent('Preis45 € pro Gruppe');
    expect(groups).toHaveTextContent('Für wenbis 25 Personen');
    expect(open).toHaveTextContent('kostenlos – Spende willkommen');
  });
});
