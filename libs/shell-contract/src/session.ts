import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Council member profile as the store keeps it: never the token. */
export interface CouncilProfile {
  id: number;
  vorname: string;
  nachname: string;
  email: string;
  pw_geaendert: boolean;
  taetigkeitsbereiche: string[];
}

/** Intranet user profile as the store keeps it: never the token. */
export interface IntranetProfile {
  uuid: string;
  vorname: string;
  nachname: string;
  email: string;
}

export interface SessionState {
  council: CouncilProfile | null;
  intranet: IntranetProfile | null;
}

const initialState: SessionState = { council: null, intranet: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    councilLoggedIn(state, action: PayloadAction<CouncilProfile>) {
      state.council = action.payload;
    },
    councilLoggedOut(state) {
      state.council = null;
    },
    intranetLoggedIn(state, action: PayloadAction<IntranetProfile>) {
      state.intranet = action.payload;
    },
    intranetLoggedOut(state) {
      state.intranet = null;
    },
  },
  selectors: {
    selectCouncilUser: (state) => state.council,
    selectIntranetUser: (state) => state.intranet,
    selectIsCouncilLoggedIn: (state) => state.council !== null,
    selectIsIntranetLoggedIn: (state) => state.intranet !== null,
  },
});

export const { councilLoggedIn, councilLoggedOut, intranetLoggedIn, intranetLoggedOut } = sessionSlice.actions;
export const { selectCouncilUser, selectIntranetUser, selectIsCouncilLoggedIn, selectIsIntranetLoggedIn } = sessionSlice.selectors;
