import { DEFAULT_PRODUCT, resolveTheme, themeFromPath } from './theme';

describe('themeFromPath (spec point 4)', () => {
  it.each([
    ['/werkrealschule', 'werkrealschule'],
    ['/werkrealschule/wrs-aktuelles', 'werkrealschule'],
    ['/grundschule-musterstadt/schulnews/', 'grundschule-musterstadt'],
    ['/grundschule-hallwangen/gsh-aktuelles/', 'grundschule-hallwangen'],
    ['/gydo/berichte/', 'gymnasium'],
    ['/gydo', 'gymnasium'],
    ['/feuerwehr/einsaetze', 'feuerwehr'],
    ['/barfusspark/angebote-fuehrungen/', 'barfusspark'],
    ['/feuerwehr?seite=2', 'feuerwehr'],
    ['/gydo#anker', 'gymnasium'],
  ])('%s → %s', (path, theme) => {
    expect(themeFromPath(path)).toBe(theme);
  });

  it.each([
    '/',
    '',
    '/jugendhaus/x',
    '/feuerwehrx',
    '/x/feuerwehr',
    '/gymnasium',
    '/grundschule-aach/',
    '/suche?q=feuerwehr',
    '?q=gydo',
  ])('%s → default', (path) => {
    expect(themeFromPath(path)).toBe('default');
  });

  it('uses the musterstadt product by default', () => {
    expect(DEFAULT_PRODUCT).toBe('musterstadt');
    expect(themeFromPath('/grundschule-musterstadt/terminplan/', DEFAULT_PRODUCT)).toBe('grundschule-musterstadt');
  });

  it('follows another product slug for grundschule-{product}', () => {
    expect(themeFromPath('/grundschule-aach/gsd-downloads/', 'aach')).toBe('grundschule-aach');
    // With another product the musterstadt school is no longer a known sub-site.
    expect(themeFromPath('/grundschule-musterstadt/', 'aach')).toBe('default');
    // grundschule-hallwangen keeps its own theme regardless of product.
    expect(themeFromPath('/grundschule-hallwangen/', 'aach')).toBe('grundschule-hallwangen');
  });
});

describe('resolveTheme', () => {
  it('uses pageTheme when it is non-empty', () => {
    expect(resolveTheme('feuerwehr', '/')).toBe('feuerwehr');
    expect(resolveTheme('barfusspark', '/gydo/berichte/')).toBe('barfusspark');
    expect(resolveTheme('  gymnasium  ', '/')).toBe('gymnasium');
  });

  it.each([null, undefined, '', '   '])('falls back to the path for pageTheme %p', (pageTheme) => {
    expect(resolveTheme(pageTheme, '/gydo/jahrestermine/')).toBe('gymnasium');
    expect(resolveTheme(pageTheme, '/werkrealschule/')).toBe('werkrealschule');
    expect(resolveTheme(pageTheme, '/jugendhaus/angebote')).toBe('default');
    expect(resolveTheme(pageTheme, '/')).toBe('default');
  });

  it('passes the product on to the path rule', () => {
    expect(resolveTheme(null, '/grundschule-aach/', 'aach')).toBe('grundschule-aach');
    expect(resolveTheme('', '/grundschule-musterstadt/')).toBe('grundschule-musterstadt');
  });
});
