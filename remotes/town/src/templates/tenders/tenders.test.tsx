import type { Ausschreibung } from '@musterstadt/cms-client';
import { render, screen } from '@testing-library/react';
import { exampleList, exampleProps } from '../../examples';
import TenderDetail from './tender-detail';
import Tenders from './tenders';

describe('tenders', () => {
  const tender: Ausschreibung = {
    id: 1,
    titel: 'Winterdienst auf Gehwegen',
    detailURL: '/rathaus/ausschreibungen/winterdienst',
    vergabenummer: '2026-OA-031',
    vergabeart: 'Öffentliche Ausschreibung nach UVgO',
    abgabefrist: '2026-12-10T11:00:00Z',
    datum_von: '2026-11-18T08:00:00Z',
    dokumente: [{ link: '/api/cms/media/preisblatt.xlsx', downloadtext: 'Preisblatt' }],
  };

  it('lists tenders with their deadline and says so when there are none', () => {
    const { unmount } = render(<Tenders {...exampleProps(exampleList(tender))} />);
    expect(screen.getByRole('link', { name: 'Winterdienst auf Gehwegen' })).toBeInTheDocument();
    expect(screen.getByText(/Angebotsfrist:/)).toHaveTextContent('Angebotsfrist: 10.12.2026, 12:00 Uhr');
    unmount();
    render(<Tenders {...exampleProps(exampleList())} />);
    expect(screen.getByRole('status')).toHaveTextContent('Aktuell sind keine Ausschreibungen veröffentlicht.');
  });

  it('shows the facts, and the tender documents with their file type', () => {
    render(<TenderDetail {...exampleProps(exampleList(tender))} />);
    expect(screen.getByText('Vergabenummer').nextSibling).toHaveTextContent('2026-OA-031');
    expect(screen.getByRole('region', { name: 'Vergabeunterlagen' })).toHaveTextContent('XLSX');
    expect(screen.getByRole('link', { name: 'Preisblatt (Tabelle)' })).toBeInTheDocument();
  });
});
