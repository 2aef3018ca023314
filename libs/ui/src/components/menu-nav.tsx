import { isActivePath, menuLinks, normalizePath } from '@musterstadt/shell-contract';

export interface MenuNavProps {
  items: readonly { title: string; href?: string | null }[];
  /** Path of the current page. */
  path: string;
  /** Accessible name of the navigation landmark. */
  label: string;
  className: string;
  /** Class of a link whose section contains the current page. */
  activeClassName: string;
  /** Start page of the site: its link never counts as containing the current page. */
  root?: string;
}

/**
 * A navigation of menu links (safe targets only): the current page is marked with aria-current, the
 * link of the section that contains it with `activeClassName`. Renders nothing for an empty menu.
 */
export function MenuNav({ items, path, label, className, activeClassName, root = '/' }: MenuNavProps) {
  const links = menuLinks(items);
  if (links.length === 0) return null;
  const here = normalizePath(path);
  return (
    <nav className={className} aria-label={label}>
      <ul>
        {links.map(({ title, href }) => {
          const target = normalizePath(href);
          const current = target === here;
          const inside = !current && target !== normalizePath(root) && isActivePath(href, path);
          return (
            <li key={`${title}-${href}`}>
              <a href={href} aria-current={current ? 'page' : undefined} className={inside ? activeClassName : undefined}>
                {title}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
