import { render, screen, within } from '@testing-library/react';
import { exampleHits, searchPage } from './examples';
import SearchPage from './search-page';
import { SUGGESTED_SEARCHES, searchHref } from '@musterstadt/ui';

const block = { template: 'suche', context: { apiCalls: ['suche'] } };

describe('search page', () => {
  it('shows the hits with type, link, marked passage and the count, and pages through them', () => {
    render(<SearchPage page={{ ...searchPage('?q=Feuerwehr'), pagination: { page: 1, pages: 2 } }} block={block} data={{ suche: exampleHits }} />);
    expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('Feuerwehr');
    expect(screen.getByRole('status')).toHaveTextContent('12 Treffer für „Feuerwehr“, Seite 1 von 2');
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByText('Seite')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Freiwillige Feuerwehr Musterstadt' })).toHaveAttribute('href', '/feuerwehr');
    // Only <mark> is markup; escaped tags stay text.
    expect(first.querySelector('mark')).toHaveTextContent('Feuerwehr');
    expect(first.querySelector('b')).toBeNull();
    expect(within(first).getByText(/ihre <b>Jugend<\/b>/)).toBeInTheDocument();
    expect(screen.getByText('Meldung der Feuerwehr')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Polizeiposten Musterstadt\s+\(externe Website\)$/ })).toHaveAttribute('href', 'https://www.polizei-bw.de/');
    expect(screen.getByText('www.polizei-bw.de')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Seiten der Suchergebnisse' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Häufig gesucht:' })).toBeNull();
  });

  it('never links a hostile target', () => {
    render(<SearchPage page={searchPage('?q=G%C3%A4stebuch')} block={block} data={{ suche: exampleHits }} />);
    expect(screen.getByRole('heading', { name: 'Gästebuch' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Gästebuch' })).toBeNull();
    expect(document.body.innerHTML).not.toContain('javascript:');
  });

  it('asks for a search term and offers the twelve suggestions when the query is empty', () => {
    render(<SearchPage page={searchPage('')} block={block} data={{ suche: { q: '', data: [], anzahl: 0, seiten: 1 } }} />);
    expect(screen.getByText(/Was suchen Sie\?/)).toBeInTheDocument();
    const suggestions = within(screen.getByRole('navigation', { name: 'Häufig gesucht:' })).getAllByRole('link');
    expect(suggestions.map((link) => link.textContent)).toEqual([...SUGGESTED_SEARCHES]);
    expect(suggestions[1]).toHaveAttribute('href', '/suche?q=Fachwerk%20%26%20Altstadt');
    expect(suggestions[7]).toHaveAttribute('href', '/suche?q=Unterk%C3%BCnfte');
  });

  it('explains a search without hits and offers the suggestions', () => {
    render(<SearchPage page={searchPage('?q=Xylophon')} block={block} data={{ suche: { q: 'Xylophon', data: [], anzahl: 0, seiten: 1 } }} />);
    expect(screen.getByRole('heading', { name: 'Keine Treffer für „Xylophon“' })).toBeInTheDocument();
    expect(screen.getByText('Prüfen Sie die Schreibweise.')).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByRole('link', { name: 'Wegweiser' })).toHaveAttribute('href', '/wegweiser');
    expect(screen.getAllByRole('link', { name: 'Museen' })[0]).toHaveAttribute('href', '/suche?q=Museen');
  });

  it('shows the German message of a refused query', () => {
    render(<SearchPage page={searchPage('?q=x')} block={block} data={{ suche: { error: 'Der Suchbegriff ist zu lang (höchstens 200 Zeichen).' } }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Der Suchbegriff ist zu lang');
  });

  it('is a GET form to the search page (with JavaScript the page navigation sends it)', () => {
    render(<SearchPage page={searchPage('?q=Fachwerk')} block={block} data={{ suche: null }} />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/suche');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('Fachwerk');
    expect(searchHref(' Fachwerk & Altstadt ')).toBe('/suche?q=Fachwerk%20%26%20Altstadt');
    expect(searchHref('  ')).toBe('/suche');
  });
});
