import type { Block, MenuItem } from '@musterstadt/cms-client';
import type { BlockForm, PageView } from '@musterstadt/shell-contract';

/** Where the browser loads a remote from: one registry snapshot shared with the server render. */
export interface RemoteAsset {
  id: string;
  version: string;
  /** URL of the browser build's remoteEntry.js. */
  entry: string;
  /** Stylesheet URLs of the remote. */
  css: string[];
  /** Set when the remote's components read the shared store (its definition says `store: true`). */
  store?: true;
  /**
   * A development build of the remote only: the reload client that pages using it load, and the
   * port of the development server it connects to (on the page's own host).
   */
  reload?: { script: string; port: number };
}

/** The development servers a page's reload clients connect to (none in production). */
export function devSockets(page: Pick<PageData, 'remotes'>): string[] {
  return page.remotes.flatMap((remote) => (remote.reload ? [`ws://localhost:${remote.reload.port}`, `ws://127.0.0.1:${remote.reload.port}`] : []));
}

export interface ModuleRef {
  remote: string;
  name: string;
}

export interface BlockData {
  /** Owning remote, or null when it is unavailable (the block shows the fallback text). */
  remote: string | null;
  template: string;
  slot: string;
  block: Block;
  data: Record<string, unknown>;
  /** Data and submission outcome of the shell's form handler for this template. */
  form?: BlockForm;
}

export interface PageError {
  status: number;
  /** 'gone': the address of withdrawn content (410), shown with the not-found page's look. */
  kind: 'not-found' | 'forbidden' | 'gone' | 'error';
  /** Said instead of the usual text of the kind (why a preview link shows nothing). */
  message?: string;
}

/** The banner at the top of a preview page (what the reader is looking at); see the shell contract's previews. */
export interface PreviewBannerData {
  title: string;
  text: string;
  link?: { href: string; text: string };
}

/** Everything needed to render one page; serialised into the HTML and returned by /_page. */
export interface PageData {
  view: PageView;
  /** The layout to render, or null for the shell's own plain frame. */
  layout: ModuleRef | null;
  blocks: BlockData[];
  menus: Record<string, MenuItem[]>;
  error?: PageError;
  /** Set on a preview: the page as it will be public, marked at the top, never indexed or cached. */
  preview?: PreviewBannerData;
  /** Remotes this page uses, in the version the server rendered with. */
  remotes: RemoteAsset[];
}

export interface PageRedirect {
  redirect: string;
  status: 301 | 302 | 303;
}

export type PageResponse = PageData | PageRedirect;

/** A page gets the shared Redux store only when one of its remotes reads it. */
export function readsStore(page: Pick<PageData, 'remotes'>): boolean {
  return page.remotes.some((remote) => remote.store === true);
}

export function isRedirect(value: PageResponse): value is PageRedirect {
  return 'redirect' in value;
}
