import type { MenuItem, RedaktionInhalt } from '@musterstadt/cms-client';
import type { BlockForm, PageView, TemplateProps } from '@musterstadt/shell-contract';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import Menue from './menue';

const page = (search = ''): PageView => ({
  path: '/redaktion/menues/21',
  search,
  layout: 'redaktion',
  theme: 'default',
  title: 'Menü bearbeiten',
  heading: 'Menü bearbeiten',
  description: '',
  canonical: '/redaktion/menues/21',
  breadcrumbs: [],
  heroImages: [],
  status: 200,
});

const form: BlockForm = { id: 'redaktion-menue', action: '/redaktion/menues/21#redaktion-menue', data: null };

const HAUPTMENUE: MenuItem[] = [
  { title: 'Rathaus', href: '/rathaus', menuItems: [{ title: 'Aktuelles', href: '/aktuelles' }] },
  {
    title: 'Leben & Wohnen',
    href: '/leben-wohnen',
    menuItems: [
      { title: 'Abfall', href: '/abfall' },
      { title: 'Familie & Soziales', href: null, menuItems: [{ title: 'Kinderbetreuung', href: '/leben-wohnen/kinderbetreuung' }] },
    ],
  },
];

const menue = (eintraege: MenuItem[], ebenen = 3, aktionen: RedaktionInhalt['aktionen'] = ['vorschau', 'speichern', 'wiederherstellen', 'zur-freigabe']) =>
  ({
    id: 21,
    art: 'menue',
    bereich: 'stadt',
    ablage: 'stadt',
    slug: 'hauptmenue',
    titel: 'Hauptmenü',
    status: 'Entwurf',
    adresse: null,
    online: true,
    ziel_id: 1,
    revision: {
      id: 40,
      nummer: 2,
      basis_id: 39,
      autor: { id: 1, name: 'Julia Hartmann' },
      herkunft: 'gespeichert',
      wiederhergestellt_aus: null,
      erstellt_am: '2026-11-27T08:00:00.000Z',
    },
    veroeffentlichte_revision_id: 39,
    geplant_ab: null,
    geplant_bis: null,
    letzter_status: {
      id: 1,
      status: 'Entwurf',
      revision_id: 40,
      revision_nummer: 2,
      wer: null,
      zeit: '2026-11-27T08:00:00.000Z',
      grund: null,
      geplant_ab: null,
      geplant_bis: null,
      einpersonen: false,
    },
    geaendert_am: '2026-11-27T08:00:00.000Z',
    felder: { titel: 'Hauptmenü', ebenen, eintraege },
    aktionen,
  }) as unknown as RedaktionInhalt;

const props = (data: Record<string, unknown>, search = '', submission?: BlockForm['submission']): TemplateProps =>
  ({ page: page(search), data, form: { ...form, ...(submission ? { submission } : {}) }, block: {} }) as unknown as TemplateProps;

