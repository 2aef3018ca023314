import type { AbfallImport } from '@musterstadt/cms-client';
import type { BlockForm, PageView, TemplateProps } from '@musterstadt/shell-contract';
import { makeStore } from '@musterstadt/shell-contract/store';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import Abfallkalender from './abfallkalender';

const page: PageView = {
  path: '/redaktion/abfallkalender',
  search: '',
  layout: 'redaktion',
  theme: 'default',
  title: 'Abfallkalender importieren',
  heading: 'Abfallkalender importieren',
  description: '',
  canonical: '/redaktion/abfallkalender',
  breadcrumbs: [],
  heroImages: [],
  status: 200,
};

const form: BlockForm = { id: 'redaktion-abfallkalender', action: '/redaktion/abfallkalender', data: null };

const eintrag = (aktionen: AbfallImport['aktionen']): AbfallImport => ({
  id: 3,
  jahr: 2027,
  dateiname: 'abfuhr-2027.csv',
  status: 'ausstehend',
  zeilen: 2,
  importiert_von: { id: 1, name: 'Julia Hartmann' },
  importiert_am: '2026-11-27T08:00:00.000Z',
  entschieden_von: null,
  entschieden_am: null,
  bezirke: [
    {
      slug: 'aach',
      name: 'Bezirk 4 – Aach',
      hinzu: [{ datum: '2027-01-03', art: 'restmuell', art_name: 'Restmüll' }],
      entfernt: [{ datum: '2027-01-05', art: 'altpapier', art_name: 'Altpapier' }],
      unveraendert: 98,
    },
  ],
  aktionen,
});

function zeige(profilId: number, aktionen: AbfallImport['aktionen']) {
  const profil = { id: profilId, name: 'x', email: 'x@musterstadt.de', rollen: ['Redakteur'], bereiche: [{ id: 'stadt', titel: 'Stadt' }] };
  const props: TemplateProps = {
    page,
    block: { template: 'redaktion-abfallkalender', slot: 'main', context: { apiCalls: ['importe'] }, options: {} },
    data: { importe: { data: [eintrag(aktionen)] } },
    form,
  };
  return render(
    <Provider store={makeStore({ session: { redaktion: profil } } as never)}>
      <Abfallkalender {...props} />
    </Provider>,
  );
}

describe('the waste calendar import page', () => {
  it('shows per district what the import adds and drops, and tells the importer a second person must approve', () => {
    zeige(1, ['verwerfen']);
    const tabelle = screen.getByRole('table', { name: 'Bezirk 4 – Aach: 1 Termin neu, 1 Termin entfällt, 98 unverändert' });
    expect(
      within(tabelle)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DatumAbfallartÄnderung', '03.01.2027Restmüllneu', '05.01.2027Altpapierentfällt']);
    expect(screen.getByText(/muss eine zweite Person mit der Rolle „Freigabe“ diesen Import freigeben/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Freigeben' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Verwerfen' })).toBeInTheDocument();
    expect(screen.getByLabelText('CSV-Datei des Entsorgers')).toHaveAttribute('type', 'file');
  });

  it('offers the approver to approve or discard', () => {
    zeige(2, ['freigeben', 'verwerfen']);
    expect(screen.getByRole('button', { name: 'Freigeben' })).toBeInTheDocument();
    expect(screen.queryByText(/muss eine zweite Person/)).toBeNull();
  });
});
