import type { BootState } from '../server/render';

export const BOOT_ID = '__BOOT__';
const ROOT_ID = 'root';

/** A page the shell answered a navigation with, read from its HTML document. */
export interface LoadedPage {
  document: Document;
  root: HTMLElement;
  boot: BootState;
}

/** The boot state a document carries (null when it has none: not a page of this shell). */
export function readBoot(doc: Document): BootState | null {
  const text = doc.getElementById(BOOT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as BootState;
  } catch {
    return null;
  }
}

/** Reads a page document the shell sent; null when it is not one (the browser then loads the address itself). */
export function parsePage(html: string): LoadedPage | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const root = doc.getElementById(ROOT_ID);
  const boot = readBoot(doc);
  return root && boot ? { document: doc, root, boot } : null;
}

function stylesheets(doc: Document): string[] {
  return Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => link.getAttribute('href') ?? '').filter(Boolean);
}

/** Adds the page's stylesheets that are not there yet and waits until they apply (no flash of unstyled content). */
export function ensureStyles(page: LoadedPage, doc: Document = document): Promise<void> {
  const present = new Set(stylesheets(doc));
  const loads = stylesheets(page.document)
    .filter((href) => !present.has(href))
    .map(
      (href) =>
        new Promise<void>((resolve) => {
          const link = doc.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          link.onload = () => resolve();
          link.onerror = () => resolve();
          doc.head.appendChild(link);
        }),
    );
  return Promise.all(loads).then(() => undefined);
}

/** Copies one element of the head (by selector) from the new page: replaced, added or removed. */
function syncHead(doc: Document, next: Document, selector: string) {
  const current = doc.head.querySelector(selector);
  const wanted = next.head.querySelector(selector);
  if (!wanted) {
    current?.remove();
    return;
  }
  const copy = doc.importNode(wanted, true);
  if (current) current.replaceWith(copy);
  else doc.head.appendChild(copy);
}

/**
 * Puts the new page in place of the shown one: its content under #root, its title, description,
 * canonical address, robots rule, structured data, theme and boot state. Scripts of the new page's
 * HTML stay inert, as they would after innerHTML.
 */
export function swapPage(page: LoadedPage, doc: Document = document): void {
  const next = page.document;
  doc.title = next.title;
  for (const selector of ['meta[name="description"]', 'link[rel="canonical"]', 'meta[name="robots"]', 'script[type="application/ld+json"]']) {
    syncHead(doc, next, selector);
  }
  const theme = next.documentElement.dataset.theme;
  if (theme) doc.documentElement.dataset.theme = theme;
  else delete doc.documentElement.dataset.theme;
  const root = doc.getElementById(ROOT_ID);
  root?.replaceChildren(...Array.from(page.root.childNodes).map((node) => doc.adoptNode(node)));
  const boot = doc.getElementById(BOOT_ID);
  if (boot) boot.textContent = next.getElementById(BOOT_ID)?.textContent ?? '';
}
