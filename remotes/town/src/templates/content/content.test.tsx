import type { Zeitstrahl } from '@musterstadt/cms-client';
import { render, screen, within } from '@testing-library/react';
import { exampleList, exampleProps } from '../../examples';
import AccessibilityStatement from './accessibility-statement';
import AlsoInteresting from './also-interesting';
import Timeline from './timeline';

describe('content pages', () => {
  it('orders the timeline by year', () => {
    const timeline: Zeitstrahl = {
      id: 1,
      titel: 'Stadtgeschichte',
      ereignisse: [
        { jahr: '1148', titel: 'Erste Erwähnung' },
        { jahr: '1786', titel: 'Neues Rathaus', text: 'Eingeweiht.' },
      ],
    };
    render(<Timeline {...exampleProps(exampleList(timeline))} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('time')?.getAttribute('datetime'))).toEqual(['1148', '1786']);
    expect(screen.getByRole('heading', { level: 3, name: 'Neues Rathaus' })).toBeInTheDocument();
  });

  it("shows the 'Auch interessant' menu beside its image, without the current page", () => {
    render(
      <AlsoInteresting
        {...exampleProps(
          {
            name: 'Auch interessant Freizeit',
            menuItems: [
              { title: 'Freibad', href: '/freibad' },
              { title: 'Heimatmuseum', href: '/heimatmuseum' },
              { title: 'Böse', href: 'javascript:x' },
            ],
          },
          { bild: '/api/cms/media/wanderweg.svg' },
          { path: '/freibad' },
        )}
      />,
    );
    const block = screen.getByRole('region', { name: 'Auch interessant' });
    expect(
      within(block)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Heimatmuseum']);
    expect(block.querySelector('img')).toHaveAttribute('src', '/api/cms/media/wanderweg.svg');
  });

  it('shows the accessibility statement with a section to report a barrier', () => {
    render(
      <AccessibilityStatement
        {...exampleProps(null, {
          status: 'teilweise',
          stand: '2026-09-30',
          barrieren: ['Ältere PDF-Dokumente'],
          kontakt: { name: 'Stabsstelle Digitalisierung', telefon: '+49 7999 123-140', email: 'barrierefreiheit@musterstadt.de' },
        })}
      />,
    );
    expect(screen.getByText(/teilweise vereinbar/)).toBeInTheDocument();
    expect(screen.getByText('30.09.2026')).toBeInTheDocument();
    const report = screen.getByRole('region', { name: 'Barriere melden' });
    expect(within(report).getByRole('link', { name: 'barrierefreiheit@musterstadt.de' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Barriere melden' })).toHaveAttribute('id', 'barriere-melden');
  });
});
