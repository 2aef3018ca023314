/**
 * A menu as a tree of entries (the public shape `{title, href, menuItems}`) and what the editorial
 * area does with it: add, rename, remove, move up and down, indent and outdent, never deeper than the
 * header of the menu shows. Pure functions on immutable trees, shared by the content API (which checks
 * every saved tree) and the menu editor (which moves entries with and without JavaScript). An entry is
 * addressed by its path of positions, written `0.2.1` in forms.
 */
import type { MenuItem } from './page';
import { CONTROL_CHARACTERS } from './rules';

/** Positions from the top of the tree down to an entry: `[1, 0]` is the first child of the second entry. */
export type MenuePfad = readonly number[];

/** An entry's title is one line of at most this many characters. */
const MENUE_TITEL_MAX = 120;
/** A link is at most this long. */
const MENUE_LINK_MAX = 500;
/** Entries of a whole menu at most (a header with more would help nobody). */
export const MENUE_EINTRAEGE_MAX = 300;

/** The moves of the editor's buttons, as the form names them. */
export const MENUE_BEWEGUNGEN = ['nach-oben', 'nach-unten', 'einruecken', 'ausruecken', 'entfernen'] as const;
export type MenueBewegung = (typeof MENUE_BEWEGUNGEN)[number];

/** What a refused change says (German, for the editor). */
export class MenueFehler extends Error {}

/** The result of a change: the new tree and where the entry it was about stands now (null: removed). */
export interface MenueAenderung {
  items: MenuItem[];
  pfad: number[] | null;
}

const PFAD = /^(0|[1-9]\d{0,3})(\.(0|[1-9]\d{0,3})){0,9}$/;

/** `0.2.1` as a path; undefined when it is not one. */
export function pfadAus(text: string): number[] | undefined {
  const trimmed = text.trim();
  return PFAD.test(trimmed) ? trimmed.split('.').map(Number) : undefined;
}

export const pfadText = (pfad: MenuePfad): string => pfad.join('.');

const kinder = (item: MenuItem): MenuItem[] => item.menuItems ?? [];

/** The entry at a path, if there is one. */
export function eintragBei(items: readonly MenuItem[], pfad: MenuePfad): MenuItem | undefined {
  let ebene: readonly MenuItem[] = items;
  let eintrag: MenuItem | undefined;
  for (const position of pfad) {
    eintrag = ebene[position];
    if (!eintrag) return undefined;
    ebene = kinder(eintrag);
  }
  return eintrag;
}

/** Levels of the tree (0 for an empty menu, 1 for a flat one). */
export function tiefe(items: readonly MenuItem[]): number {
  return items.reduce((max, item) => Math.max(max, 1 + tiefe(kinder(item))), 0);
}

/** Entries of the whole tree. */
function anzahl(items: readonly MenuItem[]): number {
  return items.reduce((sum, item) => sum + 1 + anzahl(kinder(item)), 0);
}

/** A copy of the tree with the list of entries under `eltern` (the top level for `[]`) replaced. */
function mitEbene(items: readonly MenuItem[], eltern: MenuePfad, aendern: (ebene: MenuItem[]) => MenuItem[]): MenuItem[] {
  if (eltern.length === 0) return aendern([...items]);
  const [erste, ...rest] = eltern as number[];
  return items.map((item, index) => (index === erste ? mitKindern(item, mitEbene(kinder(item), rest, aendern)) : item));
}

/** An entry with new children; an entry without children has no `menuItems`. */
function mitKindern(item: MenuItem, neue: MenuItem[]): MenuItem {
  const { menuItems: _alt, ...rest } = item;
  return neue.length > 0 ? { ...rest, menuItems: neue } : rest;
}

function verlange(items: readonly MenuItem[], pfad: MenuePfad): MenuItem {
  const eintrag = pfad.length > 0 ? eintragBei(items, pfad) : undefined;
  if (!eintrag) throw new MenueFehler('Diesen Eintrag gibt es im Menü nicht (mehr). Bitte laden Sie die Seite neu.');
  return eintrag;
}

const ebeneVon = (pfad: MenuePfad): number[] => pfad.slice(0, -1);
const positionVon = (pfad: MenuePfad): number => pfad[pfad.length - 1] as number;

