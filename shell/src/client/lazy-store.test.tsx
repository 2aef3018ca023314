import { selectCouncilUser } from '@musterstadt/shell-contract/store';
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useSelector } from 'react-redux';
import type { PageData } from '../app/page-data';
import { PageStore, StoreProviderContext } from '../app/page-store';
import { LazyStore } from './lazy-store';

const council = { id: 7, vorname: 'Anna', nachname: 'Berger', email: 'a.berger@example.org', pw_geaendert: true, taetigkeitsbereiche: ['Gemeinderat'] };

function Greeting() {
  const user = useSelector(selectCouncilUser);
  return <p>{user ? `Angemeldet als ${user.vorname} ${user.nachname}` : 'Nicht angemeldet'}</p>;
}

const remote = { id: 'ratsinfo', version: '1', entry: '/_remotes/ratsinfo/@1/browser/remoteEntry.js', css: [] };
const page = (store: boolean): Pick<PageData, 'remotes'> => ({ remotes: [store ? { ...remote, store: true as const } : remote] });

describe('the browser store', () => {
  it('is not there before a page that reads it has loaded it', () => {
    expect(new LazyStore({}).current()).toBeUndefined();
  });

  it('loads once and holds the state the server rendered with', async () => {
    const store = new LazyStore({ session: { council, intranet: null } });
    await Promise.all([store.load(), store.load()]);
    const Provider = store.current();
    expect(Provider).toBeDefined();
    await store.load();
    expect(store.current()).toBe(Provider);
  });

  it('hydrates a page whose remote reads the store without a mismatch; other pages render without it', async () => {
    const state = { session: { council, intranet: null } };
    const server = new LazyStore(state);
    await server.load();
    const tree = (store: LazyStore, reads: boolean) => (
      <StoreProviderContext.Provider value={store.current}>
        <PageStore page={page(reads)}>{reads ? <Greeting /> : <p>Öffentliche Seite</p>}</PageStore>
      </StoreProviderContext.Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(server, true));
    document.body.appendChild(container);
    const browser = new LazyStore(state);
    await browser.load();
    const recoverable: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, tree(browser, true), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(screen.getByText('Angemeldet als Anna Berger')).toBeInTheDocument();
    expect(recoverable).toEqual([]);
    act(() => root?.unmount());

    // A page without such a remote needs no store at all.
    expect(renderToString(tree(new LazyStore(state), false))).toBe('<p>Öffentliche Seite</p>');
  });
});
