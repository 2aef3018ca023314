import type { RedaktionBereich, RedaktionKonto, RedaktionProtokollEintrag } from '@musterstadt/cms-client';
import type { BlockForm, PageView, TemplateProps } from '@musterstadt/shell-contract';
import { makeStore } from '@musterstadt/shell-contract/store';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import RedaktionLayout from '../layouts/redaktion';
import Konten from './konten';
import Konto from './konto';
import Protokoll from './protokoll';

const bereiche: RedaktionBereich[] = [
  { id: 'stadt', titel: 'Stadt', einpersonen_freigabe: false, ablagen: [] },
  { id: 'grundschule-musterstadt', titel: 'Grundschule Musterstadt', einpersonen_freigabe: true, ablagen: [] },
];

const lena: RedaktionKonto = {
  id: 4,
  name: 'Lena Fischer',
  email: 'lena.fischer@musterstadt.de',
  rollen: ['Redakteur'],
  bereiche: ['grundschule-musterstadt'],
  erstellt_am: '2026-11-01T08:00:00Z',
  geaendert_am: null,
  beendet_am: null,
  aktiv: true,
};
const verena: RedaktionKonto = { ...lena, id: 5, name: 'Verena Koch', email: 'verena.koch@musterstadt.de', rollen: ['Administration'], bereiche: [] };
const ehemalig: RedaktionKonto = { ...lena, id: 6, name: 'Jonas Alt', email: 'jonas.alt@musterstadt.de', beendet_am: '2026-11-20T10:00:00Z', aktiv: false };

function view(path: string, search = ''): PageView {
  return {
    path,
    search,
    layout: 'redaktion',
    theme: 'default',
    title: 'Konten',
    heading: 'Konten',
    description: '',
    canonical: path,
    breadcrumbs: [],
    heroImages: [],
    status: 200,
  };
}

const props = (template: string, path: string, data: Record<string, unknown>, form?: BlockForm, search = ''): TemplateProps => ({
  page: view(path, search),
  block: { template, slot: 'main', context: { apiCalls: Object.keys(data) }, options: {} },
  data,
  ...(form ? { form } : {}),
});

const kontoForm = (submission?: BlockForm['submission']): BlockForm => ({
  id: 'redaktion-konto',
  action: '/redaktion/konten/neu#redaktion-konto',
  data: null,
  ...(submission ? { submission } : {}),
});

function inStore(children: React.ReactNode, rollen: string[] = ['Administration']) {
  const profil = { id: 5, name: 'Verena Koch', email: 'verena.koch@musterstadt.de', rollen, bereiche: [] };
  return render(<Provider store={makeStore({ session: { redaktion: profil } } as never)}>{children}</Provider>);
}

describe('redaktion-konten', () => {
  it('lists every account with its roles, sections and whether it is active, each linked to its page', () => {
    inStore(<Konten {...props('redaktion-konten', '/redaktion/konten', { konten: { data: [lena, verena, ehemalig] }, bereiche: { data: bereiche } })} />);
    expect(screen.getByRole('link', { name: 'Neues Konto anlegen' })).toHaveAttribute('href', '/redaktion/konten/neu');
    const [kopf, ...zeilen] = within(screen.getAllByRole('table')[0]!).getAllByRole('row');
    expect(
      within(kopf!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'E-Mail-Adresse', 'Rollen', 'Bereiche', 'Aktiv']);
    expect(
      zeilen.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Lena Fischer', 'lena.fischer@musterstadt.de', 'Redakteur', 'Grundschule Musterstadt', 'ja'],
      ['Verena Koch', 'verena.koch@musterstadt.de', 'Administration', 'alle', 'ja'],
      ['Jonas Alt', 'jonas.alt@musterstadt.de', 'Redakteur', 'Grundschule Musterstadt', 'nein (beendet)'],
    ]);
    expect(screen.getByRole('link', { name: 'Lena Fischer' })).toHaveAttribute('href', '/redaktion/konten/4');
  });

  it('offers to switch each section’s one-person publishing, as a plain form per section', () => {
    const form: BlockForm = { id: 'redaktion-konten', action: '/redaktion/konten#redaktion-konten', data: null };
    inStore(<Konten {...props('redaktion-konten', '/redaktion/konten', { konten: { data: [] }, bereiche: { data: bereiche } }, form)} />);
    const stadt = screen.getByRole('form', { name: 'Ein-Personen-Freigabe für Stadt' });
    expect(stadt).toHaveAttribute('method', 'post');
    expect(within(stadt).getByRole('button')).toHaveTextContent('Ein-Personen-Freigabe für Stadt erlauben');
    expect(stadt.querySelector('input[name="einpersonen_freigabe"]')).toHaveValue('ja');
    const schule = screen.getByRole('form', { name: 'Ein-Personen-Freigabe für Grundschule Musterstadt' });
    expect(within(schule).getByRole('button')).toHaveTextContent('Vier-Augen-Prinzip für Grundschule Musterstadt wieder einschalten');
  });
});

