import type { MenuItem } from '@musterstadt/cms-client';
import { island } from '@musterstadt/shell-contract';
import { useCallback, useEffect, useRef, type FocusEvent, type ReactNode } from 'react';
import { useHeaderOverlay, useHydrated, usePinnedHeader, type Overlay } from './hooks';
import { MainMenu } from './main-menu';
import { SearchOverlay } from './search-overlay';
import { HeaderIcon as Icon } from './tool-icons';

export const MENU_PANEL_ID = 'hauptmenue';
export const SEARCH_PANEL_ID = 'schnellsuche';

export interface TownHeaderIslandProps {
  path: string;
  mainMenu: MenuItem[];
  /** Quick links, plain and sign language, social links above the bar (server HTML). */
  topbar: ReactNode;
  /** Logo and the guests' links of the bar (server HTML). */
  brand: ReactNode;
  /** The links below the main menu in the menu panel (server HTML). */
  extras: ReactNode;
}

/**
 * The town header's part that acts (spec points 2 and 4): search and menu toggles, which without
 * JavaScript are links to the search form and the menu and with it open overlays.
 */
function TownHeaderView({ path, mainMenu, topbar, brand, extras }: TownHeaderIslandProps) {
  const enhanced = useHydrated();
  const menuToggle = useRef<HTMLButtonElement>(null);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const onEscape = useCallback((closed: Overlay) => {
    const panel = document.getElementById(closed === 'menu' ? MENU_PANEL_ID : SEARCH_PANEL_ID);
    const active = document.activeElement;
    if (!active || active === document.body || panel?.contains(active)) (closed === 'menu' ? menuToggle : searchToggle).current?.focus();
  }, []);
  const { open, toggle, close } = useHeaderOverlay(path, onEscape);
  const pinned = usePinnedHeader(open !== null);

  useEffect(() => {
    if (open === 'search') searchInput.current?.focus();
  }, [open]);

  // Keyboard focus moving on to the page behind the overlay closes it (the page would be covered).
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !event.currentTarget.contains(next)) close();
  };

  const classes = ['town-header', pinned ? 'is-pinned' : 'is-unpinned', open ? `has-${open}` : ''].filter(Boolean).join(' ');
  return (
    <>
      <header className={classes} data-enhanced={enhanced ? 'true' : undefined} onBlur={onBlur}>
        {topbar}
        <div className="ms-container town-header__bar">
          {brand}
          <div className="town-header__tools">
            {enhanced ? (
              <button
                ref={searchToggle}
                type="button"
                className="town-header__tool"
                aria-expanded={open === 'search'}
                aria-controls={SEARCH_PANEL_ID}
                onClick={() => toggle('search')}
              >
                <Icon name={open === 'search' ? 'close' : 'search'} />
                <span className="town-header__tool-label">Suche</span>
              </button>
            ) : (
              <a className="town-header__tool" href={`#${SEARCH_PANEL_ID}`}>
                <Icon name="search" />
                <span className="town-header__tool-label">Suche</span>
              </a>
            )}
            {enhanced ? (
              <button
                ref={menuToggle}
                type="button"
                className="town-header__tool town-header__menu-toggle"
                aria-expanded={open === 'menu'}
                aria-controls={MENU_PANEL_ID}
                onClick={() => toggle('menu')}
              >
                <Icon name={open === 'menu' ? 'close' : 'menu'} />
                <span className="town-header__tool-label">Menü</span>
              </button>
            ) : (
              <a className="town-header__tool town-header__menu-toggle" href={`#${MENU_PANEL_ID}`}>
                <Icon name="menu" />
                <span className="town-header__tool-label">Menü</span>
              </a>
            )}
          </div>
        </div>
        <SearchOverlay id={SEARCH_PANEL_ID} hidden={enhanced && open !== 'search'} inputRef={searchInput} />
        <div id={MENU_PANEL_ID} className={`town-menu-panel${open === 'menu' ? ' is-open' : ''}`}>
          <MainMenu items={mainMenu} path={path} enhanced={enhanced} overlayOpen={open === 'menu'} onNavigate={close} />
          <div className="town-menu-panel__extras">{extras}</div>
        </div>
      </header>
      {open && <div className="town-overlay" aria-hidden="true" onClick={close} />}
    </>
  );
}

/**
 * The header is an island: the browser hydrates its toggles, overlays and main menu; the links
 * around them are slots of server HTML, so the island's code carries none of their icons.
 */
export default island('header', TownHeaderView);
