import { CONTRACT_API_VERSION, blockData, defineRemote, validateRemoteDefinition } from './define-remote';
import { validateFormHandler } from './form-handler';

const Component = () => null;
const valid = {
  id: 'feuerwehr',
  apiVersion: CONTRACT_API_VERSION,
  layouts: { feuerwehr: async () => ({ default: Component }) },
  layoutTitles: { feuerwehr: 'Feuerwehr' },
  templates: { 'feuerwehr-home': async () => ({ default: Component }) },
};

describe('validateRemoteDefinition', () => {
  it('accepts a well-formed remote', () => {
    expect(validateRemoteDefinition(valid)).toBeNull();
    expect(validateRemoteDefinition(valid, 'feuerwehr')).toBeNull();
  });

  it.each([
    [null, 'not an object'],
    [{ ...valid, id: 'Feuerwehr!' }, 'id must be a lower-case name'],
    [{ ...valid, apiVersion: CONTRACT_API_VERSION + 1 }, 'unsupported contract version'],
    [{ ...valid, layouts: undefined }, 'layouts must be a record'],
    [{ ...valid, layoutTitles: [] }, 'layoutTitles must be a record'],
    [{ ...valid, templates: { x: 'not a loader' } }, 'templates.x must be a loader function'],
    [{ ...valid, themes: { 'feuer/wehr': 'feuerwehr' } }, 'themes.feuer/wehr must map a path segment to a theme name'],
    [{ ...valid, themes: { feuerwehr: 7 } }, 'themes.feuerwehr must map a path segment to a theme name'],
    [{ ...valid, organization: { name: 'Stadt' } }, "organization must be schema.org data with '@type' and name"],
    [{ ...valid, uniqueContainers: ['stellen portal'] }, 'uniqueContainers must be a list of ids'],
    [{ ...valid, store: 'ja' }, 'store must be true or false'],
    [{ ...valid, forms: [] }, 'forms must be a record'],
    [{ ...valid, islands: [] }, 'islands must be a record'],
    [{ ...valid, islands: { header: 'not a loader' } }, 'islands.header must be a loader function'],
    [{ ...valid, islands: { 'kopf zeile': async () => ({}) } }, 'islands.kopf zeile must be a name'],
    [{ ...valid, forms: { kontakt: {} } }, 'forms.kontakt must be a loader function'],
    [{ ...valid, forms: { 'Kontakt Formular': async () => ({}) } }, 'must be a lower-case form id'],
  ])('rejects %p', (value, problem) => {
    expect(validateRemoteDefinition(value)).toContain(problem);
  });

  it('accepts the optional contributions: themes, organisation and unique containers', () => {
    const full = {
      ...valid,
      themes: { feuerwehr: 'feuerwehr', gydo: 'gymnasium' },
      organization: { '@type': 'GovernmentOrganization', name: 'Stadt Musterstadt', telephone: '+49 7999 123-0' },
      uniqueContainers: ['stellenportal'],
    };
    expect(validateRemoteDefinition(full, 'feuerwehr')).toBeNull();
  });

  it('accepts forms as an optional record of loaders (contract version 1 stays)', () => {
    expect(validateRemoteDefinition({ ...valid, forms: { 'feuerwehr-anmeldung': async () => ({}) } })).toBeNull();
  });

  it('accepts islands as an optional record of loaders', () => {
    expect(validateRemoteDefinition({ ...valid, islands: { kopf: async () => ({}) } })).toBeNull();
  });

  it('rejects a remote registered under another id', () => {
    expect(validateRemoteDefinition(valid, 'town')).toContain("does not match 'town'");
  });
});

describe('defineRemote', () => {
  it('returns a frozen definition and refuses an invalid one', () => {
    expect(Object.isFrozen(defineRemote(valid))).toBe(true);
    expect(() => defineRemote({ ...valid, apiVersion: 0 })).toThrow('unsupported contract version 0');
  });

  it('refuses a layout without a German title (the editorial area offers layouts by title); a shell still loads an older build without titles', () => {
    const { layoutTitles: _titles, ...ohneTitel } = valid;
    for (const layoutTitles of [undefined, { gymnasium: 'Gymnasium' }, { feuerwehr: ' ' }] as (Record<string, string> | undefined)[]) {
      expect(() => defineRemote({ ...ohneTitel, ...(layoutTitles ? { layoutTitles } : {}) })).toThrow('layouts.feuerwehr needs a German title in layoutTitles');
    }
    expect(validateRemoteDefinition(ohneTitel)).toBeNull();
    expect(() => defineRemote({ ...valid, layouts: {}, layoutTitles: { feuerwehr: 'Feuerwehr' } })).not.toThrow();
  });
});

describe('blockData', () => {
  it('reads the answer of the first api call the block names', () => {
    const block = { template: 'artikel-liste', context: { apiCalls: ['artikel', 'andere'] } };
    expect(blockData({ block, data: { artikel: { data: [1] }, andere: 2 } })).toEqual({ data: [1] });
    expect(blockData({ block: { template: 'text' }, data: { artikel: 1 } })).toBeUndefined();
    expect(blockData({ block, data: { artikel: null } })).toBeUndefined();
  });
});

describe('validateFormHandler', () => {
  const handler = {
    id: 'kontaktformular',
    schema: { validate: async () => ({}) },
    messages: { success: 'Danke', error: 'Fehler' },
    submit: async () => ({ status: 'success' }),
  };

  it('accepts a module whose default export is the handler of that id', () => {
    expect(validateFormHandler({ default: handler }, 'kontaktformular')).toBeNull();
  });

  it.each([
    [{}, 'no default handler'],
    [{ default: { ...handler, id: 'andere' } }, "handler id 'andere' does not match 'kontaktformular'"],
    [{ default: { ...handler, schema: {} } }, 'schema must be a yup object schema'],
    [{ default: { ...handler, messages: { success: 'Danke' } } }, 'messages need success and error texts'],
    [{ default: { ...handler, submit: undefined } }, 'submit must be a function'],
    [{ default: { ...handler, load: 'Tage' } }, 'load must be a function'],
    [{ default: { ...handler, honeypot: 1 } }, 'honeypot must be a field name'],
  ])('rejects %p', (module, problem) => {
    expect(validateFormHandler(module, 'kontaktformular')).toContain(problem);
  });
});
