/** @jest-environment node */
import type { CmsClient, CmsResponse, RouteLookupResult } from '@musterstadt/cms-client';
import { CONTRACT_API_VERSION, type LayoutModule, type RemoteDefinition, type TemplateModule } from '@musterstadt/shell-contract';
import { defineTemplateOptions, Type } from '@musterstadt/shell-contract/server';
import type { PageData } from '../app/page-data';
import { resolvePage } from './data-router';
import { MenuCache, type PageContext } from './page';
import { RemoteRegistry, type ManifestEntry } from './remote-registry';
import { boardKind, staffKind } from './session/test-kinds';

// Fake remote entries: what each remote's `defineRemote` would give, without a network or a build.
type Build = { version: string; definition: Partial<RemoteDefinition>; reload?: { script: string; port: number } } | 'down' | 'hang';

function entry(
  id: string,
  parts: { layouts?: string[]; templates?: string[] } & Omit<Partial<RemoteDefinition>, 'layouts' | 'templates'>,
  loads: string[] = [],
) {
  const { layouts = [], templates = [], ...rest } = parts;
  const loader = (kind: string, name: string) => async () => {
    loads.push(`${id}/${kind}/${name}`);
    // A new object per load, so a test can tell one build's module from another's.
    return { default: () => null, menus: [] } as LayoutModule & TemplateModule;
  };
  return {
    id,
    apiVersion: CONTRACT_API_VERSION,
    layouts: Object.fromEntries(layouts.map((name) => [name, loader('layout', name)])),
    templates: Object.fromEntries(templates.map((name) => [name, loader('template', name)])),
    // Every template declares its options (none, unless a test gives its own).
    templateOptions: async () => ({
      default: defineTemplateOptions(Object.fromEntries(templates.map((name) => [name, { title: `Vorlage ${name}`, description: 'Zum Testen.' }]))),
    }),
    ...rest,
  } satisfies Partial<RemoteDefinition>;
}

function setup(builds: Record<string, Build>, checkIntervalMs = 1000) {
  const manifest: ManifestEntry[] = Object.keys(builds).map((id) => ({ id, url: `http://remote.test/${id}` }));
  const reported: { error: Error; context: Record<string, unknown> }[] = [];
  const registry = new RemoteRegistry(manifest, {
    checkIntervalMs,
    report: (error, context) => reported.push({ error: error as Error, context }),
    async readBuild({ id }) {
      const build = builds[id];
      if (build === 'hang') return new Promise(() => undefined);
      if (!build || build === 'down') throw new Error('connect ECONNREFUSED');
      return { id, version: build.version, css: [], ...(build.reload ? { reload: build.reload } : {}) };
    },
    async loadEntry({ id }, info) {
      const build = builds[id];
      if (typeof build !== 'object' || build.version !== info.version) throw new Error('no such build');
      return build.definition;
    },
  });
  return { registry, reported, builds };
}

const town = (loads?: string[]) =>
  entry(
    'town',
    {
      layouts: ['default', 'portal'],
      templates: ['text', 'artikel-liste'],
      organization: { '@type': 'GovernmentOrganization', name: 'Stadt Musterstadt' },
      uniqueContainers: ['stellenportal'],
    },
    loads,
  );
const feuerwehr = (loads?: string[]) =>
  entry('feuerwehr', { layouts: ['feuerwehr'], templates: ['feuerwehr-home'], themes: { feuerwehr: 'feuerwehr' } }, loads);

