import { render, screen } from '@testing-library/react';
import { exampleArticle, exampleEvent, examplePage } from '../../examples';
import ArticleList from './article-list';
import EventList from '../events/event-list';
import EventDetail from '../events/event-detail';

const block = { template: 'artikel-liste', context: { apiCalls: ['liste'] } };

describe('list templates', () => {
  it('shows articles with date and a link to each, and pagination links', () => {
    render(<ArticleList page={{ ...examplePage, pagination: { page: 2, pages: 3 } }} block={block} data={{ liste: { data: [exampleArticle], seiten: 3 } }} />);
    expect(screen.getByRole('link', { name: 'Gemeinderat beschließt Haushalt' })).toHaveAttribute('href', '/aktuelles/haushalt');
    expect(screen.getByText('10.11.2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seite 3' })).toHaveAttribute('href', '/aktuelles?seite=3');
    expect(screen.getByRole('link', { name: 'Seite 1' })).toHaveAttribute('href', '/aktuelles');
  });

  it('shows the empty-state texts of the spec', () => {
    const { unmount } = render(<ArticleList page={examplePage} block={block} data={{ liste: { data: [] } }} />);
    expect(screen.getByText('Aktuell sind noch keine Artikel erfasst worden')).toBeInTheDocument();
    unmount();
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
});
