/**
 * The portals' modules in the editorial area (`art: 'portal'`): which module kinds there are, which
 * fields each takes (as the town's portal templates read them) and the schema of a portal's fields.
 * A module stores its fields flat, as the public `/api/cms/portal/{name}` answers them (`titel1`,
 * `bildupload2`, `quelle`).
 */
import { type Static, Type } from '@sinclair/typebox';
import { PRINTABLE_PATTERN } from './rules';

/** The module kinds an editor may add, in the order the editor offers them. */
export const PORTAL_MODULARTEN = [
  'hero',
  'hero-slider',
  'text',
  'bild-text',
  'headline-teaser',
  'eventteaser',
  'bild-text-teaser-3x',
  'panoramabild-panoramateaser',
  'kurzinfo-icons',
] as const;
export type PortalModulArt = (typeof PORTAL_MODULARTEN)[number];

/** The icons the portal templates draw (the town remote's test keeps them in step). */
export const PORTAL_ICONS = [
  'info',
  'person',
  'family',
  'townhall',
  'business',
  'document',
  'signpost',
  'clock',
  'calendar',
  'trash',
  'phone',
  'mail',
  'home',
  'bed',
  'suitcase',
  'bus',
  'parking',
  'hiking',
  'tree',
  'camera',
  'location',
  'help',
  'flag',
] as const;

/** A module field that is neither numbered nor a picture. */
type PortalTextFeld = 'titel' | 'untertitel' | 'einleitung' | 'text' | 'link' | 'linktext' | 'icon' | 'parallax' | 'anordnung';
/** A field that repeats per entry (`titel1` … `titelN`). */
type PortalNummerFeld = 'titel' | 'untertitel' | 'text' | 'link' | 'linktext' | 'icon' | 'bildupload';

export interface PortalModulForm {
  /** German name of the kind. */
  name: string;
  /** Its own fields, in the order the editor shows them. */
  felder: readonly PortalTextFeld[];
  /** Whether it has a picture of its own (`bildupload`). */
  bild: boolean;
  /** Whether its entries come from a list (`quelle`). */
  quelle: boolean;
  /** How many numbered entries it shows, and their fields. */
  eintraege: number;
  eintragFelder: readonly PortalNummerFeld[];
  /** What it cannot go without (a numbered field names its first entry, e.g. `titel1`). */
  pflicht: readonly string[];
}

/** At most this many slides in a hero slider. */
export const PORTAL_MAX_SLIDES = 5;

/** Fields per module kind, as the town's templates read them. */
export const PORTAL_MODUL_FORMEN: Record<PortalModulArt, PortalModulForm> = {
  hero: {
    name: 'Hero (Bild mit Titel)',
    felder: ['titel', 'untertitel', 'link', 'linktext'],
    bild: true,
    quelle: false,
    eintraege: 0,
    eintragFelder: [],
    pflicht: ['titel', 'bildupload'],
  },
  'hero-slider': {
    name: 'Hero-Slider',
    felder: ['titel'],
    bild: false,
    quelle: false,
    eintraege: PORTAL_MAX_SLIDES,
    eintragFelder: ['titel', 'untertitel', 'link', 'linktext', 'bildupload'],
    pflicht: ['titel1', 'bildupload1'],
  },
  text: { name: 'Text', felder: ['titel', 'text', 'link', 'linktext'], bild: false, quelle: false, eintraege: 0, eintragFelder: [], pflicht: ['text'] },
  'bild-text': {
    name: 'Bild und Text',
    felder: ['untertitel', 'titel', 'text', 'link', 'linktext', 'anordnung', 'parallax'],
    bild: true,
    quelle: false,
    eintraege: 0,
    eintragFelder: [],
    pflicht: ['titel', 'text', 'bildupload'],
  },
  'headline-teaser': {
    name: 'Meldungen (Anrisse)',
    felder: ['titel', 'link', 'linktext'],
    bild: false,
    quelle: true,
    eintraege: 0,
    eintragFelder: [],
    pflicht: ['titel'],
  },
  eventteaser: {
    name: 'Veranstaltungen (Anrisse)',
    felder: ['titel', 'link', 'linktext'],
    bild: false,
    quelle: true,
    eintraege: 0,
    eintragFelder: [],
    pflicht: ['titel'],
  },
  'bild-text-teaser-3x': {
    name: 'Drei Bild-Text-Anrisse',
    felder: ['titel', 'einleitung'],
    bild: false,
    quelle: false,
    eintraege: 3,
    eintragFelder: ['titel', 'text', 'link', 'linktext', 'bildupload'],
    pflicht: ['titel', 'titel1', 'bildupload1'],
  },
  'panoramabild-panoramateaser': {
    name: 'Panoramabild mit Anrissen',
    felder: ['titel', 'untertitel', 'parallax'],
    bild: true,
    quelle: false,
    eintraege: 5,
    eintragFelder: ['icon', 'titel', 'text', 'link', 'linktext'],
    pflicht: ['titel', 'bildupload', 'titel1'],
  },
  'kurzinfo-icons': {
    name: 'Kurzinfos mit Symbolen',
    felder: ['titel'],
    bild: false,
    quelle: false,
    eintraege: 4,
    eintragFelder: ['icon', 'titel', 'text', 'link', 'linktext'],
    pflicht: ['titel1'],
  },
};

