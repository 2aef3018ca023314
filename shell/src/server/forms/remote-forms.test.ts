import type { AnyFormHandler } from '@musterstadt/shell-contract';
import { yup } from '@musterstadt/ui/forms';
import { NO_CAPABILITIES } from './handler';
import { RemoteForms } from './index';

const handler = (max: number): AnyFormHandler => ({
  id: 'schulfrucht-aach',
  schema: yup.object({}),
  messages: { success: 'Danke', error: 'Fehler' },
  load: async () => ({ max }),
  submit: async () => ({ status: 'success' }),
});

describe('RemoteForms', () => {
  it('lends the handler of the remote that owns the form, from its current build', async () => {
    const builds = { schools: handler(2) };
    const asked: string[] = [];
    const registry = {
      owner: (kind: 'layouts' | 'templates' | 'forms', name: string) => (kind === 'forms' && name === 'schulfrucht-aach' ? 'schools' : undefined),
      form: async (remote: string, name: string) => (asked.push(`${remote}/${name}`), builds.schools),
    };
    const forms = new RemoteForms(registry, NO_CAPABILITIES, jest.fn());
    expect(await (await forms.get('schulfrucht-aach'))!.load!(NO_CAPABILITIES)).toEqual({ max: 2 });
    // A release of the remote: the next lookup gets the new build's handler.
    builds.schools = handler(3);
    expect(await (await forms.get('schulfrucht-aach'))!.load!(NO_CAPABILITIES)).toEqual({ max: 3 });
    expect(await forms.get('kontaktformular')).toBeUndefined();
    expect(asked).toEqual(['schools/schulfrucht-aach', 'schools/schulfrucht-aach']);
    expect(forms.caps).toBe(NO_CAPABILITIES);
  });

  it('reports a handler that fails to load and treats the form as unknown', async () => {
    const report = jest.fn();
    const problem = new Error('Form schulfrucht-aach of remote schools rejected: submit must be a function');
    const forms = new RemoteForms({ owner: () => 'schools', form: () => Promise.reject(problem) }, NO_CAPABILITIES, report);
    expect(await forms.get('schulfrucht-aach')).toBeUndefined();
    expect(report).toHaveBeenCalledWith(problem, { remote: 'schools', form: 'schulfrucht-aach', phase: 'load form handler' });
  });
});
