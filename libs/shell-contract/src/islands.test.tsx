import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IslandHostContext, IslandSlot, island, isSlotReference, type IslandHost } from './islands';

function Greeting({ name }: { name: string }) {
  return <p>Hallo {name}</p>;
}

describe('island', () => {
  const Island = island('gruss', Greeting);

  it('names the island and keeps the component the browser hydrates', () => {
    expect(Island.islandName).toBe('gruss');
    expect(Island.component).toBe(Greeting);
  });

  it('renders as the plain component where no shell hosts it (inside an island, tests)', () => {
    render(<Island name="Welt" />);
    expect(screen.getByText('Hallo Welt')).toBeInTheDocument();
  });

  it('leaves the rendering to the host where there is one', () => {
    const calls: unknown[][] = [];
    const host: IslandHost = {
      render(name, component, props) {
        calls.push([name, component, props]);
        return <span>markiert</span>;
      },
    };
    const html = renderToStaticMarkup(
      <IslandHostContext.Provider value={host}>
        <Island name="Welt" />
      </IslandHostContext.Provider>,
    );
    expect(html).toBe('<span>markiert</span>');
    expect(calls).toEqual([['gruss', Greeting, { name: 'Welt' }]]);
  });

  it('says when the browser hydrates it: at load unless the remote asks for idle time or visibility', () => {
    expect(Island.hydrate).toBe('load');
    const calls: unknown[] = [];
    const host: IslandHost = { render: (_name, _component, _props, options) => (calls.push(options), null) };
    const Later = island('karte', Greeting, { hydrate: 'visible' });
    expect(Later.hydrate).toBe('visible');
    renderToStaticMarkup(
      <IslandHostContext.Provider value={host}>
        <Later name="Welt" />
      </IslandHostContext.Provider>,
    );
    expect(calls).toEqual([{ hydrate: 'visible' }]);
  });
});

describe('IslandSlot', () => {
  it('places the server HTML of a slot as it is', () => {
    expect(renderToStaticMarkup(<IslandSlot index={2} html={'<p>Text &amp; mehr</p>'} />)).toBe('<ms-slot data-slot="2"><p>Text &amp; mehr</p></ms-slot>');
  });
});

describe('isSlotReference', () => {
  it('knows a slot reference from data', () => {
    expect(isSlotReference({ $slot: 0 })).toBe(true);
    expect(isSlotReference({ $slot: '0' })).toBe(false);
    expect(isSlotReference({ $slot: 0, titel: 'x' })).toBe(false);
    expect(isSlotReference(null)).toBe(false);
  });
});
