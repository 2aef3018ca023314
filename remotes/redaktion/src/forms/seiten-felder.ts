/**
 * The page form's fields, shared by the form (server HTML) and its handler. A block's options are
 * drawn from its template's JSON schema (the template options of the remotes); a plain form posts
 * them as pairs of repeated fields, `schluessel` (the option's path, `blocks.0.context.titel`) and
 * `wert` (its value), and the ticked boxes as `an` (their paths), so that any template's options
 * travel without JavaScript and a refused save gives them back as typed.
 */
import type { RedaktionSeitenFelder } from '@musterstadt/cms-client';
import type { TemplateCatalog } from '@musterstadt/shell-contract';

/** A JSON schema node, as far as the forms read it. */
export interface Schema {
  type?: string;
  title?: string;
  description?: string;
  contentMediaType?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
}

export type Vorlage = TemplateCatalog['remotes'][string][string] & { name: string; remote: string };

/** The remote every layout may use besides its own: the town's templates. */
export const STADT_REMOTE = 'town';

/** The layouts a page may take, by their German titles (as their remotes declare them), in alphabetical order. */
export function layoutWahl(katalog: TemplateCatalog | null): { name: string; titel: string }[] {
  return Object.keys(katalog?.layouts ?? {})
    .filter((name) => name !== 'redaktion' && name !== 'intranet')
    .map((name) => ({ name, titel: katalog?.layoutTitles[name] ?? name }))
    .sort((a, b) => a.titel.localeCompare(b.titel, 'de'));
}

/** The templates a page of this layout may use: its remote's and the town's, by German title. */
export function vorlagenFuer(katalog: TemplateCatalog | null, layout: string): Vorlage[] {
  if (!katalog) return [];
  const eigene = katalog.layouts[layout];
  const remotes = [...new Set([eigene, STADT_REMOTE].filter((id): id is string => typeof id === 'string'))];
  return remotes
    .flatMap((remote) => Object.entries(katalog.remotes[remote] ?? {}).map(([name, optionen]) => ({ ...optionen, name, remote })))
    .sort((a, b) => a.title.localeCompare(b.title, 'de'));
}

/** The options of a block's template (by name, or `remote/name`), if the catalogue knows it. */
export function vorlageVon(katalog: TemplateCatalog | null, template: string): Vorlage | undefined {
  if (!katalog) return undefined;
  const [remote, name] = template.includes('/') ? template.split('/', 2) : [undefined, template];
  for (const [id, vorlagen] of Object.entries(katalog.remotes)) {
    if ((remote === undefined || remote === id) && name !== undefined && Object.hasOwn(vorlagen, name))
      return { ...(vorlagen[name] as Vorlage), name, remote: id };
  }
  return undefined;
}

/** The choices of a select: `enum`, or a union of literals. */
export function auswahlVon(schema: Schema): string[] | null {
  if (Array.isArray(schema.enum)) return schema.enum.map(String);
  if (Array.isArray(schema.anyOf) && schema.anyOf.length > 0 && schema.anyOf.every((teil) => teil.const !== undefined))
    return schema.anyOf.map((teil) => String(teil.const));
  return null;
}

/** How a schema node is drawn. */
export type Feldart = 'zeile' | 'html' | 'zahl' | 'ganzzahl' | 'schalter' | 'auswahl' | 'objekte' | 'zeilen' | 'zahlen' | 'gruppe' | 'abfragen';

export function feldart(schema: Schema, name: string): Feldart {
  if (name === 'apiCalls') return 'abfragen';
  if (auswahlVon(schema)) return 'auswahl';
  switch (schema.type) {
    case 'number':
      return 'zahl';
    case 'integer':
      return 'ganzzahl';
    case 'boolean':
      return 'schalter';
    case 'object':
      return 'gruppe';
    case 'array':
      if (schema.items?.type === 'object') return 'objekte';
      if (schema.items?.type === 'number' || schema.items?.type === 'integer') return 'zahlen';
      return 'zeilen';
    default:
      return schema.contentMediaType === 'text/html' ? 'html' : 'zeile';
  }
}

