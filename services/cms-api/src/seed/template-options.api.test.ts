/**
 * Every block of the demo content fits what its template declares through the shell contract
 * (`templateOptions` of the remotes): its `context` validates against the template's schema. This is
 * what keeps the declarations true; the editorial area draws its block forms from them.
 */
import { Value } from '@sinclair/typebox/value';
/* eslint-disable @nx/enforce-module-boundaries -- the demo content names the remotes' templates; this test holds it to their declarations */
import type { RemoteDefinition } from '@musterstadt/shell-contract';
import type { TemplateOptions } from '@musterstadt/shell-contract/server';
import barfusspark from '../../../../remotes/barfusspark/src/remote';
import feuerwehr from '../../../../remotes/feuerwehr/src/remote';
import intranet from '../../../../remotes/intranet/src/remote';
import jugendhaus from '../../../../remotes/jugendhaus/src/remote';
import ratsinfo from '../../../../remotes/ratsinfo/src/remote';
import redaktion from '../../../../remotes/redaktion/src/remote';
import schools from '../../../../remotes/schools/src/remote';
import town from '../../../../remotes/town/src/remote';
/* eslint-enable @nx/enforce-module-boundaries */
import type { Db } from '../core/db';
import { migrate } from '../migrate';
import { BACKENDS, type TestDatabase } from '../testing/backends';
import { seedIfEmpty } from './seed';

const REMOTES: RemoteDefinition[] = [town, feuerwehr, schools, barfusspark, jugendhaus, ratsinfo, intranet, redaktion];
/** The declarations by remote id, loaded as the shell loads them (the remote's `templateOptions` loader). */
const DECLARED: Record<string, Readonly<Record<string, TemplateOptions>>> = {};

interface SeededBlock {
  template?: string;
  context?: Record<string, unknown>;
}

/** The options of a block's template: by `remote/name`, or by the name one remote declares. */
function optionsOf(template: string): TemplateOptions | undefined {
  const [remote, name] = template.includes('/') ? template.split('/', 2) : [undefined, template];
  const owners = Object.entries(DECLARED).filter(([id, options]) => (remote === undefined || id === remote) && Object.hasOwn(options, name ?? ''));
  return owners.length === 1 ? owners[0]?.[1][name ?? ''] : undefined;
}

/** What is wrong with one block: its template declares nothing, or the first error of its context. */
function problemOf(block: SeededBlock): string | null {
  const options = optionsOf(block.template ?? '');
  if (!options) return `template '${block.template ?? ''}' is declared by no remote (or by more than one)`;
  const context = block.context ?? {};
  if (Value.Check(options.context, context)) return null;
  const error = Value.Errors(options.context, context).First();
  return `${block.template ?? ''}: ${error?.path || '/'} ${error?.message ?? 'does not match'}`;
}

describe('blocks of the demo content and the options their templates declare', () => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await BACKENDS[0]!.create();
    db = await database.open();
    await migrate(db);
    await seedIfEmpty(db);
    for (const remote of REMOTES) DECLARED[remote.id] = (await remote.templateOptions?.())?.default ?? {};
  });

  afterAll(async () => {
    await db.close();
    await database.destroy();
  });

  it('declares every template name once across the remotes', () => {
    const names = Object.values(DECLARED).flatMap((options) => Object.keys(options));
    expect(names.length).toBeGreaterThan(90);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('gives every block a context its template declares', async () => {
    const { rows } = await db.query<{ url: string; blocks: SeededBlock[] | null }>('SELECT url, blocks FROM pages ORDER BY url');
    const blocks = rows.flatMap(({ url, blocks }) => (blocks ?? []).map((block) => ({ url, block })));
    expect(blocks.length).toBeGreaterThan(300);
    const problems = blocks.flatMap(({ url, block }) => {
      const problem = problemOf(block);
      return problem ? [`${url} ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('refuses a block whose context the template does not declare, naming the field', () => {
    expect(problemOf({ template: 'text', context: { titel: 'Willkommen', farbe: 'rot' } })).toMatch(/^text: \/farbe /);
    expect(problemOf({ template: 'town/artikel-liste', context: {} })).toMatch(/^town\/artikel-liste: \/apiCalls /);
    expect(problemOf({ template: 'gibt-es-nicht' })).toMatch(/declared by no remote/);
  });
});
