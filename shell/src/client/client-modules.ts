import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { validateRemoteDefinition, type LayoutModule, type RemoteDefinition, type TemplateModule } from '@musterstadt/shell-contract';
import { ModuleCache, type ModuleKind } from '../app/module-cache';
import type { ModuleSource } from '../app/page-renderer';
import { readsStore, type ModuleRef, type PageData, type RemoteAsset } from '../app/page-data';
import type { LazyStore } from './lazy-store';

/** Remote modules in the browser, loaded through the federation runtime in the server's versions. */
export class ClientModules implements ModuleSource {
  private readonly versions = new Map<string, string>();
  private readonly definitions = new Map<string, Promise<RemoteDefinition>>();

  /**
   * @param store the shared store, loaded for pages whose remotes read it
   * @param cache the same module cache the server uses, keyed by remote, version, kind and name
   */
  constructor(
    private readonly store?: LazyStore,
    private readonly cache = new ModuleCache(),
  ) {}

  private register(asset: RemoteAsset) {
    const known = this.versions.get(asset.id);
    if (known === asset.version) return;
    registerRemotes([{ name: asset.id, entry: asset.entry }], { force: known !== undefined });
    this.versions.set(asset.id, asset.version);
    this.definitions.delete(asset.id);
  }

  private definition(id: string): Promise<RemoteDefinition> {
    let pending = this.definitions.get(id);
    if (!pending) {
      pending = loadRemote<{ default: RemoteDefinition }>(`${id}/remote`).then((module) => {
        const definition = module?.default;
        const problem = validateRemoteDefinition(definition, id);
        if (problem) throw new Error(`Remote ${id} rejected: ${problem}`);
        return definition as RemoteDefinition;
      });
      pending.catch(() => this.definitions.delete(id));
      this.definitions.set(id, pending);
    }
    return pending;
  }

  private load(kind: ModuleKind, ref: ModuleRef): Promise<unknown> {
    const version = this.versions.get(ref.remote);
    if (version === undefined) return Promise.reject(new Error(`Remote ${ref.remote} is not part of the page`));
    return this.cache.load({ remote: ref.remote, version, kind, name: ref.name }, async () => {
      const loader = (await this.definition(ref.remote))[kind][ref.name];
      if (!loader) throw new Error(`${kind} ${ref.remote}/${ref.name} missing`);
      return loader();
    });
  }

  /** Loads every module the page renders with (and the store if it reads it); rejects if one cannot be loaded. */
  async preload(page: PageData): Promise<void> {
    page.remotes.forEach((asset) => this.register(asset));
    const jobs: Promise<unknown>[] = [];
    if (this.store && readsStore(page)) jobs.push(this.store.load());
    if (page.layout) jobs.push(this.load('layouts', page.layout));
    for (const block of page.blocks) if (block.remote) jobs.push(this.load('templates', { remote: block.remote, name: block.template }));
    await Promise.all(jobs);
  }

  private find<T>(kind: ModuleKind, ref: ModuleRef): T | undefined {
    const version = this.versions.get(ref.remote);
    return version === undefined ? undefined : this.cache.peek<T>({ remote: ref.remote, version, kind, name: ref.name });
  }

  layout(ref: ModuleRef) {
    return this.find<LayoutModule>('layouts', ref);
  }

  template(ref: ModuleRef) {
    return this.find<TemplateModule>('templates', ref);
  }
}

/** Adds the stylesheets of a page's remotes and waits until they apply (no flash of unstyled content). */
export function ensureStyles(page: PageData): Promise<void> {
  const present = new Set(Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => link.getAttribute('href')));
  const loads = page.remotes
    .flatMap((remote) => remote.css)
    .filter((href) => !present.has(href))
    .map(
      (href) =>
        new Promise<void>((resolve) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          link.onload = () => resolve();
          link.onerror = () => resolve();
          document.head.appendChild(link);
        }),
    );
  return Promise.all(loads).then(() => undefined);
}
