import type { RedaktionInhalt, RedaktionSitzungFelder } from '@musterstadt/cms-client';
import type { BlockForm, PageView, TemplateProps } from '@musterstadt/shell-contract';
import { render, screen, within } from '@testing-library/react';
import SitzungBearbeiten from './sitzung';

const page = (search = ''): PageView => ({
  path: '/redaktion/inhalte/12',
  search,
  layout: 'redaktion',
  theme: 'default',
  title: 'Inhalt bearbeiten',
  heading: 'Inhalt bearbeiten',
  description: '',
  canonical: '/redaktion/inhalte/12',
  breadcrumbs: [],
  heroImages: [],
  status: 200,
});

const form: BlockForm = { id: 'redaktion-sitzung', action: '/redaktion/inhalte/12', data: null };

const FELDER: RedaktionSitzungFelder = {
  gremium_id: 2,
  name: '1. Sitzung des Technischen Ausschusses 2027',
  beginn: '2027-02-11T17:00:00.000Z',
  ende: '2027-02-11T19:30:00.000Z',
  ort: 'Rathaus, Marktplatz 1, 79999 Musterstadt',
  raum: 'Großer Sitzungssaal',
  abgesagt: false,
  tagesordnung: [
    { id: 31, titel: 'Bekanntgaben', oeffentlich: true },
    { id: 32, titel: 'Grundstücksangelegenheit', oeffentlich: false, beratungsart: 'Entscheidung' },
    { id: null, titel: 'Sanierung der Ortsdurchfahrt', oeffentlich: true, vorlage_id: 7, beratungsart: 'Vorberatung' },
  ],
  dateien: [{ medium: 'einladung-ta.pdf', datei: null, titel: 'Einladung', art: 'Einladung', oeffentlich: true }],
};

const inhalt = (felder: RedaktionSitzungFelder, hinweise: Record<string, string> = {}) =>
  ({
    id: 12,
    art: 'sitzung',
    bereich: 'ratsinfo',
    ablage: 'sitzungen',
    slug: 'sitzung-640',
    titel: felder.name,
    status: 'Entwurf',
    adresse: '/ratsinfo/sitzungen/640',
    online: false,
    ziel_id: null,
    revision: {
      id: 40,
      nummer: 2,
      basis_id: 39,
      autor: { id: 9, name: 'Petra Lang' },
      herkunft: 'gespeichert',
      wiederhergestellt_aus: null,
      erstellt_am: '2026-11-27T08:00:00.000Z',
    },
    veroeffentlichte_revision_id: null,
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
    felder,
    hinweise,
    aktionen: ['speichern', 'zur-freigabe'],
  }) as unknown as RedaktionInhalt;

const DATEN = {
  gremien: {
    data: [
      { id: 1, name: 'Gemeinderat' },
      { id: 2, name: 'Technischer Ausschuss' },
    ],
  },
  vorlagen: {
    data: [
      { id: 80, ziel_id: 7, online: true, titel: 'Sanierung der Ortsdurchfahrt' },
      { id: 81, ziel_id: null, online: false, titel: 'Entwurf' },
    ],
  },
  pdfs: {
    data: [
      { id: 5, art: 'dokument', bereich: 'ratsinfo', name: 'einladung-ta.pdf', titel: 'Einladung TA', dateiname: 'Einladung.pdf' },
      { id: 6, art: 'dokument', bereich: 'stadt', name: 'haushalt.pdf', titel: 'Haushalt', dateiname: 'Haushalt.pdf' },
    ],
  },
};

const props = (data: Record<string, unknown>, search = '', submission?: BlockForm['submission']): TemplateProps =>
  ({ page: page(search), data, form: { ...form, ...(submission ? { submission } : {}) }, block: {} }) as unknown as TemplateProps;

