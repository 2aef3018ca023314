/**
 * Entities of the content API that both the client and the service use: content items, events,
 * staff, list answers, error answers. Field names stay as the API spells them.
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { ImageRef, Nullable } from './page';

export const LinkRef = Type.Object({
  link: Type.String(),
  linktext: Type.Optional(Nullable(Type.String())),
});
export type LinkRef = Static<typeof LinkRef>;

export const DocumentRef = Type.Object({
  link: Type.String(),
  downloadtext: Type.Optional(Nullable(Type.String())),
});
export type DocumentRef = Static<typeof DocumentRef>;

/** A category ('Rubrik') of articles, events and notices. */
export const Rubrik = Type.Object({
  id: Type.Number(),
  titel: Type.String(),
  detailURL: Type.Optional(Nullable(Type.String())),
});
export type Rubrik = Static<typeof Rubrik>;

const contentItemFields = {
  id: Type.Union([Type.Number(), Type.String()]),
  titel: Type.String(),
  einleitung: Type.Optional(Nullable(Type.String())),
  text: Type.Optional(Nullable(Type.String())),
  bild: Type.Optional(Nullable(Type.String())),
  bildtext: Type.Optional(Nullable(Type.String())),
  bildcopyright: Type.Optional(Nullable(Type.String())),
  datum_von: Type.Optional(Nullable(Type.String())),
  datum_bis: Type.Optional(Nullable(Type.String())),
  detailURL: Type.Optional(Nullable(Type.String())),
  datei: Type.Optional(Nullable(Type.String())),
  links: Type.Optional(Type.Array(LinkRef)),
  dokumente: Type.Optional(Type.Array(DocumentRef)),
  bildergalerie_zuordnung: Type.Optional(Nullable(Type.Object({ bilder: Type.Array(ImageRef) }))),
  seo: Type.Optional(Nullable(Type.Object({ title: Type.Optional(Nullable(Type.String())), description: Type.Optional(Nullable(Type.String())) }))),
  vorname: Type.Optional(Nullable(Type.String())),
  nachname: Type.Optional(Nullable(Type.String())),
  seiten: Type.Optional(Type.Number()),
  rubriken: Type.Optional(Type.Array(Rubrik)),
};

/** An article, a notice, a tender, … : the fields every content item shares. */
export const ContentItem = Type.Object(contentItemFields);
export type ContentItem = Static<typeof ContentItem>;

export const EventItem = Type.Object({
  ...contentItemFields,
  veranstaltungsort: Type.Optional(Nullable(Type.String())),
  brancheneintrag_veranstaltungsort: Type.Optional(Nullable(Type.Object({ titel: Type.String() }))),
  /** Who invites, when the event names it. */
  veranstalter: Type.Optional(Nullable(Type.String())),
  dateFrom: Type.Optional(Nullable(Type.String())),
  dateTo: Type.Optional(Nullable(Type.String())),
  timeFrom: Type.Optional(Nullable(Type.String())),
  timeTo: Type.Optional(Nullable(Type.String())),
});
export type EventItem = Static<typeof EventItem>;

export const Staff = Type.Object({
  id: Type.Union([Type.Number(), Type.String()]),
  vorname: Type.String(),
  nachname: Type.String(),
  detailURL: Type.Optional(Nullable(Type.String())),
  kontakt: Type.Optional(
    Nullable(
      Type.Object({
        telefon: Type.Optional(Nullable(Type.String())),
        email: Type.Optional(Nullable(Type.String())),
        fax: Type.Optional(Nullable(Type.String())),
      }),
    ),
  ),
  zimmer: Type.Optional(Nullable(Type.String())),
  sprechzeiten: Type.Optional(Nullable(Type.String())),
});
export type Staff = Static<typeof Staff>;

/** A list answer of a content endpoint, for entries of the given schema. */
const ListResultOf = <T extends TSchema>(entry: T) =>
  Type.Object({
    data: Type.Array(entry),
    /** Number of pages at the requested page size. */
    seiten: Type.Optional(Type.Number()),
    /** Total number of entries. */
    anzahl: Type.Optional(Type.Number()),
  });
export const ListResult = ListResultOf(ContentItem);
/** A list answer of a content endpoint. */
export type ListResult<T = ContentItem> = Omit<Static<typeof ListResult>, 'data'> & { data: T[] };

export const Pagination = Type.Object({
  page: Type.Number(),
  pages: Type.Number(),
});
export type Pagination = Static<typeof Pagination>;
