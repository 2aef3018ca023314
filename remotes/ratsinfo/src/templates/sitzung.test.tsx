import type { RatsSitzungDetail } from '@musterstadt/cms-client';
import type { PageView, TemplateProps } from '@musterstadt/shell-contract';
import { loggedIn, loggedOut, makeStore } from '@musterstadt/shell-contract/store';
import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { injectedRatsinfo } from '../slice';
import Sitzung from './sitzung';
import Uebersicht from './uebersicht';

const page: PageView = {
  path: '/ratsinfo/sitzungen/7',
  search: '',
  layout: 'ratsinfo',
  theme: 'default',
  title: 'Sitzung',
  heading: null,
  description: '',
  canonical: '/ratsinfo/sitzungen/7',
  breadcrumbs: [],
  heroImages: [],
  status: 200,
};

const gremium = { id: 1, name: 'Gemeinderat', kuerzel: 'GR', detailURL: '/ratsinfo/gremien/1' };
const vorlage = {
  id: 3,
  aktenzeichen: 'GR/2026/041',
  art: 'Beschlussvorlage',
  titel: 'Erwerb einer Teilfläche',
  datum: '2026-03-01',
  oeffentlich: false,
  detailURL: '/ratsinfo/vorlagen/3',
};
const sitzung: RatsSitzungDetail = {
  id: 7,
  name: '3. Sitzung des Gemeinderats 2026',
  titel: '3. Sitzung des Gemeinderats 2026',
  gremium,
  beginn: '2026-03-17T17:30:00.000Z',
  ende: '2026-03-17T20:30:00.000Z',
  ort: 'Rathaus Musterstadt',
  raum: 'Bürgersaal',
  abgesagt: false,
  detailURL: '/ratsinfo/sitzungen/7',
  tagesordnung: [
    {
      id: 1,
      nummer: '1',
      titel: 'Fragen der Einwohnerinnen und Einwohner',
      oeffentlich: true,
      beratungsart: null,
      beschluss: null,
      ergebnis: null,
      vorlage: null,
    },
    {
      id: 2,
      nummer: 'N 1',
      titel: 'Grundstücksangelegenheit',
      oeffentlich: false,
      beratungsart: 'Entscheidung',
      beschluss: null,
      ergebnis: 'Einstimmig beschlossen',
      vorlage,
    },
  ],
  dateien: [
    {
      id: 9,
      titel: 'Niederschrift (nichtöffentlicher Teil)',
      art: 'Niederschrift',
      datum: '2026-03-27',
      dateiname: 'n.pdf',
      oeffentlich: false,
      url: '/api/cms/ratsinfo/dateien/9/n.pdf',
    },
  ],
  nichtoeffentlichAusgeblendet: false,
};

const props = (data: Record<string, unknown>, apiCalls: string[]): TemplateProps => ({
  page,
  block: { template: 'ratsinfo-sitzung', slot: 'main', context: { apiCalls }, options: {} },
  data,
});

const member = { id: 4, vorname: 'Miriam', nachname: 'Vogt', email: 'miriam.vogt@musterstadt.de', pw_geaendert: true, taetigkeitsbereiche: ['Schulen'] };

describe('ratsinfo-sitzung', () => {
  it('shows the agenda in its public and non-public part, with the paper and the file served by the shell', () => {
    render(
      <Provider store={makeStore()}>
        <Sitzung {...props({ sitzung }, ['sitzung'])} />
      </Provider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('3. Sitzung des Gemeinderats 2026');
    const intern = screen.getByRole('region', { name: 'Nichtöffentlicher Teil' });
    expect(within(intern).getByRole('listitem')).toHaveTextContent('TOP N 1 Grundstücksangelegenheit');
    expect(within(intern).getByRole('link', { name: 'GR/2026/041' })).toHaveAttribute('href', '/ratsinfo/vorlagen/3');
    expect(screen.getByRole('link', { name: /Niederschrift/ })).toHaveAttribute('href', '/ratsinfo/dateien/9/n.pdf');
  });

  it('tells visitors that the non-public part needs a login, with a way back', () => {
    render(
      <Provider store={makeStore()}>
        <Sitzung
          {...props({ sitzung: { ...sitzung, tagesordnung: sitzung.tagesordnung.slice(0, 1), dateien: [], nichtoeffentlichAusgeblendet: true } }, ['sitzung'])}
        />
      </Provider>,
    );
    expect(screen.queryByRole('region', { name: 'Nichtöffentlicher Teil' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/ratsinfo/anmelden?ziel=%2Fratsinfo%2Fsitzungen%2F7');
  });

  it('remembers a meeting a member opened in its own slice, which logout empties', () => {
    const store = makeStore({ session: { ratsinfo: member } });
    render(
      <Provider store={store}>
        <Sitzung {...props({ sitzung }, ['sitzung'])} />
      </Provider>,
    );
    expect(injectedRatsinfo.selectors.selectZuletzt(store.getState())).toEqual([{ id: 7, name: sitzung.name, detailURL: sitzung.detailURL }]);
    act(() => {
      store.dispatch(loggedOut('ratsinfo'));
    });
    expect(injectedRatsinfo.selectors.selectZuletzt(store.getState())).toEqual([]);
  });
});

describe('ratsinfo-uebersicht', () => {
  const uebersicht = {
    mitglied: { id: 4, vorname: 'Miriam', nachname: 'Vogt' },
    gremien: [{ gremium, rolle: 'Gemeinderätin', seit: '2024-07-01', bis: null }],
    naechsteSitzungen: [sitzung],
    neueVorlagen: [vorlage],
  };

  it('greets a member with her name, committees, next meetings and latest papers', () => {
    const store = makeStore();
    store.dispatch(loggedIn('ratsinfo', member));
    render(
      <Provider store={store}>
        <Uebersicht {...props({ uebersicht, naechste: { data: [], seiten: 1, anzahl: 0 } }, ['uebersicht', 'naechste'])} />
      </Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Willkommen, Miriam Vogt' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Meine Gremien' })).getByRole('link', { name: 'Gemeinderat' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Neueste Vorlagen' })).getByRole('listitem')).toHaveTextContent('GR/2026/041');
  });

  it('shows visitors the next public meetings and the login form', () => {
    render(
      <Provider store={makeStore()}>
        <Uebersicht
          {...props({ uebersicht: { error: 'Dieser Inhalt ist nichtöffentlich.' }, naechste: { data: [sitzung], seiten: 1, anzahl: 1 } }, [
            'uebersicht',
            'naechste',
          ])}
        />
      </Provider>,
    );
    expect(screen.queryByText(/Willkommen/)).toBeNull();
    expect(screen.getByRole('link', { name: sitzung.name })).toHaveAttribute('href', sitzung.detailURL);
    expect(screen.getByLabelText('E-Mail-Adresse')).toBeInTheDocument();
  });

  it('makes a member with the initial password change it first', () => {
    render(
      <Provider store={makeStore({ session: { ratsinfo: { ...member, pw_geaendert: false } } })}>
        <Uebersicht {...props({ uebersicht, naechste: null }, ['uebersicht', 'naechste'])} />
      </Provider>,
    );
    expect(screen.getByText('Bitte ändern Sie zuerst Ihr Startpasswort.')).toBeInTheDocument();
    expect(screen.getByLabelText('Neues Passwort wiederholen')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Meine Gremien' })).toBeNull();
  });
});
