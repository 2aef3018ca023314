import type { RedaktionInhalt } from '@musterstadt/cms-client';
import type { BlockForm, PageView, TemplateProps } from '@musterstadt/shell-contract';
import { render, screen, within } from '@testing-library/react';
import Inhalt from './inhalt';

const page: PageView = {
  path: '/redaktion/inhalte/12',
  search: '',
  layout: 'redaktion',
  theme: 'default',
  title: 'Inhalt bearbeiten',
  heading: 'Inhalt bearbeiten',
  description: '',
  canonical: '/redaktion/inhalte/12',
  breadcrumbs: [],
  heroImages: [],
  status: 200,
};
const form: BlockForm = { id: 'redaktion-inhalt', action: '/redaktion/inhalte/12#redaktion-inhalt', data: null };
const revision = {
  id: 31,
  nummer: 2,
  basis_id: 30,
  autor: { id: 1, name: 'Julia Hartmann' },
  herkunft: 'gespeichert' as const,
  wiederhergestellt_aus: null,
  erstellt_am: '2026-11-20T09:00:00Z',
};

const vorlage = (hinweise: Record<string, string> = {}): RedaktionInhalt<'vorlage'> => ({
  id: 12,
  art: 'vorlage',
  bereich: 'ratsinfo',
  ablage: 'vorlagen',
  slug: 'bv-2026-014',
  titel: 'Dachsanierung Sporthalle',
  status: 'Entwurf',
  adresse: null,
  online: false,
  ziel_id: null,
  revision,
  veroeffentlichte_revision_id: null,
  geplant_ab: null,
  geplant_bis: null,
  letzter_status: {
    id: 4,
    status: 'Entwurf',
    revision_id: 31,
    revision_nummer: 2,
    wer: revision.autor,
    zeit: '2026-11-20T09:00:00Z',
    grund: null,
    geplant_ab: null,
    geplant_bis: null,
    einpersonen: false,
  },
  geaendert_am: '2026-11-20T09:00:00Z',
  felder: {
    aktenzeichen: 'BV/2026/014',
    art: 'Beschlussvorlage',
    titel: 'Dachsanierung Sporthalle',
    datum: '2026-11-24',
    federfuehrend: 'Bauamt',
    sachverhalt: 'Das Dach ist undicht.',
    beschlussvorschlag: null,
    oeffentlich: false,
    dateien: [{ medium: 'lageplan-1a2b3c4d.pdf', datei: null, titel: 'Anlage 1: Lageplan', art: 'Anlage' }],
  },
  aktionen: ['speichern', 'zur-freigabe'],
  hinweise,
});

const medium = (id: number, name: string, titel: string, bereich = 'ratsinfo') => ({ id, name, titel, bereich, art: 'dokument', typ: 'application/pdf' });

const props = (data: RedaktionInhalt<'vorlage'>, submission?: BlockForm['submission']): TemplateProps => ({
  page,
  block: { template: 'redaktion-inhalt', slot: 'main', context: { apiCalls: ['inhalt', 'pdfs'] }, options: {} },
  data: {
    inhalt: data,
    pdfs: {
      data: [
        medium(3, 'lageplan-1a2b3c4d.pdf', 'Lageplan'),
        medium(4, 'gutachten-0000ffff.pdf', 'Gutachten'),
        medium(5, 'stadtplan-12345678.pdf', 'Stadtplan', 'stadt'),
      ],
      seiten: 1,
      anzahl: 3,
    },
  },
  form: submission ? { ...form, submission } : form,
});

describe('redaktion-inhalt of a council paper', () => {
  it("shows the paper's fields, its files and 'Datei hinzufügen' with the section's PDFs, in a plain form", () => {
    const { container } = render(<Inhalt {...props(vorlage())} />);
    const formular = container.querySelector('form') as HTMLFormElement;
    expect(formular.getAttribute('method')).toBe('post');
    expect(screen.getByLabelText('Aktenzeichen')).toHaveValue('BV/2026/014');
    expect(screen.getByLabelText('Art der Vorlage')).toHaveValue('Beschlussvorlage');
    expect(screen.getByLabelText('Datum der Vorlage')).toHaveValue('2026-11-24');
    expect(screen.getByLabelText('Sichtbarkeit')).toHaveValue('nein');
    const datei = screen.getByRole('group', { name: 'Datei 1: Anlage 1: Lageplan' });
    expect(within(datei).getByLabelText('Titel der Datei')).toHaveValue('Anlage 1: Lageplan');
    expect(within(datei).getByRole('link', { name: 'Lageplan (lageplan-1a2b3c4d.pdf)' })).toHaveAttribute('href', '/redaktion/medien/3');
    const neu = screen.getByRole('group', { name: 'Datei hinzufügen' });
    const auswahl = within(neu).getByLabelText('PDF aus der Mediathek');
    expect(
      within(auswahl)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Keine', 'Lageplan (lageplan-1a2b3c4d.pdf)', 'Gutachten (gutachten-0000ffff.pdf)']);
    expect(within(neu).getByRole('button', { name: 'Datei hinzufügen' })).toHaveAttribute('value', 'datei-hinzufuegen');
    // No article fields, no picture.
    expect(screen.queryByLabelText('Bild (Adresse aus der Mediathek)')).toBeNull();
    expect(screen.queryByLabelText('Einleitung')).toBeNull();
  });

  it("shows a file's finding at its row and its PDF warning linked to it", () => {
    render(
      <Inhalt
        {...props(vorlage({ 'dateien.0.medium': '„Anlage 1: Lageplan“ (lageplan-1a2b3c4d.pdf): Diese PDF-Datei ist nicht barrierefrei.' }), {
          status: 'invalid',
          message: 'Bevor der Inhalt zur Freigabe gehen kann, sind noch Angaben zu korrigieren.',
          errors: { datei_0_titel: 'Bitte geben Sie der Datei einen Titel.' },
          values: { datei_0_medium: 'lageplan-1a2b3c4d.pdf', datei_0_titel: '', datei_0_art: 'Anlage' },
        })}
      />,
    );
    const hinweise = screen.getByRole('region', { name: 'Hinweise vor der Freigabe' });
    expect(within(hinweise).getByRole('link', { name: /^Datei 1: „Anlage 1: Lageplan“/ })).toHaveAttribute('href', '#rd-datei_0_medium');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Datei 1: Titel: Bitte geben Sie der Datei einen Titel.' })).toHaveAttribute(
      'href',
      '#rd-datei_0_titel',
    );
    expect(screen.getByLabelText('Titel der Datei')).toHaveAccessibleDescription('Bitte geben Sie der Datei einen Titel.');
  });
});
