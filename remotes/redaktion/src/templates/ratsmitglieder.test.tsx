import type { RatsmitgliedAktion, RatsmitgliedDetail, RatsmitgliedKonto } from '@musterstadt/cms-client';
import type { BlockForm, PageView, TemplateProps } from '@musterstadt/shell-contract';
import { render, screen, within } from '@testing-library/react';
import Ratsmitglied from './ratsmitglied';
import Ratsmitglieder from './ratsmitglieder';

const gremien = [
  { id: 1, name: 'Gemeinderat', kuerzel: 'GR' },
  { id: 2, name: 'Technischer Ausschuss', kuerzel: 'TA' },
];

const hanna: RatsmitgliedKonto = {
  id: 31,
  anrede: 'Frau',
  titel: 'Dr.',
  vorname: 'Hanna',
  nachname: 'Brecht',
  email: 'hanna.brecht@musterstadt.de',
  partei: 'Freie Wähler',
  beruf: null,
  wohnort: 'Musterstadt',
  mitgliedschaften: [{ id: 40, gremium: gremien[1] as RatsmitgliedDetail['gremien'][number], rolle: 'Mitglied', seit: '2026-12-01', bis: '2027-06-30' }],
  aktiv: true,
  beendet_am: null,
  passwort_gesetzt: false,
  link: { zweck: 'einladung', erstellt_am: '2026-11-20T09:00:00Z', laeuft_ab_am: '2099-11-23T09:00:00Z', benutzt_am: null },
};
const ehemalig: RatsmitgliedKonto = {
  ...hanna,
  id: 32,
  titel: null,
  vorname: 'Ole',
  nachname: 'Alt',
  aktiv: false,
  beendet_am: '2026-11-21T10:00:00Z',
  link: null,
};

/** What the content API allows the administration, and the council office. */
const ADMINISTRATION: RatsmitgliedAktion[] = ['angaben', 'mitgliedschaften', 'email', 'einladen', 'passwort-link', 'beenden'];
const SITZUNGSDIENST: RatsmitgliedAktion[] = ['angaben', 'mitgliedschaften'];

function view(path: string, search = ''): PageView {
  return {
    path,
    search,
    layout: 'redaktion',
    theme: 'default',
    title: '',
    heading: '',
    description: '',
    canonical: path,
    breadcrumbs: [],
    heroImages: [],
    status: 200,
  };
}

const props = (template: string, path: string, data: Record<string, unknown>, form: BlockForm, search = ''): TemplateProps => ({
  page: view(path, search),
  block: { template, slot: 'main', context: { apiCalls: Object.keys(data) }, options: {} },
  data,
  form,
});

const form = (id: string, submission?: BlockForm['submission']): BlockForm => ({
  id,
  action: `/redaktion/x#${id}`,
  data: null,
  ...(submission ? { submission } : {}),
});

