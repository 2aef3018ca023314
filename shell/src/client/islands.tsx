import {
  BusyContext,
  IslandHostContext,
  IslandSlot,
  NavigationContext,
  isSlotReference,
  type BusyFn,
  type IslandComponent,
  type NavigateFn,
} from '@musterstadt/shell-contract';
import { SLOT_TAG, ISLAND_TAG } from '@musterstadt/shell-contract/island-tags';
import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { ErrorReporter } from '../app/boundaries';
import { islandRef } from './island-elements';

/** What the page's islands are hydrated with. */
export interface IslandOptions {
  /** Loads an island of a remote in the version the page was rendered with. */
  load(remote: string, name: string): Promise<IslandComponent<object>>;
  /** What the server put around the island too (the store for a remote that reads it). */
  frame(remote: string, node: ReactNode): ReactNode;
  navigate: NavigateFn;
  /** The page's progress indicator, for the waits an island makes the visitor see (a form being sent). */
  busy?: BusyFn;
  onError: ErrorReporter;
  /** Once React has committed an island: gives back what the visitor typed, chose, focused before. */
  restore(element: HTMLElement): void;
}

/** The island's props as the server rendered it with: its JSON, each slot its server HTML. */
export function islandProps(element: HTMLElement): Record<string, unknown> {
  const data = JSON.parse(element.dataset.props || '{}') as Record<string, unknown>;
  const slots = new Map<number, string>();
  for (const slot of Array.from(element.querySelectorAll<HTMLElement>(SLOT_TAG))) {
    if (slot.parentElement?.closest(ISLAND_TAG) === element) slots.set(Number(slot.dataset.slot), slot.innerHTML);
  }
  const live = (value: unknown): unknown =>
    isSlotReference(value) ? <IslandSlot key={`slot-${value.$slot}`} index={value.$slot} html={slots.get(value.$slot) ?? ''} /> : value;
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, Array.isArray(value) ? value.map(live) : live(value)]));
}

/**
 * Runs right after React committed the island (its own layout effects, a form library's field
 * registration among them, ran before): the visitor's input comes back where it was reset, and the
 * element says it is hydrated (`data-hydrated`).
 */
function Committed({ element, restore, children }: { element: HTMLElement; restore: (element: HTMLElement) => void; children: ReactNode }) {
  useLayoutEffect(() => {
    restore(element);
    element.setAttribute('data-hydrated', '');
  }, [element, restore]);
  return children;
}

const noWait: BusyFn = () => () => undefined;

/** Lets the browser paint and handle input between two islands (no long task for a page of them). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Elements hydrated once: a second root over the same HTML would render it anew and lose what it holds. */
const hydrated = new WeakSet<HTMLElement>();

/**
 * The hydrated islands of the shown page. Each island is a React root of its own, hydrated in a task
 * of its own; an island that cannot be loaded stays the server's HTML (which works without script)
 * and is reported.
 */
export class IslandRoots {
  private roots: { element: HTMLElement; root: Root; leave: () => void }[] = [];

  /** Hydrates the given islands (each once); resolves once each has begun, with the load errors. */
  async hydrate(elements: readonly HTMLElement[], options: IslandOptions): Promise<unknown[]> {
    const failures: unknown[] = [];
    const pending = elements
      .filter((element) => !hydrated.has(element))
      .map((element) => {
        hydrated.add(element);
        const { remote, name } = islandRef(element);
        const component = options.load(remote, name);
        component.catch(() => undefined);
        return { element, remote, name, component };
      });
    for (const { element, remote, name, component } of pending) {
      const where = `${remote}/${name}`;
      let Island: IslandComponent<object>;
      try {
        Island = await component;
        await nextTask();
      } catch (error) {
        hydrated.delete(element);
        failures.push(error);
        options.onError(error, { where, phase: 'island' });
        continue;
      }
      // A navigation may have replaced the page meanwhile.
      if (!element.isConnected) continue;
      const Component = Island.component;
      const node = (
        <Committed element={element} restore={options.restore}>
          {options.frame(
            remote,
            <NavigationContext.Provider value={options.navigate}>
              <BusyContext.Provider value={options.busy ?? noWait}>
                <IslandHostContext.Provider value={null}>
                  <Component {...islandProps(element)} />
                </IslandHostContext.Provider>
              </BusyContext.Provider>
            </NavigationContext.Provider>,
          )}
        </Committed>
      );
      // As a transition, hydration yields to the browser every few milliseconds (no long task);
      // input in the meantime is handled first, the part it touches hydrated at once.
      let leaving = false;
      let root: Root | undefined;
      element.setAttribute('data-hydrating', '');
      startTransition(() => {
        root = hydrateRoot(element, node, {
          identifierPrefix: `${element.dataset.id ?? ''}-`,
          // An island left before it finished hydrating is no error (React says it was updated early).
          onRecoverableError: (error) => {
            if (!leaving) options.onError(error, { where, phase: 'hydration' });
          },
        });
      });
      if (root)
        this.roots.push({
          element,
          root,
          leave: () => {
            leaving = true;
          },
        });
    }
    return failures;
  }

  /** Unmounts the islands of a page that has left the document (after the next page took its place). */
  unmountDetached(): void {
    this.roots = this.roots.filter(({ element, root, leave }) => {
      if (element.isConnected) return true;
      leave();
      root.unmount();
      return false;
    });
  }
}