/** What the form posted: the option pairs as a map, the ticked boxes as a set. */
export interface Gepostet {
  werte: Map<string, string>;
  an: Set<string>;
}

const liste = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? [value] : [];

export function gepostet(values: Record<string, unknown>): Gepostet {
  const schluessel = liste(values.schluessel);
  const wert = liste(values.wert);
  return { werte: new Map(schluessel.map((key, index) => [key, wert[index] ?? ''])), an: new Set(liste(values.an)) };
}

const zeilen = (value: string) => value.replace(/\r\n?/g, '\n');

/** The number of entries of a list option that the form posted (its highest index + 1). */
function anzahl(post: Gepostet, pfad: string): number {
  let n = 0;
  const prefix = `${pfad}.`;
  for (const key of [...post.werte.keys(), ...post.an]) {
    if (!key.startsWith(prefix)) continue;
    const index = Number(key.slice(prefix.length).split('.')[0]);
    if (Number.isInteger(index) && index + 1 > n) n = index + 1;
  }
  return n;
}

/** One option's value from the post, by its schema; undefined when the field was blank and may be left out. `fehler` collects what is not a number. */
function wertAus(schema: Schema, name: string, pfad: string, post: Gepostet, pflicht: boolean, fehler: Record<string, string>): unknown {
  const art = feldart(schema, name);
  const roh = post.werte.get(pfad);
  switch (art) {
    case 'schalter':
      return post.werte.has(pfad) || post.an.has(pfad) ? post.an.has(pfad) : undefined;
    case 'zahl':
    case 'ganzzahl': {
      const text = roh?.trim() ?? '';
      if (text === '') return undefined;
      const zahl = Number(text.replace(',', '.'));
      if (!Number.isFinite(zahl) || (art === 'ganzzahl' && !Number.isInteger(zahl))) {
        fehler[pfad] = art === 'ganzzahl' ? 'Bitte geben Sie eine ganze Zahl an.' : 'Bitte geben Sie eine Zahl an.';
        return text;
      }
      return zahl;
    }
    case 'abfragen': {
      const namen = (roh ?? '')
        .split(/[,\s]+/)
        .map((teil) => teil.trim())
        .filter(Boolean);
      return namen.length > 0 || pflicht ? namen : undefined;
    }
    case 'zeilen': {
      if (roh === undefined) return undefined;
      const eintraege = zeilen(roh)
        .split('\n')
        .map((zeile) => zeile.trim())
        .filter(Boolean);
      return eintraege.length > 0 || pflicht ? eintraege : undefined;
    }
    case 'zahlen': {
      if (roh === undefined) return undefined;
      const zahlen = roh
        .split(/[,;\s]+/)
        .filter(Boolean)
        .map((teil) => Number(teil));
      if (zahlen.some((zahl) => !Number.isFinite(zahl))) fehler[pfad] = 'Bitte geben Sie Zahlen an, durch Kommas getrennt.';
      return zahlen.length > 0 || pflicht ? zahlen.filter(Number.isFinite) : undefined;
    }
    case 'objekte': {
      const n = anzahl(post, pfad);
      const eintraege = Array.from({ length: n }, (_, index) => objektAus(schema.items ?? {}, `${pfad}.${index}`, post, fehler));
      return eintraege.length > 0 || pflicht ? eintraege : undefined;
    }
    case 'gruppe': {
      const objekt = objektAus(schema, pfad, post, fehler);
      return Object.keys(objekt).length > 0 || pflicht ? objekt : undefined;
    }
    default: {
      if (roh === undefined) return undefined;
      const text = art === 'html' ? zeilen(roh).trim() : roh.trim();
      return text === '' && !pflicht ? undefined : text;
    }
  }
}

