import { type RootState } from '@musterstadt/shell-contract/store';
import { render, screen } from '@testing-library/react';
import { useSelector } from 'react-redux';
import { LazyStore } from './lazy-store';

const council = { id: 7, vorname: 'Anna', nachname: 'Berger', email: 'a.berger@example.org', pw_geaendert: true, taetigkeitsbereiche: ['Gemeinderat'] };
const ratsinfo = { id: 'ratsinfo', version: '1', entry: '/_remotes/ratsinfo/@1/browser/remoteEntry.js', css: [], store: true as const };
const town = { id: 'town', version: '1', entry: '/_remotes/town/@1/browser/remoteEntry.js', css: [] };

// A remote reads its own kind's profile from the session slice (the shell knows no kind).
const selectMember = (state: RootState) => state.session['verein'] as typeof council | null | undefined;

function Greeting() {
  const user = useSelector(selectMember);
  return <p>{user ? `Angemeldet als ${user.vorname} ${user.nachname}` : 'Nicht angemeldet'}</p>;
}

describe('the browser store', () => {
  it('is left out of islands of a remote that does not read it', async () => {
    const frame = await new LazyStore().frame({ remotes: [town] });
    const node = <p>Öffentlich</p>;
    expect(frame('town', node)).toBe(node);
  });

  it('is around the islands of a remote that reads it, with the session the server rendered the page with', async () => {
    const frame = await new LazyStore().frame({ remotes: [town, ratsinfo], state: { session: { verein: council, team: null } } });
    const { unmount } = render(<>{frame('ratsinfo', <Greeting />)}</>);
    expect(screen.getByText('Angemeldet als Anna Berger')).toBeInTheDocument();
    unmount();
  });

  it('stays one store for the visit and takes over a logout from the next page the server renders', async () => {
    const store = new LazyStore();
    const first = await store.frame({ remotes: [ratsinfo], state: { session: { verein: council, team: null } } });
    const { unmount } = render(<>{first('ratsinfo', <Greeting />)}</>);
    expect(screen.getByText('Angemeldet als Anna Berger')).toBeInTheDocument();
    unmount();
    const next = await store.frame({ remotes: [ratsinfo], state: { session: { verein: null, team: null } } });
    render(<>{next('ratsinfo', <Greeting />)}</>);
    expect(screen.getByText('Nicht angemeldet')).toBeInTheDocument();
  });
});
