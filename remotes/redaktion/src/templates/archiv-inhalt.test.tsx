import type { RedaktionInhalt, RedaktionMedium } from '@musterstadt/cms-client';
import type { BlockForm, TemplateProps } from '@musterstadt/shell-contract';
import { makeStore } from '@musterstadt/shell-contract/store';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import Inhalt from './inhalt';

const PDF = '/api/cms/medien/gleitzeit-2027-1a2b3c4d.pdf';

const archiv = {
  id: 21,
  art: 'intranet-archiv',
  bereich: 'intranet-archiv',
  ablage: 'archiv',
  slug: 'archiv-1',
  titel: 'Dienstvereinbarung Gleitende Arbeitszeit',
  status: 'Veröffentlicht',
  adresse: null,
  online: true,
  ziel_id: 1,
  revision: {
    id: 50,
    nummer: 1,
    basis_id: null,
    autor: null,
    herkunft: 'uebernommen',
    wiederhergestellt_aus: null,
    erstellt_am: '2026-11-20T09:00:00Z',
  },
  veroeffentlichte_revision_id: 50,
  geplant_ab: null,
  geplant_bis: null,
  letzter_status: {
    id: 1,
    status: 'Veröffentlicht',
    revision_id: 50,
    revision_nummer: 1,
    wer: null,
    zeit: '2026-11-20T09:00:00Z',
    grund: null,
    geplant_ab: null,
    geplant_bis: null,
    einpersonen: false,
  },
  geaendert_am: '2026-11-20T09:00:00Z',
  felder: {
    thema: 'Dienstvereinbarungen',
    thema_beschreibung: null,
    titel: 'Dienstvereinbarung Gleitende Arbeitszeit',
    dokumente: [{ id: 3, downloadtext: 'Gleitzeit 2024', datei: null, stand: '2024-01-15', gueltig_von: '2024-02-01', gueltig_bis: null }],
  },
  aktionen: ['speichern', 'wiederherstellen', 'zurueckziehen'],
  hinweise: {},
} as unknown as RedaktionInhalt;

const medium = (id: number, bereich: string, art: 'bild' | 'dokument', titel: string, url: string) =>
  ({ id, bereich, art, titel, url, dateiname: url.split('/').pop() }) as unknown as RedaktionMedium;
const pdfs = {
  data: [
    medium(4, 'intranet-archiv', 'dokument', 'Gleitzeit 2027', PDF),
    medium(5, 'intranet-personal', 'dokument', 'Anderer Bereich', '/api/cms/medien/anders-1a2b3c4d.pdf'),
  ],
};

const archivThemen = {
  data: [
    { thema: 'Dienstvereinbarungen', beschreibung: null },
    { thema: 'Formulare der Personalstelle', beschreibung: 'Vordrucke' },
  ],
};

function zeige(form: BlockForm, inhalt: RedaktionInhalt = archiv, themen: unknown = archivThemen) {
  const props: TemplateProps = {
    page: {
      path: '/redaktion/inhalte/21',
      search: '',
      layout: 'redaktion',
      theme: 'default',
      title: 'Inhalt',
      heading: 'Inhalt',
      description: '',
      canonical: '/redaktion/inhalte/21',
      breadcrumbs: [],
      heroImages: [],
      status: 200,
    },
    block: { template: 'redaktion-inhalt', slot: 'main', context: { apiCalls: ['inhalt', 'pdfs', 'archiv_themen'] }, options: {} },
    data: { inhalt, pdfs, archiv_themen: themen },
    form,
  };
  const profil = { id: 7, name: 'Anna Roth', email: 'anna.roth@musterstadt.de', rollen: ['Redakteur', 'Freigabe'], bereiche: [] };
  return render(
    <Provider store={makeStore({ session: { redaktion: profil } } as never)}>
      <Inhalt {...props} />
    </Provider>,
  );
}

const FORM: BlockForm = { id: 'redaktion-inhalt', action: '/redaktion/inhalte/21#redaktion-inhalt', data: null };

