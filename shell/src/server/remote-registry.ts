import { readFile } from 'node:fs/promises';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  validateFormHandler,
  validateRemoteDefinition,
  type AnyFormHandler,
  type LayoutModule,
  type RemoteDefinition,
  type TemplateModule,
} from '@musterstadt/shell-contract';
import type { RemoteAsset } from '../app/page-data';

export interface ManifestEntry {
  id: string;
  /** Where the shell server reaches the remote's static server. */
  url: string;
}

interface BuildInfo {
  id: string;
  version: string;
  css: string[];
}

interface LoadedRemote {
  id: string;
  version: string;
  definition: RemoteDefinition;
  asset: RemoteAsset;
  layouts: Map<string, LayoutModule>;
  templates: Map<string, TemplateModule>;
  /** Form handlers of this build, loaded on first use. */
  forms: Map<string, Promise<AnyFormHandler>>;
}

type Reporter = (error: unknown, context: Record<string, unknown>) => void;

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

/**
 * The run-time registry of remotes. It learns each remote's current build from the remote's own
 * static server (build.json), registers that build with the Module Federation runtime, checks its
 * contract envelope, and knows which remote owns which layout and template. A remote that is down,
 * throws or speaks another contract version is simply absent until it recovers.
 */
export class RemoteRegistry {
  private readonly loaded = new Map<string, LoadedRemote>();
  private lastCheck = 0;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly manifest: ManifestEntry[],
    private readonly options: { checkIntervalMs: number; report: Reporter; publicBase?: (id: string) => string },
  ) {}

  get ids(): string[] {
    return this.manifest.map((entry) => entry.id);
  }

  /** Makes sure the registry reflects the remotes' current builds (at most once per interval). */
  async refresh(force = false): Promise<void> {
    if (!force && Date.now() - this.lastCheck < this.options.checkIntervalMs) return this.checking ?? undefined;
    if (this.checking) return this.checking;
    this.checking = Promise.all(this.manifest.map((entry) => this.refreshOne(entry)))
      .then(() => undefined)
      .finally(() => {
        this.lastCheck = Date.now();
        this.checking = null;
      });
    return this.checking;
  }

  private async refreshOne(entry: ManifestEntry): Promise<void> {
    let info: BuildInfo;
    try {
      const response = await fetch(`${entry.url}/build.json`, { signal: AbortSignal.timeout(1500), cache: 'no-store' });
      if (!response.ok) throw new Error(`build.json answered ${response.status}`);
      info = (await response.json()) as BuildInfo;
      if (typeof info.version !== 'string' || !/^[a-z0-9]+$/.test(info.version)) throw new Error('build.json has no valid version');
    } catch (error) {
      if (this.loaded.delete(entry.id)) this.options.report(error, { remote: entry.id, phase: 'check' });
      return;
    }
    if (this.loaded.get(entry.id)?.version === info.version) return;
    try {
      this.loaded.set(entry.id, await this.load(entry, info));
    } catch (error) {
      this.loaded.delete(entry.id);
      this.options.report(error, { remote: entry.id, version: info.version, phase: 'load' });
    }
  }

  private async load(entry: ManifestEntry, info: BuildInfo): Promise<LoadedRemote> {
    const base = `${entry.url}/@${info.version}`;
    registerRemotes([{ name: entry.id, entry: `${base}/server/remoteEntry.js` }], { force: true });
    const module = await loadRemote<{ default?: unknown }>(`${entry.id}/remote`);
    const definition = (module as { default?: unknown } | null)?.default ?? module;
    const problem = validateRemoteDefinition(definition, entry.id);
    if (problem) throw new Error(`Remote ${entry.id} rejected: ${problem}`);
    const publicBase = `${this.options.publicBase?.(entry.id) ?? `/_remotes/${entry.id}`}/@${info.version}`;
    return {
      id: entry.id,
      version: info.version,
      definition: definition as RemoteDefinition,
      asset: {
        id: entry.id,
        version: info.version,
        entry: `${publicBase}/browser/remoteEntry.js`,
        css: (info.css ?? []).map((file) => `${publicBase}/browser/${file}`),
      },
      layouts: new Map(),
      templates: new Map(),
      forms: new Map(),
    };
  }

  /** The remote that owns a layout, template or form name (first in manifest order), if it is up. */
  owner(kind: 'layouts' | 'templates' | 'forms', name: string): string | undefined {
    for (const { id } of this.manifest) {
      const remote = this.loaded.get(id);
      if (remote && Object.hasOwn(remote.definition[kind] ?? {}, name)) return id;
    }
    return undefined;
  }

  asset(id: string): RemoteAsset | undefined {
    return this.loaded.get(id)?.asset;
  }

  isUp(id: string): boolean {
    return this.loaded.has(id);
  }

  /** Loads (once per build) a layout module. */
  async layout(remoteId: string, name: string): Promise<LayoutModule | undefined> {
    const remote = this.loaded.get(remoteId);
    if (!remote) return undefined;
    const cached = remote.layouts.get(name);
    if (cached) return cached;
    const loader = remote.definition.layouts[name];
    if (!loader) return undefined;
    const module = await loader();
    remote.layouts.set(name, module);
    return module;
  }

  /** Loads (once per build) a template module. */
  async template(remoteId: string, name: string): Promise<TemplateModule | undefined> {
    const remote = this.loaded.get(remoteId);
    if (!remote) return undefined;
    const cached = remote.templates.get(name);
    if (cached) return cached;
    const loader = remote.definition.templates[name];
    if (!loader) return undefined;
    const module = await loader();
    remote.templates.set(name, module);
    return module;
  }

  /**
   * Loads (once per build) a form handler from the remote's server build. A new build of the remote
   * brings its own handlers: the cache belongs to the loaded build.
   */
  async form(remoteId: string, name: string): Promise<AnyFormHandler | undefined> {
    const remote = this.loaded.get(remoteId);
    const loader = remote?.definition.forms?.[name];
    if (!remote || !loader) return undefined;
    let handler = remote.forms.get(name);
    if (!handler) {
      handler = loader().then((module) => {
        const problem = validateFormHandler(module, name);
        if (problem) throw new Error(`Form ${name} of remote ${remoteId} rejected: ${problem}`);
        return module.default;
      });
      remote.forms.set(name, handler);
      // A failed load is tried again on the next request.
      handler.catch(() => remote.forms.delete(name));
    }
    return handler;
  }

  /** Synchronous view of what is loaded, for rendering. */
  loadedLayout(remoteId: string, name: string): LayoutModule | undefined {
    return this.loaded.get(remoteId)?.layouts.get(name);
  }

  loadedTemplate(remoteId: string, name: string): TemplateModule | undefined {
    return this.loaded.get(remoteId)?.templates.get(name);
  }
}
