import type { MenuItem } from '@musterstadt/cms-client';
import { isActivePath, safeHref } from '@musterstadt/shell-contract';

function containsPath(item: MenuItem, path: string): boolean {
  return isActivePath(item.href, path) || (item.menuItems ?? []).some((child) => containsPath(child, path));
}

function MenuLinks({ items, path }: { items: MenuItem[]; path: string }) {
  return (
    <ul>
      {items.map((item) => {
        const href = safeHref(item.href);
        const children = item.menuItems ?? [];
        return (
          <li key={item.title}>
            {children.length > 0 ? (
              <details open={containsPath(item, path) || undefined}>
                <summary>{item.title}</summary>
                <ul>
                  {href && (
                    <li>
                      <a href={href}>Übersicht {item.title}</a>
                    </li>
                  )}
                  {children.map((child) => {
                    const childHref = safeHref(child.href);
                    const grandChildren = child.menuItems ?? [];
                    return (
                      <li key={child.title}>
                        {childHref ? (
                          <a href={childHref} aria-current={isActivePath(childHref, path) && childHref.replace(/\/$/, '') === path.replace(/\/$/, '') ? 'page' : undefined}>
                            {child.title}
                          </a>
                        ) : (
                          <span className="town-menu__group">{child.title}</span>
                        )}
                        {grandChildren.length > 0 && <MenuLinks items={grandChildren} path={path} />}
                      </li>
                    );
                  })}
                </ul>
              </details>
            ) : href ? (
              <a href={href}>{item.title}</a>
            ) : (
              <span>{item.title}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The nested main menu as plain links (works without JavaScript). */
export function MainMenu({ items, path }: { items: MenuItem[]; path: string }) {
  if (items.length === 0) return null;
  return (
    <nav className="town-menu" aria-label="Hauptmenü" id="hauptmenue">
      <MenuLinks items={items} path={path} />
    </nav>
  );
}
