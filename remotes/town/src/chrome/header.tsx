import type { MenuItem } from '@musterstadt/cms-client';
import { menuLinks } from '@musterstadt/shell-contract';
import HeaderIsland from './header-island';
import { AID_LINKS, GUEST_LINKS, IconLinkList, SocialLinks } from './links';

export { MENU_PANEL_ID, SEARCH_PANEL_ID } from './header-island';

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
export function TownHeader({ path, mainMenu, quickLinks }: TownHeaderProps) {
  return (
    <HeaderIsland
      path={path}
      mainMenu={mainMenu}
      topbar={
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
      }
      brand={
        <>
          <Logo isHome={path === '/'} />
          <IconLinkList links={GUEST_LINKS} className="town-header__guests" path={path} />
        </>
      }
      extras={
        <>
          <IconLinkList links={GUEST_LINKS} className="town-menu-panel__links" path={path} />
          <QuickLinks items={quickLinks} className="town-menu-panel__quick" />
          <IconLinkList links={AID_LINKS} className="town-menu-panel__links" path={path} />
          <SocialLinks className="town-social" />
        </>
      }
    />
  );
}
