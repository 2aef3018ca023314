/** @jest-environment node */
import { createElement, useId, type ComponentType, type ReactNode } from 'react';
import { island, type LayoutProps, type TemplateProps } from '@musterstadt/shell-contract';
import type { RootState } from '@musterstadt/shell-contract/store';
import { useSelector } from 'react-redux';
import type { PageData } from '../app/page-data';
import type { ModuleSource } from '../app/page-renderer';
import { documentHead, documentTail, renderDocument, serializeForScript, type BootState } from './render';

const page: PageData = {
  view: {
    path: '/aktuelles',
    search: '',
    layout: 'default',
    theme: 'default',
    title: 'Aktuelles & "Neues"',
    heading: 'Aktuelles',
    description: 'Neuigkeiten <aus> dem Rathaus',
    canonical: '/aktuelles',
    breadcrumbs: [],
    heroImages: [],
    status: 200,
  },
  layout: { remote: 'town', name: 'default' },
  blocks: [],
  menus: {},
  remotes: [{ id: 'town', version: 'abc', entry: '/_remotes/town/@abc/browser/remoteEntry.js', css: ['/_remotes/town/@abc/browser/styles.css'] }],
};

// What the town remote contributes (remotes/town/src/organization.ts); the shell knows no address.
const organization = {
  '@type': 'GovernmentOrganization',
  name: 'Stadt Musterstadt',
  telephone: '+49 7999 123-0',
  address: { '@type': 'PostalAddress', postalCode: '79999' },
};

