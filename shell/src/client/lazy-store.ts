import type { ReactNode } from 'react';
import type { BootState } from '../server/render';
import type { IslandStore } from './store-provider';

/** What the browser puts around an island of a remote (the store for a remote that reads it). */
export type IslandFrame = (remote: string, node: ReactNode) => ReactNode;

const plain: IslandFrame = (_remote, node) => node;

/**
 * The store of the browser, loaded with the first page that has an island of a remote that reads it
 * (its definition says `store: true`): pages without one never load Redux.
 */
export class LazyStore {
  private pending: Promise<IslandStore> | undefined;

  /** The frame of a page's islands: the store, with the page's session, around those that read it. */
  async frame(boot: Pick<BootState, 'remotes' | 'state'>): Promise<IslandFrame> {
    const readers = new Set(boot.remotes.filter((asset) => asset.store).map((asset) => asset.id));
    if (readers.size === 0) return plain;
    const state = boot.state ?? {};
    this.pending ??= import(/* webpackChunkName: "store" */ './store-provider').then(({ createIslandStore }) => createIslandStore(state));
    this.pending.catch(() => {
      this.pending = undefined;
    });
    const store = await this.pending;
    store.sync(boot.state);
    return (remote, node) => (readers.has(remote) ? store.wrap(node) : node);
  }
}
