import { makeStore, sessionSlice, type RootState } from '@musterstadt/shell-contract/store';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';

/** The browser's one store for the visit, around the islands of the remotes that read it. */
export interface IslandStore {
  /** Takes over the session as the server rendered a new page with (a login, logout or an ended session). */
  sync(state: Partial<RootState> | undefined): void;
  wrap(node: ReactNode): ReactNode;
}

/**
 * Made from the state of the first page that reads the store. Later pages bring the session of every
 * login kind as the server knows it; what islands put into their slices meanwhile (e.g. the meetings
 * a member opened) stays for the visit, and a logout empties it through the slices' own rules.
 */
export function createIslandStore(state: Partial<RootState>): IslandStore {
  const store = makeStore(state);
  const { loggedIn, loggedOut } = sessionSlice.actions;
  return {
    sync(next) {
      const session = next?.session;
      if (!session) return;
      const shown = store.getState().session;
      for (const [kind, profile] of Object.entries(session)) {
        if (JSON.stringify(shown[kind] ?? null) === JSON.stringify(profile ?? null)) continue;
        store.dispatch(profile ? loggedIn({ kind, profile }) : loggedOut({ kind }));
      }
    },
    wrap: (node) => <Provider store={store}>{node}</Provider>,
  };
}
