import type { ContentItem, EventItem, ImageRef } from '@musterstadt/cms-client';

/** One portal module of the home page answer (/api/cms/startseite), keyed by its kind `typ`. */
export interface PortalModule {
  typ: string;
  titel?: string | null;
  untertitel?: string | null;
  einleitung?: string | null;
  text?: string | null;
  link?: string | null;
  linktext?: string | null;
  bildupload?: ImageRef | null;
  eintraege?: (ContentItem | EventItem)[];
  [field: string]: unknown;
}

export interface PortalAnswer {
  titel: string;
  seo?: { title?: string | null; description?: string | null } | null;
  module: PortalModule[];
}
