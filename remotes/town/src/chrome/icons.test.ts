import { PORTAL_ICONS } from '@musterstadt/cms-client';
import { isIconName } from './icons';

describe('the icons of the portal modules', () => {
  it('draws every icon the editorial area offers for a module', () => {
    expect(PORTAL_ICONS.filter((icon) => !isIconName(icon))).toEqual([]);
  });
});
