import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';

/**
 * Profiles of the login kinds, by kind: each remote that contributes a login kind declares the
 * profile it keeps (never a token) by declaration merging, e.g.
 * `declare module '@musterstadt/shell-contract/store' { interface SessionProfiles { ratsinfo: CouncilProfile } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- extended by declaration merging
export interface SessionProfiles {}

/** The name of a login kind a remote declared. */
export type LoginKindName = keyof SessionProfiles & string;

/**
 * The session slice: the profile of each login kind, or null when its person is logged out. A
 * kind the shell has not heard of yet is absent. Login kinds are independent of each other.
 */
export type SessionState = { [K in LoginKindName]?: SessionProfiles[K] | null } & Record<string, unknown>;

const initialState: SessionState = {};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<{ kind: string; profile: unknown }>) {
      (state as Record<string, unknown>)[action.payload.kind] = action.payload.profile;
    },
    loggedOut(state, action: PayloadAction<{ kind: string }>) {
      (state as Record<string, unknown>)[action.payload.kind] = null;
    },
  },
});

/** The actions with the kind's name and profile type; the shell, which knows no kind, uses `sessionSlice.actions`. */
export const loggedIn = <K extends LoginKindName>(kind: K, profile: SessionProfiles[K]) => sessionSlice.actions.loggedIn({ kind, profile });
export const loggedOut = <K extends LoginKindName>(kind: K) => sessionSlice.actions.loggedOut({ kind });

/** A matcher for a slice's `extraReducers`: the person of this kind logged out (the slice forgets what it kept). */
export function isLoggedOutOf(kind: LoginKindName): (action: UnknownAction) => action is ReturnType<typeof sessionSlice.actions.loggedOut> {
  return (action): action is ReturnType<typeof sessionSlice.actions.loggedOut> => sessionSlice.actions.loggedOut.match(action) && action.payload.kind === kind;
}

/** The profile of a kind, or null when nobody of it is logged in. */
export function selectProfile<K extends LoginKindName>(state: { session: SessionState }, kind: K): SessionProfiles[K] | null {
  return (state.session[kind] ?? null) as SessionProfiles[K] | null;
}
