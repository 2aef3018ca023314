import { PassThrough, Transform, type Readable } from 'node:stream';
import { makeStore, type RootState } from '@musterstadt/shell-contract';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import type { ErrorReporter } from '../app/boundaries';
import { PageRenderer, type ModuleSource } from '../app/page-renderer';
import type { PageData } from '../app/page-data';
import { TEXTS, documentTitle } from '../app/texts';

export interface ClientAssets {
  scripts: string[];
  css: string[];
}

/** Payload the browser hydrates from. */
export interface BootState {
  page: PageData;
  state: Partial<RootState>;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON that is safe inside a <script> element. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c] ?? c);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

function absolute(origin: string, href: string): string {
  try {
    return new URL(href, origin).href;
  } catch {
    return origin;
  }
}

export function documentHead(page: PageData, assets: ClientAssets, origin: string): string {
  const { view } = page;
  const css = [...assets.css, ...page.remotes.flatMap((remote) => remote.css)];
  const preloads = page.remotes.map((remote) => `<link rel="preload" as="script" href="${escapeHtml(remote.entry)}">`);
  return [
    '<!DOCTYPE html>',
    `<html lang="de" data-theme="${escapeHtml(view.theme)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(documentTitle(view.title, view.path))}</title>`,
    `<meta name="description" content="${escapeHtml(view.description)}">`,
    `<link rel="canonical" href="${escapeHtml(absolute(origin, view.canonical))}">`,
    view.status >= 400 ? '<meta name="robots" content="noindex">' : '',
    '<meta name="theme-color" content="#1f5c3f">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...preloads,
    ...assets.scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`),
    '</head>',
    '<body>',
    `<a class="ms-skip-link" href="#inhalt">${TEXTS.skipLink}</a>`,
    '<div id="root">',
  ].join('');
}

export function documentTail(boot: BootState): string {
  return [
    '</div>',
    '<div id="ms-announcer" class="ms-visually-hidden" aria-live="polite" aria-atomic="true"></div>',
    `<script id="__BOOT__" type="application/json">${serializeForScript(boot)}</script>`,
    '</body></html>',
  ].join('');
}

/**
 * Streams the page: head first, then React's streamed body, then the boot state. Resolves once the
 * shell of the React tree is ready, so the caller can still pick the status code.
 */
export function renderDocument(
  page: PageData,
  modules: ModuleSource,
  options: { assets: ClientAssets; origin: string; onError: ErrorReporter },
): Promise<Readable> {
  const state: Partial<RootState> = makeStore().getState();
  const store = makeStore(state);
  const boot: BootState = { page, state };
  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    const tail = new Transform({
      transform(chunk, _encoding, callback) {
        callback(null, chunk);
      },
      flush(callback) {
        this.push(documentTail(boot));
        callback();
      },
    });
    const { pipe } = renderToPipeableStream(
      <Provider store={store}>
        <PageRenderer data={page} modules={modules} onError={options.onError} />
      </Provider>,
      {
        onShellReady() {
          tail.write(documentHead(page, options.assets, options.origin));
          pipe(body);
          body.pipe(tail);
          resolve(tail);
        },
        onShellError(error) {
          reject(error);
        },
        onError(error) {
          options.onError(error, { path: page.view.path, phase: 'render' });
        },
        // React outlines a large finished block into a hidden template that a script moves into
        // place; without JavaScript it would stay hidden, so every block is written in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
  });
}
