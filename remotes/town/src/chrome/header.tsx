import type { MenuItem } from '@musterstadt/cms-client';
import { menuLinks } from '@musterstadt/shell-contract';
import { CLOSE_ABOVE_ATTRIBUTE, OVERLAY_ATTRIBUTE, PIN_ATTRIBUTE, TOGGLE_ATTRIBUTE, TOGGLES_ATTRIBUTE } from '@musterstadt/ui/enhance';
import { AID_LINKS, GUEST_LINKS, IconLinkList, SocialLinks } from './links';
import { MainMenu } from './main-menu';
import { SearchOverlay } from './search-overlay';
import { HeaderIcon as Icon, type ToolIconName } from './tool-icons';

export const MENU_PANEL_ID = 'hauptmenue';
export const SEARCH_PANEL_ID = 'schnellsuche';
/** Above this width the main menu is a bar in the header and its overlay closes (spec point 9). */
export const DESKTOP_ABOVE_PX = 1024;

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

/** A toggle of the header: a link to its panel without JavaScript, a button opening it as an overlay with it. */
function Toggle({
  name,
  panel,
  icon,
  label,
  className,
  closeAbove,
}: {
  name: string;
  panel: string;
  icon: ToolIconName;
  label: string;
  className?: string;
  closeAbove?: number;
}) {
  const marks = { [TOGGLE_ATTRIBUTE]: name, ...(closeAbove ? { [CLOSE_ABOVE_ATTRIBUTE]: String(closeAbove) } : {}) };
  return (
    <a className={['town-header__tool', className].filter(Boolean).join(' ')} href={`#${panel}`} {...marks}>
      <Icon name={icon} className="town-header__icon-closed" />
      <Icon name="close" className="town-header__icon-open" />
      <span className="town-header__tool-label">{label}</span>
    </a>
  );
}

/**
 * The town header (spec points 2 and 4): quick links, plain and sign language, social links, logo,
 * guest links, search and menu toggles, as server HTML. Without JavaScript the toggles are links to
 * the search form and the menu; the shell's page script turns them into buttons that open overlays
 * (one at a time, scrolling locked, Escape closes, the menu closes above 1024 px) and pins the header.
 */
export function TownHeader({ path, mainMenu, quickLinks }: TownHeaderProps) {
  const marks = { [TOGGLES_ATTRIBUTE]: '', [PIN_ATTRIBUTE]: '', [OVERLAY_ATTRIBUTE]: 'town-overlay' };
  return (
    <header className="town-header is-pinned" {...marks}>
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
          <Toggle name="search" panel={SEARCH_PANEL_ID} icon="search" label="Suche" />
          <Toggle name="menu" panel={MENU_PANEL_ID} icon="menu" label="Menü" className="town-header__menu-toggle" closeAbove={DESKTOP_ABOVE_PX} />
        </div>
      </div>
      <SearchOverlay id={SEARCH_PANEL_ID} />
      <div id={MENU_PANEL_ID} className="town-menu-panel">
        <MainMenu items={mainMenu} path={path} />
        <div className="town-menu-panel__extras">
          <IconLinkList links={GUEST_LINKS} className="town-menu-panel__links" path={path} />
          <QuickLinks items={quickLinks} className="town-menu-panel__quick" />
          <IconLinkList links={AID_LINKS} className="town-menu-panel__links" path={path} />
          <SocialLinks className="town-social" />
        </div>
      </div>
    </header>
  );
}
