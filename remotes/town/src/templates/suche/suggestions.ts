/** 'Häufig gesucht:' – the suggested searches of the spec (search overlay), in this order. */
export const SUGGESTIONS = [
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

/** The search page for a term: /suche?q=… */
export function searchHref(term: string): string {
  const q = term.trim();
  return q ? `/suche?q=${encodeURIComponent(q)}` : '/suche';
}
