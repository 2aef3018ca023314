import type { Eingang } from '@musterstadt/cms-client';
import type { BlockForm, PageView, TemplateProps } from '@musterstadt/shell-contract';
import { render, screen, within } from '@testing-library/react';
import Eingaenge from './eingaenge';

const page: PageView = {
  path: '/redaktion/eingaenge',
  search: '',
  layout: 'redaktion',
  theme: 'default',
  title: 'Eingänge',
  heading: 'Eingänge',
  description: '',
  canonical: '/redaktion/eingaenge',
  breadcrumbs: [],
  heroImages: [],
  status: 200,
};

const form: BlockForm = { id: 'redaktion-eingaenge', action: '/redaktion/eingaenge', data: null };

const eingang = (id: number, aktionen: Eingang['aktionen'] = ['freigeben', 'ablehnen']): Eingang => ({
  id,
  art: 'veranstaltung',
  art_name: 'Veranstaltung',
  bereich: 'stadt',
  titel: `Herbstkonzert ${id}`,
  eingegangen: '2026-11-27T08:00:00.000Z',
  frist: '2026-12-11T08:00:00.000Z',
  email: 'melderin@example.org',
  angaben: [
    { label: 'Ihr Name', wert: 'Erika Melder' },
    { label: 'Beschreibung', wert: 'Erste Zeile\nzweite Zeile' },
  ],
  dateien: [
    { id: 40 + id, name: 'plakat.png', typ: 'image/png', groesse: 2048 },
    { id: 50 + id, name: 'programm.pdf', typ: 'application/pdf', groesse: 3 * 1024 * 1024 },
  ],
  ziel: 'Veranstaltungskalender (/veranstaltungen)',
  aktionen,
});

function zeige(eingaenge: unknown, options: { search?: string; form?: BlockForm } = {}) {
  const props: TemplateProps = {
    page: { ...page, search: options.search ?? '' },
    block: { template: 'redaktion-eingaenge', slot: 'main', context: { apiCalls: ['eingaenge'] }, options: {} },
    data: { eingaenge },
    form: options.form ?? form,
  };
  return render(<Eingaenge {...props} />);
}

describe("the queue of citizens' submissions", () => {
  it('shows each submission with what the sender wrote, its pictures for the editors and the two decisions as plain forms', () => {
    zeige({ data: [eingang(7), eingang(6)] });
    const [erste] = screen.getAllByRole('article');
    expect(within(erste as HTMLElement).getByRole('heading', { level: 2 }).textContent).toBe('Veranstaltung: Herbstkonzert 7');
    expect(within(erste as HTMLElement).getByText('Erika Melder')).toBeTruthy();
    expect(
      within(erste as HTMLElement)
        .getByRole('link', { name: 'melderin@example.org' })
        .getAttribute('href'),
    ).toBe('mailto:melderin@example.org');
    expect(
      within(erste as HTMLElement)
        .getByRole('img', { name: 'Mitgeschicktes Bild „plakat.png“' })
        .getAttribute('src'),
    ).toBe('/redaktion/eingaenge/dateien/47/datei');
    expect(
      within(erste as HTMLElement)
        .getByRole('link', { name: 'programm.pdf (PDF, 3,0 MB)' })
        .getAttribute('href'),
    ).toBe('/redaktion/eingaenge/dateien/57/datei');
    const freigeben = within(erste as HTMLElement).getByRole('form', { name: '„Herbstkonzert 7“ freigeben' });
    expect(freigeben.getAttribute('method')).toBe('post');
    expect(freigeben.getAttribute('action')).toBe('/redaktion/eingaenge');
    expect(within(freigeben).getByRole('button', { name: 'Freigeben und veröffentlichen' })).toBeTruthy();
    const ablehnen = within(erste as HTMLElement).getByRole('form', { name: '„Herbstkonzert 7“ ablehnen' });
    const grund = within(ablehnen).getByRole('textbox', { name: 'Grund der Ablehnung' });
    expect(grund.getAttribute('name')).toBe('grund');
    expect(grund.getAttribute('aria-describedby')).toBe('rd-grund-7-hinweis');
    expect(within(ablehnen).getByRole('button', { name: 'Ablehnen' })).toBeTruthy();
  });

  it('offers no decision to an editor without the role', () => {
    zeige({ data: [eingang(7, [])] });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/die Rolle „Freigabe“ hat/)).toBeTruthy();
  });

  it('puts a refused reason at the field of the submission that was posted, and keeps what was typed', () => {
    const submission = {
      status: 'invalid' as const,
      message: 'Bitte prüfen Sie Ihre Angaben.',
      errors: { grund: 'Bitte geben Sie einen Grund für die Ablehnung an.' },
      values: { id: '6', aktion: 'ablehnen', grund: ' ' },
    };
    zeige({ data: [eingang(7), eingang(6)] }, { form: { ...form, submission } });
    expect(screen.getByRole('alert').textContent).toContain('Grund der Ablehnung: Bitte geben Sie einen Grund für die Ablehnung an.');
    expect(screen.getByRole('link', { name: /Grund der Ablehnung:/ }).getAttribute('href')).toBe('#rd-grund');
    const feld = document.getElementById('rd-grund') as HTMLTextAreaElement;
    expect(feld.closest('article')?.id).toBe('eingang-6');
    expect(feld.getAttribute('aria-invalid')).toBe('true');
    expect(feld.getAttribute('aria-describedby')).toBe('rd-grund-hinweis rd-grund-fehler');
    expect((document.getElementById('rd-grund-7') as HTMLTextAreaElement).getAttribute('aria-invalid')).toBeNull();
  });

  it('says what happened after a decision, with a link to the published entry', () => {
    zeige({ data: [] }, { search: '?meldung=eingang-freigegeben&adresse=%2Fveranstaltungen%2Fherbstkonzert-7' });
    expect(screen.getByRole('status').textContent).toContain('Die Eingabe ist freigegeben und veröffentlicht.');
    expect(screen.getByRole('link', { name: 'Zum veröffentlichten Eintrag' }).getAttribute('href')).toBe('/veranstaltungen/herbstkonzert-7');
    expect(screen.getByText('Keine Eingabe wartet auf eine Freigabe.')).toBeTruthy();
  });

  it('links no address that leaves the site, and says when the queue could not be loaded', () => {
    zeige(null, { search: '?meldung=eingang-freigegeben&adresse=%2F%2Fboese.example' });
    expect(screen.queryByRole('link', { name: 'Zum veröffentlichten Eintrag' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Die Eingänge konnten nicht geladen werden. Bitte laden Sie die Seite neu.');
  });
});
