import type { IntranetArchivThema, IntranetDokument, IntranetListe } from '@musterstadt/cms-client';
import type { PageView, TemplateProps } from '@musterstadt/shell-contract';
import { makeStore } from '@musterstadt/shell-contract/store';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { injectedIntranet, listeGeladen } from '../slice';
import Archiv from './archiv';

const dokument = (id: number, archiv_id: number, downloadtext: string, stand: string, gueltig_von: string, gueltig_bis: string | null): IntranetDokument => ({
  id,
  archiv_id,
  downloadtext,
  dateiname: `dokument-${id}.pdf`,
  stand,
  gueltig_von,
  gueltig_bis,
  url: `/intranet/dokumente/${id}/dokument-${id}.pdf`,
});

const gleitzeit2020 = dokument(1, 10, 'Dienstvereinbarung Gleitende Arbeitszeit 2020', '2019-11-15', '2020-01-01', '2023-12-31');
const gleitzeit2024 = dokument(2, 10, 'Dienstvereinbarung Gleitende Arbeitszeit 2024', '2023-11-28', '2024-01-01', null);
const alarmplan2022 = dokument(3, 20, 'Alarmplan Rathaus 2022', '2022-02-01', '2022-03-01', '2025-03-31');
const alarmplan2025 = dokument(4, 20, 'Alarmplan Rathaus 2025', '2025-03-20', '2025-04-01', null);

/** The topics call: archives with their documents by download text, as GET /api/cms/intranet/archiv_themen orders them. */
const themen: IntranetListe<IntranetArchivThema> = {
  data: [
    {
      id: 1,
      thema: 'Arbeitssicherheit',
      beschreibung: 'Alarm- und Notfallpläne.',
      archive: [{ id: 20, titel: 'Alarmplan Rathaus', dokumente: [alarmplan2022, alarmplan2025] }],
    },
    {
      id: 2,
      thema: 'Dienstvereinbarungen',
      beschreibung: 'Vereinbarungen mit dem Personalrat.',
      archive: [{ id: 10, titel: 'Dienstvereinbarung Gleitende Arbeitszeit', dokumente: [gleitzeit2020, gleitzeit2024] }],
    },
  ],
  seiten: 1,
  anzahl: 2,
};

/** The archive call: every document, newest stand first, as GET /api/cms/intranet/archiv?order=stand desc answers. */
const dokumente: IntranetListe<IntranetDokument> = { data: [alarmplan2025, gleitzeit2024, alarmplan2022, gleitzeit2020], seiten: 1, anzahl: 4 };

function props(data: Record<string, unknown>): TemplateProps {
  const page: PageView = {
    path: '/intranet/archiv',
    search: '',
    layout: 'intranet',
    theme: 'default',
    title: 'Dokumentenarchiv',
    heading: 'Dokumentenarchiv',
    description: '',
    canonical: '/intranet/archiv',
    breadcrumbs: [],
    heroImages: [],
    status: 200,
  };
  return { page, block: { template: 'intranet-archiv', slot: 'main', context: { apiCalls: ['themen', 'dokumente'] }, options: {} }, data };
}

const linksIn = (archiv: string) =>
  within(screen.getByRole('heading', { level: 3, name: archiv }).parentElement!)
    .getAllByRole('link')
    .map((link) => link.textContent?.replace(/\s*\(PDF\)$/, ''));

describe('intranet-archiv', () => {
  it("lists each archive's documents in the order of the archive call, newest stand first", () => {
    const store = makeStore();
    render(
      <Provider store={store}>
        <Archiv {...props({ themen, dokumente })} />
      </Provider>,
    );
    expect(linksIn('Dienstvereinbarung Gleitende Arbeitszeit')).toEqual([
      'Dienstvereinbarung Gleitende Arbeitszeit 2024',
      'Dienstvereinbarung Gleitende Arbeitszeit 2020',
    ]);
    expect(linksIn('Alarmplan Rathaus')).toEqual(['Alarmplan Rathaus 2025', 'Alarmplan Rathaus 2022']);
    expect(screen.getByRole('status')).toHaveTextContent('4 Dokumente');
    expect(injectedIntranet.selectSlice(store.getState()).archivDokumente.map((d) => d.id)).toEqual([4, 2, 3, 1]);
  });

  it('shows only the documents the archive call answered with (a validity filter)', () => {
    render(
      <Provider store={makeStore()}>
        <Archiv {...props({ themen, dokumente: { data: [gleitzeit2020], seiten: 1, anzahl: 1 } })} />
      </Provider>,
    );
    expect(linksIn('Dienstvereinbarung Gleitende Arbeitszeit')).toEqual(['Dienstvereinbarung Gleitende Arbeitszeit 2020']);
    expect(screen.queryByRole('heading', { name: 'Alarmplan Rathaus' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 Dokument');
  });

  it('clears the documents when the archive call failed, silently (spec point 8)', () => {
    const store = makeStore();
    store.dispatch(listeGeladen({ liste: 'archivDokumente', werte: dokumente.data }));
    render(
      <Provider store={store}>
        <Archiv {...props({ themen, dokumente: null })} />
      </Provider>,
    );
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByText('Für diesen Zeitraum sind keine Dokumente im Archiv.')).toBeInTheDocument();
    expect(injectedIntranet.selectSlice(store.getState()).archivDokumente).toEqual([]);
    expect(injectedIntranet.selectSlice(store.getState()).archivThemen.map((t) => t.thema)).toEqual(['Arbeitssicherheit', 'Dienstvereinbarungen']);
  });
});
