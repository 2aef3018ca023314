import type { LayoutModule, TemplateModule } from '@musterstadt/shell-contract';
import type { ModuleSource } from './page-renderer';
import type { ModuleRef, RemoteAsset } from './page-data';

export type ModuleKind = 'layouts' | 'templates';

/** Identifies one loaded module: which remote, in which build, which kind, which name. */
export interface ModuleKey {
  remote: string;
  version: string;
  /** Layouts and templates render; form handlers ('forms') run on the server only. */
  kind: ModuleKind | 'forms';
  name: string;
}

interface Entry {
  pending: Promise<unknown>;
  value?: unknown;
}

const keyOf = ({ remote, version, kind, name }: ModuleKey) => `${remote}@${version}/${kind}/${name}`;

/**
 * The one cache of remote modules, on the server and in the browser. Keyed by remote, build version,
 * kind and name, so a new build never meets an old build's module. The last `keepVersions` builds of
 * each remote stay, so a page that resolved with the previous build still renders with it.
 */
export class ModuleCache {
  private readonly entries = new Map<string, Entry>();
  private readonly versions = new Map<string, string[]>();

  constructor(private readonly keepVersions = 2) {}

  /** Loads a module once per key; concurrent callers share the load, a failed load is not kept. */
  load<T>(key: ModuleKey, loader: () => Promise<T>): Promise<T> {
    const id = keyOf(key);
    const hit = this.entries.get(id);
    if (hit) return hit.pending as Promise<T>;
    this.remember(key.remote, key.version);
    const entry: Entry = { pending: Promise.resolve().then(loader) };
    entry.pending.then(
      (value) => {
        entry.value = value;
      },
      () => {
        if (this.entries.get(id) === entry) this.entries.delete(id);
      },
    );
    this.entries.set(id, entry);
    return entry.pending as Promise<T>;
  }

  /** A module that has finished loading, for synchronous rendering. */
  peek<T>(key: ModuleKey): T | undefined {
    return this.entries.get(keyOf(key))?.value as T | undefined;
  }

  /** What a page renders with: its remotes in exactly the versions it was resolved with. */
  view(remotes: readonly Pick<RemoteAsset, 'id' | 'version'>[]): ModuleSource {
    const versions = new Map(remotes.map((remote) => [remote.id, remote.version]));
    const find = <T>(kind: ModuleKind, ref: ModuleRef) => {
      const version = versions.get(ref.remote);
      return version === undefined ? undefined : this.peek<T>({ remote: ref.remote, version, kind, name: ref.name });
    };
    return {
      layout: (ref) => find<LayoutModule>('layouts', ref),
      template: (ref) => find<TemplateModule>('templates', ref),
    };
  }

  get size(): number {
    return this.entries.size;
  }

  private remember(remote: string, version: string) {
    const list = this.versions.get(remote) ?? [];
    if (list.at(-1) === version) return;
    const next = [...list.filter((v) => v !== version), version];
    for (const old of next.splice(0, Math.max(0, next.length - this.keepVersions))) {
      const prefix = `${remote}@${old}/`;
      for (const id of this.entries.keys()) if (id.startsWith(prefix)) this.entries.delete(id);
    }
    this.versions.set(remote, next);
  }
}
