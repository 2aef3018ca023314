import { validateRemoteDefinition } from '@musterstadt/shell-contract';
import { validateFormHandler } from '@musterstadt/shell-contract';
import { validateLoginKind, validateServerContributions, validateTemplateOptions } from '@musterstadt/shell-contract/server';
import remote from './remote';

// Contract test: the entry this remote exposes is what the shell accepts.
describe('redaktion remote entry', () => {
  it('satisfies the shell contract', () => {
    expect(validateRemoteDefinition(remote, 'redaktion')).toBeNull();
    expect(validateServerContributions(remote)).toBeNull();
  });

  it('declares the options of every template, and of templates only', async () => {
    expect(validateServerContributions(remote)).toBeNull();
    expect(validateTemplateOptions(await remote.templateOptions?.(), Object.keys(remote.templates))).toBeNull();
  });

  it('resolves every layout and template to a component, and every form to its handler', async () => {
    for (const [name, load] of Object.entries(remote.layouts)) {
      expect([name, typeof (await load()).default]).toEqual([name, 'function']);
    }
    for (const [name, load] of Object.entries(remote.templates)) {
      expect([name, typeof (await load()).default]).toEqual([name, 'function']);
    }
    for (const [id, load] of Object.entries(remote.forms ?? {})) {
      expect([id, validateFormHandler(await load(), id)]).toEqual([id, null]);
    }
  });

  it('contributes the editors login: cookie ms_redaktion, at most a working day, private', async () => {
    const module = await remote.logins!.redaktion!();
    expect(validateLoginKind(module)).toBeNull();
    const kind = module.default;
    expect([kind.cookie, kind.lifetime, kind.private]).toEqual(['ms_redaktion', { setting: 'REDAKTION_SESSION_SECONDS', seconds: 28_800, max: 36_000 }, true]);
    expect(kind.headers('abc')).toEqual({ 'Redaktion-Authorization': 'Bearer abc' });
  });
});
