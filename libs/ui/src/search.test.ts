import { SUGGESTED_SEARCHES, searchHref } from './search';

describe('searchHref', () => {
  it('links a term to the search page, encoded', () => {
    expect(searchHref('Fachwerk & Altstadt')).toBe('/suche?q=Fachwerk%20%26%20Altstadt');
    expect(searchHref('Unterkünfte')).toBe('/suche?q=Unterk%C3%BCnfte');
  });

  it('trims the term and leads a blank one to the empty search page', () => {
    expect(searchHref('  Museen ')).toBe('/suche?q=Museen');
    expect(searchHref('  ')).toBe('/suche');
  });
});

describe('SUGGESTED_SEARCHES', () => {
  it('lists the twelve suggestions of the spec in order', () => {
    expect(SUGGESTED_SEARCHES).toEqual([
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
    ]);
  });
});
