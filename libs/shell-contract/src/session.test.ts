import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isLoggedOutOf, loggedIn, loggedOut, selectProfile, sessionSlice } from './session';
import { makeStore, rootReducer, type RootState } from './store';

/** Two login kinds as remotes declare them (each remote merges its own into SessionProfiles). */
interface MemberProfile {
  id: number;
  vorname: string;
}
interface StaffProfile {
  uuid: string;
  vorname: string;
}
declare module './session' {
  interface SessionProfiles {
    rat: MemberProfile;
    personal: StaffProfile;
  }
}

const member: MemberProfile = { id: 7, vorname: 'Erika' };
const employee: StaffProfile = { uuid: 'u-1', vorname: 'Max' };

/** A slice shaped like one a remote injects: its texts go when the staff member logs out. */
const staffTexts = createSlice({
  name: 'staffTexts',
  initialState: { texte: [] as string[] },
  reducers: {
    textsLoaded(state, action: PayloadAction<string[]>) {
      state.texte = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isLoggedOutOf('personal'), (state) => {
      state.texte = [];
    });
  },
  selectors: { selectTexts: (state) => state.texte },
});

describe('session slice', () => {
  it('starts with nobody logged in, of any kind', () => {
    const state = makeStore().getState();
    expect(selectProfile(state, 'rat')).toBeNull();
    expect(selectProfile(state, 'personal')).toBeNull();
  });

  it('keeps the profile of a kind after login and forgets it on logout', () => {
    const store = makeStore();
    store.dispatch(loggedIn('rat', member));
    expect(selectProfile(store.getState(), 'rat')).toEqual(member);
    store.dispatch(loggedOut('rat'));
    expect(selectProfile(store.getState(), 'rat')).toBeNull();
    expect(store.getState().session).toEqual({ rat: null });
  });

  it('keeps the kinds independent of each other', () => {
    const store = makeStore();
    store.dispatch(loggedIn('rat', member));
    store.dispatch(loggedIn('personal', employee));
    store.dispatch(loggedOut('rat'));
    expect(selectProfile(store.getState(), 'rat')).toBeNull();
    expect(selectProfile(store.getState(), 'personal')).toEqual(employee);
    store.dispatch(loggedIn('rat', member));
    store.dispatch(loggedOut('personal'));
    expect(selectProfile(store.getState(), 'rat')).toEqual(member);
    expect(selectProfile(store.getState(), 'personal')).toBeNull();
  });

  it('takes kinds it has not heard of by name, as the shell passes them on', () => {
    const store = makeStore();
    store.dispatch(sessionSlice.actions.loggedIn({ kind: 'redaktion', profile: { name: 'Eva' } }));
    expect(store.getState().session).toEqual({ redaktion: { name: 'Eva' } });
  });

  it('is restored from the state the server serialised, and a restored session can log out', () => {
    const serialised = JSON.parse(JSON.stringify({ session: { rat: member, personal: null } })) as Partial<RootState>;
    const store = makeStore(serialised);
    expect(selectProfile(store.getState(), 'rat')).toEqual(member);
    expect(selectProfile(store.getState(), 'personal')).toBeNull();
    store.dispatch(loggedOut('rat'));
    expect(selectProfile(store.getState(), 'rat')).toBeNull();
  });

  it('does not share a session between stores, so one visitor never sees another one’s login', () => {
    makeStore().dispatch(loggedIn('rat', member));
    expect(selectProfile(makeStore().getState(), 'rat')).toBeNull();
  });

  it('lets a remote inject its slice, whose data only the logout of its own kind clears', () => {
    const injected = staffTexts.injectInto(rootReducer);
    // The remote declares its slice in LazyLoadedSlices; the test only widens the state it reads.
    const texts = (state: RootState) => injected.selectors.selectTexts(state as RootState & { staffTexts?: { texte: string[] } });
    const store = makeStore();
    store.dispatch(loggedIn('personal', employee));
    store.dispatch(staffTexts.actions.textsLoaded(['Dienstplan', 'Urlaubsantrag']));
    expect(texts(store.getState())).toEqual(['Dienstplan', 'Urlaubsantrag']);

    store.dispatch(loggedOut('rat'));
    expect(texts(store.getState())).toEqual(['Dienstplan', 'Urlaubsantrag']);

    store.dispatch(loggedOut('personal'));
    expect(texts(store.getState())).toEqual([]);
    expect(selectProfile(store.getState(), 'personal')).toBeNull();
  });
});
