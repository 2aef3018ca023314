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

const inhalt = (hinweise: Record<string, string>): RedaktionInhalt => ({
  id: 12,
  art: 'artikel',
  bereich: 'stadt',
  ablage: 'aktuelles',
  slug: 'neue-friedhofssatzung',
  titel: 'Neue Friedhofssatzung',
  status: 'Zur Freigabe',
  adresse: '/aktuelles/neue-friedhofssatzung',
  online: false,
  ziel_id: null,
  revision,
  veroeffentlichte_revision_id: null,
  geplant_ab: null,
  geplant_bis: null,
  letzter_status: {
    id: 4,
    status: 'Zur Freigabe',
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
  felder: { titel: 'Neue Friedhofssatzung', text: '<p>Die Satzung</p>', links: [], dokumente: [] } as unknown as RedaktionInhalt['felder'],
  aktionen: ['freigeben', 'zurueckgeben'],
  hinweise,
});

const props = (data: RedaktionInhalt): TemplateProps => ({
  page,
  block: { template: 'redaktion-inhalt', slot: 'main', context: { apiCalls: ['inhalt'] }, options: {} },
  data: { inhalt: data },
  form,
});

describe('redaktion-inhalt', () => {
  it('lists the warnings before approval by field, a form field linked, with the buttons still there', () => {
    render(
      <Inhalt
        {...props(
          inhalt({
            text: 'Das Bild „Friedhof“ ist 1600 Pixel breit, wird hier aber höchstens 300 Pixel breit gezeigt.',
            'dokumente.0.link': '„Friedhofssatzung 2027“ (friedhof-1a2b3c4d.pdf): Diese PDF-Datei ist nicht barrierefrei: Sie hat keine Tags (Struktur).',
          }),
        )}
      />,
    );
    const hinweise = screen.getByRole('region', { name: 'Hinweise vor der Freigabe' });
    expect(within(hinweise).getByRole('link', { name: /^Text: Das Bild „Friedhof“ ist 1600 Pixel breit/ })).toHaveAttribute('href', '#rd-text');
    expect(
      within(hinweise).getByText(/^Dokument 1: „Friedhofssatzung 2027“ \(friedhof-1a2b3c4d\.pdf\): Diese PDF-Datei ist nicht barrierefrei/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Freigeben und veröffentlichen' })).toBeInTheDocument();
  });

  it('shows no warnings section when there are none', () => {
    render(<Inhalt {...props(inhalt({}))} />);
    expect(screen.queryByRole('region', { name: 'Hinweise vor der Freigabe' })).toBeNull();
  });
});
