import { resolveTheme, themeFromPath, type ThemeRules } from './theme';

// The rules the remotes declare for the musterstadt product (see their defineRemote `themes`).
const rules: ThemeRules = {
  werkrealschule: 'werkrealschule',
  'grundschule-musterstadt': 'grundschule-musterstadt',
  'grundschule-hallwangen': 'grundschule-hallwangen',
  gydo: 'gymnasium',
  feuerwehr: 'feuerwehr',
  barfusspark: 'barfusspark',
};

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
    expect(themeFromPath(path, rules)).toBe(theme);
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
    '/constructor/',
    '/hasOwnProperty',
  ])('%s → default', (path) => {
    expect(themeFromPath(path, rules)).toBe('default');
  });

  it('knows no sub-site without rules', () => {
    expect(themeFromPath('/feuerwehr/')).toBe('default');
    expect(themeFromPath('/gydo/', {})).toBe('default');
  });
});

describe('resolveTheme', () => {
  it('uses pageTheme when it is non-empty', () => {
    expect(resolveTheme('feuerwehr', '/', rules)).toBe('feuerwehr');
    expect(resolveTheme('barfusspark', '/gydo/berichte/', rules)).toBe('barfusspark');
    expect(resolveTheme('  gymnasium  ', '/')).toBe('gymnasium');
  });

  it.each([null, undefined, '', '   '])('falls back to the path for pageTheme %p', (pageTheme) => {
    expect(resolveTheme(pageTheme, '/gydo/jahrestermine/', rules)).toBe('gymnasium');
    expect(resolveTheme(pageTheme, '/werkrealschule/', rules)).toBe('werkrealschule');
    expect(resolveTheme(pageTheme, '/jugendhaus/angebote', rules)).toBe('default');
    expect(resolveTheme(pageTheme, '/', rules)).toBe('default');
  });
});
