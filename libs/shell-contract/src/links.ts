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

/** True when `path` is `area` itself or a path below it ('/ratsinfo' holds '/ratsinfo/sitzungen', not '/ratsinfox'). */
export function isInArea(area: string, path: string): boolean {
  return path === area || path.startsWith(area.endsWith('/') ? area : `${area}/`);
}

const WAY_BACK_BASE = 'http://site.invalid';
/** Characters a way back never holds, in any layer of escaping: a backslash (browsers read it as a slash), controls. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const NEVER_IN_WAY_BACK = /[\\\u0000-\u001f\u007f]/;

/**
 * The way back after a login or a password change (`ziel`): a same-site path inside `area`, or null.
 * The address is resolved before it is judged, as a browser resolves it (dot segments, percent-escapes),
 * so '/ratsinfo/..//evil.example/phish', '/\\evil.example', '/ratsinfo/%2e%2e//evil.example' and encoded
 * slashes or dot segments ('/ratsinfo%2F..%2F..%2Fintranet') never lead anywhere else. The one rule of
 * the shell (its answers' `weiter` and redirects) and of the pages that pass a `ziel` on.
 */
export function wayBack(raw: unknown, area: string): string | null {
  if (typeof raw !== 'string' || raw.length > 2000 || !raw.startsWith('/') || raw.startsWith('//')) return null;
  if (NEVER_IN_WAY_BACK.test(raw) || /\s/.test(raw)) return null;
  let url: URL;
  let decoded: string;
  try {
    url = new URL(raw, WAY_BACK_BASE);
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (url.origin !== WAY_BACK_BASE || NEVER_IN_WAY_BACK.test(decoded)) return null;
  // What an encoded slash or dot would turn into once a server decodes the path.
  if (/\/\/|\/\.\.?(?:\/|$)/.test(decoded) || !isInArea(area, decoded)) return null;
  return `${url.pathname}${url.search}`;
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