describe('the council members’ pages of the administration', () => {
  it('list each member with party, committees and account, and offer the invitation with a first committee', () => {
    render(
      <Ratsmitglieder
        {...props(
          'redaktion-ratsmitglieder',
          '/redaktion/ratsmitglieder',
          { ratsmitglieder: { data: [hanna, ehemalig], gremien, aktionen: ADMINISTRATION } },
          form('redaktion-ratsmitglieder'),
        )}
      />,
    );
    const zeile = screen.getByRole('row', { name: /Dr\. Hanna Brecht/ });
    expect(within(zeile).getByRole('link', { name: 'Dr. Hanna Brecht' })).toHaveAttribute('href', '/redaktion/ratsmitglieder/31');
    expect(zeile).toHaveTextContent('Technischer Ausschuss: Mitglied seit 01.12.2026 bis 30.06.2027');
    expect(zeile).toHaveTextContent(/Eingeladen, Link gilt bis/);
    expect(within(zeile).getByRole('button', { name: 'Einladung erneut senden: Dr. Hanna Brecht' })).toBeInTheDocument();
    const alt = screen.getByRole('row', { name: /Ole Alt/ });
    expect(alt).toHaveTextContent('Konto beendet am');
    expect(within(alt).queryByRole('button')).toBeNull();
    const einladung = screen.getByRole('form', { name: 'Ratsmitglied einladen' });
    expect(within(einladung).getByLabelText('Gremium')).toHaveDisplayValue('noch kein Gremium');
    expect(within(einladung).getByLabelText('Rolle im Gremium')).toHaveValue('Mitglied');
  });

  it('show a refusal at its field with the posted values', () => {
    const submission = {
      status: 'invalid' as const,
      message: 'Bitte prüfen Sie Ihre Angaben.',
      errors: { partei: 'Bitte geben Sie die Partei oder Fraktion an (höchstens 80 Zeichen).' },
      values: { aktion: 'einladen', vorname: 'Hanna', gremium_id: '2' },
    };
    render(
      <Ratsmitglieder
        {...props(
          'redaktion-ratsmitglieder',
          '/redaktion/ratsmitglieder',
          { ratsmitglieder: { data: [], gremien, aktionen: ADMINISTRATION } },
          form('redaktion-ratsmitglieder', submission),
        )}
      />,
    );
    const partei = screen.getByLabelText('Partei oder Fraktion');
    expect(partei).toHaveAttribute('aria-invalid', 'true');
    expect(partei).toHaveAccessibleDescription('Bitte geben Sie die Partei oder Fraktion an (höchstens 80 Zeichen).');
    expect(screen.getByLabelText('Vorname')).toHaveValue('Hanna');
    expect(screen.getByLabelText('Gremium')).toHaveDisplayValue('Technischer Ausschuss');
  });

  it('ask before ending an account, with an optional reason', () => {
    const detail: RatsmitgliedDetail = { ...hanna, gremien, aktionen: ADMINISTRATION };
    const seite = (search: string) =>
      render(
        <Ratsmitglied {...props('redaktion-ratsmitglied', '/redaktion/ratsmitglieder/31', { ratsmitglied: detail }, form('redaktion-ratsmitglied'), search)} />,
      );
    const { unmount } = seite('');
    expect(screen.getByRole('link', { name: 'Konto beenden …' })).toHaveAttribute('href', '/redaktion/ratsmitglieder/31?beenden=1#rd-beenden-titel');
    expect(screen.queryByRole('button', { name: 'Konto endgültig beenden' })).toBeNull();
    const ausschuss = screen.getByRole('form', { name: 'Mitgliedschaft im Gremium Technischer Ausschuss' });
    expect(within(ausschuss).getByLabelText('Mitglied bis (freiwillig)')).toHaveValue('2027-06-30');
    unmount();
    seite('?beenden=1');
    const frage = screen.getByRole('form', { name: 'Konto von Dr. Hanna Brecht beenden' });
    expect(within(frage).getByLabelText('Grund (freiwillig, steht im Protokoll)')).toHaveValue('');
    expect(within(frage).getByRole('button', { name: 'Konto endgültig beenden' })).toBeInTheDocument();
    expect(within(frage).getByRole('link', { name: 'Abbrechen' })).toHaveAttribute('href', '/redaktion/ratsmitglieder/31');
  });

  it('show the council office the members and their committees, and on a member’s page the public data and memberships, but no account action', () => {
    const { unmount } = render(
      <Ratsmitglieder
        {...props(
          'redaktion-ratsmitglieder',
          '/redaktion/ratsmitglieder',
          { ratsmitglieder: { data: [hanna, ehemalig], gremien, aktionen: SITZUNGSDIENST } },
          form('redaktion-ratsmitglieder'),
        )}
      />,
    );
    const zeile = screen.getByRole('row', { name: /Dr\. Hanna Brecht/ });
    expect(within(zeile).getByRole('link', { name: 'Dr. Hanna Brecht' })).toHaveAttribute('href', '/redaktion/ratsmitglieder/31');
    expect(zeile).toHaveTextContent('Technischer Ausschuss: Mitglied seit 01.12.2026 bis 30.06.2027');
    // On a phone the rows stack, each value with its column's name.
    expect(within(zeile).getByRole('cell', { name: 'Freie Wähler' })).toHaveAttribute('data-spalte', 'Partei');
    expect(screen.getByRole('table')).toHaveClass('rd-stapel');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Ratsmitglied einladen' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Aktionen' })).toBeNull();
    expect(
      screen.getByText(/Einladungen, Links für ein neues Passwort, die E-Mail-Adresse der Anmeldung und das Beenden eines Kontos übernimmt die Administration/),
    ).toBeInTheDocument();
    unmount();

    render(
      <Ratsmitglied
        {...props(
          'redaktion-ratsmitglied',
          '/redaktion/ratsmitglieder/31',
          { ratsmitglied: { ...hanna, gremien, aktionen: SITZUNGSDIENST } },
          form('redaktion-ratsmitglied'),
          '?beenden=1',
        )}
      />,
    );
    const angaben = screen.getByRole('form', { name: 'Öffentliche Angaben von Dr. Hanna Brecht' });
    expect(within(angaben).getByLabelText('Partei oder Fraktion')).toHaveValue('Freie Wähler');
    expect(within(angaben).queryByLabelText('E-Mail-Adresse')).toBeNull();
    expect(angaben).toHaveTextContent('E-Mail-Adresse der Anmeldung (nicht öffentlich): hanna.brecht@musterstadt.de. Sie ändert die Administration.');
    expect(screen.getByRole('form', { name: 'Mitgliedschaft im Gremium Technischer Ausschuss' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Mitgliedschaft hinzufügen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Konto' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Konto beenden …' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Konto endgültig beenden' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Einladung|Passwort/ })).toBeNull();
  });
});
