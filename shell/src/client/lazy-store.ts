import type { RootState } from '@musterstadt/shell-contract/store';
import type { StoreProvider } from '../app/page-store';

/**
 * The shared Redux store of the browser, loaded with the first page that reads it (a remote whose
 * definition says `store: true`). Pages that do not read it never load Redux.
 */
export class LazyStore {
  private provider: StoreProvider | undefined;
  private pending: Promise<void> | undefined;

  constructor(private readonly state: Partial<RootState>) {}

  load(): Promise<void> {
    this.pending ??= import('./store-provider').then(
      ({ createStoreProvider }) => {
        this.provider = createStoreProvider(this.state);
      },
      (error: unknown) => {
        this.pending = undefined;
        throw error;
      },
    );
    return this.pending;
  }

  /** The provider once loaded (a stable function: the context value never changes). */
  readonly current = (): StoreProvider | undefined => this.provider;
}
