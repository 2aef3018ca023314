/**
 * The page model of the content API (spec point 3): route lookup result, page content, blocks, api
 * calls and their options, menus, images, breadcrumbs. Field names stay as the API spells them.
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox';

/** A value that may also be null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const ApiCallOptions = Type.Object({
  /** Use the answer's seo.title / seo.description (else titel / einleitung) for the document head. */
  useMeta: Type.Optional(Type.Boolean()),
  /** A list answer with exactly one entry redirects to that entry's detailURL. */
  redirectOnSingleEntry: Type.Optional(Type.Boolean()),
  /** An empty answer makes the page a 404. */
  errorOnEmpty: Type.Optional(Type.Boolean()),
  /**
   * An answer 403 makes the page the German 'Kein Zugriff' page with that status (for what the caller
   * may know exists but not open, e.g. another section's menu); without it a refusal is an empty answer.
   */
  errorOnForbidden: Type.Optional(Type.Boolean()),
  /** The answer's detailURL becomes the page's canonical URL. */
  canonical: Type.Optional(Type.Boolean()),
  /** Query-string names that may pass into the call's params (only those flagged true). */
  query: Type.Optional(Type.Record(Type.String(), Type.Boolean())),
  /**
   * Run the call only when another call of the page (one without this option) answered with one of
   * these values in a field, e.g. `{call: 'inhalt', field: 'art', oneOf: ['sitzung']}`: choices that
   * only some kinds of an edited item need. Otherwise its answer is null, as for a lenient call that failed.
   */
  onlyWhen: Type.Optional(Type.Object({ call: Type.String(), field: Type.String(), oneOf: Type.Array(Type.String()) })),
});
type ApiCallOptions = Static<typeof ApiCallOptions>;

export const ApiCall = Type.Object({
  name: Type.String(),
  endpoint: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]))),
  options: Type.Optional(ApiCallOptions),
});
export type ApiCall = Static<typeof ApiCall>;

export const Breadcrumb = Type.Object({
  title: Type.String(),
  url: Type.Optional(Type.String()),
});
export type Breadcrumb = Static<typeof Breadcrumb>;

export const ImageRef = Type.Object({
  bild: Type.String(),
  bildtext: Type.Optional(Nullable(Type.String())),
  bildcopyright: Type.Optional(Nullable(Type.String())),
});
export type ImageRef = Static<typeof ImageRef>;

export const Block = Type.Object({
  /** Template name as the CMS names it, e.g. 'artikel-liste'. */
  template: Type.String(),
  /** Slot of the layout the block goes into: 'main' unless stated. */
  slot: Type.Optional(Type.String()),
  /** Free-form block data; `apiCalls` lists the names of the page api calls the block reads. */
  context: Type.Optional(Type.Intersect([Type.Record(Type.String(), Type.Unknown()), Type.Object({ apiCalls: Type.Optional(Type.Array(Type.String())) })])),
  options: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export type Block = Static<typeof Block>;

const PageContent = Type.Object({
  pageLayout: Type.Optional(Nullable(Type.String())),
  pageTheme: Type.Optional(Nullable(Type.String())),
  title: Type.String(),
  description: Type.Optional(Nullable(Type.String())),
  canonical: Type.Optional(Nullable(Type.String())),
  breadcrumbs: Type.Optional(Type.Array(Breadcrumb)),
  heroImages: Type.Optional(Type.Array(ImageRef)),
  context: Type.Array(Block),
});
type PageContent = Static<typeof PageContent>;

export const RouteLookupResult = Type.Object({
  url: Type.String(),
  apiCalls: Type.Array(ApiCall),
  /**
   * Names of the page middleware the shell runs, in order, before the page's api calls (e.g.
   * `['intranet-anmeldung']`: the page needs the intranet session); remotes contribute them. None when absent.
   */
  middleware: Type.Optional(Type.Array(Type.String())),
  pageContent: PageContent,
  title: Type.String(),
  description: Type.Optional(Nullable(Type.String())),
  breadcrumbs: Type.Optional(Type.Array(Breadcrumb)),
});
export type RouteLookupResult = Static<typeof RouteLookupResult>;

/** A menu entry with its sub-entries, to any depth. */
export const MenuItem = Type.Recursive(
  (Self) =>
    Type.Object({
      title: Type.String(),
      href: Type.Optional(Nullable(Type.String())),
      menuItems: Type.Optional(Type.Array(Self)),
    }),
  { $id: 'MenuItem' },
);
export type MenuItem = Static<typeof MenuItem>;

export const MenuResult = Type.Object({
  name: Type.String(),
  menuItems: Type.Array(MenuItem),
});
export type MenuResult = Static<typeof MenuResult>;
