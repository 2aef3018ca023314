import { render, screen, within } from '@testing-library/react';
import { exampleOperations, examplePage, templateProps } from '../examples';
import FeuerwehrEinsaetze from './feuerwehr-einsaetze';

describe('feuerwehr-einsaetze', () => {
  it('lists operations by year with date, alarm time, kind and a link to the report', () => {
    render(<FeuerwehrEinsaetze {...templateProps({ einsaetze: { data: exampleOperations, anzahl: 2, seiten: 1 } })} />);
    expect(screen.getByText('in der Übersicht', { exact: false })).toHaveTextContent('2 Einsätze in der Übersicht');
    const year2026 = screen.getByRole('region', { name: 'Einsätze 2026' });
    const item = within(year2026).getByRole('listitem');
    expect(item).toHaveTextContent('18.11.2026');
    expect(item).toHaveTextContent('07:42 Uhr');
    expect(item).toHaveTextContent('Technische Hilfe');
    expect(within(item).getByRole('link', { name: 'Verkehrsunfall auf der L 172 bei Aach' })).toHaveAttribute(
      'href',
      '/feuerwehr/einsaetze/verkehrsunfall-l172',
    );
    expect(within(screen.getByRole('region', { name: 'Einsätze 2025' })).getByRole('listitem')).toHaveTextContent('Fehlalarm');
    expect(screen.queryByText('Aktuell sind noch keine Einsätze erfasst worden')).toBeNull();
  });

  it('shows the empty-state text when no operation is recorded', () => {
    render(<FeuerwehrEinsaetze {...templateProps({ einsaetze: { data: [], anzahl: 0, seiten: 1 } })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Aktuell sind noch keine Einsätze erfasst worden');
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('shows the empty-state text when the list could not be loaded', () => {
    render(<FeuerwehrEinsaetze {...templateProps({ einsaetze: null })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Aktuell sind noch keine Einsätze erfasst worden');
  });

  it('pages through older operations with plain links', () => {
    const props = templateProps({ einsaetze: { data: exampleOperations, anzahl: 30, seiten: 2 } });
    render(<FeuerwehrEinsaetze {...props} page={{ ...examplePage, pagination: { page: 1, pages: 2 } }} />);
    const nav = screen.getByRole('navigation', { name: 'Seitennavigation Einsätze' });
    expect(within(nav).getByRole('link', { name: /Seite 2/ })).toHaveAttribute('href', '/feuerwehr/einsaetze/?seite=2');
  });
});
