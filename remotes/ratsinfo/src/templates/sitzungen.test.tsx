import type { RatsListe, RatsSitzung } from '@musterstadt/cms-client';
import type { PageView, TemplateProps } from '@musterstadt/shell-contract';
import { render, screen, within } from '@testing-library/react';
import Sitzungen from './sitzungen';

const page = (search: string): PageView => ({
  path: '/ratsinfo/sitzungen',
  search,
  layout: 'ratsinfo',
  theme: 'default',
  title: 'Sitzungen',
  heading: null,
  description: '',
  canonical: '/ratsinfo/sitzungen',
  breadcrumbs: [],
  heroImages: [],
  status: 200,
});

const gremium = { id: 1, name: 'Gemeinderat', kuerzel: 'GR', detailURL: '/ratsinfo/gremien/1' };
const sitzung = (id: number, beginn: string): RatsSitzung => ({
  id,
  name: `${id}. Sitzung des Gemeinderats 2026`,
  gremium,
  beginn,
  ende: beginn,
  ort: 'Rathaus Musterstadt',
  raum: 'Großer Sitzungssaal, 1. OG',
  abgesagt: false,
  detailURL: `/ratsinfo/sitzungen/${id}`,
});

const props = (search: string, list: RatsListe<RatsSitzung>): TemplateProps => ({
  page: page(search),
  block: { template: 'ratsinfo-sitzungen', slot: 'main', context: { apiCalls: ['sitzungen'] }, options: {} },
  data: { sitzungen: list },
});

describe('ratsinfo-sitzungen', () => {
  it('opens on the coming meetings and leads to the past ones with the chosen committee and year', () => {
    const list = { data: [sitzung(12, '2026-12-15T17:30:00.000Z'), sitzung(13, '2027-01-19T17:30:00.000Z')], seiten: 1, anzahl: 2 };
    const year = String(new Date().getFullYear());
    const { container } = render(<Sitzungen {...props(`?gremium=GR&jahr=${year}`, list)} />);
    const tabs = screen.getByRole('navigation', { name: 'Zeitraum der Sitzungen' });
    expect(within(tabs).getByRole('link', { name: 'Kommende Sitzungen' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Vergangene Sitzungen' })).toHaveAttribute(
      'href',
      `/ratsinfo/sitzungen?gremium=GR&jahr=${year}&zeitraum=vergangen`,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Kommende Sitzungen' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Dezember 2026', 'Januar 2027']);
    // The GET form keeps the committee and year and, on the coming list, adds no time range.
    expect(screen.getByLabelText('Gremium')).toHaveValue('GR');
    expect(screen.getByLabelText('Jahr')).toHaveValue(year);
    expect(container.querySelector('input[name="zeitraum"]')).toBeNull();
  });

  it('shows the past meetings when asked, keeps the range in the form and leads back to the coming ones', () => {
    const list = { data: [sitzung(11, '2026-11-17T17:30:00.000Z')], seiten: 1, anzahl: 1 };
    const { container } = render(<Sitzungen {...props('?gremium=GR&zeitraum=vergangen', list)} />);
    const tabs = screen.getByRole('navigation', { name: 'Zeitraum der Sitzungen' });
    expect(within(tabs).getByRole('link', { name: 'Vergangene Sitzungen' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Kommende Sitzungen' })).toHaveAttribute('href', '/ratsinfo/sitzungen?gremium=GR');
    expect(container.querySelector('input[name="zeitraum"]')).toHaveValue('vergangen');
    expect(screen.getByRole('status')).toHaveTextContent('1 Sitzung');
    expect(screen.getByRole('link', { name: '11. Sitzung des Gemeinderats 2026' })).toHaveAttribute('href', '/ratsinfo/sitzungen/11');
  });

  it('says when nothing is coming and offers the past meetings of the same choice', () => {
    render(<Sitzungen {...props('?gremium=OR&jahr=2025', { data: [], seiten: 1, anzahl: 0 })} />);
    expect(screen.getByText('Aktuell stehen keine Termine an')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vergangene Sitzungen dieser Auswahl anzeigen' })).toHaveAttribute(
      'href',
      '/ratsinfo/sitzungen?gremium=OR&jahr=2025&zeitraum=vergangen',
    );
  });
});
