/** @jest-environment node */
import { Value } from '@sinclair/typebox/value';
import { defineTemplateOptions, Type, validateServerContributions, validateTemplateOptions } from './server';

const options = defineTemplateOptions({
  text: { title: 'Text', description: 'Ein Textabschnitt.', fields: { titel: Type.Optional(Type.String({ title: 'Überschrift' })) } },
  'artikel-liste': { title: 'Nachrichtenliste', description: 'Meldungen als Liste.', apiCalls: { count: 1, description: 'Die Liste der Meldungen.' } },
  'intranet-start': { title: 'Start', description: 'Rubriken.', apiCalls: { count: [1, 3], description: 'Rubriken und ihre Beiträge.' } },
});

describe('defineTemplateOptions', () => {
  it("gives each template a closed schema of its block's context with the api calls it reads", () => {
    const { text, 'artikel-liste': liste, 'intranet-start': start } = options;
    expect(text?.title).toBe('Text');
    expect(Value.Check(text!.context, { titel: 'Willkommen' })).toBe(true);
    expect(Value.Check(text!.context, { apiCalls: [] })).toBe(true);
    expect(Value.Check(text!.context, { titel: 'Willkommen', farbe: 'rot' })).toBe(false);
    expect(Value.Check(text!.context, { apiCalls: ['meldungen'] })).toBe(false);
    expect(Value.Check(liste!.context, { apiCalls: ['meldungen'] })).toBe(true);
    expect(Value.Check(liste!.context, {})).toBe(false);
    expect(Value.Check(start!.context, { apiCalls: ['rubriken', 'neueste'] })).toBe(true);
    expect(Value.Check(start!.context, { apiCalls: ['a', 'b', 'c', 'd'] })).toBe(false);
    expect(liste!.context.properties.apiCalls?.title).toBe('Datenabfragen der Seite');
  });
});

describe('validateTemplateOptions', () => {
  const templates = ['text', 'artikel-liste', 'intranet-start'];

  it('accepts declarations that cover exactly the templates', () => {
    expect(validateTemplateOptions({ default: options }, templates)).toBeNull();
  });

  it('refuses a definition missing one template, naming it', () => {
    expect(validateTemplateOptions({ default: options }, [...templates, 'artikel-detail'])).toBe("template 'artikel-detail' declares no options");
  });

  it('refuses options of a template the remote does not have', () => {
    expect(validateTemplateOptions({ default: options }, ['text', 'artikel-liste'])).toBe(
      "templateOptions names 'intranet-start', which is none of its templates",
    );
  });

  it.each([
    [{}, 'the templateOptions module has no default record of template options'],
    [{ default: { text: { ...options.text, title: ' ' } } }, "template 'text' needs a German title"],
    [{ default: { text: { ...options.text, description: undefined } } }, "template 'text' needs a German description"],
    [{ default: { text: { ...options.text, context: Type.Object({}) } } }, "context of template 'text' must be a closed TypeBox object"],
    [
      { default: { text: { ...options.text, context: Type.Object({ titel: Type.String() }, { additionalProperties: false }) } } },
      "field 'titel' of template 'text' needs a German title",
    ],
  ])('refuses %p', (module, problem) => {
    expect(validateTemplateOptions(module, ['text'])).toContain(problem);
  });
});

describe('validateServerContributions and template options', () => {
  const templates = { text: async () => ({ default: () => null }) };

  it('requires the options of a remote that has templates', () => {
    expect(validateServerContributions({ templates })).toBe('templateOptions must declare the options of its templates (text)');
    expect(validateServerContributions({ templates, templateOptions: async () => ({ default: options }) })).toBeNull();
    expect(validateServerContributions({ templates: {} })).toBeNull();
    expect(validateServerContributions({ templates, templateOptions: 'optionen' as never })).toBe('templateOptions must be a loader function');
  });
});