/** An object option (a block's `context`, an entry of a list) from the post, by its schema. */
export function objektAus(schema: Schema, pfad: string, post: Gepostet, fehler: Record<string, string> = {}): Record<string, unknown> {
  const objekt: Record<string, unknown> = {};
  const pflicht = new Set(schema.required ?? []);
  for (const [name, teil] of Object.entries(schema.properties ?? {})) {
    const wert = wertAus(teil, name, `${pfad}.${name}`, post, pflicht.has(name), fehler);
    if (wert !== undefined) objekt[name] = wert;
  }
  return objekt;
}

/** The blocks as posted: each with the template named in `blocks.N.template` and its options drawn from that template's schema. */
export function bloeckeAus(katalog: TemplateCatalog | null, post: Gepostet, fehler: Record<string, string> = {}): RedaktionSeitenFelder['blocks'] {
  const n = anzahl(post, 'blocks');
  const bloecke: NonNullable<RedaktionSeitenFelder['blocks']> = [];
  for (let index = 0; index < n; index += 1) {
    const template = post.werte.get(`blocks.${index}.template`)?.trim();
    if (!template) continue;
    const vorlage = vorlageVon(katalog, template);
    const slot = post.werte.get(`blocks.${index}.slot`)?.trim() || 'main';
    const context = vorlage ? objektAus(vorlage.context as Schema, `blocks.${index}.context`, post, fehler) : {};
    bloecke.push({ template, slot, context });
  }
  return bloecke;
}

/** The page's lists whose entries the editor moves, adds and removes. */
export type SeitenListe = 'blocks' | 'hero_images' | 'breadcrumbs';

/** A page's title picture as the form posts it: from the Mediathek, with its text and rights, or marked as decoration. */
export type SeitenBild = NonNullable<RedaktionSeitenFelder['hero_images']>[number];
type Brotkrume = NonNullable<RedaktionSeitenFelder['breadcrumbs']>[number];

/** The title pictures as posted (`hero_images.0.bild`, …; the box `hero_images.0.bild_dekorativ` as ticked). */
export function bilderAus(post: Gepostet): SeitenBild[] {
  return Array.from({ length: anzahl(post, 'hero_images') }, (_, index) => {
    const pfad = `hero_images.${index}`;
    const dekorativ = post.an.has(`${pfad}.bild_dekorativ`);
    return {
      bild: (post.werte.get(`${pfad}.bild`) ?? '').trim(),
      bildtext: dekorativ ? null : textOderNull(post.werte.get(`${pfad}.bildtext`)),
      bildcopyright: textOderNull(post.werte.get(`${pfad}.bildcopyright`)),
      ...(dekorativ ? { bild_dekorativ: true } : {}),
    };
  });
}

/** The breadcrumbs as posted (`breadcrumbs.0.title`, `breadcrumbs.0.url`): a blank link is none (the page itself, or a heading). */
export function brotkrumenAus(post: Gepostet): Brotkrume[] {
  return Array.from({ length: anzahl(post, 'breadcrumbs') }, (_, index) => {
    const url = textOderNull(post.werte.get(`breadcrumbs.${index}.url`));
    return { title: (post.werte.get(`breadcrumbs.${index}.title`) ?? '').trim(), ...(url ? { url } : {}) };
  });
}

/** A page field that is one line or a text (blank is null). */
export const textOderNull = (value: unknown): string | null => {
  const text = typeof value === 'string' ? zeilen(value).trim() : '';
  return text === '' ? null : text;
};

/** Sets a value at a path (`blocks.0.context.eintraege`) of an object, making the objects on the way. */
export function setze(ziel: Record<string, unknown>, pfad: string, wert: (alt: unknown) => unknown): void {
  const teile = pfad.split('.');
  let knoten: Record<string, unknown> | unknown[] = ziel;
  for (const [index, teil] of teile.entries()) {
    const letzter = index === teile.length - 1;
    const key = Array.isArray(knoten) ? Number(teil) : teil;
    const container = knoten as Record<string | number, unknown>;
    if (letzter) {
      container[key] = wert(container[key]);
      return;
    }
    const naechster = container[key];
    if (naechster === null || typeof naechster !== 'object') container[key] = /^\d+$/.test(teile[index + 1] ?? '') ? [] : {};
    knoten = container[key] as Record<string, unknown> | unknown[];
  }
}

