import type { Amt, Einrichtung } from '@musterstadt/cms-client';
import { render, screen, within } from '@testing-library/react';
import { exampleList, exampleProps } from '../../examples';
import DepartmentDetail from './department-detail';
import Departments from './departments';
import OpeningTimesBlock from './opening-times-block';
import Prices from './prices';

describe('departments and opening times', () => {
  const amt: Amt = {
    id: 1,
    titel: 'Bürgerbüro',
    einleitung: '<p>Ihre erste Anlaufstelle.</p>',
    detailURL: '/rathaus/aemter/buergerbuero',
    adresse: { location: 'Rathaus, Erdgeschoss', street: 'Marktplatz 1', zip: '79999', city: 'Musterstadt' },
    kontakt: { telefon: '+49 7999 123-120', email: 'buergerbuero@musterstadt.de' },
    leistungen: ['Personalausweis und Reisepass'],
  };

  it('lists departments and shows one with services and contact', () => {
    const { unmount } = render(<Departments {...exampleProps(exampleList(amt))} />);
    expect(screen.getByRole('link', { name: 'Bürgerbüro' })).toHaveAttribute('href', '/rathaus/aemter/buergerbuero');
    expect(screen.getByText('Ihre erste Anlaufstelle.')).toBeInTheDocument();
    unmount();
    render(<DepartmentDetail {...exampleProps(exampleList(amt))} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Bürgerbüro' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Leistungen' })).toHaveTextContent('Personalausweis und Reisepass');
    expect(screen.getByRole('region', { name: 'So erreichen Sie uns' })).toHaveTextContent('Marktplatz 1');
  });

  it('shows the kinds of opening time of a facility with the Wednesday rule and current deviations', () => {
    const now = Date.now();
    const touristInfo: Einrichtung = {
      id: 4,
      titel: 'Touristinformation Musterstadt',
      adresse: { street: 'Hauptstraße 12', zip: '79999', city: 'Musterstadt' },
      oeffnungszeiten: [
        {
          typ: 'allgemein',
          regelzeiten: ['mo', 'di', 'do', 'fr'].map((tagtyp) => ({ tagtyp: tagtyp as 'mo', beginn: '09:00', ende: '12:00' })),
          abweichungen: [
            { beginn: new Date(now - 86_400_000).toISOString(), ende: new Date(now + 86_400_000).toISOString(), text: 'Heute im Rathaus' },
            { beginn: new Date(now - 2 * 86_400_000).toISOString(), ende: new Date(now - 60_000).toISOString(), text: 'Gestern geschlossen' },
          ],
        },
        { typ: 'telefon', regelzeiten: [{ tagtyp: 'mo-fr', beginn: '09:00', ende: '17:00' }] },
      ],
    };
    render(<OpeningTimesBlock {...exampleProps(exampleList(touristInfo))} />);
    const block = screen.getByRole('region', { name: 'Touristinformation Musterstadt' });
    expect(within(block).getByRole('heading', { level: 3, name: 'Öffnungszeiten' })).toBeInTheDocument();
    expect(within(block).getByRole('heading', { level: 3, name: 'Telefonische Erreichbarkeit' })).toBeInTheDocument();
    expect(within(block).getByText('Mittwoch').closest('div')).toHaveTextContent('geschlossen');
    expect(within(block).getByText('Heute im Rathaus', { exact: false })).toBeInTheDocument();
    expect(within(block).queryByText('Gestern geschlossen', { exact: false })).toBeNull();
    expect(within(block).getByRole('heading', { level: 3, name: 'Adresse und Kontakt' })).toBeInTheDocument();
  });

  it('shows prices in whole euros and free entries as "frei"', () => {
    render(
      <Prices
        {...exampleProps(
          exampleList({
            id: 1,
            titel: 'Freibad',
            preise: [
              {
                titel: 'Einzelkarten',
                positionen: [
                  { bezeichnung: 'Erwachsene', preis: 4 },
                  { bezeichnung: 'Kinder unter 6 Jahren', preis: 0 },
                ],
              },
            ],
          }),
          {
            titel: 'Eintrittspreise',
          },
        )}
      />,
    );
    const table = screen.getByRole('table', { name: 'Einzelkarten' });
    expect(within(table).getByRole('row', { name: 'Erwachsene 4 €' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Kinder unter 6 Jahren frei' })).toBeInTheDocument();
  });
});
