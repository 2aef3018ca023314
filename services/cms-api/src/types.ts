/**
 * Types of the content API contract, copied from libs/cms-client/src/types.ts (the service is standalone
 * and does not import from the front-end libs). Field names stay as the API spells them.
 */

export interface ApiCallOptions {
  /** Use the answer's seo.title / seo.description (else titel / einleitung) for the document head. */
  useMeta?: boolean;
  /** A list answer with exactly one entry redirects to that entry's detailURL. */
  redirectOnSingleEntry?: boolean;
  /** An empty answer makes the page a 404. */
  errorOnEmpty?: boolean;
  /** The answer's detailURL becomes the page's canonical URL. */
  canonical?: boolean;
  /** Query-string names that may pass into the call's params (only those flagged true). */
  query?: Record<string, boolean>;
}

export interface ApiCall {
  name: string;
  endpoint: string;
  params?: Record<string, string | number | boolean | null>;
  options?: ApiCallOptions;
}

export interface Breadcrumb {
  title: string;
  url?: string;
}

export interface ImageRef {
  bild: string;
  bildtext?: string | null;
  bildcopyright?: string | null;
}

export interface Block {
  /** Template name as the CMS names it, e.g. 'artikel-liste'. */
  template: string;
  /** Slot of the layout the block goes into: 'main' unless stated. */
  slot?: string;
  /** Free-form block data; `apiCalls` lists the names of the page api calls the block reads. */
  context?: Record<string, unknown> & { apiCalls?: string[] };
  options?: Record<string, unknown>;
}

export interface PageContent {
  pageLayout?: string | null;
  pageTheme?: string | null;
  title: string;
  description?: string | null;
  canonical?: string | null;
  breadcrumbs?: Breadcrumb[];
  heroImages?: ImageRef[];
  context: Block[];
}

export interface RouteLookupResult {
  url: string;
  apiCalls: ApiCall[];
  pageContent: PageContent;
  title: string;
  description?: string | null;
  breadcrumbs?: Breadcrumb[];
}

export interface MenuItem {
  title: string;
  href?: string | null;
  menuItems?: MenuItem[];
}

export interface MenuResult {
  name: string;
  menuItems: MenuItem[];
}

export interface LinkRef {
  link: string;
  linktext?: string | null;
}

export interface DocumentRef {
  link: string;
  downloadtext?: string | null;
}

export interface Rubrik {
  id: number;
  titel: string;
  detailURL?: string | null;
}

export interface ContentItem {
  id: number | string;
  titel: string;
  einleitung?: string | null;
  text?: string | null;
  bild?: string | null;
  bildtext?: string | null;
  bildcopyright?: string | null;
  datum_von?: string | null;
  datum_bis?: string | null;
  detailURL?: string | null;
  datei?: string | null;
  links?: LinkRef[];
  dokumente?: DocumentRef[];
  bildergalerie_zuordnung?: { bilder: ImageRef[] } | null;
  seo?: { title?: string | null; description?: string | null } | null;
  vorname?: string | null;
  nachname?: string | null;
  seiten?: number;
  rubriken?: Rubrik[];
}

export interface EventItem extends ContentItem {
  veranstaltungsort?: string | null;
  brancheneintrag_veranstaltungsort?: { titel: string } | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  timeFrom?: string | null;
  timeTo?: string | null;
}

/** A list answer of a content endpoint. */
export interface ListResult<T = ContentItem> {
  data: T[];
  /** Number of pages at the requested page size. */
  seiten?: number;
  /** Total number of entries. */
  anzahl?: number;
}

/** Error answer of every 4xx/5xx response of this service. */
export interface ErrorResult {
  error: string;
}
