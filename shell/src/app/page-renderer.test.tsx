import type { LayoutProps, TemplateProps } from '@musterstadt/shell-contract';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { PageData } from './page-data';
import { PageRenderer, type ModuleSource } from './page-renderer';

const view = {
  path: '/feuerwehr/',
  search: '',
  layout: 'feuerwehr',
  theme: 'feuerwehr',
  title: 'Feuerwehr',
  heading: 'Feuerwehr',
  description: '',
  canonical: '/feuerwehr/',
  breadcrumbs: [],
  heroImages: [],
  status: 200,
};

function FakeLayout({ page, slots }: LayoutProps) {
  return (
    <div>
      <header>Kopf {page.theme}</header>
      <main>
        <h1>{page.heading}</h1>
        {slots.main}
      </main>
      <aside>{slots.sidebar}</aside>
    </div>
  );
}

function Hello({ block }: TemplateProps) {
  return <p>Hallo {String(block.context?.name)}</p>;
}

function Broken(): never {
  throw new Error('kaputt');
}

const modules: ModuleSource = {
  layout: (ref) => (ref.name === 'feuerwehr' ? { default: FakeLayout } : undefined),
  template: (ref) => (ref.name === 'hello' ? { default: Hello } : ref.name === 'broken' ? { default: Broken } : undefined),
};

const page = (overrides: Partial<PageData> = {}): PageData => ({
  view,
  layout: { remote: 'feuerwehr', name: 'feuerwehr' },
  blocks: [
    { remote: 'feuerwehr', template: 'hello', slot: 'main', block: { template: 'hello', context: { name: 'Welt' } }, data: {} },
    { remote: null, template: 'gone', slot: 'sidebar', block: { template: 'gone' }, data: {} },
  ],
  menus: {},
  remotes: [],
  ...overrides,
});

describe('PageRenderer', () => {
  it('puts blocks into their slots and a German fallback where a remote is missing (server render)', () => {
    const html = renderToString(<PageRenderer data={page()} modules={modules} />);
    expect(html).toContain('Kopf <!-- -->feuerwehr');
    expect(html).toMatch(/<main><h1>Feuerwehr<\/h1><!--\$--><p>Hallo <!-- -->Welt<\/p>/);
    expect(html).toContain('Dieser Inhalt kann zurzeit leider nicht angezeigt werden.');
  });

  it('renders the shell frame when no layout can be loaded', () => {
    render(<PageRenderer data={page({ layout: null })} modules={modules} />);
    expect(screen.getByRole('main')).toHaveTextContent('Hallo Welt');
    expect(screen.getByRole('link', { name: 'Stadt Musterstadt' })).toHaveAttribute('href', '/');
  });

  it('contains a block that throws to that block (server render)', () => {
    const data = page({
      blocks: [
        { remote: 'feuerwehr', template: 'broken', slot: 'main', block: { template: 'broken' }, data: {} },
        { remote: 'feuerwehr', template: 'hello', slot: 'main', block: { template: 'hello', context: { name: 'noch da' } }, data: {} },
      ],
    });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PageRenderer data={data} modules={modules} />);
    expect(within(container).getByText('Dieser Inhalt kann zurzeit leider nicht angezeigt werden. Bitte versuchen Sie es später noch einmal.')).toBeTruthy();
    expect(within(container).getByText('Hallo noch da')).toBeTruthy();
  });

  it('shows the 404 and error pages with the way back home', () => {
    const { unmount } = render(
      <PageRenderer
        data={page({ blocks: [], error: { status: 404, kind: 'not-found' }, view: { ...view, heading: '404 - Seite nicht gefunden' } })}
        modules={modules}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 - Seite nicht gefunden');
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /webmaster@musterstadt.de/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    // A search field shows the way on: a GET form to the site search.
    const search = screen.getByRole('search', { name: 'Suchen Sie auf der Website' });
    expect(search).toHaveAttribute('action', '/suche');
    expect(within(search).getByRole('searchbox', { name: 'Suchbegriff' })).toHaveAttribute('name', 'q');
    unmount();
    render(
      <PageRenderer
        data={page({ blocks: [], error: { status: 503, kind: 'error' }, view: { ...view, heading: 'Leider ist ein Fehler aufgetreten' } })}
        modules={modules}
      />,
    );
    expect(screen.getByText(/wurde informiert/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toBeInTheDocument();
  });
});
