/** Theme rules of spec point 4. */

export const DEFAULT_PRODUCT = 'musterstadt';

export type ThemeName =
  | 'default'
  | 'feuerwehr'
  | 'barfusspark'
  | 'werkrealschule'
  | 'gymnasium'
  | 'grundschule-hallwangen'
  | `grundschule-${string}`
  | (string & {});

/** Theme derived from the first path segment, used when the page itself names none. */
export function themeFromPath(path: string, product: string = DEFAULT_PRODUCT): ThemeName {
  const segment = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean)[0] ?? '';
  switch (segment) {
    case 'werkrealschule':
      return 'werkrealschule';
    case `grundschule-${product}`:
      return `grundschule-${product}`;
    case 'grundschule-hallwangen':
      return 'grundschule-hallwangen';
    case 'gydo':
      return 'gymnasium';
    case 'feuerwehr':
      return 'feuerwehr';
    case 'barfusspark':
      return 'barfusspark';
    default:
      return 'default';
  }
}

/** pageTheme of the lookup when it names one, else the path's theme. */
export function resolveTheme(pageTheme: string | null | undefined, path: string, product?: string): ThemeName {
  const named = typeof pageTheme === 'string' ? pageTheme.trim() : '';
  return named || themeFromPath(path, product);
}
