import { isActivePath, isInternalPath, menuLinks, normalizePath, safeHref } from './links';

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
});
