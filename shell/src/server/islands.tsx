import {
  HYDRATE_ATTRIBUTE,
  ISLAND_TAG,
  IslandHostContext,
  IslandSlot,
  type IslandHost,
  type BlockForm,
  type IslandOptions,
  type SlotReference,
} from '@musterstadt/shell-contract';
import { createElement, isValidElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

/** What the browser puts around every island of a remote too (the store for a remote that reads it). */
export type IslandFrame = (remote: string, node: ReactNode) => ReactNode;

const plainFrame: IslandFrame = (_remote, node) => node;

/**
 * A form island that shows the answer to a submission (the messages at its fields, the thanks)
 * hydrates with the page even when it would wait for the visitor: the answer's focus and
 * announcement need React.
 */
function answersSubmission(props: object): boolean {
  const form = (props as { form?: Partial<BlockForm> | null }).form;
  return typeof form === 'object' && form !== null && form.submission !== undefined;
}

/**
 * The islands of one page render. Each island is rendered on its own (`renderToString`, as the
 * browser hydrates it: its own root, its own id prefix, the same frame), so that ids from `useId`
 * match between server and browser. Its element carries the remote, name, id and the props as JSON.
 */
export class PageIslands {
  private count = 0;
  private readonly hosts = new Map<string, IslandHost>();
  /** Remotes whose islands this page shows. */
  readonly remotes = new Set<string>();

  constructor(private readonly frame: IslandFrame = plainFrame) {}

  /** The host for the blocks and layout of one remote. */
  host(remote: string): IslandHost {
    let host = this.hosts.get(remote);
    if (!host) {
      host = { render: (name, component, props, options) => this.render(remote, name, component, props, options) };
      this.hosts.set(remote, host);
    }
    return host;
  }

  private render<P extends object>(remote: string, name: string, Component: ComponentType<P>, props: P, options: IslandOptions = {}): ReactNode {
    const id = `i${++this.count}`;
    const slots: ReactNode[] = [];
    const slot = (node: ReactElement): { data: SlotReference; live: ReactElement } => {
      const index = slots.length;
      slots.push(node);
      const html = renderToString(this.frame(remote, <IslandHostContext.Provider value={this.host(remote)}>{node}</IslandHostContext.Provider>), {
        identifierPrefix: `${id}s${index}-`,
      });
      return { data: { $slot: index }, live: <IslandSlot key={`slot-${index}`} index={index} html={html} /> };
    };
    const data: Record<string, unknown> = {};
    const live: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(props)) {
      if (typeof value === 'function') throw new Error(`Island ${remote}/${name}: prop '${key}' is a function, but an island's props are data`);
      if (isValidElement(value)) {
        const taken = slot(value);
        data[key] = taken.data;
        live[key] = taken.live;
      } else if (Array.isArray(value) && value.some((entry) => isValidElement(entry))) {
        const taken = value.map((entry: unknown) => (isValidElement(entry) ? slot(entry) : { data: entry, live: entry }));
        data[key] = taken.map((entry) => entry.data);
        live[key] = taken.map((entry) => entry.live);
      } else {
        data[key] = value;
        live[key] = value;
      }
    }
    const html = renderToString(
      this.frame(
        remote,
        <IslandHostContext.Provider value={null}>
          <Component {...(live as P)} />
        </IslandHostContext.Provider>,
      ),
      { identifierPrefix: `${id}-` },
    );
    this.remotes.add(remote);
    const hydrate = options.hydrate === 'interaction' && answersSubmission(props) ? 'load' : (options.hydrate ?? 'load');
    return createElement(ISLAND_TAG, {
      'data-island': `${remote}/${name}`,
      'data-id': id,
      'data-props': JSON.stringify(data),
      ...(hydrate !== 'load' ? { [HYDRATE_ATTRIBUTE]: hydrate } : {}),
      dangerouslySetInnerHTML: { __html: html },
    });
  }
}
