import type { AnyFormHandler } from '@musterstadt/shell-contract';
import { yup } from '@musterstadt/ui/forms/schema';
import { NO_CAPABILITIES } from './handler';
import { RemoteForms } from './index';

const handler = (max: number): AnyFormHandler => ({
  id: 'helfer-anmeldung',
  schema: yup.object({}),
  messages: { success: 'Danke', error: 'Fehler' },
  load: async () => ({ max }),
  submit: async () => ({ status: 'success' }),
});

describe('RemoteForms', () => {
  it('lends the handler of the remote that owns the form, from its current build', async () => {
    const builds = { vereine: handler(2) };
    const asked: string[] = [];
    const registry = {
      owner: (kind: 'layouts' | 'templates' | 'forms', name: string) => (kind === 'forms' && name === 'helfer-anmeldung' ? 'vereine' : undefined),
      form: async (remote: string, name: string) => (asked.push(`${remote}/${name}`), builds.vereine),
    };
    const forms = new RemoteForms(registry, NO_CAPABILITIES, jest.fn());
    expect(await (await forms.get('helfer-anmeldung'))!.load!(NO_CAPABILITIES)).toEqual({ max: 2 });
    // A release of the remote: the next lookup gets the new build's handler.
    builds.vereine = handler(3);
    expect(await (await forms.get('helfer-anmeldung'))!.load!(NO_CAPABILITIES)).toEqual({ max: 3 });
    expect(await forms.get('kontaktformular')).toBeUndefined();
    expect(asked).toEqual(['vereine/helfer-anmeldung', 'vereine/helfer-anmeldung']);
    expect(forms.caps).toBe(NO_CAPABILITIES);
  });

  it('reports a handler that fails to load and treats the form as unknown', async () => {
    const report = jest.fn();
    const problem = new Error('Form helfer-anmeldung of remote vereine rejected: submit must be a function');
    const forms = new RemoteForms({ owner: () => 'vereine', form: () => Promise.reject(problem) }, NO_CAPABILITIES, report);
    expect(await forms.get('helfer-anmeldung')).toBeUndefined();
    expect(report).toHaveBeenCalledWith(problem, { remote: 'vereine', form: 'helfer-anmeldung', phase: 'load form handler' });
  });
});
