import type { MenuItem } from '@musterstadt/cms-client';
import { isActivePath, normalizePath, safeHref } from '@musterstadt/shell-contract';
import { CURRENT_ATTRIBUTE, MENU_ATTRIBUTE, SUBMENU_ATTRIBUTE } from '@musterstadt/ui/enhance';
import { HeaderIcon as Icon } from './tool-icons';

/** Label of a submenu toggle (spec point 2). */
export function submenuLabel(title: string, count: number): string {
  return `Menüpunkt ${title} öffnet eine Liste mit ${count} Unterpunkten`;
}

/** True when the item or one of its descendants links to the current page or an ancestor of it. */
export function containsPath(item: MenuItem, path: string): boolean {
  return isActivePath(item.href, path) || (item.menuItems ?? []).some((child) => containsPath(child, path));
}

function isCurrentPage(href: string, path: string): boolean {
  return normalizePath(href) === normalizePath(path);
}

function SubLinks({ items, path }: { items: MenuItem[]; path: string }) {
  return (
    <ul className="town-menu__sub">
      {items.map((child) => {
        const href = safeHref(child.href);
        const grandChildren = child.menuItems ?? [];
        return (
          <li key={child.title} className={grandChildren.length > 0 ? 'town-menu__group' : undefined}>
            {href ? (
              <a href={href} aria-current={isCurrentPage(href, path) ? 'page' : undefined} className={containsPath(child, path) ? 'is-current' : undefined}>
                {child.title}
              </a>
            ) : (
              <span className="town-menu__group-title">{child.title}</span>
            )}
            {grandChildren.length > 0 && <SubLinks items={grandChildren} path={path} />}
          </li>
        );
      })}
    </ul>
  );
}

/** The submenu of an item: an overview entry for the item's own page (its title is the toggle), then its children. */
function Submenu({ item, path }: { item: MenuItem; path: string }) {
  const href = safeHref(item.href);
  return (
    <>
      {href && (
        <p className="town-menu__overview">
          <a href={href} aria-current={isCurrentPage(href, path) ? 'page' : undefined}>
            Übersicht {item.title}
            <Icon name="arrowRight" size={18} />
          </a>
        </p>
      )}
      <SubLinks items={item.menuItems ?? []} path={path} />
    </>
  );
}

export interface MainMenuProps {
  items: MenuItem[];
  path: string;
}

/**
 * The nested main menu (spec point 2) as server HTML: each item with a submenu is a `<details>`
 * (the current page's open), which the page script turns into a toggle button labelled 'Menüpunkt
 * {title} öffnet eine Liste mit {n} Unterpunkten' and a panel, one open at a time.
 */
export function MainMenu({ items, path }: MainMenuProps) {
  if (items.length === 0) return null;
  return (
    <nav className="town-menu" aria-label="Hauptmenü" {...{ [MENU_ATTRIBUTE]: '' }}>
      <ul className="town-menu__list">
        {items.map((item, index) => {
          const children = item.menuItems ?? [];
          const href = safeHref(item.href);
          const isCurrent = containsPath(item, path);
          if (children.length === 0) {
            return (
              <li key={item.title} className={`town-menu__item${isCurrent ? ' is-current' : ''}`}>
                {href ? (
                  <a className="town-menu__link" href={href} aria-current={isCurrentPage(href, path) ? 'page' : undefined}>
                    {item.title}
                  </a>
                ) : (
                  <span className="town-menu__link">{item.title}</span>
                )}
              </li>
            );
          }
          const marks = { [SUBMENU_ATTRIBUTE]: submenuLabel(item.title, children.length), ...(isCurrent ? { [CURRENT_ATTRIBUTE]: '' } : {}) };
          return (
            <li key={item.title} className={`town-menu__item${isCurrent ? ' is-current' : ''}`}>
              <details open={isCurrent || undefined} {...marks}>
                <summary className="town-menu__toggle">
                  {item.title}
                  <Icon name="chevron" size={18} className="town-menu__chevron" />
                </summary>
                <div id={`town-submenu-${index}`} className="town-menu__panel">
                  <Submenu item={item} path={path} />
                </div>
              </details>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
