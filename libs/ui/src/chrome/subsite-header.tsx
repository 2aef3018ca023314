import { DISCLOSURE_ATTRIBUTE, menuLinks, normalizePath } from '@musterstadt/shell-contract';
import type { ReactNode } from 'react';
import { MenuNav } from '../components/menu-nav';
import { SEARCH_PATH, searchHref } from '../search';
import { SubsiteLogo, type SubsiteLogoProps } from './logo-link';
import type { ServiceLink } from './service-bar';

interface SubsiteMenu {
  items: readonly { title: string; href?: string | null }[];
  /** Accessible name of the menu's navigation landmark. */
  label: string;
}

interface SubsiteSearch {
  /** Text of the search button, e.g. 'Suche' or the park's 'Schnell gefunden'. */
  label?: string;
  /** Heading of the opened search panel. */
  heading?: string;
  /** Where the GET form goes (`q` carries the term): the town's search unless the sub-site has its own. */
  action?: string;
  /** Suggested searches under 'Häufig gesucht:'. */
  suggestions?: readonly string[];
}

export interface SubsiteHeaderProps {
  /** The sub-site's logo: mark, name lines and the hidden text of its link to the start page. */
  logo: Omit<SubsiteLogoProps, 'home' | 'path'>;
  /** What stands beside the logo: emergency number, opening hours, session. */
  aside?: ReactNode;
  menu: SubsiteMenu;
  /** The service links: on small screens they follow the menu in its panel (each link once). */
  service?: { links: readonly ServiceLink[]; label: string };
  /** The search; the town's search by default. */
  search?: SubsiteSearch | false;
  /** Path of the current page and the sub-site's start page (for the menu's current marks). */
  path: string;
  home: string;
  /** A bar above the logo row, inside the header (the schools' service links); shown on wide screens. */
  top?: ReactNode;
  /** Class of the sub-site's header (its own look). */
  className?: string;
}

/** Both panels of the header share a name: opening one closes the other (exclusive `details`). */
const TOOLS = 'ms-subsite-tools';
const disclosure = { [DISCLOSURE_ATTRIBUTE]: '', name: TOOLS };

function ToolIcon({ name }: { name: 'search' | 'menu' }) {
  return (
    <svg className="ms-subsite-tool__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {name === 'search' ? (
        <>
          <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="m15 15 6 6" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </>
      ) : (
        <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** The search panel: a GET form (works without JavaScript) with the suggested searches, if any. */
function SearchPanel({ search }: { search: SubsiteSearch }) {
  const label = search.label ?? 'Suche';
  return (
    <details className="ms-subsite-search" {...disclosure}>
      <summary className="ms-subsite-tool">
        <ToolIcon name="search" />
        <span className="ms-subsite-tool__label">{label}</span>
      </summary>
      <div className="ms-subsite-search__panel">
        <div className="ms-container">
          <h2 className="ms-subsite-search__title">{search.heading ?? 'Website durchsuchen'}</h2>
          <form action={search.action ?? SEARCH_PATH} method="get" role="search" className="ms-subsite-search__form">
            <label htmlFor="ms-subsite-q">Suche</label>
            <input id="ms-subsite-q" type="search" name="q" autoComplete="off" />
            <button type="submit" className="ms-button">
              Suchen
            </button>
          </form>
          {search.suggestions && search.suggestions.length > 0 && (
            <>
              <p className="ms-subsite-search__hint">Häufig gesucht:</p>
              <ul className="ms-subsite-search__suggestions">
                {search.suggestions.map((term) => (
                  <li key={term}>
                    <a href={searchHref(term)}>{term}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </details>
  );
}

/**
 * Header of a sub-site. On small screens it is compact: the logo with buttons for search and menu;
 * the menu's panel holds the main menu and the service links (each link once). On wide screens the
 * menu is a band under the logo row. Both buttons are `details` disclosures: they work without
 * JavaScript, and the shell's page script lets Escape close them and puts the focus in the search.
 */
export function SubsiteHeader({ logo, aside, menu, service, search = {}, path, home, top, className }: SubsiteHeaderProps) {
  const inMenu = new Set(menuLinks(menu.items).map((link) => normalizePath(link.href)));
  const more = (service?.links ?? []).filter((link) => !inMenu.has(normalizePath(link.href)));
  return (
    <header className={['ms-subsite-header', search ? 'ms-subsite-header--search' : '', className].filter(Boolean).join(' ')}>
      {top && <div className="ms-subsite-header__top">{top}</div>}
      <div className="ms-subsite-header__main">
        <div className="ms-container ms-subsite-header__bar">
          <SubsiteLogo home={home} path={path} {...logo} />
          {aside && <div className="ms-subsite-header__aside">{aside}</div>}
        </div>
        {search && <SearchPanel search={search} />}
        <details className="ms-subsite-nav" {...disclosure}>
          <summary className="ms-subsite-tool">
            <ToolIcon name="menu" />
            <span className="ms-subsite-tool__label">Menü</span>
          </summary>
          <div className="ms-subsite-header__nav">
            <div className="ms-container">
              <MenuNav items={menu.items} path={path} label={menu.label} className="ms-subsite-menu" activeClassName="ms-subsite-menu__active" root={home} />
              {service && more.length > 0 && (
                <nav className="ms-subsite-menu ms-subsite-menu--service" aria-label={`${service.label} im Menü`}>
                  <ul>
                    {more.map((link) => (
                      <li key={link.href}>
                        <a href={link.href} aria-current={normalizePath(link.href) === normalizePath(path) ? 'page' : undefined}>
                          {link.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
            </div>
          </div>
        </details>
      </div>
    </header>
  );
}
