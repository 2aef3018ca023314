/** Theme rules of spec point 4. */

/** The town's slug in school and sign-up paths ({product} in the spec) when none is configured. */
export const DEFAULT_PRODUCT = 'musterstadt';

export type ThemeName = 'default' | (string & {});

/**
 * First path segment → theme. The shell builds it from what the remotes declare (`themes` in
 * `defineRemote`), so no sub-site slug lives here.
 */
export type ThemeRules = Readonly<Record<string, string>>;

/** Theme derived from the first path segment, used when the page itself names none. */
export function themeFromPath(path: string, rules: ThemeRules = {}): ThemeName {
  const segment = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean)[0] ?? '';
  return (segment && Object.hasOwn(rules, segment) ? rules[segment] : undefined) ?? 'default';
}

/** pageTheme of the lookup when it names one, else the path's theme. */
export function resolveTheme(pageTheme: string | null | undefined, path: string, rules?: ThemeRules): ThemeName {
  const named = typeof pageTheme === 'string' ? pageTheme.trim() : '';
  return named || themeFromPath(path, rules);
}
