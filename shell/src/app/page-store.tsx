import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { readsStore, type PageData } from './page-data';

/** Puts the shared Redux store around a page (react-redux's Provider with the shell's store). */
export type StoreProvider = ComponentType<{ children: ReactNode }>;

/**
 * The shell's store provider, if it has one yet. A getter, so that the browser can load Redux only
 * when the first page that reads the store comes, without changing the context value.
 */
export const StoreProviderContext = createContext<() => StoreProvider | undefined>(() => undefined);

/** The page inside the store when one of its remotes reads it; as it is otherwise (no Redux at all). */
export function PageStore({ page, children }: { page: Pick<PageData, 'remotes'>; children: ReactNode }) {
  const provider = useContext(StoreProviderContext)();
  const Provider = readsStore(page) ? provider : undefined;
  return Provider ? <Provider>{children}</Provider> : children;
}
