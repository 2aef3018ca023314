import type { Breadcrumb as Crumb } from '@musterstadt/cms-client';

export interface BreadcrumbProps {
  items: Crumb[];
}

/** Breadcrumb trail; the last entry is the current page. */
export function Breadcrumb({ items }: BreadcrumbProps) {
  if (items.length === 0) return null;
  return (
    <nav className="ms-breadcrumb" aria-label="Brotkrumennavigation">
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.title}`}>
              {last || !item.url ? <span aria-current={last ? 'page' : undefined}>{item.title}</span> : <a href={item.url}>{item.title}</a>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
