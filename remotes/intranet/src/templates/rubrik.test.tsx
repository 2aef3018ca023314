import type { IntranetRubrikDetail } from '@musterstadt/cms-client';
import type { PageView, TemplateProps } from '@musterstadt/shell-contract';
import { makeStore } from '@musterstadt/shell-contract/store';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import Rubrik from './rubrik';

const rubrik: IntranetRubrikDetail = {
  id: 2,
  url: 'dienstanweisungen',
  titel: 'Dienstanweisungen',
  detailURL: '/intranet/rubriken/dienstanweisungen',
  beschreibung: 'Verbindliche Regelungen für alle Beschäftigten.',
  anzahl: 1,
  seite: 1,
  seiten: 1,
  data: [
    {
      id: 17,
      titel: 'Dienstanweisung Dienstfahrradleasing',
      einleitung: 'Wer ein Dienstfahrrad least, liest hier die Regeln.',
      autor: 'Personalamt',
      datum_von: '2026-03-02T08:00:00Z',
      rubrik: { id: 2, url: 'dienstanweisungen', titel: 'Dienstanweisungen', detailURL: '/intranet/rubriken/dienstanweisungen' },
      detailURL: '/intranet/texte/17',
    },
  ],
};

const props = (heading: string | null): TemplateProps => {
  const page: PageView = {
    path: '/intranet/rubriken/dienstanweisungen',
    search: '',
    layout: 'intranet',
    theme: 'default',
    title: heading ?? 'Dienstanweisungen',
    heading,
    description: '',
    canonical: '/intranet/rubriken/dienstanweisungen',
    breadcrumbs: [],
    heroImages: [],
    status: 200,
  };
  return { page, block: { template: 'intranet-rubrik', slot: 'main', context: { apiCalls: ['rubrik'] }, options: {} }, data: { rubrik } };
};

describe('intranet-rubrik', () => {
  it("makes the category's name the page's one h1 and its texts h2, when the page takes its title from the category", () => {
    render(
      <Provider store={makeStore()}>
        <Rubrik {...props(null)} />
      </Provider>,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Dienstanweisungen']);
    expect(screen.getByRole('heading', { level: 2, name: 'Dienstanweisung Dienstfahrradleasing' })).toBeInTheDocument();
  });

  it('puts the name under a heading the page already has', () => {
    render(
      <Provider store={makeStore()}>
        <Rubrik {...props('Texte der Rubrik')} />
      </Provider>,
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Dienstanweisungen' })).toBeInTheDocument();
  });
});
