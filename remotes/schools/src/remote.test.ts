import { validateRemoteDefinition } from '@musterstadt/shell-contract';
import { validateServerContributions, validateTemplateOptions } from '@musterstadt/shell-contract/server';
import remote from './remote';

// Contract test: the entry this remote exposes is what the shell accepts.
describe('schools remote entry', () => {
  it('satisfies the shell contract', () => {
    expect(validateRemoteDefinition(remote, 'schools')).toBeNull();
  });

  it('declares the options of every template, and of templates only', async () => {
    expect(validateServerContributions(remote)).toBeNull();
    expect(validateTemplateOptions(await remote.templateOptions?.(), Object.keys(remote.templates))).toBeNull();
  });

  it('declares the theme of each school site by its first path segment (spec point 4)', () => {
    expect(remote.themes).toEqual({
      'grundschule-musterstadt': 'grundschule-musterstadt',
      'grundschule-hallwangen': 'grundschule-hallwangen',
      werkrealschule: 'werkrealschule',
      gydo: 'gymnasium',
    });
  });

  it('resolves every layout and template to a component', async () => {
    for (const [name, load] of Object.entries(remote.layouts)) {
      const module = await load();
      expect([name, typeof module.default]).toEqual([name, 'function']);
      for (const menu of module.menus ?? []) expect(typeof menu).toBe('string');
    }
    for (const [name, load] of Object.entries(remote.templates)) {
      expect([name, typeof (await load()).default]).toEqual([name, 'function']);
    }
  });
});
