import { IslandHostContext, island, useNavigate, type BlockForm, type IslandComponent } from '@musterstadt/shell-contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useId, useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { PageIslands } from '../server/islands';
import { findIslands } from './island-elements';
import { IslandRoots, islandProps, type IslandOptions } from './islands';
import { VisitorInput } from './kept-input';

function CounterView({ start, label }: { start: number; label: string }) {
  const id = useId();
  const [count, setCount] = useState(start);
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} readOnly value={count} />
      <button type="button" onClick={() => setCount(count + 1)}>
        Mehr
      </button>
    </p>
  );
}
const Counter = island('zaehler', CounterView);

function FrameView({ titel, children }: { titel: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <section aria-label={titel}>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {titel}
      </button>
      <div hidden={!open}>{children}</div>
    </section>
  );
}
const Frame = island('rahmen', FrameView);

function LinkView({ href }: { href: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(href)}>
      Weiter
    </button>
  );
}
const Link = island('weiter', LinkView);

const ISLANDS: Record<string, IslandComponent<object>> = { zaehler: Counter, rahmen: Frame, weiter: Link } as unknown as Record<
  string,
  IslandComponent<object>
>;

/** The page as the server renders it, in the document. */
function serverPage(node: ReactNode): HTMLElement {
  const islands = new PageIslands();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<IslandHostContext.Provider value={islands.host('town')}>{node}</IslandHostContext.Provider>);
  document.body.replaceChildren(container);
  return container;
}

function options(overrides: Partial<IslandOptions> = {}): IslandOptions & { errors: unknown[] } {
  const errors: unknown[] = [];
  return {
    load: async (_remote, name) => {
      const found = ISLANDS[name];
      if (!found) throw new Error(`Island ${name} missing`);
      return found;
    },
    frame: (_remote, node) => node,
    navigate: () => undefined,
    onError: (error) => errors.push(error),
    restore: () => undefined,
    errors,
    ...overrides,
  };
}

