import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { validateRemoteDefinition, type LayoutModule, type RemoteDefinition, type TemplateModule } from '@musterstadt/shell-contract';
import type { ModuleSource } from '../app/page-renderer';
import type { ModuleRef, PageData, RemoteAsset } from '../app/page-data';

/** Remote modules in the browser, loaded through the federation runtime in the server's versions. */
export class ClientModules implements ModuleSource {
  private readonly versions = new Map<string, string>();
  private readonly definitions = new Map<string, Promise<RemoteDefinition>>();
  private readonly layouts = new Map<string, LayoutModule>();
  private readonly templates = new Map<string, TemplateModule>();

  private register(asset: RemoteAsset) {
    const known = this.versions.get(asset.id);
    if (known === asset.version) return;
    registerRemotes([{ name: asset.id, entry: asset.entry }], { force: known !== undefined });
    this.versions.set(asset.id, asset.version);
    this.definitions.delete(asset.id);
    for (const map of [this.layouts, this.templates]) {
      for (const key of map.keys()) if (key.startsWith(`${asset.id}/`)) map.delete(key);
    }
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

  /** Loads every module the page renders with; rejects if one of them cannot be loaded. */
  async preload(page: PageData): Promise<void> {
    page.remotes.forEach((asset) => this.register(asset));
    const jobs: Promise<unknown>[] = [];
    if (page.layout) {
      const { remote, name } = page.layout;
      const key = `${remote}/${name}`;
      if (!this.layouts.has(key)) {
        jobs.push(
          this.definition(remote).then(async (def) => {
            const loader = def.layouts[name];
            if (!loader) throw new Error(`Layout ${key} missing`);
            this.layouts.set(key, await loader());
          }),
        );
      }
    }
    for (const block of page.blocks) {
      if (!block.remote) continue;
      const key = `${block.remote}/${block.template}`;
      if (this.templates.has(key)) continue;
      const { remote, template } = block;
      jobs.push(
        this.definition(remote).then(async (def) => {
          const loader = def.templates[template];
          if (!loader) throw new Error(`Template ${key} missing`);
          this.templates.set(key, await loader());
        }),
      );
    }
    await Promise.all(jobs);
  }

  layout(ref: ModuleRef) {
    return this.layouts.get(`${ref.remote}/${ref.name}`);
  }

  template(ref: ModuleRef) {
    return this.templates.get(`${ref.remote}/${ref.name}`);
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
