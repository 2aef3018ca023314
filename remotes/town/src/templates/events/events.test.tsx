import type { EventItem } from '@musterstadt/cms-client';
import { render, screen } from '@testing-library/react';
import { exampleEvent, exampleList, examplePage, exampleProps, jsonLdOf } from '../../examples';
import EventDetail from './event-detail';
import EventList from './event-list';

const block = { template: 'veranstaltung-liste', context: { apiCalls: ['liste'] } };

describe('events', () => {
  it('shows the empty-state text of the spec', () => {
    render(<EventList page={examplePage} block={block} data={{ liste: null }} />);
    expect(screen.getByText('Aktuell stehen keine Termine an')).toBeInTheDocument();
  });

  it("says 'Termine aus' for a sub-site's list of dates and 'Termine an' for the event calendar", () => {
    const { unmount } = render(<EventList page={examplePage} block={{ ...block, options: { leertext: 'termineAus' } }} data={{ liste: { data: [] } }} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Aktuell stehen keine Termine aus$/);
    unmount();
    render(<EventList page={examplePage} block={{ ...block, options: { leertext: 'etwas anderes' } }} data={{ liste: { data: [] } }} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Aktuell stehen keine Termine an$/);
  });

  it('shows an event with date, time range, the business venue and its rubric', () => {
    render(<EventDetail page={examplePage} block={block} data={{ liste: { data: [exampleEvent] } }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Konzert der Stadtkapelle' })).toBeInTheDocument();
    expect(screen.getByText('05.12.2026')).toBeInTheDocument();
    expect(screen.getByText(/19:30 Uhr bis 21:30 Uhr/)).toBeInTheDocument();
    expect(screen.getByText('Stadthalle Musterstadt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kultur' })).toHaveAttribute('href', '/veranstaltungen?rubrik_id=2');
    expect(screen.getByRole('link', { name: 'Termin in den eigenen Kalender übernehmen (iCal)' })).toHaveAttribute(
      'href',
      '/api/cms/ical/veranstaltungen/5.ics',
    );
  });

  it('describes an event as an Event with start, end and place', () => {
    const event: EventItem = { ...exampleEvent, datum_bis: '2026-12-05T20:30:00Z' };
    const { container } = render(<EventDetail {...exampleProps(exampleList(event))} />);
    expect(jsonLdOf(container)).toMatchObject({
      '@type': 'Event',
      name: 'Konzert der Stadtkapelle',
      startDate: '2026-12-05T18:30:00Z',
      endDate: '2026-12-05T20:30:00Z',
      location: { '@type': 'Place', name: 'Stadthalle Musterstadt' },
      organizer: { '@type': 'GovernmentOrganization', name: 'Stadt Musterstadt' },
    });
    expect(screen.queryByText('Veranstalter')).toBeNull();
  });

  it('names an event’s organiser on its page and in its data', () => {
    const event: EventItem = { ...exampleEvent, veranstalter: 'Stadtkapelle Musterstadt e. V.' };
    const { container } = render(<EventDetail {...exampleProps(exampleList(event))} />);
    expect(screen.getByText('Veranstalter').nextSibling).toHaveTextContent('Stadtkapelle Musterstadt e. V.');
    expect(jsonLdOf(container)).toMatchObject({ organizer: { '@type': 'Organization', name: 'Stadtkapelle Musterstadt e. V.' } });
  });
});
