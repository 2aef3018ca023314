import { island } from '@musterstadt/shell-contract';
import { SEARCH_PATH, SUGGESTED_SEARCHES, searchHref } from '@musterstadt/ui';
import { useEffect, useRef } from 'react';

/**
 * The park header's search toggle 'Schnell gefunden': a disclosure that works without JavaScript;
 * with JavaScript, Escape closes it and returns focus to the toggle.
 */
function SearchToggleView() {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const element = details.current;
    if (!element) return undefined;
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !element?.open) return;
      element.open = false;
      element.querySelector('summary')?.focus();
    }
    function onToggle() {
      if (element?.open) element.querySelector<HTMLInputElement>('input[name="q"]')?.focus();
    }
    document.addEventListener('keydown', onKey);
    element.addEventListener('toggle', onToggle);
    return () => {
      document.removeEventListener('keydown', onKey);
      element.removeEventListener('toggle', onToggle);
    };
  }, []);
  return (
    <details className="bp-search" ref={details}>
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

export const SearchToggle = island('suche', SearchToggleView);

export default SearchToggle;