describe('the meeting form', () => {
  it('shows nothing for other kinds', () => {
    const { container } = render(<SitzungBearbeiten {...props({ inhalt: { ...inhalt(FELDER), art: 'artikel' }, ...DATEN })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers committees by name, Berlin times, the agenda numbered as the council publishes it, papers and the section’s PDFs', () => {
    render(<SitzungBearbeiten {...props({ inhalt: inhalt(FELDER), ...DATEN })} />);
    const gremium = screen.getByRole('combobox', { name: 'Gremium' });
    expect(within(gremium).getByRole('option', { name: 'Technischer Ausschuss' })).toHaveProperty('selected', true);
    expect(screen.getByLabelText('Beginn (Datum und Uhrzeit)')).toHaveValue('2027-02-11T18:00');
    const liste = screen.getByRole('list', { name: 'Tagesordnung' });
    expect(
      within(liste)
        .getAllByRole('group')
        .map((gruppe) => gruppe.querySelector('legend')?.textContent),
    ).toEqual(['TOP 1: Bekanntgaben', 'TOP N 1: Grundstücksangelegenheit', 'TOP 2: Sanierung der Ortsdurchfahrt']);
    const intern = screen.getByRole('group', { name: 'TOP N 1: Grundstücksangelegenheit' });
    expect(within(intern).getByRole('checkbox', { name: 'nicht öffentlich' })).toBeChecked();
    const sanierung = screen.getByRole('group', { name: 'TOP 2: Sanierung der Ortsdurchfahrt' });
    const vorlage = within(sanierung).getByRole('combobox', { name: 'Vorlage' });
    expect(
      within(vorlage)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bitte wählen', 'Sanierung der Ortsdurchfahrt']);
    expect(within(sanierung).getByRole('button', { name: 'TOP 2 nach unten verschieben' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'TOP 1 nach oben verschieben' })).toBeDisabled();
    const datei = screen.getByRole('group', { name: 'Datei 1: Einladung' });
    const pdf = within(datei).getByRole('combobox', { name: 'PDF-Datei aus der Mediathek' });
    expect(
      within(pdf)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bitte wählen', 'Einladung TA (Einladung.pdf)']);
    expect(screen.getByRole('button', { name: 'Punkt hinzufügen' })).toHaveAttribute('value', 'punkt-hinzufuegen');
    expect(screen.getByRole('button', { name: 'Zur Freigabe geben' })).toBeInTheDocument();
  });

  it('gives the focus back to the moved item’s button; at the top it is the button that can still move it', () => {
    render(<SitzungBearbeiten {...props({ inhalt: inhalt(FELDER), ...DATEN }, '?meldung=punkt-verschoben&punkt=1&knopf=hoch')} />);
    expect(screen.getByRole('status')).toHaveTextContent('Der Tagesordnungspunkt ist verschoben.');
    expect(screen.getByRole('button', { name: 'TOP N 1 nach oben verschieben' })).toHaveFocus();
  });

  it('puts the findings at the items’ fields and links them from the summary', () => {
    const errors = { 'tagesordnung.0.titel': 'Bitte geben Sie dem Tagesordnungspunkt einen Titel.' };
    render(
      <SitzungBearbeiten
        {...props({ inhalt: inhalt(FELDER, { 'dateien.0.medium': 'Diese PDF-Datei ist nicht barrierefrei.' }), ...DATEN }, '', {
          status: 'invalid',
          errors,
          message: 'Bevor der Inhalt zur Freigabe gehen kann, sind noch Angaben zu korrigieren.',
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'TOP 1, Titel: Bitte geben Sie dem Tagesordnungspunkt einen Titel.' })).toHaveAttribute(
      'href',
      '#rd-tagesordnung.0.titel',
    );
    expect(screen.getAllByRole('textbox', { name: 'Titel' })[0]).toHaveAccessibleDescription('Bitte geben Sie dem Tagesordnungspunkt einen Titel.');
    expect(screen.getByRole('link', { name: 'Datei 1, PDF-Datei aus der Mediathek: Diese PDF-Datei ist nicht barrierefrei.' })).toHaveAttribute(
      'href',
      '#rd-dateien.0.medium',
    );
  });
});
