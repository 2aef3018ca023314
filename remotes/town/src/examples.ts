import type { Block, ContentItem, EventItem, MenuItem } from '@musterstadt/cms-client';
import type { BlockForm, PageView, TemplateProps } from '@musterstadt/shell-contract';

/** Example data shared by the town remote's tests. */
export const examplePage: PageView = {
  path: '/aktuelles',
  search: '',
  layout: 'default',
  theme: 'default',
  title: 'Aktuelles',
  heading: 'Aktuelles',
  description: 'Neuigkeiten aus dem Rathaus',
  canonical: '/aktuelles',
  breadcrumbs: [{ title: 'Startseite', url: '/' }, { title: 'Aktuelles' }],
  heroImages: [{ bild: '/api/cms/media/rathaus.svg', bildtext: 'Das Rathaus', bildcopyright: 'Stadt Musterstadt' }],
  status: 200,
};

export const exampleMenu: MenuItem[] = [
  {
    title: 'Rathaus & Verwaltung',
    href: '/rathaus',
    menuItems: [
      { title: 'Aktuelles', href: '/aktuelles' },
      { title: 'Verwaltung', menuItems: [{ title: 'Ämter', href: '/rathaus/aemter' }] },
    ],
  },
  { title: 'Freizeit', menuItems: [{ title: 'Barfußpark', href: '/barfusspark' }] },
];

export const exampleArticle: ContentItem = {
  id: 1,
  titel: 'Gemeinderat beschließt Haushalt',
  einleitung: 'Der Gemeinderat hat den Haushalt verabschiedet.',
  text: '<p>Mit großer Mehrheit.</p>',
  datum_von: '2026-11-10T09:00:00Z',
  detailURL: '/aktuelles/haushalt',
  bild: '/api/cms/media/rathaus.svg',
  bildtext: 'Sitzungssaal',
  bildcopyright: 'Stadt Musterstadt',
};

export const exampleEvent: EventItem = {
  id: 5,
  titel: 'Konzert der Stadtkapelle',
  datum_von: '2026-12-05T18:30:00Z',
  dateFrom: '2026-12-05',
  dateTo: '2026-12-05',
  timeFrom: '19:30',
  timeTo: '21:30',
  veranstaltungsort: null,
  brancheneintrag_veranstaltungsort: { titel: 'Stadthalle Musterstadt' },
  rubriken: [{ id: 2, titel: 'Kultur', detailURL: '/veranstaltungen?rubrik_id=2' }],
  detailURL: '/veranstaltungen/konzert',
};

/** A list answer of the content API holding the given entries. */
export function exampleList<T>(...data: T[]) {
  return { data, seiten: 1, anzahl: data.length };
}

/** A template's props: the answer of its block's one api call, the block's context and the page's view. */
export function exampleProps(data: unknown, context: Block['context'] = {}, view: Partial<PageView> = {}): TemplateProps {
  return {
    page: { ...examplePage, ...view },
    block: { template: 'x', context: { apiCalls: ['daten'], ...context } },
    data: { daten: data },
  };
}

/** The structured data (JSON-LD) a rendered template carries, or null. */
export function jsonLdOf(container: HTMLElement): Record<string, unknown> | null {
  return JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as Record<string, unknown> | null;
}

/** The props of a captcha form's template on its page `path`, as the shell renders it. */
export function exampleFormProps(id: string, path: string, extra: Partial<BlockForm> = {}): TemplateProps {
  return {
    page: { ...examplePage, path, canonical: path, heroImages: [] },
    block: { template: id, context: { titel: 'Ihre Angaben', datenschutz: '/datenschutz' } },
    data: {},
    form: { id, action: `${path}#${id}`, data: { captcha: { question: 'Wie viel ist drei plus vier?', token: 'n.1.m' } }, ...extra },
  };
}
