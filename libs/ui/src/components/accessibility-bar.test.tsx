import { render, screen, within } from '@testing-library/react';
import { AccessibilityBar } from './accessibility-bar';

describe('AccessibilityBar', () => {
  it('offers statement, plain language, help, barrier report, imprint, contact form and start page in this order', () => {
    render(<AccessibilityBar path="/aktuelles" />);
    const bar = screen.getByRole('navigation', { name: 'Barrierefreiheit' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Erklärung zur Barrierefreiheit', 'Leichte Sprache', 'Hilfe zur Bedienung', 'Barriere melden', 'Impressum', 'Kontaktformular', 'Startseite']);
    expect(within(bar).getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
    expect(within(bar).getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/');
  });

  it('writes a barrier report to the accessibility office that names the current page with its query', () => {
    render(<AccessibilityBar path="/suche" search="?q=Freibad" origin="https://www.musterstadt.de" />);
    const href = screen.getByRole('link', { name: 'Barriere melden' }).getAttribute('href')!;
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('barrierefreiheit@musterstadt.de');
    expect(url.searchParams.get('subject')).toBe('Barriere melden');
    expect(url.searchParams.get('body')).toContain('https://www.musterstadt.de/suche?q=Freibad');
  });

  it('marks the link of the page the visitor is on', () => {
    render(<AccessibilityBar path="/leichte-sprache/" />);
    expect(screen.getByRole('link', { name: 'Leichte Sprache' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Startseite' })).not.toHaveAttribute('aria-current');
  });
});
