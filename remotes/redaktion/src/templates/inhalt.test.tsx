import type { RedaktionInhalt } from '@musterstadt/cms-client';
import type { BlockForm, TemplateProps } from '@musterstadt/shell-contract';
import { makeStore } from '@musterstadt/shell-contract/store';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import Inhalt from './inhalt';

const kopf = {
  id: 12,
  bereich: 'intranet-it-hinweise',
  slug: 'neue-drucker',
  titel: 'Neue Drucker',
  status: 'Entwurf',
  adresse: null,
  online: false,
  ziel_id: null,
  revision: {
    id: 30,
    nummer: 1,
    basis_id: null,
    autor: { id: 6, name: 'Stefan Albrecht' },
    herkunft: 'gespeichert',
    wiederhergestellt_aus: null,
    erstellt_am: '2026-11-20T09:00:00Z',
  },
  veroeffentlichte_revision_id: null,
  geplant_ab: null,
  geplant_bis: null,
  letzter_status: {
    id: 1,
    status: 'Entwurf',
    revision_id: 30,
    revision_nummer: 1,
    wer: null,
    zeit: '2026-11-20T09:00:00Z',
    grund: null,
    geplant_ab: null,
    geplant_bis: null,
    einpersonen: false,
  },
  geaendert_am: '2026-11-20T09:00:00Z',
} as const;

const intranetText = {
  ...kopf,
  art: 'intranet',
  ablage: 'it-hinweise',
  felder: { titel: 'Neue Drucker', einleitung: null, text: '<p>Ab Montag.</p>', datum_von: '2026-11-20T09:00:00.000Z' },
  aktionen: ['speichern', 'wiederherstellen', 'zur-freigabe'],
} as unknown as RedaktionInhalt;

const artikel = {
  ...kopf,
  art: 'artikel',
  bereich: 'stadt',
  ablage: 'stadt',
  felder: { titel: 'Neue Drucker', text: '<p>Ab Montag.</p>' },
  aktionen: ['vorschau', 'speichern', 'wiederherstellen', 'zur-freigabe'],
} as unknown as RedaktionInhalt;

const form: BlockForm = { id: 'redaktion-inhalt', action: '/redaktion/inhalte/12#redaktion-inhalt', data: null };

function zeige(inhalt: RedaktionInhalt) {
  const props: TemplateProps = {
    page: {
      path: '/redaktion/inhalte/12',
      search: '',
      layout: 'redaktion',
      theme: 'default',
      title: 'Inhalt',
      heading: 'Inhalt',
      description: '',
      canonical: '/redaktion/inhalte/12',
      breadcrumbs: [],
      heroImages: [],
      status: 200,
    },
    block: { template: 'redaktion-inhalt', slot: 'main', context: { apiCalls: ['inhalt'] }, options: {} },
    data: { inhalt },
    form,
  };
  const profil = { id: 6, name: 'Stefan Albrecht', email: 'stefan.albrecht@musterstadt.de', rollen: ['Redakteur'], bereiche: [] };
  return render(
    <Provider store={makeStore({ session: { redaktion: profil } } as never)}>
      <Inhalt {...props} />
    </Provider>,
  );
}

describe('redaktion-inhalt', () => {
  it('shows an internal text of the intranet with its title, introduction, text and date, without picture, place or preview', () => {
    zeige(intranetText);
    expect(screen.getByLabelText('Titel')).toHaveValue('Neue Drucker');
    expect(screen.getByLabelText('Einleitung')).toHaveValue('');
    expect(screen.getByLabelText('Text')).toHaveValue('<p>Ab Montag.</p>');
    // Berlin wall-clock time of the stored instant.
    expect(screen.getByLabelText('Datum (leer lassen: Zeitpunkt der Veröffentlichung)')).toHaveValue('2026-11-20T10:00');
    for (const label of ['Bild (Adresse aus der Mediathek)', 'Bildtext (Alternativtext)', 'Ende', 'Veranstaltungsort', /Bild ist nur Schmuck/]) {
      expect(screen.queryByLabelText(label)).toBeNull();
    }
    expect(screen.queryByRole('button', { name: 'Vorschau' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Zur Freigabe geben' })).toBeInTheDocument();
  });

  it('keeps the picture and the preview for an article', () => {
    zeige(artikel);
    expect(screen.getByLabelText('Beginn bzw. Datum')).toBeInTheDocument();
    expect(screen.getByLabelText(/Bild ist nur Schmuck/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorschau' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Veranstaltungsort')).toBeNull();
  });
});
