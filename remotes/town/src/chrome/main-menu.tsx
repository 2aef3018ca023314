import type { MenuItem } from '@musterstadt/cms-client';
import { isActivePath, normalizePath, safeHref } from '@musterstadt/shell-contract';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
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
  /** After hydration: submenus open with buttons; before (and without JavaScript) with <details>. */
  enhanced: boolean;
  /** The menu overlay (below desktop width) is open: the submenu of the current page opens. */
  overlayOpen: boolean;
  /** A link in the menu was chosen. */
  onNavigate?: () => void;
}

/** The nested main menu (spec point 2): one toggle per item with a submenu; plain links without JavaScript. */
export function MainMenu({ items, path, enhanced, overlayOpen, onNavigate }: MainMenuProps) {
  // undefined: follow the current page (open in the overlay); null: all closed; else the open item.
  const [expanded, setExpanded] = useState<string | null | undefined>(undefined);
  const [shown, setShown] = useState({ path, overlayOpen });
  if (shown.path !== path || shown.overlayOpen !== overlayOpen) {
    setShown({ path, overlayOpen });
    setExpanded(undefined);
  }
  const nav = useRef<HTMLElement>(null);
  const current = items.find((item) => (item.menuItems ?? []).length > 0 && containsPath(item, path))?.title ?? null;
  const open = expanded === undefined ? (overlayOpen ? current : null) : expanded;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setExpanded(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (items.length === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    const toggle = nav.current?.querySelector<HTMLButtonElement>('.town-menu__item.is-open > .town-menu__toggle');
    setExpanded(null);
    if (!overlayOpen) toggle?.focus();
  };
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a[href]')) {
      setExpanded(null);
      onNavigate?.();
    }
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    // On desktop a submenu closes when keyboard focus leaves the menu.
    if (!overlayOpen && open && !nav.current?.contains(event.relatedTarget as Node | null)) setExpanded(null);
  };

  return (
    <nav ref={nav} className={`town-menu${enhanced ? ' is-enhanced' : ''}`} aria-label="Hauptmenü" onKeyDown={onKeyDown} onClick={onClick} onBlur={onBlur}>
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
          const id = `town-submenu-${index}`;
          const isOpen = open === item.title;
          return (
            <li key={item.title} className={`town-menu__item${isCurrent ? ' is-current' : ''}${isOpen ? ' is-open' : ''}`}>
              {enhanced ? (
                <>
                  <button
                    type="button"
                    className="town-menu__toggle"
                    aria-expanded={isOpen}
                    aria-controls={id}
                    aria-label={submenuLabel(item.title, children.length)}
                    onClick={() => setExpanded(isOpen ? null : item.title)}
                  >
                    {item.title}
                    <Icon name="chevron" size={18} className="town-menu__chevron" />
                  </button>
                  <div id={id} className="town-menu__panel" hidden={!isOpen}>
                    <Submenu item={item} path={path} />
                  </div>
                </>
              ) : (
                <details open={isCurrent || undefined}>
                  <summary className="town-menu__toggle">
                    {item.title}
                    <Icon name="chevron" size={18} className="town-menu__chevron" />
                  </summary>
                  <div className="town-menu__panel">
                    <Submenu item={item} path={path} />
                  </div>
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
