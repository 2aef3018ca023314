import type { ContentItem, EventItem, ImageRef, MenuItem } from '@musterstadt/cms-client';

/** One portal module of a portal answer (/api/cms/startseite, /api/cms/portal/{name}), keyed by its kind `typ`. */
export interface PortalModule {
  typ: string;
  titel?: string | null;
  untertitel?: string | null;
  einleitung?: string | null;
  text?: string | null;
  link?: string | null;
  linktext?: string | null;
  bildupload?: ImageRef | null;
  /** 'text-bild' (text first) or 'bild-text' (image first). */
  anordnung?: string | null;
  /** Parallax effect of the image on or off. */
  parallax?: boolean | string | null;
  /** Entries of a teaser module, filled in by the content API from the module's source. */
  eintraege?: (ContentItem | EventItem)[];
  /** Links of the menu a module names (`menue`), filled in by the content API. */
  menuItems?: MenuItem[];
  /** Images of an image wall (instagram). */
  bilder?: ImageRef[];
  /** Numbered variants: titel1, text1, link1, linktext1, bildupload1, icon1, untertitel1, … */
  [field: string]: unknown;
}

export interface PortalAnswer {
  titel: string;
  seo?: { title?: string | null; description?: string | null } | null;
  module: PortalModule[];
}
