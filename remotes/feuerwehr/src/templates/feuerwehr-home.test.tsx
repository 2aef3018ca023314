import { render, screen, within } from '@testing-library/react';
import { exampleDates, exampleOperations, examplePage } from '../examples';
import FeuerwehrHome from './feuerwehr-home';

describe('feuerwehr-home', () => {
  const block = { template: 'feuerwehr-home', context: { apiCalls: ['meldungen', 'einsaetze', 'termine'], text: '<p>Willkommen</p>' } };
  const page = { ...examplePage, path: '/feuerwehr', heading: 'Freiwillige Feuerwehr Musterstadt' };

  it('shows reports, latest operations and the next dates', () => {
    render(
      <FeuerwehrHome page={page} block={block} data={{ meldungen: { data: [] }, einsaetze: { data: exampleOperations }, termine: { data: exampleDates } }} />,
    );
    expect(screen.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    expect(within(screen.getByRole('region', { name: 'Aktuelle Meldungen' })).getByRole('status')).toHaveTextContent('Aktuell sind keine Meldungen erfasst');
    const operations = screen.getByRole('region', { name: 'Letzte Einsätze' });
    expect(within(operations).getByRole('link', { name: 'Verkehrsunfall auf der L 172 bei Aach' })).toBeInTheDocument();
    expect(within(operations).getAllByRole('listitem')[0]).toHaveTextContent('18.11.2026, 07:42 Uhr · Technische Hilfe');
    expect(within(screen.getByRole('region', { name: 'Nächste Termine' })).getByRole('listitem')).toHaveTextContent('26.11.2026, 19:30 Uhr');
  });

  it('shows the empty states of operations and dates', () => {
    render(<FeuerwehrHome page={page} block={block} data={{ meldungen: null, einsaetze: { data: [] }, termine: null }} />);
    expect(within(screen.getByRole('region', { name: 'Letzte Einsätze' })).getByRole('status')).toHaveTextContent(
      'Aktuell sind noch keine Einsätze erfasst worden',
    );
    expect(within(screen.getByRole('region', { name: 'Nächste Termine' })).getByRole('status')).toHaveTextContent('Aktuell stehen keine Termine aus');
  });
});
