import type { RatsListe, RatsSuchtreffer } from '@musterstadt/cms-client';
import type { PageView, TemplateProps } from '@musterstadt/shell-contract';
import { makeStore } from '@musterstadt/shell-contract/store';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import Suche from './suche';

const page = (search: string): PageView => ({
  path: '/ratsinfo/suche',
  search,
  layout: 'ratsinfo',
  theme: 'default',
  title: 'Suche',
  heading: null,
  description: '',
  canonical: '/ratsinfo/suche',
  breadcrumbs: [],
  heroImages: [],
  status: 200,
});

const treffer: RatsListe<RatsSuchtreffer> = {
  data: [
    { art: 'Vorlage', titel: 'Bebauungsplan „Hinter den Gärten“', untertitel: 'GR/2026/041 · Beschlussvorlage', detailURL: '/ratsinfo/vorlagen/3' },
    {
      art: 'Tagesordnungspunkt',
      titel: 'Bebauungsplan „Hinter den Gärten“',
      untertitel: 'TOP 4 · 3. Sitzung des Gemeinderats 2026',
      detailURL: '/ratsinfo/sitzungen/7',
    },
  ],
  seiten: 1,
  anzahl: 2,
};

const props = (search: string, data: Record<string, unknown>): TemplateProps => ({
  page: page(search),
  block: { template: 'ratsinfo-suche', slot: 'main', context: { apiCalls: ['suche'] }, options: {} },
  data,
});

const member = { id: 4, vorname: 'Miriam', nachname: 'Vogt', email: 'miriam.vogt@musterstadt.de', pw_geaendert: true, taetigkeitsbereiche: ['Schulen'] };

describe('ratsinfo-suche', () => {
  it('is a GET form that keeps the search term and lists papers and agenda items with links', () => {
    const { container } = render(
      <Provider store={makeStore()}>
        <Suche {...props('?q=Bebauungspl%C3%A4ne', { suche: treffer })} />
      </Provider>,
    );
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/ratsinfo/suche');
    expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('Bebauungspläne');
    const results = screen.getByRole('region', { name: '2 Treffer für „Bebauungspläne“' });
    const links = within(results).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/ratsinfo/vorlagen/3', '/ratsinfo/sitzungen/7']);
    expect(results).toHaveTextContent('GR/2026/041 · Beschlussvorlage');
    expect(screen.getByText(/Nichtöffentliche Vorlagen und Tagesordnungspunkte finden Sie nach der Anmeldung/)).toBeInTheDocument();
  });

  it('says so when nothing matches, and does not ask a member to log in', () => {
    render(
      <Provider store={makeStore({ session: { ratsinfo: member } })}>
        <Suche {...props('?q=Zeppelin', { suche: { data: [], seiten: 1, anzahl: 0 } })} />
      </Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Keine Treffer für „Zeppelin“' })).toBeInTheDocument();
    expect(screen.queryByText(/nach der Anmeldung/)).toBeNull();
  });

  it('shows only the form before a search', () => {
    render(
      <Provider store={makeStore()}>
        <Suche {...props('', { suche: { data: [], seiten: 1, anzahl: 0 } })} />
      </Provider>,
    );
    expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
