import type { PdfDocument } from '../../core/pdf';
import type { ApiCall, Block, DocumentRef, LinkRef, Rubrik } from '../../core/types';
import type { MenuSeed } from './menues';
import type { PageSeed } from './seiten';

/** A news item or operation report of a sub-site (items of typ 'artikel'). */
export interface SubsiteArticleSeed {
  bereich: string;
  slug: string;
  /** Its detail page: `${detailBase}/${slug}`. */
  detailBase: string;
  titel: string;
  einleitung: string;
  /** HTML paragraphs. */
  text: string;
  bild?: string;
  bildtext?: string;
  bildcopyright?: string;
  /** Published (or, for operations, alarmed) this many days before the seed run … */
  tageZurueck: number;
  /** … at this Berlin wall-clock time. */
  uhrzeit: [number, number];
  rubriken: Rubrik[];
  links?: LinkRef[];
  dokumente?: DocumentRef[];
}

/** A date of a sub-site (items of typ 'termin'), relative to the seed run like the town's events. */
export interface TerminSeed {
  bereich: string;
  slug: string;
  titel: string;
  einleitung: string;
  /** Starts at least this many Berlin calendar days after the seed run … */
  inTagen: number;
  /** … on the first such weekday from then on (0 = Sunday … 6 = Saturday), if given … */
  wochentag?: number;
  /** … at this time (ignored for all-day dates) … */
  von: [number, number];
  dauerTage?: number;
  bis: [number, number];
  ganztaegig?: boolean;
  ort: string;
  rubriken?: Rubrik[];
}

/** A document offered for download at /api/cms/dokumente/<name>. */
export interface DokumentSeed extends PdfDocument {
  /** File name, e.g. 'gydo-hausordnung.pdf'. */
  name: string;
}

export interface SubsiteContent {
  seiten: PageSeed[];
  menues: MenuSeed[];
  artikel: SubsiteArticleSeed[];
  termine: TerminSeed[];
  dokumente: DokumentSeed[];
}

export const main = (template: string, context: Block['context'] = {}, options: Block['options'] = {}): Block => ({ template, slot: 'main', context, options });
export const sidebar = (template: string, context: Block['context'] = {}): Block => ({ template, slot: 'sidebar', context, options: {} });

/** The api call of a sub-site's gallery page (its service bar links it): one gallery of the town's gallery template. */
export const galerieCall = (slug: string): ApiCall => ({ name: 'galerie', endpoint: '/api/cms/bildergalerien', params: { slug }, options: {} });

/** Public path of a downloadable document. */
export const dokument = (name: string): string => `/api/cms/dokumente/${name}`;

/** 'musterstadt' → 'Musterstadt' */
export function productName(product: string): string {
  return product
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('-');
}