/** What the page form posts (the handler's values). */
export interface SeitenPost {
  url: string;
  titel: string;
  layout: string;
  description: string;
  canonical: string;
  api_calls: string;
  schluessel?: unknown;
  wert?: unknown;
  an?: unknown;
}

const API_CALLS_FEHLER = 'Die Datenabrufe sind kein gültiges JSON: eine Liste von Objekten mit „name“ und „endpoint“.';

/** The page's api calls from their text field (JSON), or the message for that field. */
function apiCallsAus(value: string): Record<string, unknown>[] | string {
  if (value.trim() === '') return [];
  try {
    const parsed = JSON.parse(value) as unknown;
    if (Array.isArray(parsed) && parsed.every((call) => call && typeof call === 'object' && typeof (call as { name?: unknown }).name === 'string')) {
      return parsed as Record<string, unknown>[];
    }
  } catch {
    // falls through to the message
  }
  return API_CALLS_FEHLER;
}

/** The page's fields as the form posted them; `fehler` collects what cannot be read. */
export function seitenFelderAus(values: SeitenPost, katalog: TemplateCatalog | null, fehler: Record<string, string>): RedaktionSeitenFelder {
  const post = gepostet(values as unknown as Record<string, unknown>);
  const api = apiCallsAus(values.api_calls ?? '');
  if (typeof api === 'string') fehler.api_calls = api;
  return {
    url: (values.url ?? '').trim(),
    layout: (values.layout ?? '').trim(),
    titel: (values.titel ?? '').trim(),
    description: textOderNull(values.description),
    canonical: textOderNull(values.canonical),
    breadcrumbs: brotkrumenAus(post),
    hero_images: bilderAus(post),
    blocks: bloeckeAus(katalog, post, fehler),
    api_calls: typeof api === 'string' ? [] : api,
  };
}

/**
 * Carries over from the stored fields (`ursprung`, JSON) what the form does not show: the theme.
 * The stored fields, or null when `ursprung` is unreadable.
 */
export function uebernimm(felder: RedaktionSeitenFelder, ursprung: string): RedaktionSeitenFelder | null {
  let alt: Partial<RedaktionSeitenFelder> | null = null;
  try {
    const parsed = JSON.parse(ursprung) as unknown;
    alt = parsed && typeof parsed === 'object' ? (parsed as Partial<RedaktionSeitenFelder>) : null;
  } catch {
    alt = null;
  }
  if (!alt) return null;
  if (alt.theme) felder.theme = alt.theme;
  return alt as RedaktionSeitenFelder;
}

/** JSON with sorted keys and without empty values, so that two ways of writing the same fields compare equal. */
function vergleichbar(wert: unknown): unknown {
  if (Array.isArray(wert)) return wert.map(vergleichbar);
  if (wert !== null && typeof wert === 'object') {
    return Object.fromEntries(
      Object.entries(wert)
        .filter(([, teil]) => teil !== null && teil !== undefined && teil !== '' && !(Array.isArray(teil) && teil.length === 0))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, teil]) => [key, vergleichbar(teil)]),
    );
  }
  return wert;
}

/** Whether the posted fields say the same as the stored ones (no new revision needed). */
export function gleich(neu: RedaktionSeitenFelder, alt: RedaktionSeitenFelder): boolean {
  const kern = (f: RedaktionSeitenFelder) => ({
    ...f,
    theme: null,
    blocks: (f.blocks ?? []).map((block) => ({ template: block.template, slot: block.slot ?? 'main', context: block.context })),
  });
  return JSON.stringify(vergleichbar(kern(neu))) === JSON.stringify(vergleichbar(kern(alt)));
}
