import { IslandHostContext, IslandSlot, NavigationContext, isSlotReference, type IslandComponent, type NavigateFn } from '@musterstadt/shell-contract';
import { SLOT_TAG, ISLAND_TAG } from '@musterstadt/shell-contract/island-tags';
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { ErrorReporter } from '../app/boundaries';
import { findIslands, islandRef } from './island-elements';

/** What the page's islands are hydrated with. */
export interface IslandOptions {
  /** Loads an island of a remote in the version the page was rendered with. */
  load(remote: string, name: string): Promise<IslandComponent<object>>;
  /** What the server put around the island too (the store for a remote that reads it). */
  frame(remote: string, node: ReactNode): ReactNode;
  navigate: NavigateFn;
  onError: ErrorReporter;
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

/** Lets the browser paint and handle input between two islands (no long task for a page of them). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The hydrated islands of the shown page. Each island is a React root of its own, hydrated in a task
 * of its own, in document order; an island that cannot be loaded stays the server's HTML (which
 * works without script) and is reported.
 */
export class IslandRoots {
  private roots: { root: Root; leave: () => void }[] = [];

  /** Hydrates the islands below `container`; resolves once each has begun, with the load errors. */
  async hydrate(container: ParentNode, options: IslandOptions): Promise<unknown[]> {
    const failures: unknown[] = [];
    const pending = findIslands(container).map((element) => {
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
        failures.push(error);
        options.onError(error, { where, phase: 'island' });
        continue;
      }
      // A navigation may have replaced the page meanwhile.
      if (!element.isConnected) continue;
      const Component = Island.component;
      const node = options.frame(
        remote,
        <NavigationContext.Provider value={options.navigate}>
          <IslandHostContext.Provider value={null}>
            <Component {...islandProps(element)} />
          </IslandHostContext.Provider>
        </NavigationContext.Provider>,
      );
      // As a transition, hydration yields to the browser every few milliseconds (no long task);
      // input in the meantime is handled first, the part it touches hydrated at once.
      let leaving = false;
      let root: Root | undefined;
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
          root,
          leave: () => {
            leaving = true;
          },
        });
    }
    return failures;
  }

  /** Unmounts every island (before the page they belong to is replaced). */
  unmount(): void {
    for (const { root, leave } of this.roots.splice(0)) {
      leave();
      root.unmount();
    }
  }
}
