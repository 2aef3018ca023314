import { normalizePath } from '@musterstadt/shell-contract';
import type { ReactNode } from 'react';

export interface ServiceLink {
  title: string;
  href: string;
}

export interface ServiceBarProps<L extends ServiceLink> {
  links: readonly L[];
  /** Path of the current page: its link is marked with aria-current. */
  path: string;
  /** Accessible name of the navigation landmark. */
  label: string;
  className?: string;
  /** Something to show before a link's title, e.g. a decorative icon. */
  icon?: (link: L) => ReactNode;
  /** Shown on wide screens only: on small ones the same links are in the header's menu panel. */
  wideOnly?: boolean;
}

/** The sub-site's bar of service links; its items wrap on narrow screens instead of being cut off. */
export function ServiceBar<L extends ServiceLink>({ links, path, label, className, icon, wideOnly }: ServiceBarProps<L>) {
  if (links.length === 0) return null;
  const here = normalizePath(path);
  return (
    <nav className={['ms-service-bar', wideOnly ? 'ms-service-bar--wide' : '', className].filter(Boolean).join(' ')} aria-label={label}>
      <div className="ms-container">
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-current={normalizePath(link.href) === here ? 'page' : undefined}>
                {icon?.(link)}
                {link.title}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
