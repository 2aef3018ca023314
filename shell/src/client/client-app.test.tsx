/**
 * @jest-environment ./jest.fetch-env.js
 */
import { useNavigate, type LayoutProps, type TemplateProps } from '@musterstadt/shell-contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useId } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RouterProvider } from 'react-router-dom';
import type { PageData, PageResponse } from '../app/page-data';
import { StaticPage } from '../app/static-page';
import { connectDocument, createPageRouter, type PageModules, type PageRouter } from './client-app';

function Layout({ page, slots }: LayoutProps) {
  return (
    <div>
      <nav aria-label="Hauptmenü">
        <a href="/aktuelles">Aktuelles</a> <a href="/veranstaltungen">Veranstaltungen</a> <a href="/suche?q=rathaus">Rathaus suchen</a>{' '}
        <a href="/satzung.pdf">Satzung</a> <a href="#unten">Nach unten</a>
      </nav>
      <main id="inhalt" tabIndex={-1}>
        <h1>{page.heading}</h1>
        {slots.main}
      </main>
    </div>
  );
}

/** A block with an id from useId (as the form templates have): ids must survive hydration. */
function Teaser({ block }: TemplateProps) {
  const id = useId();
  const navigate = useNavigate();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{String(block.context?.text)}</h2>
      <button type="button" onClick={() => navigate('/veranstaltungen')}>
        Zu den Veranstaltungen
      </button>
    </section>
  );
}

function page(path: string, title: string): PageData {
  return {
    view: {
      path,
      search: '',
      layout: 'default',
      theme: path === '/feuerwehr' ? 'feuerwehr' : 'default',
      title,
      heading: title,
      description: `Über ${title}`,
      canonical: path,
      breadcrumbs: [],
      heroImages: [],
      status: 200,
    },
    layout: { remote: 'town', name: 'default' },
    blocks: [{ remote: 'town', template: 'teaser', slot: 'main', block: { template: 'teaser', context: { text: `Teaser ${title}` } }, data: {} }],
    menus: {},
    remotes: [],
  };
}

const pages: Record<string, PageResponse> = {
  '/aktuelles': page('/aktuelles', 'Aktuelles'),
  '/veranstaltungen': page('/veranstaltungen', 'Veranstaltungen'),
  '/feuerwehr': page('/feuerwehr', 'Feuerwehr'),
  '/rathaus': page('/rathaus', 'Rathaus'),
  '/suche?q=rathaus': { redirect: '/rathaus', status: 302 },
};

const modules: PageModules = {
  preload: jest.fn(async () => undefined),
  layout: () => ({ default: Layout }),
  template: () => ({ default: Teaser }),
};

let fetchMock: jest.Mock;
let root: Root | undefined;
let router: PageRouter | undefined;
let disconnect: (() => void) | undefined;
let recoverable: unknown[];
let consoleErrors: jest.SpyInstance;

function requested(): string[] {
  return fetchMock.mock.calls.map(([url]) => decodeURIComponent(new URL(String(url), 'http://localhost').searchParams.get('url') ?? ''));
}

async function hydrate(initial: PageData) {
  window.history.replaceState(null, '', initial.view.path);
  document.title = initial.view.title;
  document.head.innerHTML = '<meta name="description" content=""><link rel="canonical" href="">';
  document.body.innerHTML = `<div id="root">${renderToString(<StaticPage page={initial} modules={modules} />)}</div><div id="ms-announcer" aria-live="polite"></div>`;
  router = createPageRouter(initial, modules);
  disconnect = connectDocument(router);
  await act(async () => {
    root = hydrateRoot(document.getElementById('root')!, <RouterProvider router={router!} />, { onRecoverableError: (error) => recoverable.push(error) });
  });
}

beforeEach(() => {
  recoverable = [];
  consoleErrors = jest.spyOn(console, 'error');
  window.scrollTo = jest.fn();
  Element.prototype.scrollIntoView = jest.fn();
  fetchMock = jest.fn(async (url: string) => {
    const target = new URL(url, 'http://localhost').searchParams.get('url') ?? '';
    const body = pages[target];
    return body ? new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }) : new Response('{}', { status: 502 });
  });
  globalThis.fetch = fetchMock;
  (modules.preload as jest.Mock).mockClear();
});

afterEach(() => {
  act(() => root?.unmount());
  disconnect?.();
  router?.dispose();
  root = undefined;
  router = undefined;
  consoleErrors.mockRestore();
});

describe('client navigation on the data router', () => {
  it('hydrates the server render without a first fetch and without mismatches', async () => {
    await hydrate(page('/aktuelles', 'Aktuelles') as PageData);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(recoverable).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Teaser Aktuelles' })).toBeInTheDocument();
  });

  it('follows a same-site link through the page endpoint: remotes loaded first, then head, focus and announcement', async () => {
    await hydrate(pages['/aktuelles'] as PageData);
    const link = screen.getByRole('link', { name: 'Veranstaltungen' });
    await act(async () => {
      fireEvent.click(link);
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Veranstaltungen'));
    expect(requested()).toEqual(['/veranstaltungen']);
    expect(modules.preload).toHaveBeenCalledWith(pages['/veranstaltungen']);
    expect(window.location.pathname).toBe('/veranstaltungen');
    expect(document.title).toBe('Veranstaltungen | Stadt Musterstadt');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Über Veranstaltungen');
    expect(document.activeElement?.id).toBe('inhalt');
    expect(document.getElementById('ms-announcer')).toHaveTextContent('Seite geladen: Veranstaltungen');
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(document.documentElement).not.toHaveAttribute('aria-busy');
  });

  it('navigates when a remote calls the contract useNavigate, and goes back with the browser', async () => {
    await hydrate(pages['/aktuelles'] as PageData);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zu den Veranstaltungen' }));
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Veranstaltungen'));
    await act(async () => {
      window.history.back();
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Aktuelles'));
    expect(window.location.pathname).toBe('/aktuelles');
    expect(requested()).toEqual(['/veranstaltungen', '/aktuelles']);
  });

  it('turns a same-site redirect of the page data into a router redirect', async () => {
    await hydrate(pages['/aktuelles'] as PageData);
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Rathaus suchen' }));
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rathaus'));
    expect(requested()).toEqual(['/suche?q=rathaus', '/rathaus']);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/rathaus');
    // The search address never became a history entry: back leads to the page before it.
    await act(async () => {
      window.history.back();
    });
    await waitFor(() => expect(window.location.pathname).toBe('/aktuelles'));
  });

  it('leaves files, in-page jumps, modified clicks and the shown address to the browser', async () => {
    await hydrate(pages['/aktuelles'] as PageData);
    const clicks = [
      fireEvent.click(screen.getByRole('link', { name: 'Satzung' })),
      fireEvent.click(screen.getByRole('link', { name: 'Nach unten' })),
      fireEvent.click(screen.getByRole('link', { name: 'Veranstaltungen' }), { ctrlKey: true }),
    ];
    // Not cancelled: the browser handles them.
    expect(clicks).toEqual([true, true, true]);
    // The shown page's own link is cancelled and loads nothing.
    expect(fireEvent.click(screen.getByRole('link', { name: 'Aktuelles' }))).toBe(false);
    await act(async () => undefined);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
