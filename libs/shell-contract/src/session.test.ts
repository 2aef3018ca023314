import { councilLoggedIn, councilLoggedOut, intranetLoggedIn, intranetLoggedOut, selectCouncilUser, selectIntranetUser, selectIsCouncilLoggedIn } from './session';
import { makeStore, rootReducer } from './store';

const member = { id: 7, vorname: 'Erika', nachname: 'Muster', email: 'erika@example.org', pw_geaendert: true, taetigkeitsbereiche: ['Bauausschuss'] };

describe('session slice', () => {
  it('starts logged out', () => {
    const state = makeStore().getState();
    expect(selectCouncilUser(state)).toBeNull();
    expect(selectIntranetUser(state)).toBeNull();
  });

  it('keeps the council profile and clears it on logout', () => {
    const store = makeStore();
    store.dispatch(councilLoggedIn(member));
    expect(selectIsCouncilLoggedIn(store.getState())).toBe(true);
    expect(selectCouncilUser(store.getState())).toEqual(member);
    store.dispatch(councilLoggedOut());
    expect(selectCouncilUser(store.getState())).toBeNull();
  });

  it('keeps the intranet profile and clears it on logout', () => {
    const store = makeStore();
    store.dispatch(intranetLoggedIn({ uuid: 'u-1', vorname: 'Max', nachname: 'Beispiel', email: 'max@example.org' }));
    expect(selectIntranetUser(store.getState())?.uuid).toBe('u-1');
    store.dispatch(intranetLoggedOut());
    expect(selectIntranetUser(store.getState())).toBeNull();
  });

  it('is restored from server state', () => {
    const store = makeStore({ session: { council: member, intranet: null } });
    expect(selectCouncilUser(store.getState())?.nachname).toBe('Muster');
  });

  it('lets remotes inject their own slices lazily', () => {
    expect(typeof rootReducer.inject).toBe('function');
  });
});
