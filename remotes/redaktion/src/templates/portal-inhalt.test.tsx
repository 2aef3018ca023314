import type { RedaktionInhalt, RedaktionPortalFelder } from '@musterstadt/cms-client';
import type { BlockForm, PageView, TemplateProps } from '@musterstadt/shell-contract';
import { render, screen, within } from '@testing-library/react';
import Inhalt from './inhalt';

const FELDER: RedaktionPortalFelder = {
  titel: 'Willkommen in Musterstadt',
  module: [
    {
      typ: 'hero-slider',
      titel: 'Willkommen',
      titel1: 'Eins',
      bildupload1: { bild: '/api/cms/medien/a-1.jpg', bildtext: 'Bild eins', bildcopyright: 'Stadt' },
    },
    { typ: 'hero', titel: 'Sommer in Musterstadt', untertitel: 'Freibad', bildupload: { bild: '/b.jpg', bildtext: 'B', bildcopyright: 'Stadt' } },
    { typ: 'kurzinfo-icons', titel: 'Kurz informiert', icon1: 'clock', titel1: 'Öffnungszeiten' },
    { typ: 'eventteaser', titel: 'Veranstaltungen', quelle: { typ: 'veranstaltung', anzahl: 8 } },
    { typ: 'instagram', titel: 'Instagram', bilder: [] },
  ],
};

const inhalt = {
  id: 41,
  art: 'portal',
  bereich: 'stadt',
  ablage: 'portale',
  slug: 'startseite',
  titel: FELDER.titel,
  status: 'Veröffentlicht',
  adresse: '/',
  online: true,
  ziel_id: 1,
  revision: { id: 90, nummer: 1, basis_id: null, autor: null, herkunft: 'uebernommen', wiederhergestellt_aus: null, erstellt_am: '2026-11-20T09:00:00.000Z' },
  veroeffentlichte_revision_id: 90,
  geplant_ab: null,
  geplant_bis: null,
  letzter_status: {
    id: 1,
    status: 'Veröffentlicht',
    revision_id: 90,
    revision_nummer: 1,
    wer: null,
    zeit: '2026-11-20T09:00:00.000Z',
    grund: null,
    geplant_ab: null,
    geplant_bis: null,
    einpersonen: false,
  },
  geaendert_am: '2026-11-20T09:00:00.000Z',
  felder: FELDER,
  aktionen: ['vorschau', 'speichern', 'wiederherstellen'],
} as unknown as RedaktionInhalt;

const page = (search = ''): PageView => ({
  path: '/redaktion/inhalte/41',
  search,
  layout: 'redaktion',
  theme: 'default',
  title: 'Inhalt bearbeiten',
  heading: 'Inhalt bearbeiten',
  description: '',
  canonical: '/redaktion/inhalte/41',
  breadcrumbs: [],
  heroImages: [],
  status: 200,
});

const form = (submission?: BlockForm['submission']): BlockForm => ({
  id: 'redaktion-inhalt',
  action: '/redaktion/inhalte/41',
  data: null,
  ...(submission ? { submission } : {}),
});

const props = (search = '', submission?: BlockForm['submission']): TemplateProps => ({
  page: page(search),
  block: { template: 'redaktion-inhalt', slot: 'main', context: { apiCalls: ['inhalt', 'bilder'] }, options: {} },
  data: { inhalt, bilder: { data: [], seiten: 1, anzahl: 0 } },
  form: form(submission),
});

const modul = (nummer: number) => screen.getByRole('group', { name: new RegExp(`^Modul ${nummer}:`) });

describe('the portal edit form', () => {
  it('shows each module with exactly the fields of its kind', () => {
    render(<Inhalt {...props()} />);
    const hero = within(modul(2));
    expect(hero.getByLabelText('Titel')).toHaveValue('Sommer in Musterstadt');
    expect(hero.getByLabelText('Untertitel')).toHaveValue('Freibad');
    expect(hero.getByLabelText('Bild (Adresse aus der Mediathek)')).toHaveValue('/b.jpg');
    expect(hero.queryByLabelText('Einleitung')).toBeNull();
    expect(hero.queryByLabelText(/^Symbol/)).toBeNull();

    const slider = within(modul(1));
    expect(slider.getAllByRole('group', { name: /^Bild \d des Sliders$/ })).toHaveLength(5);
    expect(slider.getByLabelText('Titel 1')).toHaveValue('Eins');

    const kurzinfo = within(modul(3));
    expect(kurzinfo.getAllByRole('group', { name: /^Eintrag \d$/ })).toHaveLength(4);
    expect(kurzinfo.getByRole('combobox', { name: 'Symbol 1' })).toHaveDisplayValue('Uhr');

    const teaser = within(modul(4));
    expect(teaser.getByLabelText('Anzahl der Einträge (1 bis 20)')).toHaveValue(8);

    // A module beside the nine kinds keeps what the form does not edit (Instagram's pictures).
    expect(within(modul(5)).getByLabelText('Titel')).toHaveValue('Instagram');
    expect(modul(5).querySelector('input[name="m_rest"]')).toHaveValue('{"bilder":[]}');
    expect(screen.getByRole('combobox', { name: 'Art des neuen Moduls' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zurückziehen' })).toBeNull();
  });

  it('offers moving by buttons that name the module; the first cannot move up, the last not down', () => {
    render(<Inhalt {...props()} />);
    expect(screen.getByRole('button', { name: 'Modul 1 (Hero-Slider: Willkommen) nach oben verschieben' })).toBeDisabled();
    const runter = screen.getByRole('button', { name: 'Modul 2 (Hero (Bild mit Titel): Sommer in Musterstadt) nach unten verschieben' });
    expect(runter).toHaveAttribute('name', 'aktion');
    expect(runter).toHaveAttribute('value', 'runter-1');
    expect(screen.getByRole('button', { name: 'Modul 5 (Instagram: Instagram) nach unten verschieben' })).toBeDisabled();
  });

  it('gives the focus back to the moved module after the move', () => {
    render(<Inhalt {...props('?meldung=modul-verschoben&modul=2&knopf=runter')} />);
    expect(screen.getByRole('status')).toHaveTextContent('Das Modul ist verschoben.');
    expect(screen.getByRole('button', { name: /^Modul 3 .* nach unten verschieben$/ })).toHaveFocus();
  });

  it('shows a refused save with what was typed and the message at the module field', () => {
    const values = {
      titel: 'Willkommen in Musterstadt',
      m_typ: ['hero', 'text'],
      m_schluessel: ['0', '1'],
      m_titel: ['Neuer Titel', ''],
      m_text: ['', '<p>Neu</p>'],
    };
    render(
      <Inhalt
        {...props('', {
          status: 'invalid',
          errors: { 'module.0.bildupload': 'Dem Modul „Hero (Bild mit Titel)“ fehlt: Bild.' },
          message: 'Bevor der Inhalt zur Freigabe gehen kann, sind noch Angaben zu korrigieren.',
          values,
        })}
      />,
    );
    expect(within(modul(1)).getByLabelText('Titel')).toHaveValue('Neuer Titel');
    expect(screen.getAllByRole('group', { name: /^Modul \d:/ })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Modul 1 (Hero (Bild mit Titel)), Bild: Dem Modul „Hero (Bild mit Titel)“ fehlt: Bild.' })).toHaveAttribute(
      'href',
      '#rd-module.0.bildupload',
    );
    expect(within(modul(1)).getByLabelText('Bild (Adresse aus der Mediathek)')).toHaveAttribute('aria-invalid', 'true');
  });
});
