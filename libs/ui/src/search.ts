/** Path of the site search page. */
export const SEARCH_PATH = '/suche';

/** 'Häufig gesucht:' – the suggested searches of spec point 2, in this order. */
export const SUGGESTED_SEARCHES = [
  'Stadtportrait',
  'Fachwerk & Altstadt',
  'BarfussPark',
  'Museen',
  'Verwaltung',
  'Wegweiser',
  'Kontakt',
  'Unterkünfte',
  'Mountainbiken',
  'Führungen',
  'Aktuelles',
  'Gastronomie',
] as const;

/** The search page for a term (`/suche?q=…`); a blank term leads to the empty search page. */
export function searchHref(term: string): string {
  const q = term.trim();
  return q ? `${SEARCH_PATH}?q=${encodeURIComponent(q)}` : SEARCH_PATH;
}