/** Modules the portals have beside the nine kinds (search, menu links, Instagram): kept, ordered, their texts edited. */
const PORTAL_FESTE_MODULE: Record<string, PortalModulForm> = {
  suche: { name: 'Suche', felder: ['titel', 'untertitel'], bild: false, quelle: false, eintraege: 0, eintragFelder: [], pflicht: [] },
  'auch-interessant': {
    name: 'Auch interessant (Menü)',
    felder: ['titel'],
    bild: true,
    quelle: false,
    eintraege: 0,
    eintragFelder: [],
    pflicht: [],
  },
  instagram: {
    name: 'Instagram',
    felder: ['titel', 'einleitung', 'link', 'linktext'],
    bild: false,
    quelle: false,
    eintraege: 0,
    eintragFelder: [],
    pflicht: [],
  },
};

/** The form of a module kind (one of the nine or a kept one), if known. */
export const portalModulForm = (typ: string): PortalModulForm | undefined =>
  Object.hasOwn(PORTAL_MODUL_FORMEN, typ)
    ? PORTAL_MODUL_FORMEN[typ as PortalModulArt]
    : Object.hasOwn(PORTAL_FESTE_MODULE, typ)
      ? PORTAL_FESTE_MODULE[typ]
      : undefined;

/** Where a teaser module's entries come from. */
export const PORTAL_QUELLEN = { 'headline-teaser': 'artikel', eventteaser: 'veranstaltung' } as const;

const Zeile = (maxLength: number, fehler: string) => Type.Optional(Type.String({ maxLength, pattern: PRINTABLE_PATTERN, fehler }));
const Text = (maxLength: number, fehler: string) => Type.Optional(Type.String({ maxLength, fehler }));

const PortalBild = Type.Object(
  {
    bild: Type.String({ maxLength: 2000, pattern: PRINTABLE_PATTERN, fehler: 'Die Adresse des Bildes ist zu lang.' }),
    bildtext: Type.Optional(
      Type.Union([Type.String({ maxLength: 500, pattern: PRINTABLE_PATTERN, fehler: 'Der Bildtext ist zu lang (höchstens 500 Zeichen).' }), Type.Null()]),
    ),
    bildcopyright: Type.Optional(
      Type.Union([Type.String({ maxLength: 300, pattern: PRINTABLE_PATTERN, fehler: 'Die Angabe zum Urheberrecht ist zu lang.' }), Type.Null()]),
    ),
    bild_dekorativ: Type.Optional(Type.Boolean({ fehler: 'Die Angabe „bild_dekorativ“ ist wahr oder falsch.' })),
  },
  { additionalProperties: false },
);