describe('redaktion-konto', () => {
  it('asks a new account for name, address, first password, roles and sections', () => {
    inStore(<Konto {...props('redaktion-konto', '/redaktion/konten/neu', { bereiche: { data: bereiche } }, kontoForm())} />);
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Erstes Passwort (freiwillig)')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('group', { name: 'Rollen' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Redakteur/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Administration/ })).not.toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'Bereiche' }))
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['stadt', 'grundschule-musterstadt']);
    expect(screen.getByRole('button', { name: 'Konto anlegen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Konto beenden' })).not.toBeInTheDocument();
  });

  it('comes back filled as it was posted after a refusal, with the message at the field (never the password)', () => {
    const form = kontoForm({
      status: 'invalid',
      message: 'Für diese E-Mail-Adresse gibt es schon ein Konto.',
      errors: { email: 'Für diese E-Mail-Adresse gibt es schon ein Konto.' },
      values: { name: 'Petra Lang', email: 'lena.fischer@musterstadt.de', passwort: 'Geheim!Geheim2026', rollen: ['Redakteur', 'Freigabe'], bereiche: 'stadt' },
    });
    inStore(<Konto {...props('redaktion-konto', '/redaktion/konten/neu', { bereiche: { data: bereiche } }, form)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('E-Mail-Adresse: Für diese E-Mail-Adresse gibt es schon ein Konto.');
    expect(screen.getByLabelText('Name')).toHaveValue('Petra Lang');
    const email = screen.getByLabelText('E-Mail-Adresse');
    expect(email).toHaveValue('lena.fischer@musterstadt.de');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Für diese E-Mail-Adresse gibt es schon ein Konto.');
    expect(screen.getByLabelText('Erstes Passwort (freiwillig)')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /^Freigabe/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Stadt' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Grundschule Musterstadt' })).not.toBeChecked();
  });

  it('shows an account as it is, with the way to end it', () => {
    inStore(
      <Konto {...props('redaktion-konto', '/redaktion/konten/4', { konto: lena, bereiche: { data: bereiche } }, kontoForm(), '?meldung=konto-angelegt')} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Das Konto ist angelegt.');
    expect(screen.getByLabelText('Name')).toHaveValue('Lena Fischer');
    expect(screen.getByLabelText('Neues Passwort')).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Protokoll dieses Kontos' })).toHaveAttribute('href', '/redaktion/protokoll?wer=4');
    expect(screen.getByRole('checkbox', { name: 'Grundschule Musterstadt' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Stadt' })).not.toBeChecked();
    const ende = screen.getByRole('form', { name: 'Konto von Lena Fischer beenden' });
    expect(within(ende).getByRole('button', { name: 'Konto beenden' })).toHaveAttribute('value', 'beenden');
  });

  it('shows an ended account without a form to change it, only the way to activate it again', () => {
    inStore(<Konto {...props('redaktion-konto', '/redaktion/konten/6', { konto: ehemalig, bereiche: { data: bereiche } }, kontoForm())} />);
    expect(screen.getByText(/^Beendet am 20\.11\.2026/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Konto beenden' })).not.toBeInTheDocument();
    const wieder = screen.getByRole('form', { name: 'Konto von Jonas Alt wieder aktivieren' });
    expect(within(wieder).getByRole('button', { name: 'Konto wieder aktivieren' })).toHaveAttribute('value', 'aktivieren');
    expect(within(wieder).getByLabelText('Grund (freiwillig, steht im Protokoll)')).toHaveValue('');
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('says that an account is active again', () => {
    inStore(
      <Konto
        {...props(
          'redaktion-konto',
          '/redaktion/konten/6',
          { konto: { ...ehemalig, aktiv: true, beendet_am: null }, bereiche: { data: bereiche } },
          kontoForm(),
          '?meldung=konto-aktiviert',
        )}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Das Konto ist wieder aktiv.');
    expect(screen.getByRole('button', { name: 'Konto beenden' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Konto wieder aktivieren' })).not.toBeInTheDocument();
  });
});

describe('redaktion-protokoll', () => {
  const eintrag = (id: number, was: string, extra: Partial<RedaktionProtokollEintrag> = {}): RedaktionProtokollEintrag => ({
    id,
    zeit: '2026-11-26T09:30:00Z',
    konto_id: 5,
    wer: 'Verena Koch <verena.koch@musterstadt.de>',
    was,
    inhalt_id: null,
    revision_id: null,
    medium_id: null,
    betroffenes_konto_id: null,
    details: {},
    ...extra,
  });

  it('shows the entries in German with who, when and what, and keeps the filter in its GET form', () => {
    const protokoll = {
      anzahl: 120,
      seiten: 3,
      data: [
        eintrag(9, 'konto.angelegt', {
          betroffenes_konto_id: 17,
          details: { name: 'Petra Lang', rollen: ['Redakteur'], bereiche: ['grundschule-musterstadt'] },
        }),
        eintrag(8, 'konto.geaendert', { betroffenes_konto_id: 4, details: { rollen: { alt: ['Redakteur'], neu: ['Redakteur', 'Freigabe'] } } }),
        eintrag(7, 'anmeldung.fehlgeschlagen', { konto_id: null, wer: 'niemand@example.org' }),
      ],
    };
    inStore(<Protokoll {...props('redaktion-protokoll', '/redaktion/protokoll', { protokoll }, undefined, '?was=konto&seite=2')} />);
    const filter = screen.getByRole('search', { name: 'Protokoll filtern' });
    expect(filter).toHaveAttribute('method', 'get');
    expect(within(filter).getByLabelText('Aktion')).toHaveValue('konto');
    expect(screen.getByRole('heading', { name: 'Einträge (120)' })).toBeInTheDocument();
    const zeilen = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      zeilen.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        '26.11.2026, 10:30',
        'Verena Koch <verena.koch@musterstadt.de>',
        'Konto angelegt',
        'Konto 17 · Name: Petra Lang · Rollen: Redakteur · Bereiche: grundschule-musterstadt',
      ],
      ['26.11.2026, 10:30', 'Verena Koch <verena.koch@musterstadt.de>', 'Konto geändert', 'Konto 4 · Rollen: Redakteur → Redakteur, Freigabe'],
      ['26.11.2026, 10:30', 'niemand@example.org', 'Anmeldung fehlgeschlagen', ''],
    ]);
    // Stacked on a phone, each cell names its column; the table keeps its roles for screen readers.
    expect(screen.getByRole('table')).toHaveAttribute('role', 'table');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Zeit', 'Person', 'Aktion', 'Betrifft']);
    expect(
      within(zeilen[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-spalte')),
    ).toEqual(['Zeit', 'Person', 'Aktion', 'Betrifft']);
    const seiten = screen.getByRole('navigation', { name: 'Seiten des Protokolls' });
    expect(within(seiten).getByRole('link', { name: 'Neuere Einträge' })).toHaveAttribute('href', '/redaktion/protokoll?was=konto&seite=1');
    expect(within(seiten).getByRole('link', { name: 'Ältere Einträge' })).toHaveAttribute('href', '/redaktion/protokoll?was=konto&seite=3');
  });

  it('shows the content API’s German message for a filter it refuses', () => {
    const protokoll = { error: 'Die Angabe „von“ ist kein Zeitpunkt (JJJJ-MM-TT oder JJJJ-MM-TTTHH:MM).' };
    inStore(<Protokoll {...props('redaktion-protokoll', '/redaktion/protokoll', { protokoll }, undefined, '?von=gestern')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Die Angabe „von“ ist kein Zeitpunkt');
  });
});

describe('the editorial layout', () => {
  const layout = (rollen: string[]) => inStore(<RedaktionLayout page={view('/redaktion/konten')} slots={{ main: <p>Inhalt</p> }} menus={{}} />, rollen);

  it('shows Konten and Protokoll to the administration', () => {
    layout(['Administration']);
    const nav = screen.getByRole('navigation', { name: 'Redaktion' });
    expect(within(nav).getByRole('link', { name: 'Konten' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Protokoll' })).toHaveAttribute('href', '/redaktion/protokoll');
  });

  it('shows neither to an editor or an approver', () => {
    layout(['Freigabe', 'Redakteur']);
    const nav = screen.getByRole('navigation', { name: 'Redaktion' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Start', 'Inhalte', 'Neuer Inhalt', 'Mediathek', 'Menüs']);
  });

  it('offers every editor the change of her own password beside the logout', () => {
    layout(['Redakteur']);
    expect(screen.getByRole('link', { name: 'Passwort ändern' })).toHaveAttribute('href', '/redaktion/passwort');
    expect(screen.getByRole('link', { name: 'Abmelden' })).toHaveAttribute('href', '/redaktion/abmelden');
  });
});
