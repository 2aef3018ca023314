import { readFile } from 'node:fs/promises';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ThemeRules } from '@musterstadt/cms-client';
import {
  validateFormHandler,
  validateRemoteDefinition,
  type AnyFormHandler,
  type ContributedFeed,
  type LayoutModule,
  type RemoteDefinition,
  type TemplateCatalog,
  type TemplateModule,
} from '@musterstadt/shell-contract';
import {
  validateLoginKind,
  validateMiddleware,
  validatePreviewSource,
  validateServerContributions,
  validateTemplateOptions,
  type LoginKind,
  type PageMiddleware,
  type PreviewSource,
  type TemplateOptions,
} from '@musterstadt/shell-contract/server';
import { ModuleCache, type ModuleKind } from '../app/module-cache';
import type { ModuleRef, RemoteAsset } from '../app/page-data';
import type { ModuleSource } from '../app/page-renderer';

export interface ManifestEntry {
  id: string;
  /** Where the shell server reaches the remote's static server. */
  url: string;
}

interface BuildInfo {
  id: string;
  version: string;
  css: string[];
  /** A development build only (`npx nx run <id>:dev`): its development server's reload client. */
  reload?: { script: string; port: number };
}

/** The reload client of a development build, when build.json names one that is safe to load. */
function devReload(info: BuildInfo, publicBase: string): RemoteAsset['reload'] | undefined {
  const reload = info.reload;
  if (!reload || typeof reload.script !== 'string' || !/^dev-reload\.[0-9a-f]+\.js$/.test(reload.script)) return undefined;
  if (!Number.isInteger(reload.port) || reload.port < 1 || reload.port > 65535) return undefined;
  return { script: `${publicBase}/browser/${reload.script}`, port: reload.port };
}

interface LoadedRemote {
  id: string;
  version: string;
  definition: RemoteDefinition;
  asset: RemoteAsset;
}

/** What a remote's server build gives beyond its definition: its login kinds, page middleware, preview sources and template options, loaded with the build. */
interface KnownRemote {
  definition: RemoteDefinition;
  logins: ReadonlyMap<string, LoginKind>;
  middleware: ReadonlyMap<string, PageMiddleware>;
  /** Preview sources by the path they answer. */
  previews: ReadonlyMap<string, PreviewSource>;
  /** What a block of each of its templates takes, by template name. */
  templateOptions: Readonly<Record<string, TemplateOptions>>;
}

/** A preview page's source and the remote that contributes it. */
export interface ContributedPreview {
  remote: string;
  source: PreviewSource;
}

/** A page middleware and the remote that contributes it (its sessions are the only ones it may hand to a page's api calls). */
export interface ContributedMiddleware {
  name: string;
  remote: string;
  run: PageMiddleware;
}

/** A login kind and the remote that contributes it. */
export interface ContributedLogin {
  name: string;
  remote: string;
  kind: LoginKind;
}

type Reporter = (error: unknown, context: Record<string, unknown>) => void;

/** Loads a remote's `defineRemote` entry of one build; the Module Federation runtime by default. */
export type EntryLoader = (entry: ManifestEntry, info: BuildInfo) => Promise<unknown>;

/** Reads a remote's current build (its build.json); a plain fetch with a timeout by default. */
export type BuildReader = (entry: ManifestEntry) => Promise<BuildInfo>;

export interface RegistryOptions {
  checkIntervalMs: number;
  report: Reporter;
  publicBase?: (id: string) => string;
  loadEntry?: EntryLoader;
  readBuild?: BuildReader;
}

/** Reads the remotes manifest: `{ "remotes": [{ "id": "town", "url": "http://127.0.0.1:4201" }] }`. */
export async function readManifest(file: string, env: NodeJS.ProcessEnv = process.env): Promise<ManifestEntry[]> {
  const parsed = JSON.parse(await readFile(file, 'utf8')) as { remotes?: unknown };
  if (!Array.isArray(parsed.remotes)) throw new Error(`${file}: "remotes" must be a list`);
  return parsed.remotes.map((entry: unknown) => {
    const { id, url } = (entry ?? {}) as Partial<ManifestEntry>;
    if (typeof id !== 'string' || typeof url !== 'string') throw new Error(`${file}: every remote needs an id and a url`);
    // REMOTE_FEUERWEHR_URL=... moves one remote without editing the manifest.
    const override = env[`REMOTE_${id.toUpperCase().replace(/-/g, '_')}_URL`];
    return { id, url: (override || url).replace(/\/$/, '') };
  });
}

