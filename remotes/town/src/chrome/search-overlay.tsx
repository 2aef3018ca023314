import { PANEL_ATTRIBUTE } from '@musterstadt/ui/enhance';
import { SEARCH_PATH, SUGGESTED_SEARCHES, searchHref } from '@musterstadt/ui';
import { HeaderIcon as Icon } from './tool-icons';

/**
 * The search overlay: 'Schnell gefunden', a GET form to /suche?q= and the frequent searches. Without
 * JavaScript it shows as the target of the search link; the page script hides it until its toggle
 * opens it, and sends the form as a client navigation.
 */
export function SearchOverlay({ id }: { id: string }) {
  return (
    <div id={id} className="town-search" {...{ [PANEL_ATTRIBUTE]: 'hidden' }}>
      <div className="ms-container town-search__inner">
        <h2 className="town-search__title">Schnell gefunden</h2>
        <form className="town-search__form" action={SEARCH_PATH} method="get" role="search">
          <label className="town-search__label" htmlFor={`${id}-q`}>
            Suche
          </label>
          <div className="town-search__row">
            <input id={`${id}-q`} className="town-search__input" type="search" name="q" autoComplete="off" placeholder="Was suchen Sie?" />
            <button type="submit" className="ms-button town-search__submit">
              <Icon name="search" size={20} />
              Suchen
            </button>
          </div>
        </form>
        <p className="town-search__hint" id={`${id}-haeufig`}>
          Häufig gesucht:
        </p>
        <ul className="town-search__suggestions" aria-labelledby={`${id}-haeufig`}>
          {SUGGESTED_SEARCHES.map((term) => (
            <li key={term}>
              <a href={searchHref(term)}>{term}</a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
