import type { MenuItem } from './page';
import {
  MenueFehler,
  benenneUm,
  bereinige,
  bewege,
  eintragAus,
  eintragBei,
  entferne,
  flach,
  fuegeEin,
  nachOben,
  nachUnten,
  pfadAus,
  pruefeBaum,
  rueckeAus,
  rueckeEin,
  tiefe,
} from './menue-baum';

const MENU: MenuItem[] = [
  { title: 'Rathaus', href: '/rathaus', menuItems: [{ title: 'Aktuelles', href: '/aktuelles' }] },
  {
    title: 'Leben & Wohnen',
    href: '/leben-wohnen',
    menuItems: [
      { title: 'Abfall', href: '/abfall' },
      { title: 'Familie', href: null, menuItems: [{ title: 'Kinderbetreuung', href: '/leben-wohnen/kinderbetreuung' }] },
    ],
  },
  { title: 'Feuerwehr', href: '/feuerwehr/' },
];

const titles = (items: readonly MenuItem[]): unknown => items.map((item) => (item.menuItems ? { [item.title]: titles(item.menuItems) } : item.title));

describe('menu tree', () => {
  it('reads paths as the form writes them and refuses anything else', () => {
    expect(pfadAus('1.1.0')).toEqual([1, 1, 0]);
    expect(pfadAus(' 2 ')).toEqual([2]);
    expect(pfadAus('')).toBeUndefined();
    expect(pfadAus('1..2')).toBeUndefined();
    expect(pfadAus('-1')).toBeUndefined();
    expect(pfadAus('01')).toBeUndefined();
    expect(eintragBei(MENU, [1, 1, 0])?.title).toBe('Kinderbetreuung');
    expect(eintragBei(MENU, [5])).toBeUndefined();
  });

  it('adds an entry at the end of the top level or under a parent, never deeper than allowed', () => {
    const top = fuegeEin(MENU, [], { title: 'Neu', href: '/neu' }, 3);
    expect(titles(top.items)).toEqual([{ Rathaus: ['Aktuelles'] }, { 'Leben & Wohnen': ['Abfall', { Familie: ['Kinderbetreuung'] }] }, 'Feuerwehr', 'Neu']);
    expect(top.pfad).toEqual([3]);
    const unter = fuegeEin(MENU, [1], { title: 'Neue Seite', href: '/leben-wohnen/neu' }, 3);
    expect(titles(unter.items)).toContainEqual({ 'Leben & Wohnen': ['Abfall', { Familie: ['Kinderbetreuung'] }, 'Neue Seite'] });
    expect(unter.pfad).toEqual([1, 2]);
    expect(fuegeEin(MENU, [2], { title: 'X', href: '/x' }, 3).items[2]?.menuItems).toEqual([{ title: 'X', href: '/x' }]);
    expect(() => fuegeEin(MENU, [1, 1, 0], { title: 'Zu tief', href: '/x' }, 3)).toThrow('höchstens 3 Ebenen');
    expect(() => fuegeEin(MENU, [0], { title: 'Flach', href: '/x' }, 1)).toThrow('nur eine Ebene');
    expect(() => fuegeEin(MENU, [9], { title: 'X', href: '/x' }, 3)).toThrow(MenueFehler);
    // The original is untouched.
    expect(MENU[1]?.menuItems).toHaveLength(2);
  });

  it('renames an entry and keeps its children', () => {
    const { items, pfad } = benenneUm(MENU, [1, 1], 'Familie & Soziales', '/leben-wohnen/familie');
    expect(eintragBei(items, [1, 1])).toEqual({
      title: 'Familie & Soziales',
      href: '/leben-wohnen/familie',
      menuItems: [{ title: 'Kinderbetreuung', href: '/leben-wohnen/kinderbetreuung' }],
    });
    expect(pfad).toEqual([1, 1]);
  });

  it('removes an entry with its children', () => {
    const { items, pfad } = entferne(MENU, [1, 1]);
    expect(titles(items)).toEqual([{ Rathaus: ['Aktuelles'] }, { 'Leben & Wohnen': ['Abfall'] }, 'Feuerwehr']);
    expect(pfad).toBeNull();
    // The last child gone, the parent has no empty list.
    expect(entferne(MENU, [0, 0]).items[0]).toEqual({ title: 'Rathaus', href: '/rathaus' });
  });

  it('moves up and down within its level and says so at the edges', () => {
    const hoch = nachOben(MENU, [2]);
    expect(titles(hoch.items)).toEqual([{ Rathaus: ['Aktuelles'] }, 'Feuerwehr', { 'Leben & Wohnen': ['Abfall', { Familie: ['Kinderbetreuung'] }] }]);
    expect(hoch.pfad).toEqual([1]);
    const runter = nachUnten(MENU, [1, 0]);
    expect(titles(runter.items)).toContainEqual({ 'Leben & Wohnen': [{ Familie: ['Kinderbetreuung'] }, 'Abfall'] });
    expect(runter.pfad).toEqual([1, 1]);
    expect(() => nachOben(MENU, [0])).toThrow('schon an erster Stelle');
    expect(() => nachUnten(MENU, [1, 1])).toThrow('schon an letzter Stelle');
  });

  it('indents an entry under the one before it, with its children, up to the depth the header shows', () => {
    const ein = rueckeEin(MENU, [2], 3);
    expect(titles(ein.items)).toEqual([{ Rathaus: ['Aktuelles'] }, { 'Leben & Wohnen': ['Abfall', { Familie: ['Kinderbetreuung'] }, 'Feuerwehr'] }]);
    expect(ein.pfad).toEqual([1, 2]);
    expect(() => rueckeEin(MENU, [0], 3)).toThrow('erste Eintrag einer Ebene');
    // 'Leben & Wohnen' has two levels under it: under 'Rathaus' it would be four deep.
    expect(() => rueckeEin(MENU, [1], 3)).toThrow('höchstens 3 Ebenen');
    expect(rueckeEin(MENU, [1], 4).pfad).toEqual([0, 1]);
    expect(() => rueckeEin(MENU, [2], 1)).toThrow('nur eine Ebene');
  });

  it('outdents an entry to stand after its parent, with its children', () => {
    const aus = rueckeAus(MENU, [1, 1]);
    expect(titles(aus.items)).toEqual([{ Rathaus: ['Aktuelles'] }, { 'Leben & Wohnen': ['Abfall'] }, { Familie: ['Kinderbetreuung'] }, 'Feuerwehr']);
    expect(aus.pfad).toEqual([2]);
    expect(() => rueckeAus(MENU, [0])).toThrow('obersten Ebene');
    // Indent and outdent undo each other.
    const hin = rueckeEin(MENU, [2], 3);
    expect(rueckeAus(hin.items, hin.pfad as number[]).items).toEqual(MENU);
  });

  it('runs the moves by name', () => {
    expect(bewege(MENU, [2], 'nach-oben', 3).pfad).toEqual([1]);
    expect(bewege(MENU, [1], 'nach-unten', 3).pfad).toEqual([2]);
    expect(bewege(MENU, [2], 'einruecken', 3).pfad).toEqual([1, 2]);
    expect(bewege(MENU, [1, 0], 'ausruecken', 3).pfad).toEqual([2]);
    expect(bewege(MENU, [2], 'entfernen', 3).items).toHaveLength(2);
  });

  it('lists entries depth first with their paths', () => {
    expect(flach(MENU).map(({ pfad, eintrag }) => `${pfad.join('.')} ${eintrag.title}`)).toEqual([
      '0 Rathaus',
      '0.0 Aktuelles',
      '1 Leben & Wohnen',
      '1.0 Abfall',
      '1.1 Familie',
      '1.1.0 Kinderbetreuung',
      '2 Feuerwehr',
    ]);
    expect(tiefe(MENU)).toBe(3);
    expect(tiefe([])).toBe(0);
  });

  it('checks a whole tree: titles, links, depth', () => {
    expect(pruefeBaum(MENU, 3)).toEqual({});
    expect(pruefeBaum(MENU, 2)).toEqual({ '1.1.0': expect.stringContaining('höchstens 2 Ebenen') });
    const schlecht: MenuItem[] = [
      { title: ' ', href: '/a' },
      { title: 'Skript', href: 'javascript:alert(1)' },
      { title: 'Fremd', href: '//evil.example/' },
      { title: 'Extern', href: 'https://www.bundesregierung.de/' },
      { title: 'x'.repeat(121), href: '/a' },
      { title: 'Gruppe', href: null },
    ];
    expect(pruefeBaum(schlecht, 1)).toEqual({
      '0': 'Bitte geben Sie dem Eintrag einen Titel.',
      '1': expect.stringContaining('Adresse dieser Website'),
      '2': expect.stringContaining('Adresse dieser Website'),
      '4': expect.stringContaining('zu lang'),
    });
  });

  it('takes a path of this site or a web address as a link, nothing else', () => {
    const gut = ['/abfall', '/feuerwehr/termine/?jahr=2027#mai', 'https://www.bundesregierung.de/', 'http://example.org', 'https://host.de:8443/a'];
    const schlecht = ['//evil.example', 'https://', 'https:///pfad', 'ftp://host.de/', 'mailto:a@b.de', '/mit leerzeichen', 'javascript:alert(1)', 'abfall'];
    const fehler = (href: string) => pruefeBaum([{ title: 'Eintrag', href }], 1)['0'];
    expect(gut.filter((href) => fehler(href) !== undefined)).toEqual([]);
    expect(schlecht.filter((href) => fehler(href) === undefined)).toEqual([]);
  });

  it('tidies what an editor typed', () => {
    expect(eintragAus('  Neue\n Seite ', ' /neu ')).toEqual({ title: 'Neue Seite', href: '/neu' });
    expect(eintragAus('Gruppe', '  ')).toEqual({ title: 'Gruppe', href: null });
    expect(bereinige([{ title: ' A ', href: '', menuItems: [] }])).toEqual([{ title: 'A', href: null }]);
  });
});