/** The title and link an editor typed, tidied: one line, trimmed; a blank link is none (a heading of a group). */
export function eintragAus(titel: string, link: string): MenuItem {
  const title = titel.normalize('NFC').replace(/\s+/g, ' ').trim();
  const href = link.normalize('NFC').trim();
  return { title, href: href === '' ? null : href };
}

/** Adds an entry as the last one under `eltern` (`[]`: at the top level). */
export function fuegeEin(items: readonly MenuItem[], eltern: MenuePfad, eintrag: MenuItem, maxTiefe: number): MenueAenderung {
  if (eltern.length > 0) verlange(items, eltern);
  if (eltern.length + 1 > maxTiefe) throw new MenueFehler(tieferAlsErlaubt(maxTiefe));
  let pfad: number[] = [];
  const neu = mitEbene(items, eltern, (ebene) => {
    pfad = [...eltern, ebene.length];
    return [...ebene, eintrag];
  });
  return { items: neu, pfad };
}

/** Gives an entry a new title and link; its children stay. */
export function benenneUm(items: readonly MenuItem[], pfad: MenuePfad, titel: string, link: string | null): MenueAenderung {
  verlange(items, pfad);
  const neu = mitEbene(items, ebeneVon(pfad), (ebene) =>
    ebene.map((item, index) => (index === positionVon(pfad) ? { ...item, title: titel, href: link } : item)),
  );
  return { items: neu, pfad: [...pfad] };
}

/** Removes an entry with everything under it. */
export function entferne(items: readonly MenuItem[], pfad: MenuePfad): MenueAenderung {
  verlange(items, pfad);
  return { items: mitEbene(items, ebeneVon(pfad), (ebene) => ebene.filter((_item, index) => index !== positionVon(pfad))), pfad: null };
}

/** Swaps an entry with the one before (-1) or after (+1) it on its level; at the edge it stays. */
function tausche(items: readonly MenuItem[], pfad: MenuePfad, richtung: -1 | 1): MenueAenderung {
  verlange(items, pfad);
  const position = positionVon(pfad);
  const ziel = position + richtung;
  const ebene = ebeneVon(pfad);
  const nachbarn = ebene.length === 0 ? items : kinder(verlange(items, ebene));
  if (ziel < 0 || ziel >= nachbarn.length) {
    throw new MenueFehler(richtung < 0 ? 'Der Eintrag steht schon an erster Stelle.' : 'Der Eintrag steht schon an letzter Stelle.');
  }
  const neu = mitEbene(items, ebene, (liste) => {
    const [eintrag] = liste.splice(position, 1);
    liste.splice(ziel, 0, eintrag as MenuItem);
    return liste;
  });
  return { items: neu, pfad: [...ebene, ziel] };
}

export const nachOben = (items: readonly MenuItem[], pfad: MenuePfad): MenueAenderung => tausche(items, pfad, -1);
export const nachUnten = (items: readonly MenuItem[], pfad: MenuePfad): MenueAenderung => tausche(items, pfad, 1);

const tieferAlsErlaubt = (maxTiefe: number): string =>
  maxTiefe === 1
    ? 'Dieses Menü hat nur eine Ebene: Einträge lassen sich hier nicht einrücken.'
    : `Dieses Menü zeigt höchstens ${maxTiefe} Ebenen; tiefer lässt sich ein Eintrag nicht einrücken.`;

/** Makes an entry the last child of the entry before it (with what is under it), as deep as the menu allows. */
export function rueckeEin(items: readonly MenuItem[], pfad: MenuePfad, maxTiefe: number): MenueAenderung {
  const eintrag = verlange(items, pfad);
  const position = positionVon(pfad);
  if (position === 0) throw new MenueFehler('Der erste Eintrag einer Ebene lässt sich nicht einrücken: Es gibt keinen Eintrag davor, unter den er käme.');
  if (pfad.length + tiefe([eintrag]) > maxTiefe) throw new MenueFehler(tieferAlsErlaubt(maxTiefe));
  const ebene = ebeneVon(pfad);
  let neuerPfad: number[] = [];
  const neu = mitEbene(items, ebene, (liste) => {
    const vorher = liste[position - 1] as MenuItem;
    neuerPfad = [...ebene, position - 1, kinder(vorher).length];
    liste.splice(position - 1, 2, mitKindern(vorher, [...kinder(vorher), eintrag]));
    return liste;
  });
  return { items: neu, pfad: neuerPfad };
}

