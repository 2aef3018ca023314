/** Link helpers: remotes link to each other's pages by URL, never by import. */

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** True for a same-site path the shell can navigate to without a reload. */
export function isInternalPath(href: string | null | undefined): href is string {
  return typeof href === 'string' && href.startsWith('/') && !href.startsWith('//');
}

/** A link target from content, or null when it is not safe to render (javascript:, data:, ...). */
export function safeHref(href: string | null | undefined): string | null {
  if (!href) return null;
  const trimmed: string = href.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  if (trimmed.startsWith('#') || trimmed.startsWith('?')) return trimmed;
  try {
    return SAFE_PROTOCOLS.has(new URL(trimmed).protocol) ? trimmed : null;
  } catch {
    return null;
  }
}

/** Path without trailing slash (except '/'), for comparing the current page with menu links. */
export function normalizePath(path: string): string {
  const clean = path.split(/[?#]/)[0] || '/';
  return clean.length > 1 ? clean.replace(/\/+$/, '') || '/' : '/';
}

/** True when `href` is the current page or one of its ancestors. */
export function isActivePath(href: string | null | undefined, currentPath: string): boolean {
  if (!isInternalPath(href)) return false;
  const target = normalizePath(href);
  const current = normalizePath(currentPath);
  if (target === '/') return current === '/';
  return current === target || current.startsWith(`${target}/`);
}

/** Link to a page with a changed query parameter (pagination). */
export function withQuery(path: string, search: string, name: string, value: string | number | null): string {
  const params = new URLSearchParams(search);
  if (value === null || value === '' || (name === 'seite' && String(value) === '1')) params.delete(name);
  else params.set(name, String(value));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The links of a CMS menu that may be rendered: items without a safe target are left out. */
export function menuLinks(items: readonly { title: string; href?: string | null }[] | undefined): { title: string; href: string }[] {
  return (items ?? []).flatMap((item) => {
    const href = safeHref(item.href);
    return href ? [{ title: item.title, href }] : [];
  });
}
