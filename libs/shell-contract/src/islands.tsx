import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import { SLOT_TAG } from './island-tags';

/**
 * Islands: the interactive parts of a page (menus, overlays, carousels, forms, maps, widgets). The
 * server renders every page to HTML; in the browser only islands are hydrated, each as a React root
 * of its own, so text blocks never cost script. A remote marks a component as an island with
 * `island(name, Component)` and lists it in its definition's `islands`, by the same name, for the
 * browser to load. An island's props travel as JSON: data only, no functions. A React node among
 * them (`children`, a list of slides) is a slot: it stays the server's HTML and is never hydrated.
 */

/**
 * When the browser hydrates an island (Astro's client directives): at once when the page loads
 * (`load`, the default: session forms), when the browser is idle (`idle`), when it comes near the
 * viewport (`visible`: a map, a gallery further down), or when the visitor first reaches for it
 * (`interaction`: a form for citizens, whose server HTML is a complete form that posts without
 * script). React and the island's code load only then; until then the server's HTML works as it
 * is. Any island that waits hydrates at once when the visitor points at it, touches it or moves
 * the focus into it; a form sent before its island has hydrated is sent through it afterwards.
 */
type IslandHydration = 'load' | 'idle' | 'visible' | 'interaction';

export interface IslandOptions {
  hydrate?: IslandHydration;
}

export interface IslandComponent<P extends object> {
  (props: P): ReactNode;
  /** The name the remote's `islands` lists it under. */
  readonly islandName: string;
  /** When the browser hydrates it. */
  readonly hydrate: IslandHydration;
  /** What the browser hydrates. */
  readonly component: ComponentType<P>;
  displayName?: string;
}

export interface IslandModule {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an island's props are its own
  default: IslandComponent<any>;
}

/**
 * How the shell renders an island where it stands. On the server: the island's element with its
 * name, props and its own render of the component. Inside an island (the browser's hydration, or
 * the server rendering an island) there is no host: an island within an island is a plain component.
 */
export interface IslandHost {
  render<P extends object>(name: string, component: ComponentType<P>, props: P, options?: IslandOptions): ReactNode;
}

export const IslandHostContext = createContext<IslandHost | null>(null);

/** Marks `Component` as an island named `name` (a name of the remote's `islands`), hydrated when `options.hydrate` says. */
export function island<P extends object>(name: string, Component: ComponentType<P>, options: IslandOptions = {}): IslandComponent<P> {
  const hydrate = options.hydrate ?? 'load';
  function Island(props: P): ReactNode {
    const host = useContext(IslandHostContext);
    return host ? host.render(name, Component, props, { hydrate }) : <Component {...props} />;
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { islandName: name, component: Component, hydrate });
}

/** A slot's server HTML, kept as it is (React neither compares nor replaces it while hydrating). */
export function IslandSlot({ index, html }: { index: number; html: string }) {
  return createElement(SLOT_TAG, { 'data-slot': String(index), dangerouslySetInnerHTML: { __html: html }, suppressHydrationWarning: true });
}

/** How a slot stands in an island's serialised props. */
export interface SlotReference {
  $slot: number;
}

export function isSlotReference(value: unknown): value is SlotReference {
  return typeof value === 'object' && value !== null && Object.keys(value).length === 1 && typeof (value as SlotReference).$slot === 'number';
}
