import type { StaffEntry } from '@musterstadt/cms-client';
import { render, screen, within } from '@testing-library/react';
import { exampleList, exampleProps } from '../../examples';
import Staff from './staff';
import StaffDirectory from './staff-directory';

const person = (id: number, vorname: string, nachname: string): StaffEntry => ({
  id,
  vorname,
  nachname,
  funktion: 'Pass- und Meldewesen',
  kontakt: { telefon: '+49 7999 123-121', email: `${vorname.toLowerCase()}@musterstadt.de` },
  zimmer: 'EG 03',
  sprechzeiten: 'Montag bis Freitag 08:00 bis 12:00 Uhr',
  aemter: [{ titel: 'Bürgerbüro', detailURL: '/rathaus/aemter/buergerbuero' }],
});

describe('staff', () => {
  it("heads one contact person 'Ihr Ansprechpartner' with name, contact, room and office hours", () => {
    render(<Staff {...exampleProps(exampleList({ ...person(1, 'Murat', 'Yıldız'), anrede: 'Herr' as const }))} />);
    const block = screen.getByRole('region', { name: 'Ihr Ansprechpartner' });
    expect(within(block).getByRole('heading', { level: 3, name: 'Murat Yıldız' })).toBeInTheDocument();
    const phone = within(block).getByRole('link', { name: '07999123121' });
    expect(phone).toHaveAttribute('href', 'tel:+497999123121');
    expect(within(block).getByRole('link', { name: 'murat@musterstadt.de' })).toHaveAttribute('href', 'mailto:murat@musterstadt.de');
    expect(within(block).getByText('EG 03')).toBeInTheDocument();
    expect(within(block).getByText('Montag bis Freitag 08:00 bis 12:00 Uhr')).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Bürgerbüro' })).toHaveAttribute('href', '/rathaus/aemter/buergerbuero');
  });

  it("heads one female contact 'Ihre Ansprechpartnerin'", () => {
    render(<Staff {...exampleProps(exampleList({ ...person(1, 'Jana', 'Fehrenbach'), anrede: 'Frau' as const }))} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ihre Ansprechpartnerin' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ihr Ansprechpartner' })).toBeNull();
  });

  it("heads several 'Ihre Ansprechpartner' and shows nothing without anyone", () => {
    const { unmount } = render(<Staff {...exampleProps(exampleList(person(1, 'Jana', 'Fehrenbach'), person(2, 'Lea', 'Schwär')))} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ihre Ansprechpartner' })).toBeInTheDocument();
    unmount();
    const { container } = render(<Staff {...exampleProps(exampleList())} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists all staff A to Z with jump links per initial', () => {
    render(<StaffDirectory {...exampleProps(exampleList(person(1, 'Katrin', 'Albrecht'), person(2, 'Miriam', 'Baumann'), person(3, 'Andreas', 'Maier')))} />);
    const letters = screen.getByRole('navigation', { name: 'Nach Anfangsbuchstaben' });
    expect(
      within(letters)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['A', 'B', 'M']);
    expect(screen.getByRole('heading', { level: 3, name: 'M' })).toHaveAttribute('id', 'buchstabe-M');
    expect(screen.getByRole('heading', { level: 4, name: 'Andreas Maier' })).toBeInTheDocument();
  });
});
