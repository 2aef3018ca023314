import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { sessionSlice } from './session';

export * from './session';

/**
 * Slices that remotes inject at run time. A remote extends this interface by declaration merging
 * (`declare module '@musterstadt/shell-contract/store'`, as it declares its profile in
 * `SessionProfiles`) and calls `slice.injectInto(rootReducer)`; its definition says `store: true`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- extended by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState: preloadedState as RootState | undefined });
}

type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
