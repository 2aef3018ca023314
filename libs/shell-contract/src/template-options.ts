/**
 * Template options. A remote declares, from its server build, what a block of each of its templates
 * takes, so that the editorial area can draw a form for it: `defineRemote({ templateOptions: () =>
 * import('./templates/optionen.server') })`, whose module's default export is `defineTemplateOptions`
 * of `@musterstadt/shell-contract/server`. Every template declares (one without options too); the
 * shell refuses a remote whose declarations and templates differ.
 */
import { Kind, Type, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';

/** What one template says about its blocks, as the author of a remote writes it. */
export interface TemplateOptionsInput {
  /** German name of the template, as an editor picks it, e.g. 'Nachrichtenliste'. */
  title: string;
  /** One or two German sentences: what a block of it shows. */
  description: string;
  /** The block's `context` fields by name, each with a German `title` (the field's label) and `description` where helpful. */
  fields?: TProperties;
  /**
   * How many of the page's api calls the block names in `context.apiCalls` (`[min, max]` when it
   * varies), and what they answer, as far as the template reads them. None by default.
   */
  apiCalls?: { count: number | readonly [number, number]; description: string };
}

/** What one template says about its blocks: its German title and description, and the schema of a block's `context`. */
export interface TemplateOptions {
  title: string;
  description: string;
  /** JSON Schema (TypeBox) of the block's `context`, `apiCalls` included; nothing else is allowed. */
  context: TObject;
}

/** The module a `templateOptions` loader gives: the options of every template of the remote, by template name. */
export interface TemplateOptionsModule {
  default: Readonly<Record<string, TemplateOptions>>;
}

const NO_CALLS = { count: 0, description: 'Die Vorlage liest keine Datenabfrage der Seite.' } as const;

/** `context.apiCalls`: the names of the page's api calls the block reads; required when it reads at least one. */
function apiCallsField({ count, description }: NonNullable<TemplateOptionsInput['apiCalls']>): TSchema {
  const [minItems, maxItems] = typeof count === 'number' ? [count, count] : count;
  const field = Type.Array(Type.String({ minLength: 1 }), { minItems, maxItems, title: 'Datenabfragen der Seite', description });
  return minItems > 0 ? field : Type.Optional(field);
}

/**
 * The template options of a remote's `*.server.ts` module: a block's `context` takes the declared
 * fields and `apiCalls`, and nothing else.
 * @public part of the template-options contract that remotes implement
 */
export function defineTemplateOptions(templates: Record<string, TemplateOptionsInput>): Readonly<Record<string, TemplateOptions>> {
  const options = Object.entries(templates).map(([name, { title, description, fields = {}, apiCalls = NO_CALLS }]): [string, TemplateOptions] => {
    const context = Type.Object({ ...fields, apiCalls: apiCallsField(apiCalls) }, { additionalProperties: false });
    return [name, Object.freeze({ title, description, context })];
  });
  return Object.freeze(Object.fromEntries(options));
}

const TEMPLATE_NAME = /^[a-z0-9][a-z0-9-]*$/;

function validateOne(name: string, options: Partial<TemplateOptions> | undefined): string | null {
  if (!options || typeof options !== 'object') return `options of template '${name}' must be an object`;
  if (typeof options.title !== 'string' || !options.title.trim()) return `template '${name}' needs a German title`;
  if (typeof options.description !== 'string' || !options.description.trim()) return `template '${name}' needs a German description`;
  const context = options.context;
  if (!context || context[Kind] !== 'Object' || context.additionalProperties !== false) {
    return `context of template '${name}' must be a closed TypeBox object (defineTemplateOptions)`;
  }
  for (const [field, schema] of Object.entries(context.properties)) {
    if (typeof schema.title !== 'string' || !schema.title.trim()) return `field '${field}' of template '${name}' needs a German title`;
  }
  return null;
}

/**
 * Checks a loaded `templateOptions` module against the remote's templates: every template declares,
 * and every declaration names a template. What is wrong, or null.
 */
export function validateTemplateOptions(module: unknown, templates: readonly string[]): string | null {
  const declared = (module as { default?: unknown } | null)?.default as Record<string, Partial<TemplateOptions> | undefined> | undefined;
  if (!declared || typeof declared !== 'object' || Array.isArray(declared)) return 'the templateOptions module has no default record of template options';
  const missing = templates.find((name) => !Object.hasOwn(declared, name));
  if (missing !== undefined) return `template '${missing}' declares no options`;
  for (const [name, options] of Object.entries(declared)) {
    if (!TEMPLATE_NAME.test(name) || !templates.includes(name)) return `templateOptions names '${name}', which is none of its templates`;
    const problem = validateOne(name, options);
    if (problem) return problem;
  }
  return null;
}