describe('RemoteRegistry', () => {
  it('learns each remote’s names, themes, organisation and containers from its entry', async () => {
    const { registry, reported } = setup({ town: { version: 'a1', definition: town() }, feuerwehr: { version: 'b1', definition: feuerwehr() } });
    await registry.refresh();
    expect(reported).toEqual([]);
    expect(registry.resolve('layouts', 'default')).toEqual({ remote: 'town', name: 'default' });
    expect(registry.resolve('templates', 'feuerwehr-home')).toEqual({ remote: 'feuerwehr', name: 'feuerwehr-home' });
    expect(registry.resolve('templates', 'gibt-es-nicht')).toBeUndefined();
    expect(registry.resolve('templates', 'feuerwehr/feuerwehr-home')).toEqual({ remote: 'feuerwehr', name: 'feuerwehr-home' });
    expect(registry.resolve('templates', 'town/feuerwehr-home')).toBeUndefined();
    expect(registry.themes()).toEqual({ feuerwehr: 'feuerwehr' });
    expect(registry.organization()).toEqual({ '@type': 'GovernmentOrganization', name: 'Stadt Musterstadt' });
    expect(registry.uniqueContainers('town')).toEqual(['stellenportal']);
    expect(registry.uniqueContainers('feuerwehr')).toEqual([]);
    expect(registry.asset('feuerwehr')).toEqual({ id: 'feuerwehr', version: 'b1', entry: '/_remotes/feuerwehr/@b1/browser/remoteEntry.js', css: [] });
  });

  it('refuses a later remote’s clashing layout, template and theme with a logged error, and keeps its other names', async () => {
    const clashing = entry('feuerwehr', {
      layouts: ['feuerwehr', 'default'],
      templates: ['feuerwehr-home', 'text'],
      themes: { feuerwehr: 'feuerwehr', gydo: 'feuerwehr' },
      organization: { '@type': 'Organization', name: 'Feuerwehr' },
    });
    const schools = entry('schools', { layouts: ['gymnasium'], themes: { gydo: 'gymnasium' } });
    const { registry, reported } = setup({
      town: { version: 'a1', definition: town() },
      schools: { version: 'c1', definition: schools },
      feuerwehr: { version: 'b1', definition: clashing },
    });
    await registry.refresh();

    expect(registry.resolve('layouts', 'default')).toEqual({ remote: 'town', name: 'default' });
    expect(registry.resolve('templates', 'text')).toEqual({ remote: 'town', name: 'text' });
    expect(registry.themes()).toEqual({ feuerwehr: 'feuerwehr', gydo: 'gymnasium' });
    expect(registry.organization()).toMatchObject({ name: 'Stadt Musterstadt' });
    // Its own names still work.
    expect(registry.resolve('layouts', 'feuerwehr')).toEqual({ remote: 'feuerwehr', name: 'feuerwehr' });
    expect(registry.resolve('templates', 'feuerwehr-home')).toEqual({ remote: 'feuerwehr', name: 'feuerwehr-home' });

    expect(reported.map((r) => r.error.message).sort()).toEqual([
      "Remote feuerwehr declares layout 'default', which remote town owns; refused",
      "Remote feuerwehr declares template 'text', which remote town owns; refused",
      'Remote feuerwehr declares the organisation, which remote town owns; refused',
      "Remote feuerwehr declares theme 'gydo', which remote schools owns; refused",
    ]);
    expect(reported[0]!.context).toMatchObject({ remote: 'feuerwehr', phase: 'clash' });

    // Logged once per build, not on every check.
    await registry.refresh();
    expect(reported).toHaveLength(4);
  });

  it('leaves a name with its owner while the owner is down, instead of handing it to the clashing remote', async () => {
    const clashing = entry('feuerwehr', { layouts: ['feuerwehr', 'default'], themes: { feuerwehr: 'feuerwehr' } });
    const { registry, builds } = setup({ town: { version: 'a1', definition: town() }, feuerwehr: { version: 'b1', definition: clashing } });
    await registry.refresh();
    builds.town = 'down';
    builds.feuerwehr = 'down';
    await registry.refresh();
    expect(registry.isUp('town')).toBe(false);
    expect(registry.resolve('layouts', 'default')).toBeUndefined();
    expect(registry.resolve('layouts', 'feuerwehr')).toBeUndefined();
    // Themes and the organisation come from the last build seen, so pages keep their look and data.
    expect(registry.themes()).toEqual({ feuerwehr: 'feuerwehr' });
    expect(registry.organization()).toMatchObject({ name: 'Stadt Musterstadt' });

    builds.feuerwehr = { version: 'b1', definition: clashing };
    await registry.refresh();
    expect(registry.resolve('layouts', 'default')).toBeUndefined();
    expect(registry.resolve('layouts', 'feuerwehr')).toEqual({ remote: 'feuerwehr', name: 'feuerwehr' });
  });

  it('hands a name over when its owner’s new build no longer declares it', async () => {
    const { registry, builds } = setup({
      town: { version: 'a1', definition: entry('town', { layouts: ['default', 'wide'] }) },
      feuerwehr: { version: 'b1', definition: entry('feuerwehr', { layouts: ['wide'] }) },
    });
    await registry.refresh();
    expect(registry.owner('layouts', 'wide')).toBe('town');
    builds.town = { version: 'a2', definition: entry('town', { layouts: ['default'] }) };
    await registry.refresh();
    expect(registry.owner('layouts', 'wide')).toBe('feuerwehr');
  });

  it('loads the login kinds of a build with it, keeps them while the remote is down, and refuses a clashing one', async () => {
    const verein = entry('verein', {
      logins: { vorstand: async () => ({ default: boardKind }), kaputt: async () => ({ default: { ...staffKind, cookie: 'Kein Cookie' } }) },
      feeds: [{ path: '/vorstand/termine.ics', upstream: '/api/cms/vorstand/termine.ics' }],
    });
    // A second kind under a name and a cookie another remote already owns.
    const rathaus = entry('rathaus', {
      logins: {
        team: async () => ({ default: staffKind }),
        vorstand: async () => ({ default: { ...staffKind, cookie: 'ms_rat_vorstand' } }),
        doppelt: async () => ({ default: { ...staffKind, cookie: 'ms_vorstand' } }),
        zweimal: async () => ({ default: staffKind }),
      },
      feeds: [{ path: '/vorstand/termine.ics', upstream: '/api/cms/anderes.ics' }],
    });
    const { registry, reported, builds } = setup({ verein: { version: 'v1', definition: verein }, rathaus: { version: 'r1', definition: rathaus } });
    await registry.refresh();
    expect(registry.logins().map(({ name, remote, kind }) => [name, remote, kind.cookie])).toEqual([
      ['vorstand', 'verein', 'ms_vorstand'],
      ['team', 'rathaus', 'ms_team'],
    ]);
    expect(registry.feeds()).toEqual([{ path: '/vorstand/termine.ics', upstream: '/api/cms/vorstand/termine.ics' }]);
    expect(reported.map((r) => r.error.message).sort()).toEqual([
      'Login kaputt of remote verein rejected: cookie must be a lower-case cookie name',
      "Login zweimal of remote rathaus rejected: cookie ms_team is another of its kinds'",
      "Remote rathaus declares cookie 'ms_vorstand', which remote verein owns; refused",
      "Remote rathaus declares feed '/vorstand/termine.ics', which remote verein owns; refused",
      "Remote rathaus declares login 'vorstand', which remote verein owns; refused",
    ]);
    expect(registry.isUp('verein')).toBe(true);

    builds.verein = 'down';
    await registry.refresh();
    expect(registry.isUp('verein')).toBe(false);
    expect(registry.logins().map(({ name }) => name)).toEqual(['vorstand', 'team']);
    expect(registry.feeds()).toHaveLength(1);

    // A new build without the kind takes it away, and hands its name and cookie to the next remote that declares them.
    builds.verein = { version: 'v2', definition: entry('verein', {}) };
    await registry.refresh();
    expect(registry.logins().map(({ name, kind }) => `${name}:${kind.cookie}`)).toEqual(['team:ms_team', 'doppelt:ms_vorstand', 'vorstand:ms_rat_vorstand']);
  });

  it('loads the page middleware of a build with it, keeps it while the remote is down, and refuses a clashing or broken one', async () => {
    const membersOnly = () => ({ next: true as const });
    const verein = entry('verein', {
      middleware: { 'vorstand-anmeldung': async () => ({ default: membersOnly }), kaputt: async () => ({ default: 'keine Funktion' }) as never },
    });
    const rathaus = entry('rathaus', {
      middleware: {
        'vorstand-anmeldung': async () => ({ default: () => ({ status: 404 as const }) }),
        'team-anmeldung': async () => ({ default: membersOnly }),
      },
    });
    const { registry, reported, builds } = setup({ verein: { version: 'v1', definition: verein }, rathaus: { version: 'r1', definition: rathaus } });
    await registry.refresh();
    expect(registry.middleware('vorstand-anmeldung')).toEqual({ name: 'vorstand-anmeldung', remote: 'verein', run: membersOnly });
    expect(registry.middleware('team-anmeldung')?.remote).toBe('rathaus');
    expect(registry.middleware('kaputt')).toBeUndefined();
    expect(registry.middleware('gibt-es-nicht')).toBeUndefined();
    expect(reported.map((r) => r.error.message).sort()).toEqual([
      'Middleware kaputt of remote verein rejected: the module has no default middleware function',
      "Remote rathaus declares middleware 'vorstand-anmeldung', which remote verein owns; refused",
    ]);

    // A remote that is down still guards its pages.
    builds.verein = 'down';
    await registry.refresh();
    expect(registry.middleware('vorstand-anmeldung')?.remote).toBe('verein');

    builds.verein = { version: 'v2', definition: entry('verein', {}) };
    await registry.refresh();
    expect(registry.middleware('vorstand-anmeldung')?.remote).toBe('rathaus');
  });

  it('loads the preview sources of a build with it, by their path; keeps them while the remote is down; refuses a clashing or broken one', async () => {
    const refused = async () => ({ status: 'refused' as const, httpStatus: 410 as const, message: 'Abgelaufen.' });
    const vereinVorschau = { path: '/verein/vorschau', load: refused };
    const verein = entry('verein', {
      previews: { vorschau: async () => ({ default: vereinVorschau }), kaputt: async () => ({ default: { path: 'https://fremd.example/', load: refused } }) },
    });
    const rathaus = entry('rathaus', {
      previews: {
        vorschau: async () => ({ default: { path: '/verein/vorschau', load: refused } }),
        team: async () => ({ default: { path: '/team/vorschau', load: refused } }),
      },
    });
    const { registry, reported, builds } = setup({ verein: { version: 'v1', definition: verein }, rathaus: { version: 'r1', definition: rathaus } });
    await registry.refresh();
    expect(registry.preview('/verein/vorschau')).toEqual({ remote: 'verein', source: vereinVorschau });
    expect(registry.preview('/team/vorschau')?.remote).toBe('rathaus');
    expect(registry.preview('/verein/anderes')).toBeUndefined();
    expect(reported.map((r) => r.error.message).sort()).toEqual([
      'Preview kaputt of remote verein rejected: path must be a path of this site',
      "Remote rathaus declares preview '/verein/vorschau', which remote verein owns; refused",
    ]);

    // A preview renders with the public remotes: it holds while its own remote is down.
    builds.verein = 'down';
    await registry.refresh();
    expect(registry.preview('/verein/vorschau')?.remote).toBe('verein');

    builds.verein = { version: 'v2', definition: entry('verein', {}) };
    await registry.refresh();
    expect(registry.preview('/verein/vorschau')?.remote).toBe('rathaus');
  });

  it('keeps the template options of each remote, also while it is down', async () => {
    const text = { title: 'Text', description: 'Ein Textabschnitt.', fields: { titel: Type.Optional(Type.String({ title: 'Überschrift' })) } };
    const declared = defineTemplateOptions({ text, 'artikel-liste': { title: 'Nachrichtenliste', description: 'Meldungen als Liste.' } });
    const rathaus = { ...town(), templateOptions: async () => ({ default: declared }) };
    const { registry, reported, builds } = setup({ town: { version: 'a1', definition: rathaus }, feuerwehr: { version: 'b1', definition: feuerwehr() } });
    await registry.refresh();
    expect(reported).toEqual([]);
    expect(registry.templateOptions('town')).toBe(declared);
    expect(registry.templateOptions('town')?.text?.context.properties.titel?.title).toBe('Überschrift');
    expect(Object.keys(registry.templateOptions('feuerwehr') ?? {})).toEqual(['feuerwehr-home']);
    expect(registry.templateOptions('gibt-es-nicht')).toBeUndefined();

    builds.town = 'down';
    await registry.refresh();
    expect(registry.templateOptions('town')).toBe(declared);
  });

  it.each([
    [
      'declares no options',
      { templateOptions: undefined },
      'Remote town rejected: templateOptions must declare the options of its templates (text, artikel-liste)',
    ],
    [
      'leaves one template out',
      { templateOptions: async () => ({ default: defineTemplateOptions({ text: { title: 'Text', description: 'Ein Textabschnitt.' } }) }) },
      "Remote town rejected: template 'artikel-liste' declares no options",
    ],
    [
      'declares a template it does not have',
      {
        templateOptions: async () => ({
          default: defineTemplateOptions({
            text: { title: 'Text', description: 'Ein Textabschnitt.' },
            'artikel-liste': { title: 'Nachrichtenliste', description: 'Meldungen als Liste.' },
            galerie: { title: 'Galerie', description: 'Bilder.' },
          }),
        }),
      },
      "Remote town rejected: templateOptions names 'galerie', which is none of its templates",
    ],
  ])('refuses a remote that %s, and reports it', async (_, change, message) => {
    const { registry, reported } = setup({ town: { version: 'a1', definition: { ...town(), ...change } } });
    await registry.refresh();
    expect(registry.isUp('town')).toBe(false);
    expect(registry.resolve('templates', 'text')).toBeUndefined();
    expect(registry.templateOptions('town')).toBeUndefined();
    expect(reported.map((r) => r.error.message)).toEqual([message]);
    expect(reported[0]!.context).toMatchObject({ remote: 'town', phase: 'load' });
  });

  it('refuses an entry that speaks another contract version, and reports it', async () => {
    const { registry, reported } = setup({ feuerwehr: { version: 'b1', definition: { ...feuerwehr(), apiVersion: CONTRACT_API_VERSION + 1 } } });
    await registry.refresh();
    expect(registry.isUp('feuerwehr')).toBe(false);
    expect(registry.resolve('layouts', 'feuerwehr')).toBeUndefined();
    expect(reported[0]!.error.message).toContain('unsupported contract version');
  });

  it('loads a module once per build and keeps builds apart in its one cache', async () => {
    const loads: string[] = [];
    const { registry, builds } = setup({ feuerwehr: { version: 'b1', definition: feuerwehr(loads) } });
    await registry.refresh();
    const [first, again] = await Promise.all([registry.layout('feuerwehr', 'feuerwehr'), registry.layout('feuerwehr', 'feuerwehr')]);
    expect(again).toBe(first);
    expect(await registry.layout('feuerwehr', 'feuerwehr')).toBe(first);
    expect(loads).toEqual(['feuerwehr/layout/feuerwehr']);
    const oldPage = registry.view([{ id: 'feuerwehr', version: 'b1' }]);

    builds.feuerwehr = { version: 'b2', definition: feuerwehr(loads) };
    await registry.refresh();
    const second = await registry.layout('feuerwehr', 'feuerwehr');
    expect(second).not.toBe(first);
    expect(loads).toHaveLength(2);
    // A page resolved with the old build still renders with the old build's module.
    expect(oldPage.layout({ remote: 'feuerwehr', name: 'feuerwehr' })).toBe(first);
    expect(registry.view([{ id: 'feuerwehr', version: 'b2' }]).layout({ remote: 'feuerwehr', name: 'feuerwehr' })).toBe(second);
    expect(registry.view([]).layout({ remote: 'feuerwehr', name: 'feuerwehr' })).toBeUndefined();
  });
});

