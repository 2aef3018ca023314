import { render, screen, within } from '@testing-library/react';
import { MenuNav } from './menu-nav';

const ITEMS = [
  { title: 'Start', href: '/gydo/' },
  { title: 'Berichte', href: '/gydo/berichte/' },
  { title: 'Termine', href: '/gydo/jahrestermine/' },
  { title: 'Ohne Ziel', href: null },
  { title: 'Gefährlich', href: 'javascript:alert(1)' },
];

describe('MenuNav', () => {
  it('lists only the items with a safe target, in a named navigation', () => {
    render(<MenuNav items={ITEMS} path="/gydo/" label="Hauptmenü Gymnasium" className="menu" activeClassName="aktiv" root="/gydo/" />);
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü Gymnasium' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Start', 'Berichte', 'Termine']);
  });

  it('marks the current page and the section that contains it, never the start page as a section', () => {
    render(<MenuNav items={ITEMS} path="/gydo/berichte/sporttag" label="Menü" className="menu" activeClassName="aktiv" root="/gydo/" />);
    expect(screen.getByRole('link', { name: 'Berichte' })).toHaveClass('aktiv');
    expect(screen.getByRole('link', { name: 'Berichte' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Start' })).not.toHaveClass('aktiv');
  });

  it('marks the page itself with aria-current, ignoring a trailing slash', () => {
    render(<MenuNav items={ITEMS} path="/gydo/jahrestermine" label="Menü" className="menu" activeClassName="aktiv" root="/gydo/" />);
    expect(screen.getByRole('link', { name: 'Termine' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Termine' })).not.toHaveClass('aktiv');
  });

  it('renders nothing for a menu without usable links', () => {
    const { container } = render(<MenuNav items={[{ title: 'Leer', href: null }]} path="/" label="Menü" className="menu" activeClassName="aktiv" />);
    expect(container).toBeEmptyDOMElement();
  });
});