describe('islands in the browser', () => {
  it('hydrate each island as its own root without a mismatch, with the ids the server gave', async () => {
    const container = serverPage(
      <main>
        <h1>Seite</h1>
        <Counter start={2} label="Anzahl" />
        <p>Text, der nie hydriert wird.</p>
        <Counter start={7} label="Menge" />
      </main>,
    );
    const roots = new IslandRoots();
    const given = options();
    const recoverable: unknown[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => recoverable.push(args));
    await act(async () => {
      expect(await roots.hydrate(findIslands(container), given)).toEqual([]);
    });
    spy.mockRestore();
    expect(given.errors).toEqual([]);
    expect(recoverable).toEqual([]);
    expect(screen.getByLabelText('Anzahl')).toHaveValue('2');
    fireEvent.click(within(screen.getByLabelText('Menge').closest('p') as HTMLElement).getByRole('button', { name: 'Mehr' }));
    expect(screen.getByLabelText('Menge')).toHaveValue('8');
    act(() => {
      document.body.replaceChildren();
      roots.unmountDetached();
    });
  });

  it('keep a slot as the server HTML and hydrate an island inside it on its own', async () => {
    const container = serverPage(
      <Frame titel="Mehr zeigen">
        <h2>Im Rahmen</h2>
        <Counter start={1} label="Innen" />
      </Frame>,
    );
    expect(findIslands(container).map((element) => element.dataset.island)).toEqual(['town/rahmen', 'town/zaehler']);
    const outer = findIslands(container)[0] as HTMLElement;
    expect(Object.keys(islandProps(outer))).toEqual(['titel', 'children']);
    const roots = new IslandRoots();
    const given = options();
    await act(async () => {
      await roots.hydrate(findIslands(container), given);
    });
    expect(given.errors).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Mehr' }));
    expect(screen.getByLabelText('Innen')).toHaveValue('2');
    fireEvent.click(screen.getByRole('button', { name: 'Mehr zeigen' }));
    expect(screen.getByRole('button', { name: 'Mehr zeigen' })).toHaveAttribute('aria-expanded', 'false');
    // The slot keeps the server's HTML (and the inner island's state) when the outer island renders again.
    expect(screen.getByRole('heading', { name: 'Im Rahmen', hidden: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Innen', { selector: 'input' })).toHaveValue('2');
    act(() => {
      document.body.replaceChildren();
      roots.unmountDetached();
    });
  });

  it('give islands the navigation of the page', async () => {
    const container = serverPage(<Link href="/aktuelles" />);
    const navigate = jest.fn();
    const roots = new IslandRoots();
    await act(async () => {
      await roots.hydrate(findIslands(container), options({ navigate }));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(navigate).toHaveBeenCalledWith('/aktuelles');
    act(() => {
      document.body.replaceChildren();
      roots.unmountDetached();
    });
  });

  it('leave an island that cannot be loaded as the server HTML, report it, and hydrate the others', async () => {
    const container = serverPage(
      <>
        <Counter start={1} label="Eins" />
        <Link href="/" />
      </>,
    );
    const roots = new IslandRoots();
    const failure = new Error('Loading chunk 12 failed');
    const given = options({ load: async (_remote, name) => (name === 'zaehler' ? Promise.reject(failure) : (ISLANDS[name] as IslandComponent<object>)) });
    let failures: unknown[] = [];
    await act(async () => {
      failures = await roots.hydrate(findIslands(container), given);
    });
    expect(failures).toEqual([failure]);
    expect(given.errors).toEqual([failure]);
    expect(screen.getByLabelText('Eins')).toHaveValue('1');
    fireEvent.click(screen.getByRole('button', { name: 'Mehr' }));
    expect(screen.getByLabelText('Eins')).toHaveValue('1');
    act(() => {
      document.body.replaceChildren();
      roots.unmountDetached();
    });
  });

  it('are left without an error report when the page changes before they finished hydrating', async () => {
    const container = serverPage(<Counter start={1} label="Eins" />);
    const roots = new IslandRoots();
    const given = options();
    // Hydration starts as a transition; the visitor leaves before React has worked on it.
    await roots.hydrate(findIslands(container), given);
    act(() => {
      document.body.replaceChildren();
      roots.unmountDetached();
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(given.errors).toEqual([]);
  });

  it('hydrate an island once, however often its page is enhanced', async () => {
    const container = serverPage(<Counter start={3} label="Einmal" />);
    const roots = new IslandRoots();
    const given = options();
    const recoverable: unknown[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => recoverable.push(args));
    await act(async () => {
      await Promise.all([roots.hydrate(findIslands(container), given), roots.hydrate(findIslands(container), given)]);
    });
    spy.mockRestore();
    expect(recoverable).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Mehr' }));
    expect(screen.getByLabelText('Einmal')).toHaveValue('4');
    act(() => {
      document.body.replaceChildren();
      roots.unmountDetached();
    });
  });
});

/** A form whose library sets every field to its default when it takes the field over, as react-hook-form does. */
function ResettingFormView({ start }: { start: string }) {
  const id = useId();
  const register = (element: HTMLInputElement | null) => {
    if (element) element.value = start;
  };
  return (
    <form method="post" action="/anmelden">
      <label htmlFor={`${id}-name`}>Name</label>
      <input id={`${id}-name`} name="name" ref={register} defaultValue={start} />
      <label htmlFor={`${id}-mail`}>E-Mail</label>
      <input id={`${id}-mail`} name="email" type="email" ref={register} defaultValue={start} />
      <label htmlFor={`${id}-ok`}>Einverstanden</label>
      <input id={`${id}-ok`} name="ok" type="checkbox" />
    </form>
  );
}
const ResettingForm = island('formular', ResettingFormView);

/** A form whose browser render differs from the server's: React drops the server's HTML and renders it anew. */
let renderedBy: 'server' | 'browser' = 'server';
function MismatchView() {
  const where = renderedBy;
  return (
    <form method="post" action="/senden">
      {where === 'server' ? <p>Bitte beschreiben Sie den Schaden.</p> : <h3>Bitte beschreiben Sie den Schaden.</h3>}
      <label htmlFor="neu-text">Text</label>
      <textarea id="neu-text" name="text" />
    </form>
  );
}
const Mismatch = island('abweichend', MismatchView);

describe('what the visitor typed before an island hydrated', () => {
  const type = (field: HTMLElement, value: string) => {
    field.focus();
    fireEvent.input(field, { target: { value } });
  };

  it('is given back when the form library resets the fields, with the focus and the caret', async () => {
    const container = serverPage(<ResettingForm start="" />);
    const input = new VisitorInput();
    type(screen.getByLabelText('E-Mail'), 'anna@example.org');
    type(screen.getByLabelText('Name'), 'Anna Schmid');
    (screen.getByLabelText('Name') as HTMLInputElement).setSelectionRange(4, 4);
    fireEvent.keyUp(screen.getByLabelText('Name'), { key: 'ArrowLeft' });
    fireEvent.click(screen.getByLabelText('Einverstanden'));
    const roots = new IslandRoots();
    const given = options({ load: async () => ResettingForm as unknown as IslandComponent<object>, restore: (element) => input.restore(element) });
    await act(async () => {
      await roots.hydrate(findIslands(container), given);
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Anna Schmid');
    expect(screen.getByLabelText('E-Mail')).toHaveValue('anna@example.org');
    expect(screen.getByLabelText('Einverstanden')).toBeChecked();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect((screen.getByLabelText('Name') as HTMLInputElement).selectionStart).toBe(4);
    expect(findIslands(container)[0]).toHaveAttribute('data-hydrated');
    act(() => {
      document.body.replaceChildren();
      roots.unmountDetached();
    });
  });

  it('is given back when React renders the island anew over a mismatch', async () => {
    renderedBy = 'server';
    const container = serverPage(<Mismatch />);
    renderedBy = 'browser';
    const input = new VisitorInput();
    const before = screen.getByLabelText('Text');
    type(before, 'Die Straßenlaterne vor Hausnummer 12 ist aus.');
    const roots = new IslandRoots();
    const given = options({ load: async () => Mismatch as unknown as IslandComponent<object>, restore: (element) => input.restore(element) });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      await roots.hydrate(findIslands(container), given);
    });
    spy.mockRestore();
    const after = screen.getByLabelText('Text');
    expect(after).not.toBe(before);
    expect(after).toHaveValue('Die Straßenlaterne vor Hausnummer 12 ist aus.');
    expect(after).toHaveFocus();
    act(() => {
      document.body.replaceChildren();
      roots.unmountDetached();
    });
  });
});

describe('a form island that waits for the visitor', () => {
  function FormView({ form }: { form: BlockForm }) {
    return (
      <form method="post" action={form.action}>
        {form.submission && <p role="alert">{form.submission.message}</p>}
        <input name="name" aria-label="Name" />
      </form>
    );
  }
  const Kontakt = island('kontakt', FormView, { hydrate: 'interaction' });
  const form: BlockForm = { id: 'kontakt', action: '/kontakt#kontakt', data: null };

  it('says so on a fresh page, and hydrates with the page where it answers a submission (its focus and messages need React)', () => {
    const fresh = findIslands(serverPage(<Kontakt form={form} />))[0]!;
    expect(fresh).toHaveAttribute('data-hydrate', 'interaction');
    const answer = findIslands(serverPage(<Kontakt form={{ ...form, submission: { status: 'invalid', message: 'Bitte prüfen Sie Ihre Angaben' } }} />))[0]!;
    expect(answer).not.toHaveAttribute('data-hydrate');
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfen Sie Ihre Angaben');
    document.body.replaceChildren();
  });
});