async function fetchBuild(entry: ManifestEntry): Promise<BuildInfo> {
  // No request waits for this check, so a slow remote server may take a few seconds before it counts as down.
  const response = await fetch(`${entry.url}/build.json`, { signal: AbortSignal.timeout(5000), cache: 'no-store' });
  if (!response.ok) throw new Error(`build.json answered ${response.status}`);
  return (await response.json()) as BuildInfo;
}

async function federationEntry(entry: ManifestEntry, info: BuildInfo): Promise<unknown> {
  registerRemotes([{ name: entry.id, entry: `${entry.url}/@${info.version}/server/remoteEntry.js` }], { force: true });
  const module = await loadRemote<{ default?: unknown }>(`${entry.id}/remote`);
  return (module as { default?: unknown } | null)?.default ?? module;
}

/**
 * The template options of a new build, loaded with it. Unlike a login or a preview, a declaration
 * that fails to load or does not cover exactly the remote's templates refuses the whole build: every
 * template must say what its blocks take.
 */
async function loadTemplateOptions(id: string, definition: RemoteDefinition): Promise<Readonly<Record<string, TemplateOptions>>> {
  if (!definition.templateOptions) return {};
  const module = await definition.templateOptions();
  const problem = validateTemplateOptions(module, Object.keys(definition.templates));
  if (problem) throw new Error(`Remote ${id} rejected: ${problem}`);
  return module.default;
}

/** What a remote contributes besides its modules; the last build seen stays in force while it is down. */
type Claim = 'layouts' | 'templates' | 'forms' | 'themes' | 'organization' | 'logins' | 'cookies' | 'middleware' | 'feeds' | 'previews';
const SINGLE = '';

/**
 * The run-time registry of remotes. In the background (never on a request's path) it learns each
 * remote's current build from the remote's own static server (build.json), registers that build with
 * the Module Federation runtime and checks its contract envelope. Every layout, template and theme
 * path has one owning remote: a later remote in the manifest that declares a name another remote
 * already owns is refused with a logged error. A remote that is down, throws or speaks another
 * contract version is absent until it recovers.
 */
export class RemoteRegistry {
  /** One cache of modules for the whole shell, keyed by remote, version, kind and name. */
  readonly modules = new ModuleCache();
  private readonly loaded = new Map<string, LoadedRemote>();
  /** The last valid build of every remote, also while it is down (themes, organisation, containers, logins, feeds). */
  private readonly known = new Map<string, KnownRemote>();
  private readonly owners: Record<Claim, Map<string, string>> = {
    layouts: new Map(),
    templates: new Map(),
    forms: new Map(),
    themes: new Map(),
    organization: new Map(),
    logins: new Map(),
    cookies: new Map(),
    middleware: new Map(),
    feeds: new Map(),
    previews: new Map(),
  };
  private contributedLogins: readonly ContributedLogin[] = [];
  private contributedMiddleware: ReadonlyMap<string, ContributedMiddleware> = new Map();
  private contributedFeeds: readonly ContributedFeed[] = [];
  private readonly refused = new Set<string>();
  private themeRules: ThemeRules = {};
  private checking: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly loadEntry: EntryLoader;
  private readonly readBuild: BuildReader;

  constructor(
    private readonly manifest: ManifestEntry[],
    private readonly options: RegistryOptions,
  ) {
    this.loadEntry = options.loadEntry ?? federationEntry;
    this.readBuild = options.readBuild ?? fetchBuild;
  }

  get ids(): string[] {
    return this.manifest.map((entry) => entry.id);
  }

  /** Checks every remote's current build once; concurrent callers share the check in progress. */
  refresh(): Promise<void> {
    this.checking ??= Promise.all(this.manifest.map((entry) => this.refreshOne(entry)))
      .then(() => this.claimAll())
      .finally(() => {
        this.checking = null;
      });
    return this.checking;
  }