/** Makes an entry the next sibling of its parent (with what is under it). */
export function rueckeAus(items: readonly MenuItem[], pfad: MenuePfad): MenueAenderung {
  const eintrag = verlange(items, pfad);
  if (pfad.length === 1) throw new MenueFehler('Der Eintrag steht schon auf der obersten Ebene.');
  const eltern = ebeneVon(pfad);
  const grosseltern = ebeneVon(eltern);
  const elternPosition = positionVon(eltern);
  const ohne = mitEbene(items, eltern, (liste) => liste.filter((_item, index) => index !== positionVon(pfad)));
  const neu = mitEbene(ohne, grosseltern, (liste) => {
    liste.splice(elternPosition + 1, 0, eintrag);
    return liste;
  });
  return { items: neu, pfad: [...grosseltern, elternPosition + 1] };
}

/** One of the editor's moves. */
export function bewege(items: readonly MenuItem[], pfad: MenuePfad, bewegung: MenueBewegung, maxTiefe: number): MenueAenderung {
  switch (bewegung) {
    case 'nach-oben':
      return nachOben(items, pfad);
    case 'nach-unten':
      return nachUnten(items, pfad);
    case 'einruecken':
      return rueckeEin(items, pfad, maxTiefe);
    case 'ausruecken':
      return rueckeAus(items, pfad);
    case 'entfernen':
      return entferne(items, pfad);
  }
}

/** Every entry with its path, depth first (the order the editor lists them). */
export function flach(items: readonly MenuItem[], eltern: MenuePfad = []): { pfad: number[]; eintrag: MenuItem }[] {
  return items.flatMap((eintrag, index) => {
    const pfad = [...eltern, index];
    return [{ pfad, eintrag }, ...flach(kinder(eintrag), pfad)];
  });
}

/**
 * What is wrong with a tree as a whole, by the path of the entry (`''` for the menu): a missing or
 * overlong title, a link that is neither a path of this site nor a web address, too deep, too many.
 */
export function pruefeBaum(items: readonly MenuItem[], maxTiefe: number): Record<string, string> {
  const fehler: Record<string, string> = {};
  if (anzahl(items) > MENUE_EINTRAEGE_MAX) fehler[''] = `Ein Menü hat höchstens ${MENUE_EINTRAEGE_MAX} Einträge.`;
  for (const { pfad, eintrag } of flach(items)) {
    const schluessel = pfadText(pfad);
    const titel = eintrag.title.trim();
    const link = eintrag.href ?? '';
    if (titel === '') fehler[schluessel] = 'Bitte geben Sie dem Eintrag einen Titel.';
    else if (titel.length > MENUE_TITEL_MAX) fehler[schluessel] = `Der Titel ist zu lang (höchstens ${MENUE_TITEL_MAX} Zeichen).`;
    else if (CONTROL_CHARACTERS.test(titel) || CONTROL_CHARACTERS.test(link)) fehler[schluessel] = 'Titel und Link dürfen keine Steuerzeichen enthalten.';
    else if (link.length > MENUE_LINK_MAX) fehler[schluessel] = `Der Link ist zu lang (höchstens ${MENUE_LINK_MAX} Zeichen).`;
    else if (link !== '' && !istMenueLink(link)) {
      fehler[schluessel] = 'Der Link muss eine Adresse dieser Website (beginnend mit „/“) oder eine Webadresse (https://…) sein.';
    } else if (pfad.length > maxTiefe) fehler[schluessel] = tieferAlsErlaubt(maxTiefe);
  }
  return fehler;
}

/** A path of this site (`/abfall`, not `//host`) or an http(s) address with a host, without blanks. */
const MENUE_LINK = /^(?:\/(?!\/)|https?:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#]|$))\S*$/i;

export function istMenueLink(link: string): boolean {
  return MENUE_LINK.test(link);
}

/** The tree as stored: titles and links tidied, blank links as none, no empty `menuItems`. */
export function bereinige(items: readonly MenuItem[]): MenuItem[] {
  return items.map((item) => {
    const { title, href } = eintragAus(item.title, item.href ?? '');
    return mitKindern({ title, href }, bereinige(kinder(item)));
  });
}
