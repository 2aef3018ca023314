import { isActivePath, isInArea, isInternalPath, menuLinks, normalizePath, safeHref, wayBack } from './links';

describe('links', () => {
  it('tells internal paths from others', () => {
    expect(isInternalPath('/feuerwehr/')).toBe(true);
    expect(isInternalPath('//evil.example/')).toBe(false);
    expect(isInternalPath('https://example.org')).toBe(false);
  });

  it('lets only safe targets through', () => {
    expect(safeHref('/aktuelles')).toBe('/aktuelles');
    expect(safeHref('https://www.schwarzwald.de')).toBe('https://www.schwarzwald.de');
    expect(safeHref('mailto:info@musterstadt.de')).toBe('mailto:info@musterstadt.de');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' JAVASCRIPT:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<script>')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref(null)).toBeNull();
  });

  it('compares paths with and without a trailing slash', () => {
    expect(normalizePath('/feuerwehr/')).toBe('/feuerwehr');
    expect(normalizePath('/')).toBe('/');
    expect(isActivePath('/feuerwehr', '/feuerwehr/einsaetze/')).toBe(true);
    expect(isActivePath('/feuerwehr/', '/feuerwehrhaus')).toBe(false);
    expect(isActivePath('/', '/aktuelles')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
  });
});

describe('menuLinks', () => {
  it('keeps the items with a safe target and drops the others', () => {
    expect(
      menuLinks([
        { title: 'Aktuelles', href: '/aktuelles' },
        { title: 'Überschrift', href: null },
        { title: 'Böse', href: 'javascript:alert(1)' },
        { title: 'Landesportal', href: 'https://www.baden-wuerttemberg.de/' },
      ]),
    ).toEqual([
      { title: 'Aktuelles', href: '/aktuelles' },
      { title: 'Landesportal', href: 'https://www.baden-wuerttemberg.de/' },
    ]);
    expect(menuLinks(undefined)).toEqual([]);
  });

  it('takes an area itself and paths below it, not paths that only start alike', () => {
    expect(isInArea('/verein', '/verein')).toBe(true);
    expect(isInArea('/verein', '/verein/intern/1')).toBe(true);
    expect(isInArea('/verein', '/vereine')).toBe(false);
  });
});

describe('the way back after login (ziel)', () => {
  it('keeps a path inside the area with its query, resolved as the browser resolves it', () => {
    expect(wayBack('/ratsinfo', '/ratsinfo')).toBe('/ratsinfo');
    expect(wayBack('/ratsinfo/sitzungen/12?tab=dateien', '/ratsinfo')).toBe('/ratsinfo/sitzungen/12?tab=dateien');
    expect(wayBack('/ratsinfo/sitzungen/../vorlagen', '/ratsinfo')).toBe('/ratsinfo/vorlagen');
    expect(wayBack('/ratsinfo/a%2Fb', '/ratsinfo')).toBe('/ratsinfo/a%2Fb');
    expect(wayBack('/ratsinf%6F/sitzungen', '/ratsinfo')).toBe('/ratsinf%6F/sitzungen');
    expect(wayBack('/ratsinfo/./x/%2e', '/ratsinfo')).toBe('/ratsinfo/x/');
    // A doubly escaped slash stays a name: a server decodes a path once.
    expect(wayBack('/ratsinfo/%252F..', '/ratsinfo')).toBe('/ratsinfo/%252F..');
  });

  it.each([
    '/ratsinfo/..//evil.example/phish',
    '/ratsinfo/%2e%2e//evil.example/phish',
    '/ratsinfo/%2E%2E/%2Fevil.example',
    '/ratsinfo%2F..%2F..%2Fintranet',
    '/ratsinfo/%2F%2Fevil.example',
    '/ratsinfo/..%2F..%2Fevil',
    '//evil.example/ratsinfo',
    '/\\evil.example/ratsinfo',
    '/ratsinfo/\\evil',
    '/ratsinfo/%5Cevil',
    '/ratsinfo/%0d%0aSet-Cookie:x=1',
    '/ratsinfo/\nx',
    '/ratsinfo/ x',
    '/ratsinfo/%',
    'https://evil.example/ratsinfo',
    'javascript:alert(1)',
    'ratsinfo',
    '/ratsinfox',
    '/intranet',
    '',
  ])('refuses %j for the area /ratsinfo', (raw) => {
    expect(wayBack(raw, '/ratsinfo')).toBeNull();
  });

  it('refuses what is no string or too long, and never answers an address that leaves the site, even for the area /', () => {
    expect(wayBack(undefined, '/ratsinfo')).toBeNull();
    expect(wayBack(['/ratsinfo'], '/ratsinfo')).toBeNull();
    expect(wayBack(`/ratsinfo/${'a'.repeat(2000)}`, '/ratsinfo')).toBeNull();
    for (const raw of ['/..//evil.example', '//evil.example', '/%2F/evil.example', '/.//evil.example', '/\\evil.example']) expect(wayBack(raw, '/')).toBeNull();
    expect(wayBack('/rathaus/mitteilungen', '/')).toBe('/rathaus/mitteilungen');
  });
});
