import type { MenuItem } from '@musterstadt/cms-client';
import { island, menuLinks } from '@musterstadt/shell-contract';
import { useCallback, useEffect, useRef, type FocusEvent } from 'react';
import { useHeaderOverlay, useHydrated, usePinnedHeader, type Overlay } from './hooks';
import { Icon } from './icons';
import { AID_LINKS, GUEST_LINKS, IconLinkList, SocialLinks } from './links';
import { MainMenu } from './main-menu';
import { SearchOverlay } from './search-overlay';

export const MENU_PANEL_ID = 'hauptmenue';
export const SEARCH_PANEL_ID = 'schnellsuche';

export function Logo({ isHome, variant = 'default' }: { isHome: boolean; variant?: 'default' | 'light' }) {
  const mark = (
    <>
      <svg className="town-logo__mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path d="M4 40 18 16l8 12 6-8 12 20z" fill="currentColor" />
        <path d="M14 40v-7l4-3 4 3v7z" fill="var(--town-logo-house, #fff)" />
        <circle cx="36" cy="10" r="5" fill="var(--ms-color-accent)" />
      </svg>
      <span className="town-logo__text">
        <span className="town-logo__name">Musterstadt</span>
        <span className="town-logo__claim">im Schwarzwald</span>
      </span>
    </>
  );
  const className = `town-logo town-logo--${variant}`;
  // On the home page the logo is not a link to itself.
  return isHome ? (
    <span className={className}>{mark}</span>
  ) : (
    <a className={className} href="/">
      {mark}
      <span className="ms-visually-hidden"> – zur Startseite</span>
    </a>
  );
}

function QuickLinks({ items, className }: { items: MenuItem[]; className: string }) {
  const links = menuLinks(items);
  if (links.length === 0) return null;
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.title}</a>
        </li>
      ))}
    </ul>
  );
}

export interface TownHeaderProps {
  path: string;
  mainMenu: MenuItem[];
  quickLinks: MenuItem[];
}

/**
 * The town header (spec point 2): quick links, plain and sign language, social links, logo, guest
 * links, search and menu toggles. Without JavaScript the toggles are links to the search form and the
 * menu; with it they open overlays (spec point 4).
 */
function TownHeaderView({ path, mainMenu, quickLinks }: TownHeaderProps) {
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
        <div className="town-topbar">
          <div className="ms-container town-topbar__inner">
            <nav aria-label="Schnellzugriff">
              <QuickLinks items={quickLinks} className="town-topbar__quick" />
            </nav>
            <div className="town-topbar__aside">
              <IconLinkList links={AID_LINKS} className="town-topbar__aids" path={path} />
              <SocialLinks className="town-social town-topbar__social" />
            </div>
          </div>
        </div>
        <div className="ms-container town-header__bar">
          <Logo isHome={path === '/'} />
          <IconLinkList links={GUEST_LINKS} className="town-header__guests" path={path} />
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
          <div className="town-menu-panel__extras">
            <IconLinkList links={GUEST_LINKS} className="town-menu-panel__links" path={path} />
            <QuickLinks items={quickLinks} className="town-menu-panel__quick" />
            <IconLinkList links={AID_LINKS} className="town-menu-panel__links" path={path} />
            <SocialLinks className="town-social" />
          </div>
        </div>
      </header>
      {open && <div className="town-overlay" aria-hidden="true" onClick={close} />}
    </>
  );
}

/** The header is an island: the browser hydrates it (menus, overlays) and nothing else of the frame. */
export const TownHeader = island('header', TownHeaderView);

export default TownHeader;
