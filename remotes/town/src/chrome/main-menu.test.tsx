import { fireEvent, render, screen, within } from '@testing-library/react';
import { exampleMenu } from '../examples';
import { MainMenu, containsPath, submenuLabel } from './main-menu';

const nav = () => screen.getByRole('navigation', { name: 'Hauptmenü' });
const rathaus = () => within(nav()).getByRole('button', { name: 'Menüpunkt Rathaus & Verwaltung öffnet eine Liste mit 2 Unterpunkten' });
const freizeit = () => within(nav()).getByRole('button', { name: 'Menüpunkt Freizeit öffnet eine Liste mit 1 Unterpunkten' });

describe('main menu', () => {
  it('labels each toggle with its title and number of entries', () => {
    expect(submenuLabel('Bildung', 4)).toBe('Menüpunkt Bildung öffnet eine Liste mit 4 Unterpunkten');
    render(<MainMenu items={exampleMenu} path="/" enhanced overlayOpen={false} />);
    expect(rathaus()).toHaveAttribute('aria-expanded', 'false');
    expect(rathaus()).toHaveTextContent('Rathaus & Verwaltung');
    expect(freizeit()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens one submenu at a time, with an overview entry for the item’s own page', () => {
    render(<MainMenu items={exampleMenu} path="/" enhanced overlayOpen={false} />);
    fireEvent.click(rathaus());
    expect(rathaus()).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(rathaus().getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Übersicht Rathaus & Verwaltung' })).toHaveAttribute('href', '/rathaus');
    // 'Verwaltung' has no page of its own: it only groups its entries.
    expect(within(panel).getByText('Verwaltung')).not.toHaveAttribute('href');
    expect(within(panel).getByRole('link', { name: 'Ämter' })).toHaveAttribute('href', '/rathaus/aemter');

    fireEvent.click(freizeit());
    expect(freizeit()).toHaveAttribute('aria-expanded', 'true');
    expect(rathaus()).toHaveAttribute('aria-expanded', 'false');
    // An item without a page of its own has no overview entry.
    const freizeitPanel = document.getElementById(freizeit().getAttribute('aria-controls')!)!;
    expect(within(freizeitPanel).queryByRole('link', { name: /Übersicht/ })).toBeNull();

    fireEvent.keyDown(freizeit(), { key: 'Escape' });
    expect(freizeit()).toHaveAttribute('aria-expanded', 'false');
    expect(freizeit()).toHaveFocus();
  });

  it('highlights the item of the current page and opens it in the menu overlay', () => {
    const { rerender } = render(<MainMenu items={exampleMenu} path="/aktuelles" enhanced overlayOpen={false} />);
    expect(rathaus().closest('li')).toHaveClass('is-current');
    expect(freizeit().closest('li')).not.toHaveClass('is-current');
    expect(rathaus()).toHaveAttribute('aria-expanded', 'false');
    rerender(<MainMenu items={exampleMenu} path="/aktuelles" enhanced overlayOpen />);
    expect(rathaus()).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Aktuelles' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(rathaus());
    expect(rathaus()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes an open submenu on a click elsewhere', () => {
    render(
      <>
        <MainMenu items={exampleMenu} path="/" enhanced overlayOpen={false} />
        <p>Inhalt</p>
      </>,
    );
    fireEvent.click(rathaus());
    fireEvent.pointerDown(screen.getByText('Inhalt'));
    expect(rathaus()).toHaveAttribute('aria-expanded', 'false');
  });

  it('finds the current page in nested entries', () => {
    expect(containsPath(exampleMenu[0]!, '/rathaus/aemter/bauamt')).toBe(true);
    expect(containsPath(exampleMenu[1]!, '/aktuelles')).toBe(false);
  });

  it('renders nothing without entries', () => {
    const { container } = render(<MainMenu items={[]} path="/" enhanced overlayOpen={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
