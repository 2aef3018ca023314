import type { Brancheneintrag } from '@musterstadt/cms-client';
import { render, screen } from '@testing-library/react';
import { exampleList, exampleProps } from '../../examples';
import BusinessDetail from './business-detail';
import Businesses from './businesses';

describe('businesses', () => {
  it('filters by trade and shows address and phone', () => {
    const entry: Brancheneintrag = {
      id: 1,
      titel: 'Bäckerei Hummel',
      detailURL: '/leben-wohnen/branchenbuch/baeckerei-hummel',
      branche: { id: 42, titel: 'Einzelhandel' },
      adresse: { street: 'Hauptstraße 31', zip: '79999', city: 'Musterstadt' },
      kontakt: { telefon: '+49 7999 2150' },
    };
    const { unmount } = render(
      <Businesses
        {...exampleProps(exampleList(entry), { branchen: [{ id: 42, titel: 'Einzelhandel' }] }, { path: '/leben-wohnen/branchenbuch', search: '?branche=42' })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Einzelhandel' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Hauptstraße 31, 79999 Musterstadt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '079992150' })).toHaveAttribute('href', 'tel:+4979992150');
    unmount();
    render(<Businesses {...exampleProps(exampleList())} />);
    expect(screen.getByRole('status')).toHaveTextContent('In dieser Branche sind noch keine Betriebe eingetragen.');
  });

  it('shows a business’s logo in the list and on its page, only from the served pictures, and the way to be listed', () => {
    const entry: Brancheneintrag = {
      id: 2,
      titel: 'Zweiradservice Kienzle',
      detailURL: '/leben-wohnen/branchenbuch/zweiradservice-kienzle-7',
      branche: { id: 44, titel: 'Dienstleistungen' },
      adresse: { street: 'Bahnhofstraße 40', zip: '79999', city: 'Musterstadt' },
      logo: '/api/cms/bilder/logo-zweiradservice-kienzle-7-0a1b2c3d4e5f.jpg',
    };
    const { container, unmount } = render(
      <Businesses
        {...exampleProps(exampleList(entry, { ...entry, id: 3, titel: 'Fremdlogo', logo: 'https://evil.example/x.png' }), { formular: '/betrieb-eintragen' })}
      />,
    );
    const logos = container.querySelectorAll('img');
    expect(logos).toHaveLength(1);
    expect(logos[0]).toHaveAttribute('src', entry.logo);
    expect(logos[0]).toHaveAttribute('alt', '');
    expect(screen.getByRole('link', { name: 'Betrieb für das Branchenbuch melden' })).toHaveAttribute('href', '/betrieb-eintragen');
    unmount();
    render(<BusinessDetail {...exampleProps(exampleList(entry))} />);
    expect(screen.getByRole('img', { name: 'Logo: Zweiradservice Kienzle' })).toHaveAttribute('src', entry.logo);
  });
});
