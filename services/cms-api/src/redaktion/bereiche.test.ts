import { tiefe } from '@musterstadt/cms-contract';
import { MENUES } from '../seed/data/menues';
import { RAHMEN_MENUES } from '../seed/data/rahmen-menues';
import { subsiteContent } from '../seed/seed-subsites';
import { bereiche } from './bereiche';

describe('which section keeps which menu', () => {
  const alle = bereiche('musterstadt');
  const seeded = [...MENUES, ...RAHMEN_MENUES, ...subsiteContent('musterstadt', new Date('2026-11-27T09:00:00Z')).menues];

  it('gives each sub-site its main menu and the town every other menu', () => {
    const owner = Object.fromEntries(seeded.map((menu) => [menu.name, alle.menue(menu.name).bereich.id]));
    expect(owner).toMatchObject({
      Hauptmenü: 'stadt',
      Footer: 'stadt',
      'Footer Quicklinks': 'stadt',
      Quicklinks: 'stadt',
      'Hauptmenü Feuerwehr': 'feuerwehr',
      'Hauptmenü Grundschule Musterstadt': 'grundschule-musterstadt',
      'Hauptmenü Grundschule Hallwangen': 'grundschule-hallwangen',
      'Hauptmenü Werkrealschule': 'werkrealschule',
      'Hauptmenü Gymnasium': 'gymnasium',
      'Hauptmenü Berufliche Schulen': 'berufliche-schule',
      'Hauptmenü Barfusspark': 'barfusspark',
      'Barfusspark Footer Rechtliches': 'barfusspark',
      'Hauptmenü Jugendhaus': 'jugendhaus',
    });
    // Every sub-site's main menu has an owner of its own: none falls back to the town by accident.
    for (const menu of seeded.filter((entry) => entry.name.startsWith('Hauptmenü '))) expect(owner[menu.name]).not.toBe('stadt');
    expect(alle.menue('Ein neues Menü').bereich.id).toBe('stadt');
  });

  it('allows each menu the levels its header shows, and the seeded menus stay within them', () => {
    expect(alle.menue('Hauptmenü').ebenen).toBe(3);
    expect(alle.menue('Hauptmenü Feuerwehr').ebenen).toBe(1);
    for (const menu of seeded) expect({ name: menu.name, tiefe: tiefe(menu.items) <= alle.menue(menu.name).ebenen }).toEqual({ name: menu.name, tiefe: true });
  });

  it('names the first primary school after the town', () => {
    expect(bereiche('bad-beispiel').menue('Hauptmenü Grundschule Bad-Beispiel').bereich.id).toBe('grundschule-bad-beispiel');
  });
});
