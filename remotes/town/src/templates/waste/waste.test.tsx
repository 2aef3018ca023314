import { render, screen, within } from '@testing-library/react';
import { exampleKalender, exampleStammdaten, wastePage } from './examples';
import WasteDates from './waste-dates';

const datesBlock = { template: 'abfall-termine', context: { apiCalls: ['kalender', 'stammdaten'] } };

describe('waste calendar', () => {
  it('picks a street with plain GET forms and suggestions that need no JavaScript', () => {
    render(<WasteDates page={wastePage('/abfall')} block={datesBlock} data={{ kalender: null, stammdaten: exampleStammdaten }} />);
    const byStreet = screen.getByRole('search', { name: 'Abfuhrtermine nach Straße' });
    expect(byStreet).toHaveAttribute('method', 'get');
    expect(byStreet).toHaveAttribute('action', '/abfall');
    const input = within(byStreet).getByRole('combobox', { name: 'Ihre Straße' });
    expect(input).toHaveAttribute('name', 'strasse');
    expect(document.querySelectorAll('#town-abfall-strassen option')).toHaveLength(2);
    const byDistrict = screen.getByRole('form', { name: 'Abfuhrtermine nach Bezirk' });
    expect(within(byDistrict).getByRole('combobox', { name: 'oder Ihr Abfuhrbezirk' })).toHaveAttribute('name', 'bezirk');
  });

  it('lets the visitor choose among several streets of the same name', () => {
    const several = {
      ...exampleKalender,
      suche: 'Hauptstraße',
      strasse: null,
      bezirk: null,
      termine: [],
      ical: null,
      strassen: [
        { id: 26, name: 'Hauptstraße', ortsteil: 'Hallwangen', bezirk: exampleStammdaten.bezirke[1]! },
        { id: 6, name: 'Hauptstraße', ortsteil: 'Musterstadt', bezirk: exampleStammdaten.bezirke[0]! },
      ],
    };
    render(
      <WasteDates page={wastePage('/abfall', '?strasse=Hauptstra%C3%9Fe')} block={datesBlock} data={{ kalender: several, stammdaten: exampleStammdaten }} />,
    );
    expect(screen.getByRole('heading', { name: 'Welche Straße meinen Sie?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hauptstraße, Hallwangen' })).toHaveAttribute('href', '/abfall?strasse_id=26');
  });

  it('says when no street matches', () => {
    const none = { ...exampleKalender, suche: 'Zauberweg', strasse: null, bezirk: null, termine: [], strassen: [], ical: null };
    render(<WasteDates page={wastePage('/abfall')} block={datesBlock} data={{ kalender: none, stammdaten: exampleStammdaten }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Zu „Zauberweg“ haben wir keine Straße gefunden.');
  });

  it('shows the dates by month with the next collection, holiday notes, the feed and the reminder', () => {
    render(<WasteDates page={wastePage('/abfall')} block={datesBlock} data={{ kalender: exampleKalender, stammdaten: exampleStammdaten }} />);
    expect(screen.getByRole('heading', { name: 'Abfuhrtermine für Hauptstraße, Hallwangen' })).toBeInTheDocument();
    expect(screen.getByText('Nächste Abfuhr: Mittwoch, 25. November 2026')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'November 2026',
      'Dezember 2026',
      'Januar 2027',
      'Nie wieder eine Abfuhr verpassen',
    ]);
    const december = screen.getByRole('region', { name: 'Dezember 2026' });
    expect(within(december).getByText('Gelber Sack')).toBeInTheDocument();
    expect(screen.getByText('Verschoben wegen des Feiertags Heilige Drei Könige (regulär Mittwoch)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Termine als Kalender abonnieren (iCal)' })).toHaveAttribute('href', '/api/cms/ical/abfall/hallwangen.ics');
    expect(screen.getByRole('link', { name: 'Erinnerung per E-Mail einrichten' })).toHaveAttribute('href', '/abfall/erinnerung?bezirk=hallwangen');
  });
});