  /** Starts the background checks: every `checkIntervalMs` after the previous one ended. Does not keep the process alive. */
  start(): void {
    if (this.timer) return;
    const schedule = () => {
      this.timer = setTimeout(
        () => {
          void this.refresh()
            .catch((error: unknown) => this.options.report(error, { phase: 'check' }))
            .finally(() => this.timer && schedule());
        },
        Math.max(this.options.checkIntervalMs, 50),
      );
      this.timer.unref();
    };
    schedule();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async refreshOne(entry: ManifestEntry): Promise<void> {
    let info: BuildInfo;
    try {
      info = await this.readBuild(entry);
      if (typeof info?.version !== 'string' || !/^[a-z0-9]+$/.test(info.version)) throw new Error('build.json has no valid version');
    } catch (error) {
      if (this.loaded.delete(entry.id)) this.options.report(error, { remote: entry.id, phase: 'check' });
      return;
    }
    if (this.loaded.get(entry.id)?.version === info.version) return;
    try {
      const definition = await this.loadEntry(entry, info);
      const problem = validateRemoteDefinition(definition, entry.id) ?? validateServerContributions(definition as RemoteDefinition);
      if (problem) throw new Error(`Remote ${entry.id} rejected: ${problem}`);
      const logins = await this.loadLogins(entry.id, info.version, definition as RemoteDefinition);
      const middleware = await this.loadMiddleware(entry.id, info.version, definition as RemoteDefinition);
      const previews = await this.loadPreviews(entry.id, info.version, definition as RemoteDefinition);
      const templateOptions = await loadTemplateOptions(entry.id, definition as RemoteDefinition);
      this.loaded.set(entry.id, this.describe(entry, info, definition as RemoteDefinition));
      this.known.set(entry.id, { definition: definition as RemoteDefinition, logins, middleware, previews, templateOptions });
    } catch (error) {
      this.loaded.delete(entry.id);
      this.options.report(error, { remote: entry.id, version: info.version, phase: 'load' });
    }
  }

  /**
   * The login kinds of a new build, loaded with it: every request asks them whether its cookies hold a
   * session. A kind that fails to load or to pass the contract is left out (and reported); the
   * remote's other contributions stay.
   */
  private async loadLogins(id: string, version: string, definition: RemoteDefinition): Promise<ReadonlyMap<string, LoginKind>> {
    const logins = new Map<string, LoginKind>();
    for (const [name, loader] of Object.entries(definition.logins ?? {})) {
      try {
        const module = await loader();
        const cookie = (module as { default?: { cookie?: unknown } }).default?.cookie;
        const twice = [...logins.values()].some((kind) => kind.cookie === cookie) ? `cookie ${String(cookie)} is another of its kinds'` : null;
        const problem = validateLoginKind(module) ?? twice;
        if (problem) throw new Error(`Login ${name} of remote ${id} rejected: ${problem}`);
        logins.set(name, module.default);
      } catch (error) {
        this.options.report(error, { remote: id, version, login: name, phase: 'load login' });
      }
    }
    return logins;
  }

  /**
   * The page middleware of a new build, loaded with it (a page's request must never wait for it, nor
   * find it missing while the remote is down). One that fails to load or to pass the contract is left
   * out and reported; a page that names it then answers 500, never its content.
   */
  private async loadMiddleware(id: string, version: string, definition: RemoteDefinition): Promise<ReadonlyMap<string, PageMiddleware>> {
    const middleware = new Map<string, PageMiddleware>();
    for (const [name, loader] of Object.entries(definition.middleware ?? {})) {
      try {
        const module = await loader();
        const problem = validateMiddleware(module);
        if (problem) throw new Error(`Middleware ${name} of remote ${id} rejected: ${problem}`);
        middleware.set(name, module.default);
      } catch (error) {
        this.options.report(error, { remote: id, version, middleware: name, phase: 'load middleware' });
      }
    }
    return middleware;
  }

  /**
   * The preview sources of a new build, by the path each answers, loaded with it like middleware (a
   * preview renders with the public remotes, so it holds while its own remote is down). One that fails
   * to load or to pass the contract is left out and reported; its path is then an ordinary page.
   */
  private async loadPreviews(id: string, version: string, definition: RemoteDefinition): Promise<ReadonlyMap<string, PreviewSource>> {
    const previews = new Map<string, PreviewSource>();
    for (const [name, loader] of Object.entries(definition.previews ?? {})) {
      try {
        const module = await loader();
        const problem = validatePreviewSource(module);
        if (problem) throw new Error(`Preview ${name} of remote ${id} rejected: ${problem}`);
        previews.set(module.default.path, module.default);
      } catch (error) {
        this.options.report(error, { remote: id, version, preview: name, phase: 'load preview' });
      }
    }
    return previews;
  }

  private describe(entry: ManifestEntry, info: BuildInfo, definition: RemoteDefinition): LoadedRemote {
    const publicBase = `${this.options.publicBase?.(entry.id) ?? `/_remotes/${entry.id}`}/@${info.version}`;
    return {
      id: entry.id,
      version: info.version,
      definition,
      asset: {
        id: entry.id,
        version: info.version,
        entry: `${publicBase}/browser/remoteEntry.js`,
        css: (info.css ?? []).map((file) => `${publicBase}/browser/${file}`),
        ...(definition.store === true ? { store: true as const } : {}),
        ...(devReload(info, publicBase) ? { reload: devReload(info, publicBase) } : {}),
      },
    };
  }

  /**
   * Gives every name to its one owner, in manifest order. An owner keeps its names while it is down;
   * it loses a name only when a new build of it no longer declares it.
   */
  private claimAll() {
    for (const { id } of this.manifest) {
      const known = this.known.get(id);
      if (known) this.claim(id, known);
    }
    const rules: Record<string, string> = {};
    for (const [segment, owner] of this.owners.themes) {
      const theme = this.known.get(owner)?.definition.themes?.[segment];
      if (theme) rules[segment] = theme;
    }
    this.themeRules = Object.freeze(rules);
    this.contributedLogins = Object.freeze(
      [...this.owners.logins].flatMap(([name, remote]) => {
        const kind = this.known.get(remote)?.logins.get(name);
        // A kind whose cookie another kind already uses is refused as a whole.
        return kind && this.owners.cookies.get(kind.cookie) === remote ? [{ name, remote, kind }] : [];
      }),
    );
    this.contributedMiddleware = new Map(
      [...this.owners.middleware].flatMap(([name, remote]) => {
        const run = this.known.get(remote)?.middleware.get(name);
        return run ? [[name, { name, remote, run }] as const] : [];
      }),
    );
    this.contributedFeeds = Object.freeze(
      [...this.owners.feeds].flatMap(([path, remote]) => this.known.get(remote)?.definition.feeds?.filter((feed) => feed.path === path) ?? []),
    );
  }

  private claim(id: string, { definition, logins, middleware, previews }: KnownRemote) {
    const declared: Record<Claim, string[]> = {
      layouts: Object.keys(definition.layouts),
      templates: Object.keys(definition.templates),
      forms: Object.keys(definition.forms ?? {}),
      themes: Object.keys(definition.themes ?? {}),
      organization: definition.organization ? [SINGLE] : [],
      logins: [...logins.keys()],
      cookies: [...logins.values()].map((kind) => kind.cookie),
      middleware: [...middleware.keys()],
      feeds: (definition.feeds ?? []).map((feed) => feed.path),
      previews: [...previews.keys()],
    };
    for (const claim of Object.keys(declared) as Claim[]) {
      const owners = this.owners[claim];
      for (const [name, owner] of owners) if (owner === id && !declared[claim].includes(name)) owners.delete(name);
      for (const name of declared[claim]) {
        const owner = owners.get(name);
        if (owner === undefined) owners.set(name, id);
        else if (owner !== id) this.refuse(claim, name, id, owner);
      }
    }
  }

  private refuse(claim: Claim, name: string, id: string, owner: string) {
    const key = `${claim}/${name}/${id}/${this.loaded.get(id)?.version ?? ''}`;
    if (this.refused.has(key)) return;
    this.refused.add(key);
    const what = claim === 'organization' ? 'the organisation' : `${claim === 'middleware' ? claim : claim.slice(0, -1)} '${name}'`;
    this.options.report(new Error(`Remote ${id} declares ${what}, which remote ${owner} owns; refused`), { remote: id, owner, [claim]: name, phase: 'clash' });
  }

  /**
   * The remote and name a layout or template name refers to, if its owner is up. `name` is a name
   * of the one remote that owns it, or a qualified `remote/name`.
   */
  resolve(kind: ModuleKind, name: string): ModuleRef | undefined {
    const slash = name.indexOf('/');
    if (slash > 0) {
      const remote = name.slice(0, slash);
      const local = name.slice(slash + 1);
      const definition = this.loaded.get(remote)?.definition;
      return definition && Object.hasOwn(definition[kind], local) ? { remote, name: local } : undefined;
    }
    const owner = this.owners[kind].get(name);
    return owner !== undefined && this.loaded.has(owner) ? { remote: owner, name } : undefined;
  }

  /** The owner of a name, for callers that only need the id (forms: the owner of a form id, if it is up). */
  owner(kind: ModuleKind | 'forms', name: string): string | undefined {
    if (kind !== 'forms') return this.resolve(kind, name)?.remote;
    const owner = this.owners.forms.get(name);
    return owner !== undefined && this.loaded.has(owner) ? owner : undefined;
  }

  asset(id: string): RemoteAsset | undefined {
    return this.loaded.get(id)?.asset;
  }

  isUp(id: string): boolean {
    return this.loaded.has(id);
  }

  /** First path segment → theme, from the remotes' `themes` (spec point 4). */
  themes(): ThemeRules {
    return this.themeRules;
  }

  /** schema.org data of the organisation behind the site, from the remote that gives it. */
  organization(): Record<string, unknown> | undefined {
    const owner = this.owners.organization.get(SINGLE);
    return owner === undefined ? undefined : this.known.get(owner)?.definition.organization;
  }

  /** Containers a remote's blocks keep only once. */
  uniqueContainers(id: string): readonly string[] {
    return this.known.get(id)?.definition.uniqueContainers ?? [];
  }

  /**
   * The login kinds the remotes contribute, each with one owner (by name and by cookie). A kind stays
   * in force while its remote is down: a session needs no remote's page to be kept or ended.
   */
  logins(): readonly ContributedLogin[] {
    return this.contributedLogins;
  }

  /**
   * The page middleware of this name, with the remote that contributes it (each name has one owner);
   * like login kinds, in force while its remote is down. Undefined for a name no remote contributes.
   */
  middleware(name: string): ContributedMiddleware | undefined {
    return this.contributedMiddleware.get(name);
  }

  /** The feeds the remotes contribute, each path with one owner; like logins, in force while their remote is down. */
  feeds(): readonly ContributedFeed[] {
    return this.contributedFeeds;
  }

  /** The preview source that answers this path (each path has one owner; in force while its remote is down). */
  preview(path: string): ContributedPreview | undefined {
    const remote = this.owners.previews.get(path);
    const source = remote === undefined ? undefined : this.known.get(remote)?.previews.get(path);
    return remote !== undefined && source ? { remote, source } : undefined;
  }

  /**
   * What a block of each template of this remote takes (title, description, schema of its `context`),
   * by template name, from its last valid build (also while it is down); undefined for a remote never loaded.
   */
  templateOptions(id: string): Readonly<Record<string, TemplateOptions>> | undefined {
    return this.known.get(id)?.templateOptions;
  }

  /** Every loaded remote's layouts and template options as JSON, for the editorial area's block forms. */
  templateCatalog(): TemplateCatalog {
    const layouts: Record<string, string> = {};
    const layoutTitles: Record<string, string> = {};
    for (const [name, remote] of this.owners.layouts) {
      if (!this.loaded.has(remote)) continue;
      layouts[name] = remote;
      layoutTitles[name] = this.known.get(remote)?.definition.layoutTitles?.[name] ?? name;
    }
    const remotes: TemplateCatalog['remotes'] = {};
    for (const [id, known] of this.known) {
      if (Object.keys(known.templateOptions).length > 0) remotes[id] = JSON.parse(JSON.stringify(known.templateOptions)) as TemplateCatalog['remotes'][string];
    }
    return { layouts, layoutTitles, remotes };
  }

  /** Loads (once per build) a layout module. */
  layout(remoteId: string, name: string): Promise<LayoutModule | undefined> {
    return this.module<LayoutModule>('layouts', remoteId, name);
  }

  /** Loads (once per build) a template module. */
  template(remoteId: string, name: string): Promise<TemplateModule | undefined> {
    return this.module<TemplateModule>('templates', remoteId, name);
  }

  /**
   * Loads (once per build) a form handler from the remote's server build. A new build of the remote
   * brings its own handlers; a failed load is tried again on the next request.
   */
  form(remoteId: string, name: string): Promise<AnyFormHandler | undefined> {
    const remote = this.loaded.get(remoteId);
    const forms = remote?.definition.forms;
    const loader = forms && Object.hasOwn(forms, name) ? forms[name] : undefined;
    if (!remote || !loader) return Promise.resolve(undefined);
    return this.modules.load({ remote: remoteId, version: remote.version, kind: 'forms', name }, async () => {
      const module = await loader();
      const problem = validateFormHandler(module, name);
      if (problem) throw new Error(`Form ${name} of remote ${remoteId} rejected: ${problem}`);
      return module.default;
    });
  }

  /** The modules a resolved page renders with, in the versions it was resolved with. */
  view(remotes: readonly Pick<RemoteAsset, 'id' | 'version'>[]): ModuleSource {
    return this.modules.view(remotes);
  }

  private async module<T>(kind: ModuleKind, remoteId: string, name: string): Promise<T | undefined> {
    const remote = this.loaded.get(remoteId);
    const loader = remote && Object.hasOwn(remote.definition[kind], name) ? remote.definition[kind][name] : undefined;
    if (!remote || !loader) return undefined;
    return this.modules.load({ remote: remoteId, version: remote.version, kind, name }, loader as () => Promise<T>);
  }
}
