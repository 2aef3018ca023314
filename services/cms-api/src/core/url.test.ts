import { HttpError } from './errors';
import { normalizeUrl, patternFor, substituteSlug } from './url';

function errorOf(fn: () => unknown): HttpError {
  try {
    fn();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

describe('normalizeUrl', () => {
  it.each([
    ['/', '/'],
    ['/aktuelles', '/aktuelles'],
    ['/aktuelles/', '/aktuelles'],
    ['/aktuelles?seite=2', '/aktuelles'],
    ['/aktuelles/?seite=2#liste', '/aktuelles'],
    ['/aktuelles#oben', '/aktuelles'],
    ['//aktuelles//meldung///', '/aktuelles/meldung'],
    ['///', '/'],
    ['/?x=1', '/'],
    ['/stra%C3%9Fe', '/straße'],
    ['/%61ktuelles', '/aktuelles'],
    ['/a%2Fb', '/a/b'],
    ['  /impressum  ', '/impressum'],
    ['/Gemeinderat', '/Gemeinderat'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeUrl(input)).toBe(expected);
  });

  it('turns decomposed umlauts into the composed form', () => {
    expect(normalizeUrl('/ga\u0308ste')).toBe('/g\u00e4ste');
  });

  it.each([undefined, '', '   '])('rejects a missing url (%j) with 400', (input) => {
    const error = errorOf(() => normalizeUrl(input));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('Der Parameter url fehlt.');
  });

  it.each(['aktuelles', 'https://example.org/aktuelles', '?seite=1', '#top', '%2Faktuelles'])('rejects %j (no leading slash) with 400', (input) => {
    const error = errorOf(() => normalizeUrl(input));
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/mit „\/“ beginnt/);
  });

  it('rejects broken percent-escapes and control characters with 400', () => {
    expect(errorOf(() => normalizeUrl('/%E0%A4%A')).statusCode).toBe(400);
    expect(errorOf(() => normalizeUrl('/a%00b')).message).toMatch(/unzulässige Zeichen/);
    expect(errorOf(() => normalizeUrl(`/${'a'.repeat(2001)}`)).message).toMatch(/zu lang/);
  });
});

describe('patternFor', () => {
  it('gives the parent pattern and the last segment', () => {
    expect(patternFor('/aktuelles/stadtfest')).toEqual({ pattern: '/aktuelles/:slug', slug: 'stadtfest' });
    expect(patternFor('/feuerwehr/feuerwehrmeldungen/brand')).toEqual({
      pattern: '/feuerwehr/feuerwehrmeldungen/:slug',
      slug: 'brand',
    });
    expect(patternFor('/impressum')).toEqual({ pattern: '/:slug', slug: 'impressum' });
  });

  it('has no pattern for the home page', () => {
    expect(patternFor('/')).toBeNull();
  });
});

describe('substituteSlug', () => {
  it('replaces {slug} in every string param and leaves the rest alone', () => {
    expect(substituteSlug({ bereich: 'stadt', slug: '{slug}', titel: 'a-{slug}-{slug}', pro_seite: 3, aktiv: true, leer: null }, 'fest')).toEqual({
      bereich: 'stadt',
      slug: 'fest',
      titel: 'a-fest-fest',
      pro_seite: 3,
      aktiv: true,
      leer: null,
    });
  });

  it('keeps a missing params object missing', () => {
    expect(substituteSlug(undefined, 'x')).toBeUndefined();
  });
});
