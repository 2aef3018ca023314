import { makeStore, type RootState } from '@musterstadt/shell-contract/store';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { StoreProvider } from '../app/page-store';

/** The browser's one store, from the state the server rendered with. */
export function createStoreProvider(state: Partial<RootState>): StoreProvider {
  const store = makeStore(state);
  return function ShellStore({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };
}
