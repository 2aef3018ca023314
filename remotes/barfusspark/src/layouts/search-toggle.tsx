import { DISCLOSURE_ATTRIBUTE } from '@musterstadt/shell-contract';
import { SEARCH_PATH, SUGGESTED_SEARCHES, searchHref } from '@musterstadt/ui';

/**
 * The park header's search toggle 'Schnell gefunden': a disclosure that works without JavaScript.
 * It is marked for the shell's page script, which lets Escape close it (focus back on the toggle)
 * and focuses the search field when it opens: no island, so the park's pages load no React.
 */
export function SearchToggle() {
  return (
    <details className="bp-search" {...{ [DISCLOSURE_ATTRIBUTE]: '' }}>
      <summary className="bp-search__toggle">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="bp-search__icon">
          <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="m15 15 6 6" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        Schnell gefunden
      </summary>
      <div className="bp-search__panel">
        <div className="ms-container">
          <h2 className="bp-search__title">Schnell gefunden</h2>
          <form action={SEARCH_PATH} method="get" role="search" className="bp-search__form">
            <label htmlFor="bp-search-q">Suche</label>
            <input id="bp-search-q" type="search" name="q" />
            <button type="submit" className="ms-button">
              Suchen
            </button>
          </form>
          <p className="bp-search__hint">Häufig gesucht:</p>
          <ul className="bp-search__suggestions">
            {SUGGESTED_SEARCHES.map((term) => (
              <li key={term}>
                <a href={searchHref(term)}>{term}</a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </details>
  );
}