describe('a development build of a remote (npx nx run <id>:dev)', () => {
  it('gives the pages that use it its development server’s reload client, and production builds none', async () => {
    const { registry } = setup({
      town: { version: 'a1', definition: town() },
      feuerwehr: { version: 'b2', definition: feuerwehr(), reload: { script: 'dev-reload.0a1b2c3d.js', port: 4212 } },
    });
    await registry.refresh();
    expect(registry.asset('feuerwehr')?.reload).toEqual({ script: '/_remotes/feuerwehr/@b2/browser/dev-reload.0a1b2c3d.js', port: 4212 });
    expect(registry.asset('town')?.reload).toBeUndefined();
  });

  it('loads no script a build.json names that is not a reload client of the build', async () => {
    const { registry } = setup({ feuerwehr: { version: 'b3', definition: feuerwehr(), reload: { script: '../../evil.js', port: 4212 } } });
    await registry.refresh();
    expect(registry.asset('feuerwehr')?.reload).toBeUndefined();
  });
});

describe('RemoteRegistry in the background', () => {
  const route: RouteLookupResult = {
    url: '/feuerwehr/',
    title: 'Feuerwehr',
    apiCalls: [],
    pageContent: { pageLayout: 'feuerwehr', title: 'Feuerwehr', context: [{ template: 'feuerwehr-home' }] },
  };
  const client: CmsClient = {
    baseUrl: 'http://cms',
    async get<T>(path: string, params: Record<string, unknown> = {}) {
      if (path === '/api/cms/route' && params.url === '/feuerwehr/') return { status: 200, body: route } as CmsResponse<T>;
      return { status: 404, body: null } as CmsResponse<T>;
    },
  };
  const layouts = { fallback: 'default', error: 'default', home: 'portal', homeTemplate: 'portal' };
  const waitUntil = async (check: () => boolean, ms = 2000) => {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  it('serves a new build within the check interval, and a request never waits for a hanging check', async () => {
    const { registry, builds } = setup({ town: { version: 'a1', definition: town() }, feuerwehr: { version: 'b1', definition: feuerwehr() } }, 20);
    await registry.refresh();
    const refresh = jest.spyOn(registry, 'refresh');
    registry.start();
    try {
      builds.feuerwehr = { version: 'b2', definition: feuerwehr() };
      await waitUntil(() => registry.asset('feuerwehr')?.version === 'b2');

      // The remote's server stops answering: the check hangs for good.
      builds.feuerwehr = 'hang';
      const checksBefore = refresh.mock.calls.length;
      await waitUntil(() => refresh.mock.calls.length > checksBefore);
      const ctx: PageContext = { client, registry, menus: new MenuCache(client, 0), layouts, report: () => undefined };
      const callsBeforeRequest = refresh.mock.calls.length;
      const answer = await Promise.race([
        resolvePage(ctx, new URL('http://shell.local/feuerwehr/')),
        new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 500)),
      ]);
      expect(answer).not.toBe('waited');
      const page = (answer as Exclude<typeof answer, 'waited'>).page as PageData;
      expect(page.layout).toEqual({ remote: 'feuerwehr', name: 'feuerwehr' });
      expect(page.view.theme).toBe('feuerwehr');
      expect(page.remotes.map((remote) => `${remote.id}@${remote.version}`)).toEqual(['feuerwehr@b2']);
      // The page came from the registry's current view; resolving did not start a check of its own.
      expect(refresh.mock.calls.length).toBe(callsBeforeRequest);
    } finally {
      registry.stop();
    }
  });

  it('does not keep the process alive', () => {
    const { registry } = setup({}, 20);
    registry.start();
    const timer = (registry as unknown as { timer: NodeJS.Timeout }).timer;
    expect(timer.hasRef()).toBe(false);
    registry.stop();
  });
});
