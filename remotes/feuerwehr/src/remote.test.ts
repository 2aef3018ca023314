import { validateRemoteDefinition } from '@musterstadt/shell-contract';
import { validateServerContributions, validateTemplateOptions } from '@musterstadt/shell-contract/server';
import remote from './remote';

// Contract test: the entry this remote exposes is what the shell accepts.
describe('feuerwehr remote entry', () => {
  it('satisfies the shell contract', () => {
    expect(validateRemoteDefinition(remote, 'feuerwehr')).toBeNull();
  });

  it('declares the options of every template, and of templates only', async () => {
    expect(validateServerContributions(remote)).toBeNull();
    expect(validateTemplateOptions(await remote.templateOptions?.(), Object.keys(remote.templates))).toBeNull();
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
