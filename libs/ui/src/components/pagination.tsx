import type { Pagination as PaginationState } from '@musterstadt/cms-client';

export interface PaginationProps {
  pagination: PaginationState;
  path: string;
  search: string;
  label?: string;
}

function pageHref(path: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('seite');
  else params.set('seite', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Page numbers to show: first, last, and the current page's neighbours, with gaps as null. */
function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  let previous = 0;
  for (const n of sorted) {
    if (previous > 0 && n - previous > 1) result.push(null);
    result.push(n);
    previous = n;
  }
  return result;
}

/** Links to the pages of a list, as plain links that work without JavaScript. */
export function Pagination({ pagination, path, search, label = 'Seitennavigation' }: PaginationProps) {
  const { page, pages } = pagination;
  if (pages <= 1) return null;
  return (
    <nav className="ms-pagination" aria-label={label}>
      <ul>
        {page > 1 && (
          <li>
            <a href={pageHref(path, search, page - 1)} rel="prev">
              <span aria-hidden="true">‹</span> Zurück<span className="ms-visually-hidden"> zur vorherigen Seite</span>
            </a>
          </li>
        )}
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              <span>…</span>
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page">
                  <span className="ms-visually-hidden">Seite </span>
                  {n}
                </span>
              ) : (
                <a href={pageHref(path, search, n)}>
                  <span className="ms-visually-hidden">Seite </span>
                  {n}
                </a>
              )}
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <a href={pageHref(path, search, page + 1)} rel="next">
              Weiter<span className="ms-visually-hidden"> zur nächsten Seite</span> <span aria-hidden="true">›</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
