import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  councilLoggedIn,
  councilLoggedOut,
  intranetLoggedIn,
  intranetLoggedOut,
  selectCouncilUser,
  selectIntranetUser,
  selectIsCouncilLoggedIn,
  selectIsIntranetLoggedIn,
  type CouncilProfile,
  type IntranetProfile,
} from './session';
import { makeStore, rootReducer, type RootState } from './store';

const member: CouncilProfile = {
  id: 7,
  vorname: 'Erika',
  nachname: 'Muster',
  email: 'erika@example.org',
  pw_geaendert: true,
  taetigkeitsbereiche: ['Bauausschuss'],
};
const employee: IntranetProfile = { uuid: 'u-1', vorname: 'Max', nachname: 'Beispiel', email: 'max@example.org' };

/** A slice shaped like the one the intranet remote injects: its texts go when the intranet user logs out. */
const intranetTexts = createSlice({
  name: 'intranetTexts',
  initialState: { texte: [] as string[] },
  reducers: {
    textsLoaded(state, action: PayloadAction<string[]>) {
      state.texte = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(intranetLoggedOut, (state) => {
      state.texte = [];
    });
  },
  selectors: { selectTexts: (state) => state.texte },
});

describe('session slice', () => {
  it('starts logged out in both areas', () => {
    const state = makeStore().getState();
    expect(selectCouncilUser(state)).toBeNull();
    expect(selectIntranetUser(state)).toBeNull();
    expect(selectIsCouncilLoggedIn(state)).toBe(false);
    expect(selectIsIntranetLoggedIn(state)).toBe(false);
  });

  it('keeps the council profile after login and forgets it on logout', () => {
    const store = makeStore();
    store.dispatch(councilLoggedIn(member));
    expect(selectIsCouncilLoggedIn(store.getState())).toBe(true);
    expect(selectCouncilUser(store.getState())).toEqual(member);
    store.dispatch(councilLoggedOut());
    expect(selectIsCouncilLoggedIn(store.getState())).toBe(false);
    expect(selectCouncilUser(store.getState())).toBeNull();
  });

  it('keeps the intranet profile after login and forgets it on logout', () => {
    const store = makeStore();
    store.dispatch(intranetLoggedIn(employee));
    expect(selectIsIntranetLoggedIn(store.getState())).toBe(true);
    expect(selectIntranetUser(store.getState())).toEqual(employee);
    store.dispatch(intranetLoggedOut());
    expect(selectIsIntranetLoggedIn(store.getState())).toBe(false);
    expect(selectIntranetUser(store.getState())).toBeNull();
  });

  it('keeps council and intranet sessions independent of each other', () => {
    const store = makeStore();
    store.dispatch(councilLoggedIn(member));
    store.dispatch(intranetLoggedIn(employee));
    store.dispatch(councilLoggedOut());
    expect(selectCouncilUser(store.getState())).toBeNull();
    expect(selectIntranetUser(store.getState())).toEqual(employee);
    store.dispatch(councilLoggedIn(member));
    store.dispatch(intranetLoggedOut());
    expect(selectCouncilUser(store.getState())).toEqual(member);
    expect(selectIntranetUser(store.getState())).toBeNull();
  });

  it('is restored from the state the server serialised, and a restored session can log out', () => {
    const serialised = JSON.parse(JSON.stringify({ session: { council: member, intranet: null } })) as Partial<RootState>;
    const store = makeStore(serialised);
    expect(selectIsCouncilLoggedIn(store.getState())).toBe(true);
    expect(selectCouncilUser(store.getState())).toEqual(member);
    expect(selectIsIntranetLoggedIn(store.getState())).toBe(false);
    store.dispatch(councilLoggedOut());
    expect(selectCouncilUser(store.getState())).toBeNull();
  });

  it('does not share a session between stores, so one visitor never sees another one’s login', () => {
    const first = makeStore();
    first.dispatch(councilLoggedIn(member));
    expect(selectCouncilUser(makeStore().getState())).toBeNull();
  });

  it('lets a remote inject its slice, whose data the intranet logout clears and the session keeps apart', () => {
    const injected = intranetTexts.injectInto(rootReducer);
    // The remote declares its slice in LazyLoadedSlices; the test only widens the state it reads.
    const texts = (state: RootState) => injected.selectors.selectTexts(state as RootState & { intranetTexts?: { texte: string[] } });
    const store = makeStore();
    store.dispatch(intranetLoggedIn(employee));
    store.dispatch(intranetTexts.actions.textsLoaded(['Dienstplan', 'Urlaubsantrag']));
    expect(texts(store.getState())).toEqual(['Dienstplan', 'Urlaubsantrag']);
    expect(selectIntranetUser(store.getState())).toEqual(employee);

    store.dispatch(councilLoggedOut());
    expect(texts(store.getState())).toEqual(['Dienstplan', 'Urlaubsantrag']);

    store.dispatch(intranetLoggedOut());
    expect(texts(store.getState())).toEqual([]);
    expect(selectIntranetUser(store.getState())).toBeNull();
  });
});