/** Numbered fields up to one past the most any kind shows, so a sixth slide is refused with a message, not dropped. */
const NUMMERN = [1, 2, 3, 4, 5, 6];
const nummeriert = Object.fromEntries(
  NUMMERN.flatMap((n) => [
    [`titel${n}`, Zeile(300, 'Ein Titel ist zu lang (höchstens 300 Zeichen).')],
    [`untertitel${n}`, Zeile(300, 'Ein Untertitel ist zu lang (höchstens 300 Zeichen).')],
    [`text${n}`, Text(3000, 'Ein Text ist zu lang (höchstens 3000 Zeichen).')],
    [`link${n}`, Zeile(2000, 'Ein Link ist zu lang.')],
    [`linktext${n}`, Zeile(300, 'Ein Linktext ist zu lang (höchstens 300 Zeichen).')],
    [`icon${n}`, Zeile(40, 'Dieses Symbol gibt es nicht.')],
    [`bildupload${n}`, Type.Optional(PortalBild)],
  ]),
);

/** One module of a portal. */
export const PortalModul = Type.Object(
  {
    typ: Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9-]+$', fehler: 'Die Art eines Moduls ist ungültig.' }),
    titel: Zeile(300, 'Der Titel eines Moduls ist zu lang (höchstens 300 Zeichen).'),
    untertitel: Zeile(300, 'Der Untertitel ist zu lang (höchstens 300 Zeichen).'),
    einleitung: Text(3000, 'Die Einleitung ist zu lang (höchstens 3000 Zeichen).'),
    text: Text(200_000, 'Der Text ist zu lang.'),
    link: Zeile(2000, 'Der Link ist zu lang.'),
    linktext: Zeile(300, 'Der Linktext ist zu lang (höchstens 300 Zeichen).'),
    icon: Zeile(40, 'Dieses Symbol gibt es nicht.'),
    parallax: Type.Optional(Type.Union([Type.Literal('an'), Type.Literal('aus')], { fehler: 'Die Angabe „parallax“ ist „an“ oder „aus“.' })),
    anordnung: Type.Optional(Type.Union([Type.Literal('text-bild'), Type.Literal('bild-text')], { fehler: 'Die Anordnung ist „text-bild“ oder „bild-text“.' })),
    bildupload: Type.Optional(PortalBild),
    quelle: Type.Optional(
      Type.Object(
        {
          typ: Type.Union([Type.Literal('artikel'), Type.Literal('veranstaltung'), Type.Literal('termin')], {
            fehler: 'Die Liste eines Anrisses ist „artikel“, „veranstaltung“ oder „termin“.',
          }),
          bereich: Type.Optional(Type.String({ maxLength: 50, pattern: '^[a-z][a-z0-9-]{0,49}$', fehler: 'Der Bereich der Liste ist ungültig.' })),
          anzahl: Type.Integer({ minimum: 1, maximum: 20, fehler: 'Ein Anriss zeigt 1 bis 20 Einträge.' }),
        },
        { additionalProperties: false },
      ),
    ),
    /** Kept modules: the menu ('Auch interessant') and the pictures (Instagram) are not edited here. */
    menue: Zeile(200, 'Der Name des Menüs ist zu lang.'),
    bilder: Type.Optional(Type.Array(PortalBild, { maxItems: 30, fehler: 'Höchstens 30 Bilder.' })),
    ...nummeriert,
  },
  { additionalProperties: false },
);
export type PortalModul = Static<typeof PortalModul>;

/** The fields of a portal (`art: 'portal'`). */
export const RedaktionPortalFelder = Type.Object(
  {
    titel: Type.String({ maxLength: 300, pattern: PRINTABLE_PATTERN, fehler: 'Der Titel ist zu lang (höchstens 300 Zeichen).' }),
    seo: Type.Optional(
      Type.Object(
        {
          title: Type.Optional(Type.String({ maxLength: 300, pattern: PRINTABLE_PATTERN, fehler: 'Der Titel für Suchmaschinen ist zu lang.' })),
          description: Type.Optional(Type.String({ maxLength: 1000, fehler: 'Die Beschreibung für Suchmaschinen ist zu lang.' })),
        },
        { additionalProperties: false },
      ),
    ),
    module: Type.Array(PortalModul, { maxItems: 40, fehler: 'Ein Portal hat höchstens 40 Module.' }),
  },
  { additionalProperties: false },
);
export type RedaktionPortalFelder = Static<typeof RedaktionPortalFelder>;