describe('document head and tail', () => {
  it('writes lang, escaped title and description, an absolute canonical and the remote assets', () => {
    const head = documentHead(page, { scripts: ['/_shell/main.js'], css: ['/_shell/ui.css'] }, 'https://www.musterstadt.de');
    expect(head).toContain('<html lang="de" data-theme="default">');
    expect(head).toContain('<title>Aktuelles &amp; &quot;Neues&quot; | Stadt Musterstadt</title>');
    expect(head).toContain('<meta name="description" content="Neuigkeiten &lt;aus&gt; dem Rathaus">');
    expect(head).toContain('<link rel="canonical" href="https://www.musterstadt.de/aktuelles">');
    expect(head).toContain('<link rel="stylesheet" href="/_remotes/town/@abc/browser/styles.css">');
    expect(head).toContain('<script defer src="/_shell/main.js"></script>');
    expect(head).toContain('href="#inhalt">Zum Inhalt springen</a>');
  });

  it('describes the organisation a remote gives and the breadcrumb trail as schema.org data, and links the news feed', () => {
    const withCrumbs: PageData = { ...page, view: { ...page.view, breadcrumbs: [{ title: 'Startseite', url: '/' }, { title: 'Aktuelles </script>' }] } };
    const head = documentHead(withCrumbs, { scripts: [], css: [] }, 'https://www.musterstadt.de', organization);
    expect(head).toContain('<link rel="alternate" type="application/atom+xml" title="Aktuelles aus Musterstadt" href="/aktuelles/feed.xml">');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1];
    const data = JSON.parse(json!) as { '@graph': Record<string, unknown>[] };
    expect(data['@graph'][0]).toEqual({
      ...organization,
      '@id': 'https://www.musterstadt.de/#organisation',
      url: 'https://www.musterstadt.de/',
      logo: 'https://www.musterstadt.de/favicon.svg',
    });
    expect(data['@graph'][1]).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Startseite', item: 'https://www.musterstadt.de/' },
        { '@type': 'ListItem', position: 2, name: 'Aktuelles </script>', item: 'https://www.musterstadt.de/aktuelles' },
      ],
    });
    const withoutCrumbs = documentHead(page, { scripts: [], css: [] }, 'https://www.musterstadt.de', organization);
    expect(withoutCrumbs).not.toContain('BreadcrumbList');
  });

  it('keeps error pages, private areas and the approval page out of search engines, and public pages in', () => {
    const head = (path: string, status = 200, inPrivateArea = false) =>
      documentHead({ ...page, view: { ...page.view, path, status } }, { scripts: [], css: [] }, 'https://www.musterstadt.de', undefined, [], inPrivateArea);
    const noindex = '<meta name="robots" content="noindex">';
    expect(head('/aktuelles')).not.toContain(noindex);
    expect(head('/formulare')).not.toContain(noindex);
    expect(head('/aktuelles', 404)).toContain(noindex);
    expect(head('/intranet/rubriken', 200, true)).toContain(noindex);
    expect(head('/formulare/freigabe')).toContain(noindex);
  });

  it('loads the reload client of a remote’s development build on the pages that use it, and nothing of the kind otherwise', () => {
    const feuerwehr = { id: 'feuerwehr', version: 'b2', entry: '/_remotes/feuerwehr/@b2/browser/remoteEntry.js', css: [] };
    const dev = { ...feuerwehr, reload: { script: '/_remotes/feuerwehr/@b2/browser/dev-reload.0a1b2c3d.js', port: 4212 } };
    expect(documentHead({ ...page, remotes: [dev] }, { scripts: [], css: [] }, 'https://www.musterstadt.de')).toContain(
      '<script type="module" src="/_remotes/feuerwehr/@b2/browser/dev-reload.0a1b2c3d.js"></script>',
    );
    expect(documentHead({ ...page, remotes: [feuerwehr] }, { scripts: [], css: [] }, 'https://www.musterstadt.de')).not.toContain('dev-reload');
  });

  it('writes no organisation of its own when no remote gives one', () => {
    const head = documentHead(page, { scripts: [], css: [] }, 'https://www.musterstadt.de');
    expect(head).not.toContain('application/ld+json');
    expect(head).not.toContain('79999');
  });

  it('keeps content from closing the state script', () => {
    const text = serializeForScript({ html: '</script><script>alert(1)</script>', line: '\u2028' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ html: '</script><script>alert(1)</script>', line: '\u2028' });
    const tail = documentTail({ view: { path: '/aktuelles', title: '</script>', status: 200 }, remotes: [] });
    expect(tail.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('renderDocument', () => {
  it('sends big blocks inline, so that readers without JavaScript never see the fallback', async () => {
    const paragraphs = Array.from({ length: 400 }, (_, i) => `Absatz ${i} über die Verwaltung von Musterstadt.`);
    const Big = () => createElement('div', null, ...paragraphs.map((text) => createElement('p', { key: text }, text)));
    const data: PageData = {
      ...page,
      layout: null,
      blocks: [0, 1, 2].map((n) => ({ remote: 'town', template: `gross-${n}`, slot: 'main', block: { template: `gross-${n}` }, data: {} })),
    };
    const modules = { layout: () => undefined, template: () => ({ default: Big }) };
    const stream = await renderDocument(data, modules, { assets: { scripts: [], css: [] }, origin: 'https://www.musterstadt.de', onError: () => undefined });
    let html = '';
    for await (const chunk of stream) html += String(chunk);
    expect(html.length).toBeGreaterThan(50_000);
    expect(html).not.toContain('ms-block-fallback');
    expect(html).not.toContain('<template');
    expect(html.match(/Absatz 399 /g)).toHaveLength(3);
  });

  it('writes no script of its own into the page but the boot state and structured data (the policy allows none)', async () => {
    const Layout = ({ slots }: LayoutProps) => <main>{slots.main}</main>;
    const Island = island('zaehler', ({ n }: { n: number }) => <p>{n}</p>);
    const withBlocks: PageData = {
      ...page,
      blocks: [
        { remote: 'town', template: 'a', slot: 'main', block: { template: 'a' }, data: {} },
        { remote: 'town', template: 'b', slot: 'main', block: { template: 'b' }, data: {} },
      ],
    };
    const modules = { layout: () => ({ default: Layout }), template: () => ({ default: () => <Island n={1} /> }) };
    const stream = await renderDocument(withBlocks, modules, {
      assets: { scripts: ['/_shell/main.js'], css: [] },
      origin: 'http://localhost',
      onError: () => undefined,
    });
    let html = '';
    for await (const chunk of stream) html += String(chunk);
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.every((tag) => /\bsrc=|type="application\/(json|ld\+json)"/.test(tag))).toBe(true);
  });

  it('writes a large block in place, readable without JavaScript', async () => {
    const paragraphs = Array.from({ length: 400 }, (_, i) => `Absatz ${i} über den Haushalt der Stadt Musterstadt.`);
    const Layout = ({ slots }: LayoutProps) => <main>{slots.main}</main>;
    const Template = (_props: TemplateProps) => (
      <section>
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </section>
    );
    const withBlock: PageData = {
      ...page,
      blocks: [{ remote: 'town', template: 'gross', slot: 'main', block: { template: 'gross' }, data: {} }],
    };
    const modules = { layout: () => ({ default: Layout }), template: () => ({ default: Template }) };
    const stream = await renderDocument(withBlock, modules, { assets: { scripts: [], css: [] }, origin: 'http://localhost', onError: () => undefined });
    let html = '';
    for await (const chunk of stream) html += String(chunk);
    expect(html.length).toBeGreaterThan(20_000);
    expect(html).toMatch(/<main>(<!--\$-->)?<section><p>Absatz 0 über/);
    expect(html).not.toContain('<template');
    expect(html).not.toContain('Dieser Inhalt kann zurzeit leider nicht angezeigt werden');
  });
});

describe('the shared store', () => {
  function SessionNote(_props: TemplateProps) {
    const loggedIn = useSelector((state: RootState) => !!state.session['verein']);
    return <p>{loggedIn ? 'Angemeldet' : 'Nicht angemeldet'}</p>;
  }
  const NoteIsland = island('notiz', SessionNote);
  const withNote = (store: boolean, Template: ComponentType<TemplateProps> = SessionNote): { data: PageData; modules: ModuleSource } => ({
    data: {
      ...page,
      layout: null,
      remotes: page.remotes.map((remote) => (store ? { ...remote, store: true as const } : remote)),
      blocks: [{ remote: 'town', template: 'sitzung', slot: 'main', block: { template: 'sitzung' }, data: {} }],
    },
    modules: { layout: () => undefined, template: () => ({ default: Template }) },
  });

  async function html({ data, modules }: { data: PageData; modules: ModuleSource }): Promise<string> {
    const stream = await renderDocument(data, modules, { assets: { scripts: [], css: [] }, origin: 'http://localhost', onError: () => undefined });
    let out = '';
    for await (const chunk of stream) out += String(chunk);
    return out;
  }

  it('is there for a page whose remote reads it; the browser gets its state only for an island that reads it', async () => {
    const served = await html(withNote(true));
    expect(served).toContain('<p>Nicht angemeldet</p>');
    expect(bootOf(served)).toEqual({ view: { path: '/aktuelles', title: 'Aktuelles & "Neues"', status: 200 }, remotes: [] });

    const island = await html(withNote(true, NoteIsland));
    expect(island).toContain('<p>Nicht angemeldet</p>');
    expect(bootOf(island).state).toEqual({ session: {} });
    expect(bootOf(island).remotes).toEqual([{ ...page.remotes[0], store: true }]);
  });

  it('is not made for a page whose remotes do not read it (a block that reads it anyway falls back)', async () => {
    const out = await html(withNote(false));
    expect(out).not.toContain('Nicht angemeldet');
    expect(out).toContain('Dieser Inhalt kann zurzeit leider nicht angezeigt werden');
  });
});

/** The boot state a rendered document carries. */
function bootOf(html: string): BootState {
  const match = /<script id="__BOOT__" type="application\/json">(.*?)<\/script>/.exec(html);
  return JSON.parse(match?.[1] ?? 'null') as BootState;
}

describe('islands', () => {
  function Counter({ start, label }: { start: number; label: string }) {
    const id = useId();
    return (
      <p>
        <label htmlFor={id}>{label}</label>
        <input id={id} defaultValue={start} />
      </p>
    );
  }
  const CounterIsland = island('zaehler', Counter);
  function Frame({ children }: { children: ReactNode }) {
    return <section className="rahmen">{children}</section>;
  }
  const FrameIsland = island('rahmen', Frame);
  const Layout = ({ slots }: LayoutProps) => <main>{slots.main}</main>;

  async function render(Template: ComponentType<TemplateProps>, errors: unknown[] = []): Promise<string> {
    const data: PageData = { ...page, blocks: [{ remote: 'town', template: 'x', slot: 'main', block: { template: 'x' }, data: {} }] };
    const modules = { layout: () => ({ default: Layout }), template: () => ({ default: Template }) };
    const stream = await renderDocument(data, modules, { assets: { scripts: [], css: [] }, origin: 'http://localhost', onError: (e) => errors.push(e) });
    let out = '';
    for await (const chunk of stream) out += String(chunk);
    return out;
  }

  it('are rendered on their own, marked with remote, name, id prefix and props, and only their remote is loaded', async () => {
    const out = await render(() => (
      <>
        <CounterIsland start={3} label="Anzahl" />
        <CounterIsland start={5} label="Menge" />
      </>
    ));
    // Ids from useId carry the island's prefix: the browser hydrates each island with the same one.
    expect(out).toMatch(
      /<ms-island data-island="town\/zaehler" data-id="i1" data-props="\{&quot;start&quot;:3,&quot;label&quot;:&quot;Anzahl&quot;\}"><p><label for="(_i1-[^"]+)">Anzahl<\/label><input id="\1"/,
    );
    expect(out).toMatch(/data-id="i2"[^>]*><p><label for="(_i2-[^"]+)">Menge<\/label><input id="\1"/);
    expect(out).toContain('<link rel="modulepreload" href="/_remotes/town/@abc/browser/remoteEntry.js">');
    expect(bootOf(out).remotes.map((remote) => remote.id)).toEqual(['town']);
  });

  it('leave a page without islands without any remote script', async () => {
    const out = await render(() => <p>Nur Text</p>);
    expect(out).not.toContain('modulepreload');
    expect(bootOf(out).remotes).toEqual([]);
  });

  it('keep a React node they are given as a slot of server HTML, itself free to hold islands', async () => {
    const out = await render(() => (
      <FrameIsland>
        <h2>Titel</h2>
        <CounterIsland start={1} label="Innen" />
      </FrameIsland>
    ));
    expect(out).toContain('data-island="town/rahmen" data-id="i1" data-props="{&quot;children&quot;:[{&quot;$slot&quot;:0},{&quot;$slot&quot;:1}]}"');
    expect(out).toContain(
      '<section class="rahmen"><ms-slot data-slot="0"><h2>Titel</h2></ms-slot><ms-slot data-slot="1"><ms-island data-island="town/zaehler" data-id="i2"',
    );
  });

  it('refuse a function among their props (an island gets data only); the block falls back', async () => {
    const Callback = island('rueckruf', ({ onPick }: { onPick: () => void }) => <button onClick={onPick}>Wählen</button>);
    const errors: unknown[] = [];
    const out = await render(() => <Callback onPick={() => undefined} />, errors);
    expect(out).toContain('Dieser Inhalt kann zurzeit leider nicht angezeigt werden');
    expect(String(errors[0])).toContain("Island town/rueckruf: prop 'onPick' is a function");
  });
});

