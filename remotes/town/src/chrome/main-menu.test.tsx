import { exampleMenu } from '../examples';
import { containsPath, submenuLabel } from './main-menu';

describe('main menu', () => {
  it("labels a submenu toggle 'Menüpunkt {title} öffnet eine Liste mit {n} Unterpunkten' (spec point 2)", () => {
    expect(submenuLabel('Bildung', 4)).toBe('Menüpunkt Bildung öffnet eine Liste mit 4 Unterpunkten');
  });

  it('finds the current page in nested entries', () => {
    expect(containsPath(exampleMenu[0]!, '/rathaus/aemter/bauamt')).toBe(true);
    expect(containsPath(exampleMenu[1]!, '/aktuelles')).toBe(false);
  });
});