describe('the menu editor', () => {
  it('shows the tree as nested lists of entries, each with its title, link and the moves it can make', () => {
    render(<Menue {...props({ menue: menue(HAUPTMENUE) })} />);
    const form = screen.getByRole('form', { name: 'Menü „Hauptmenü“ bearbeiten' });
    // No fragment: the redirect after a move would keep it, and the browser skips autofocus on a page opened at a fragment.
    expect(form).toHaveAttribute('action', '/redaktion/menues/21');
    const leben = within(form).getByRole('group', { name: 'Leben & Wohnen' });
    expect(within(leben).getAllByRole('textbox', { name: 'Titel' })[0]).toHaveValue('Leben & Wohnen');
    expect(within(leben).getAllByRole('textbox', { name: 'Link' })[0]).toHaveValue('/leben-wohnen');
    // The second top entry moves up, not down (it is the last); with two levels under it, it cannot go under 'Rathaus' (3 at most).
    expect(
      within(leben)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Nach oben: Leben & Wohnen', 'Entfernen: Leben & Wohnen']);
    const familie = within(form).getByRole('group', { name: 'Familie & Soziales' });
    expect(within(familie).getByRole('button', { name: 'Ausrücken: Familie & Soziales' })).toHaveAttribute('value', 'ausruecken:1.1');
    // Under 'Abfall' its child would stand on a fourth level.
    expect(within(familie).queryByRole('button', { name: /Einrücken/ })).toBeNull();
    const abfall = within(form).getByRole('group', { name: 'Abfall' });
    expect(
      within(abfall)
        .getAllByRole('button')
        .map((button) => button.getAttribute('value')),
    ).toEqual(['nach-unten:1.0', 'ausruecken:1.0', 'entfernen:1.0']);
    const rathaus = within(form).getByRole('group', { name: 'Rathaus' });
    expect(
      within(rathaus)
        .getAllByRole('button')
        .map((button) => button.getAttribute('value')),
    ).toEqual(['nach-unten:0', 'entfernen:0']);
    // The deepest level cannot go deeper.
    const kinder = within(form).getByRole('group', { name: 'Kinderbetreuung' });
    expect(within(kinder).queryByRole('button', { name: /Einrücken/ })).toBeNull();
    expect(screen.getAllByRole('list').length).toBeGreaterThanOrEqual(3);
    // The workflow's buttons the content API allows.
    expect(screen.getByRole('button', { name: 'Zur Freigabe geben' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Freigeben und veröffentlichen' })).toBeNull();
  });

  it('indents an entry under the one before it', () => {
    render(
      <Menue
        {...props({
          menue: menue([
            { title: 'A', href: '/a' },
            { title: 'B', href: '/b' },
          ]),
        })}
      />,
    );
    expect(screen.getByRole('button', { name: 'Einrücken: B' })).toHaveAttribute('value', 'einruecken:1');
    expect(screen.queryByRole('button', { name: 'Einrücken: A' })).toBeNull();
  });

  it('adds an entry on the top level or under any entry not yet on the deepest level', () => {
    render(<Menue {...props({ menue: menue(HAUPTMENUE) })} />);
    const neu = screen.getByRole('group', { name: 'Eintrag hinzufügen' });
    expect(within(neu).getByRole('textbox', { name: 'Titel' })).toHaveAttribute('name', 'neu_titel');
    expect(
      within(within(neu).getByRole('combobox', { name: 'Einordnen' }))
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('value')]),
    ).toEqual([
      ['Oberste Ebene', ''],
      ['Unter „Rathaus“', '0'],
      ['Unter „Rathaus › Aktuelles“', '0.0'],
      ['Unter „Leben & Wohnen“', '1'],
      ['Unter „Leben & Wohnen › Abfall“', '1.0'],
      ['Unter „Leben & Wohnen › Familie & Soziales“', '1.1'],
    ]);
    expect(within(neu).getByRole('button', { name: 'Eintrag hinzufügen' })).toHaveAttribute('value', 'hinzufuegen');
  });

  it('puts the focus back on the moved entry’s button and says where it stands now (server HTML: without JavaScript too)', () => {
    const seite = (search: string) => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Menue {...props({ menue: menue(HAUPTMENUE) }, search)} />);
      return container;
    };
    const hoch = seite('?meldung=nach-oben&fokus=1.1~nach-oben');
    expect(hoch.querySelector('[autofocus]')?.getAttribute('aria-label')).toBe('Nach oben: Familie & Soziales');
    expect(hoch.querySelector('[autofocus]')?.getAttribute('aria-describedby')).toBe('rd-menue-meldung');
    expect(within(hoch).getByRole('status')).toHaveTextContent(
      '„Familie & Soziales“ ist nach oben verschoben und steht jetzt an Stelle 2 von 2 unter „Leben & Wohnen“.',
    );
    // Moved to the top of its level: it cannot go further up, so the focus is on its title.
    const oben = seite('?meldung=nach-oben&fokus=1.0~nach-oben');
    expect(oben.querySelector('[autofocus]')?.getAttribute('id')).toBe('rd-titel-1-0');
    expect(within(oben).getByRole('status')).toHaveTextContent('„Abfall“ ist nach oben verschoben und steht jetzt an Stelle 1 von 2 unter „Leben & Wohnen“.');
    // Removed: the message takes the focus.
    const weg = seite('?meldung=entfernen');
    expect(weg.querySelector('[autofocus]')?.getAttribute('id')).toBe('rd-menue-meldung');
    // No message without a change.
    expect(seite('').querySelector('[autofocus]')).toBeNull();
  });

  it('shows the tree as the editor had it after a refusal, with the message at the form', () => {
    const getippt: MenuItem[] = [
      { title: 'Start (neu)', href: '/feuerwehr/' },
      { title: 'Einsätze', href: '/feuerwehr/einsaetze/' },
    ];
    render(
      <Menue
        {...props(
          {
            menue: menue(
              [
                { title: 'Start', href: '/feuerwehr/' },
                { title: 'Einsätze', href: '/feuerwehr/einsaetze/' },
              ],
              1,
            ),
          },
          '',
          {
            status: 'invalid',
            message: 'Dieses Menü hat nur eine Ebene: Einträge lassen sich hier nicht einrücken.',
            errors: { baum: 'Dieses Menü hat nur eine Ebene: Einträge lassen sich hier nicht einrücken.' },
            data: { baum: getippt, neu: { titel: 'Termine', link: '/feuerwehr/termine/', unter: '' } },
          },
        )}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Dieses Menü hat nur eine Ebene');
    expect(screen.getAllByRole('textbox', { name: 'Titel' })[0]).toHaveValue('Start (neu)');
    expect(within(screen.getByRole('group', { name: 'Eintrag hinzufügen' })).getByRole('textbox', { name: 'Link' })).toHaveValue('/feuerwehr/termine/');
    // A flat menu offers no indenting at all.
    expect(screen.queryByRole('button', { name: /Einrücken/ })).toBeNull();
  });

  it('shows a menu without the right to write read-only, without moves', () => {
    render(<Menue {...props({ menue: menue(HAUPTMENUE, 3, ['vorschau']) })} />);
    expect(screen.queryByRole('button', { name: /Nach oben|Entfernen|Speichern/ })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Eintrag hinzufügen' })).toBeNull();
    expect(screen.getAllByRole('textbox', { name: 'Titel' })[0]).toHaveAttribute('readonly');
  });
});
