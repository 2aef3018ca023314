import { useNavigate } from '@musterstadt/shell-contract';
import type { FormEvent, RefObject } from 'react';
import { SEARCH_PATH, SUGGESTED_SEARCHES, searchHref } from '@musterstadt/ui';
import { HeaderIcon as Icon } from './tool-icons';

export interface SearchOverlayProps {
  id: string;
  /** Hidden while closed (after hydration; before, CSS shows it only as the link target). */
  hidden: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** The search overlay: 'Schnell gefunden', a GET form to /suche?q= and the frequent searches. */
export function SearchOverlay({ id, hidden, inputRef }: SearchOverlayProps) {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const q = new FormData(event.currentTarget).get('q');
    if (typeof q !== 'string') return;
    event.preventDefault();
    navigate(searchHref(q));
  };
  return (
    <div id={id} className="town-search" hidden={hidden}>
      <div className="ms-container town-search__inner">
        <h2 className="town-search__title">Schnell gefunden</h2>
        <form className="town-search__form" action={SEARCH_PATH} method="get" role="search" onSubmit={onSubmit}>
          <label className="town-search__label" htmlFor={`${id}-q`}>
            Suche
          </label>
          <div className="town-search__row">
            <input ref={inputRef} id={`${id}-q`} className="town-search__input" type="search" name="q" autoComplete="off" placeholder="Was suchen Sie?" />
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
