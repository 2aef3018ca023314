/** @jest-environment node */
import { createReporter, envelopeUrl, errorTags } from './error-reporting';

describe('error reporting', () => {
  const versions: Record<string, string> = { town: 'a1b2c3', feuerwehr: 'f00d' };
  const versionOf = (remote: string) => versions[remote];

  it('tags a block error with its remote, the remote’s version and the template', () => {
    expect(errorTags({ where: 'town/pwa-uebersicht', componentStack: '…' }, versionOf)).toEqual({
      remote: 'town',
      remote_version: 'a1b2c3',
      template: 'pwa-uebersicht',
    });
    expect(errorTags({ remote: 'feuerwehr', layout: 'feuerwehr' }, versionOf)).toEqual({ remote: 'feuerwehr', remote_version: 'f00d', layout: 'feuerwehr' });
    expect(errorTags({ where: 'unavailable/text', phase: 'render' }, versionOf)).toEqual({ template: 'text', phase: 'render' });
  });

  it('tags a form handler’s error with the remote that owns the form, its version and the form’s template', () => {
    const formOwner = (form: string) => (form === 'kontaktformular' ? 'town' : undefined);
    expect(errorTags({ form: 'kontaktformular', phase: 'submit', reason: 'content API refused the message' }, versionOf, formOwner)).toEqual({
      remote: 'town',
      remote_version: 'a1b2c3',
      template: 'kontaktformular',
      phase: 'submit',
    });
    expect(errorTags({ form: 'unbekannt', phase: 'submit' }, versionOf, formOwner)).toEqual({ template: 'unbekannt', phase: 'submit' });
    expect(errorTags({ remote: 'feuerwehr', form: 'x', phase: 'load form handler' }, versionOf, formOwner)).toEqual({
      remote: 'feuerwehr',
      remote_version: 'f00d',
      template: 'x',
      phase: 'load form handler',
    });
  });

  it('finds the envelope endpoint of a DSN', () => {
    expect(envelopeUrl('https://abc@o1.ingest.example/42')).toBe('https://o1.ingest.example/api/42/envelope/');
    expect(envelopeUrl('http://abc@127.0.0.1:9000/sentry/7')).toBe('http://127.0.0.1:9000/sentry/api/7/envelope/');
  });

  it('without a DSN only logs and gives the browser nothing', () => {
    const logged: unknown[] = [];
    const reporting = createReporter({ environment: 'test', log: (error) => logged.push(error), versionOf });
    reporting.report(new Error('kaputt'), {});
    expect(logged).toHaveLength(1);
    expect(reporting.browser).toBeUndefined();
  });
});
