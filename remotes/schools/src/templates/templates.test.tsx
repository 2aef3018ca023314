import type { PageView, TemplateProps } from '@musterstadt/shell-contract';
import { render, screen, within } from '@testing-library/react';
import SchoolStartPage, { SchulartStartPage } from './school-home';
import SchulDownloads from './schul-downloads';

const page: PageView = {
  path: '/gydo',
  search: '',
  layout: 'gymnasium',
  theme: 'gymnasium',
  title: 'Gymnasium am Dornberg',
  heading: 'Gymnasium am Dornberg',
  description: '',
  canonical: '/gydo',
  breadcrumbs: [],
  heroImages: [],
  status: 200,
};

const context = {
  titel: 'Willkommen am GyDo',
  text: '<p>Bildung mit Weitblick.</p>',
  fakten: [{ wert: '742', label: 'Schülerinnen und Schüler' }, { wert: 'kaputt' }],
  kacheln: [{ titel: 'Ferienplan', text: 'Alle Ferien.', link: '/gydo/gydo-ferienplan/', linktext: 'Mehr erfahren' }],
  schritte: [{ titel: 'Online anmelden', text: 'Bis zum 1. März.' }],
  newsLink: '/gydo/berichte/',
  termineLink: '/gydo/jahrestermine/',
  apiCalls: ['news', 'termine'],
};

const props = (data: TemplateProps['data'], extra: Record<string, unknown> = {}): TemplateProps => ({
  page,
  block: { template: 'gymnasium-home', context: { ...context, ...extra } },
  data,
});

describe('school start pages', () => {
  it('welcome, figures, tiles, news and dates with links to the lists', () => {
    render(
      <SchoolStartPage
        {...props({
          news: {
            data: [
              {
                id: 1,
                titel: 'Jugend forscht',
                einleitung: '<b>Zwei</b> Projekte',
                datum_von: '2026-11-20T11:00:00Z',
                detailURL: '/gydo/berichte/jugend-forscht',
              },
            ],
          },
          termine: { data: [{ id: 2, titel: 'Praktikumswoche', dateFrom: '2026-11-30', dateTo: '2026-12-04', timeFrom: null }] },
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Willkommen am GyDo' })).toBeInTheDocument();
    expect(screen.getByText('742')).toBeInTheDocument();
    expect(screen.queryByText('kaputt')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ferienplan' })).toHaveAttribute('href', '/gydo/gydo-ferienplan/');
    const news = screen.getByRole('region', { name: 'Aktuelles' });
    expect(within(news).getByRole('link', { name: 'Jugend forscht' })).toHaveAttribute('href', '/gydo/berichte/jugend-forscht');
    expect(within(news).getByText('Zwei Projekte')).toBeInTheDocument();
    expect(within(news).getByRole('link', { name: 'Alle Meldungen' })).toHaveAttribute('href', '/gydo/berichte/');
    const dates = screen.getByRole('region', { name: 'Nächste Termine' });
    expect(within(dates).getByRole('listitem')).toHaveTextContent('30.11.2026 bis 04.12.2026');
    expect(within(dates).getByRole('link', { name: 'Alle Termine' })).toHaveAttribute('href', '/gydo/jahrestermine/');
    // The steps to apply belong to the school-type variant only.
    expect(screen.queryByRole('heading', { name: 'So bewerben Sie sich' })).toBeNull();
  });

  it('shows the empty states of news and dates', () => {
    render(<SchoolStartPage {...props({ news: { data: [] }, termine: null })} />);
    expect(within(screen.getByRole('region', { name: 'Aktuelles' })).getByRole('status')).toHaveTextContent('Aktuell sind noch keine Artikel erfasst worden');
    expect(within(screen.getByRole('region', { name: 'Nächste Termine' })).getByRole('status')).toHaveTextContent('Aktuell stehen keine Termine aus');
  });

  it('the school-type variant puts the way to apply first and leaves out what the page does not ask for', () => {
    render(<SchulartStartPage {...props({ news: { data: [] } }, { schritteTitel: 'So bewirbst du dich', apiCalls: ['news'] })} />);
    const steps = screen.getByRole('region', { name: 'So bewirbst du dich' });
    expect(within(steps).getByRole('heading', { level: 3, name: 'Online anmelden' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Nächste Termine' })).toBeNull();
  });
});

describe('schul-downloads', () => {
  it('lists documents in groups with their file type, and drops unsafe links', () => {
    render(
      <SchulDownloads
        page={page}
        data={{}}
        block={{
          template: 'schul-downloads',
          context: {
            gruppen: [
              {
                titel: 'Formulare',
                dokumente: [
                  { link: '/api/cms/dokumente/gydo-beurlaubung.pdf', downloadtext: 'Antrag auf Beurlaubung', beschreibung: 'Zwei Wochen vorher' },
                  { link: 'javascript:alert(1)', downloadtext: 'Böse' },
                ],
              },
            ],
          },
        }}
      />,
    );
    const group = screen.getByRole('region', { name: 'Formulare' });
    const link = within(group).getByRole('link', { name: 'Antrag auf Beurlaubung (PDF-Datei)' });
    expect(link).toHaveAttribute('href', '/api/cms/dokumente/gydo-beurlaubung.pdf');
    expect(link).toHaveAttribute('download');
    expect(within(group).getAllByRole('listitem')).toHaveLength(1);
    expect(group).toHaveTextContent('Zwei Wochen vorher');
  });
});
