import { validateRemoteDefinition } from '@musterstadt/shell-contract';
import { validateLoginKind, validateServerContributions, validateTemplateOptions } from '@musterstadt/shell-contract/server';
import remote from './remote';

// Contract test: the entry this remote exposes is what the shell accepts.
describe('ratsinfo remote entry', () => {
  it('satisfies the shell contract', () => {
    expect(validateRemoteDefinition(remote, 'ratsinfo')).toBeNull();
    expect(validateServerContributions(remote)).toBeNull();
  });

  it('declares the options of every template, and of templates only', async () => {
    expect(validateServerContributions(remote)).toBeNull();
    expect(validateTemplateOptions(await remote.templateOptions?.(), Object.keys(remote.templates))).toBeNull();
  });

  it('resolves every layout and template to a component', async () => {
    for (const [name, load] of Object.entries(remote.layouts)) {
      const module = await load();
      expect([name, typeof module.default]).toEqual([name, 'function']);
    }
    for (const [name, load] of Object.entries(remote.templates)) {
      expect([name, typeof (await load()).default]).toEqual([name, 'function']);
    }
  });
  it('contributes the council login and the council’s public feeds from its server build', async () => {
    const login = await remote.logins!.ratsinfo!();
    expect(validateLoginKind(login)).toBeNull();
    expect(remote.feeds?.map((feed) => feed.path)).toEqual(['/ratsinfo/sitzungen.ics', '/oparl/v1']);
  });
});
