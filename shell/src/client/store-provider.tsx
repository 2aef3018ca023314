import {
  councilLoggedIn,
  councilLoggedOut,
  intranetLoggedIn,
  intranetLoggedOut,
  makeStore,
  type RootState,
  type SessionState,
} from '@musterstadt/shell-contract/store';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';

/** The browser's one store for the visit, around the islands of the remotes that read it. */
export interface IslandStore {
  /** Takes over the session as the server rendered a new page with (a login, logout or an ended session). */
  sync(state: Partial<RootState> | undefined): void;
  wrap(node: ReactNode): ReactNode;
}

/**
 * Made from the state of the first page that reads the store. Later pages bring the session as the
 * server knows it; what islands put into their slices meanwhile (e.g. the meetings a member opened)
 * stays for the visit, and a logout empties it through the slices' own rules.
 */
export function createIslandStore(state: Partial<RootState>): IslandStore {
  const store = makeStore(state);
  return {
    sync(next) {
      const session: SessionState | undefined = next?.session;
      if (!session) return;
      const shown = store.getState().session;
      if (JSON.stringify(shown.council) !== JSON.stringify(session.council)) {
        store.dispatch(session.council ? councilLoggedIn(session.council) : councilLoggedOut());
      }
      if (JSON.stringify(shown.intranet) !== JSON.stringify(session.intranet)) {
        store.dispatch(session.intranet ? intranetLoggedIn(session.intranet) : intranetLoggedOut());
      }
    },
    wrap: (node) => <Provider store={store}>{node}</Provider>,
  };
}
