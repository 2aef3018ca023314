import { validateRemoteDefinition, type IslandComponent, type RemoteDefinition } from '@musterstadt/shell-contract';
import type { RemoteAsset } from '../app/page-data';

/** A remote's browser build: an ES module container (webpack's container interface). */
export interface RemoteContainer {
  init(shareScope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

/** webpack's share scope of the shell's browser build (React, the contract), offered to every remote. */
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

/** Imports a remote's entry (a URL of this site) as an ES module, outside the shell's own bundle. */
const importEntry = (url: string): Promise<RemoteContainer> => import(/* webpackIgnore: true */ url) as Promise<RemoteContainer>;

/** Joins the container to the shell's share scope and reads the remote's definition. */
async function loadDefinition(id: string, entry: string, load: (url: string) => Promise<RemoteContainer>): Promise<RemoteDefinition> {
  const container = await load(entry);
  await __webpack_init_sharing__('default');
  await container.init(__webpack_share_scopes__.default);
  const factory = await container.get('./remote');
  const module = factory() as { default?: unknown };
  const definition = module?.default;
  const problem = validateRemoteDefinition(definition, id);
  if (problem) throw new Error(`Remote ${id} rejected: ${problem}`);
  return definition as RemoteDefinition;
}

/**
 * The remotes' islands in the browser, each remote in the version the server rendered the page with
 * (an immutable URL per version). A remote's new release is used from the first page that comes
 * with it; islands already shown keep the version they were hydrated with.
 */
export class RemoteModules {
  private readonly entries = new Map<string, string>();
  private readonly definitions = new Map<string, Promise<RemoteDefinition>>();
  private readonly islands = new Map<string, Promise<IslandComponent<object>>>();

  constructor(private readonly load: (url: string) => Promise<RemoteContainer> = importEntry) {}

  /** Makes the page's remotes known in their versions. */
  register(assets: readonly RemoteAsset[]): void {
    for (const asset of assets) this.entries.set(asset.id, asset.entry);
  }

  private definition(id: string, entry: string): Promise<RemoteDefinition> {
    let pending = this.definitions.get(entry);
    if (!pending) {
      pending = loadDefinition(id, entry, this.load);
      pending.catch(() => this.definitions.delete(entry));
      this.definitions.set(entry, pending);
    }
    return pending;
  }

  /** The island `name` of remote `id` in its registered version; rejects when it cannot be loaded. */
  island(id: string, name: string): Promise<IslandComponent<object>> {
    const entry = this.entries.get(id);
    if (entry === undefined) return Promise.reject(new Error(`Remote ${id} is not part of the page`));
    const key = `${entry}#${name}`;
    let pending = this.islands.get(key);
    if (!pending) {
      pending = this.definition(id, entry).then(async (definition) => {
        const loader = definition.islands && Object.hasOwn(definition.islands, name) ? definition.islands[name] : undefined;
        if (!loader) throw new Error(`Island ${id}/${name} missing`);
        const component = (await loader()).default;
        if (typeof component !== 'function' || component.islandName !== name) throw new Error(`Island ${id}/${name} is not an island of that name`);
        return component;
      });
      pending.catch(() => this.islands.delete(key));
      this.islands.set(key, pending);
    }
    return pending;
  }
}
