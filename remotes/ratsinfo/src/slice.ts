/**
 * The council remote's own slice, injected into the shell's root reducer when the remote loads:
 * the meetings a member opened in this visit (for "Zuletzt angesehen"). Logout empties it.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isLoggedOutOf, rootReducer, selectProfile, type RootState } from '@musterstadt/shell-contract/store';
import { useDispatch, useSelector } from 'react-redux';
import type { CouncilProfile } from './session/profile';

export interface ZuletztAngesehen {
  id: number;
  name: string;
  detailURL: string;
}

export interface RatsinfoState {
  zuletzt: ZuletztAngesehen[];
}

const initialState: RatsinfoState = { zuletzt: [] };

export const ratsinfoSlice = createSlice({
  name: 'ratsinfo',
  initialState,
  reducers: {
    sitzungAngesehen(state, action: PayloadAction<ZuletztAngesehen>) {
      state.zuletzt = [action.payload, ...state.zuletzt.filter((s) => s.id !== action.payload.id)].slice(0, 5);
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isLoggedOutOf('ratsinfo'), () => initialState);
  },
  selectors: {
    selectZuletzt: (state) => state.zuletzt,
  },
});

declare module '@musterstadt/shell-contract/store' {
  interface LazyLoadedSlices {
    ratsinfo: RatsinfoState;
  }
}

/** The slice as part of the shell's store (its selectors work before its first action, too). */
export const injectedRatsinfo = ratsinfoSlice.injectInto(rootReducer);
export const { sitzungAngesehen } = ratsinfoSlice.actions;

/** Typed hooks of the shared store. */
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch;

/** The member logged in to the council information system, or null. */
export const selectCouncilUser = (state: RootState): CouncilProfile | null => selectProfile(state, 'ratsinfo');

export function useCouncilUser(): CouncilProfile | null {
  return useAppSelector(selectCouncilUser);
}

export function useZuletzt(): ZuletztAngesehen[] {
  return useAppSelector(injectedRatsinfo.selectors.selectZuletzt);
}