describe('redaktion-inhalt for an archive of the intranet document archive', () => {
  it('shows topic, title and each document with its file, Stand and validity, and the document buttons; no preview, no picture', () => {
    zeige(FORM);
    expect(screen.getByLabelText('Thema')).toHaveValue('Dienstvereinbarungen');
    expect(screen.getByLabelText('Titel des Archivs')).toHaveValue('Dienstvereinbarung Gleitende Arbeitszeit');
    const dokument = screen.getByRole('group', { name: 'Dokument 1: Gleitzeit 2024' });
    expect(within(dokument).getByLabelText('Text des Downloads')).toHaveValue('Gleitzeit 2024');
    expect(within(dokument).getByLabelText('Stand')).toHaveValue('2024-01-15');
    expect(within(dokument).getByLabelText('Gültig von')).toHaveValue('2024-02-01');
    expect(within(dokument).getByLabelText('Gültig bis (leer lassen: unbefristet)')).toHaveValue('');
    // A seeded document keeps its version; the choice offers the PDFs of the archive's section only.
    const datei = within(dokument).getByLabelText('PDF-Datei');
    expect(
      within(datei)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bisherige Fassung behalten', `Gleitzeit 2027 (${PDF.split('/').pop()})`]);
    expect(within(dokument).getByRole('button', { name: 'Entfernen' })).toHaveAttribute('value', 'entfernen-0');
    expect(screen.getByRole('button', { name: 'Dokument hinzufügen' })).toHaveAttribute('value', 'hinzufuegen');
    expect(screen.queryByRole('button', { name: 'Vorschau' })).toBeNull();
    expect(screen.queryByLabelText(/Bild/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Mediathek' })).toHaveAttribute('href', '/redaktion/medien');
    // A new document's PDF is uploaded with the form itself: it posts multipart, with the section it goes to.
    expect(screen.getByLabelText('PDF-Datei hochladen (legt ein neues Dokument an)')).toHaveAttribute('type', 'file');
    const formular = screen.getByRole('form', { name: 'Dienstvereinbarung Gleitende Arbeitszeit bearbeiten' });
    expect(formular).toHaveAttribute('enctype', 'multipart/form-data');
    expect(formular.querySelector('input[name="archiv_bereich"]')).toHaveValue('intranet-archiv');
  });

  it('offers the topics there are while the topic is typed, and names them in the hint', () => {
    const { unmount } = zeige(FORM);
    const thema = screen.getByLabelText('Thema');
    expect(thema).toHaveAccessibleDescription(/^Vorhandene Themen: Dienstvereinbarungen, Formulare der Personalstelle\./);
    const liste = document.getElementById(thema.getAttribute('list') ?? '');
    expect([...(liste?.querySelectorAll('option') ?? [])].map((option) => option.getAttribute('value'))).toEqual([
      'Dienstvereinbarungen',
      'Formulare der Personalstelle',
    ]);
    unmount();
    // Without the topics (their call failed) the field is a plain text field.
    zeige(FORM, archiv, null);
    expect(screen.getByLabelText('Thema')).not.toHaveAttribute('list');
  });

  it('gives the posted documents back with the content API findings at their fields and in the summary', () => {
    const fehler = '„Gültig bis“ darf nicht vor „Gültig von“ liegen.';
    zeige({
      ...FORM,
      submission: {
        status: 'invalid',
        message: 'Bevor der Inhalt zur Freigabe gehen kann, sind noch Angaben zu korrigieren.',
        errors: { 'dokumente.1.gueltig_bis': fehler },
        values: {
          archiv_thema: 'Dienstvereinbarungen',
          titel: 'Dienstvereinbarung Gleitende Arbeitszeit',
          d_id: ['3', ''],
          d_downloadtext: ['Gleitzeit 2024', 'Gleitzeit 2027'],
          d_datei: ['', PDF],
          d_stand: ['2024-01-15', '2026-11-20'],
          d_gueltig_von: ['2024-02-01', '2027-01-01'],
          d_gueltig_bis: ['', '2026-01-01'],
        },
      },
    } as unknown as BlockForm);
    const zweites = screen.getByRole('group', { name: 'Dokument 2: Gleitzeit 2027' });
    const bis = within(zweites).getByLabelText('Gültig bis (leer lassen: unbefristet)');
    expect(bis).toHaveValue('2026-01-01');
    expect(bis).toHaveAttribute('aria-invalid', 'true');
    expect(bis).toHaveAccessibleDescription(`Leer lassen, wenn das Dokument unbefristet gilt. Nicht vor „Gültig von“. ${fehler}`);
    expect(within(zweites).getByLabelText('PDF-Datei')).toHaveValue(PDF);
    expect(screen.getByRole('link', { name: `Dokument 2: Gültig bis (leer lassen: unbefristet): ${fehler}` })).toHaveAttribute(
      'href',
      '#rd-dokumente.1.gueltig_bis',
    );
  });
});
