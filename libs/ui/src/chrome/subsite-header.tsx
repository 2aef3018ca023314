import type { ReactNode } from 'react';
import { MenuNav } from '../components/menu-nav';
import { SubsiteLogo, type SubsiteLogoProps } from './logo-link';

interface SubsiteMenu {
  items: readonly { title: string; href?: string | null }[];
  /** Accessible name of the menu's navigation landmark. */
  label: string;
}

export interface SubsiteHeaderProps {
  /** The sub-site's logo: mark, name lines and the hidden text of its link to the start page. */
  logo: Omit<SubsiteLogoProps, 'home' | 'path'>;
  /** What stands beside the logo: emergency number, opening hours, a search toggle. */
  aside?: ReactNode;
  menu: SubsiteMenu;
  /** Path of the current page and the sub-site's start page (for the menu's current marks). */
  path: string;
  home: string;
  /** A bar above the logo row, inside the header (the schools' service links). */
  top?: ReactNode;
  /** Class of the sub-site's header (its own look). */
  className?: string;
}

/**
 * Header of a sub-site: logo row and main menu on a band. Menu items wrap on narrow screens, so every
 * item stays visible and whole at 375 px without JavaScript.
 */
export function SubsiteHeader({ logo, aside, menu, path, home, top, className }: SubsiteHeaderProps) {
  return (
    <header className={['ms-subsite-header', className].filter(Boolean).join(' ')}>
      {top}
      <div className="ms-container ms-subsite-header__bar">
        <SubsiteLogo home={home} path={path} {...logo} />
        {aside}
      </div>
      <div className="ms-subsite-header__nav">
        <div className="ms-container">
          <MenuNav items={menu.items} path={path} label={menu.label} className="ms-subsite-menu" activeClassName="ms-subsite-menu__active" root={home} />
        </div>
      </div>
    </header>
  );
}