describe('errors while rendering', () => {
  const Layout = ({ slots }: LayoutProps) => <main>{slots.main}</main>;
  const Broken = (): ReactNode => {
    throw new TypeError('installation.map is not a function');
  };
  const Fine = () => <p>Noch da</p>;

  async function render(data: PageData, layout: ComponentType<LayoutProps> = Layout) {
    const reported: [unknown, Record<string, unknown>][] = [];
    const modules = { layout: () => ({ default: layout }), template: (ref: { name: string }) => ({ default: ref.name === 'kaputt' ? Broken : Fine }) };
    const stream = await renderDocument(data, modules, {
      assets: { scripts: [], css: [] },
      origin: 'http://localhost',
      onError: (error, context) => reported.push([error, context]),
    });
    let out = '';
    for await (const chunk of stream) out += String(chunk);
    return { out, reported };
  }
  const block = (template: string) => ({ remote: 'town', template, slot: 'main', block: { template }, data: {} });

  it('cost only the block that throws, reported once with its remote and template', async () => {
    const { out, reported } = await render({ ...page, blocks: [block('kaputt'), block('gut')] });
    expect(out).toContain('Dieser Inhalt kann zurzeit leider nicht angezeigt werden');
    expect(out).toContain('<p>Noch da</p>');
    expect(reported).toEqual([[expect.any(TypeError), { path: '/aktuelles', phase: 'render', where: 'town/kaputt' }]]);
  });

  it('of the layout fail the page (the error page follows), reported with the layout', async () => {
    const BrokenLayout = (): ReactNode => {
      throw new Error('layout broken');
    };
    const reported: [unknown, Record<string, unknown>][] = [];
    const modules = { layout: () => ({ default: BrokenLayout }), template: () => ({ default: Fine }) };
    await expect(
      renderDocument({ ...page, blocks: [block('gut')] }, modules, {
        assets: { scripts: [], css: [] },
        origin: 'http://localhost',
        onError: (error, context) => reported.push([error, context]),
      }),
    ).rejects.toThrow('layout broken');
    expect(reported).toEqual([[expect.any(Error), { path: '/aktuelles', phase: 'render', remote: 'town', layout: 'default' }]]);
  });
});
