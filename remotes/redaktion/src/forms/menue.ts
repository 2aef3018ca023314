/**
 * The menu editor's form, shared by the page (server HTML) and its handler: every entry's title and
 * link in the order the page lists them (depth first), the tree the page showed (`ursprung`), and the
 * button pressed (`aktion`: a status action, 'hinzufuegen', or a move with the entry's path, e.g.
 * `einruecken:1.2`). The tree the editor sees is the shown tree with the typed titles and links.
 */
import { MENUE_BEWEGUNGEN, bereinige, eintragAus, flach, pfadAus, type MenuItem, type MenueBewegung, type RedaktionMenueFelder } from '@musterstadt/cms-client';
import { FORM_BODY_MAX_BYTES } from '@musterstadt/shell-contract';
import { yup } from '@musterstadt/ui/forms/schema';

export const MENUE_FORM_ID = 'redaktion-menue';

/** The buttons of the whole menu, as the editorial workflow names them. */
export const MENUE_STATUS_AKTIONEN = ['speichern', 'zur-freigabe', 'freigeben', 'zurueckgeben'] as const;
export type MenueStatusAktion = (typeof MENUE_STATUS_AKTIONEN)[number];

/** What each move's button says (the entry's title follows for screen readers) and what the page announces after it. */
export const BEWEGUNGEN: Record<MenueBewegung, { knopf: string; meldung: string }> = {
  'nach-oben': { knopf: 'Nach oben', meldung: 'nach oben verschoben' },
  'nach-unten': { knopf: 'Nach unten', meldung: 'nach unten verschoben' },
  einruecken: { knopf: 'Einrücken', meldung: 'eingerückt' },
  ausruecken: { knopf: 'Ausrücken', meldung: 'ausgerückt' },
  entfernen: { knopf: 'Entfernen', meldung: 'entfernt' },
};

/** A button's action: a status action, adding, a move of an entry by button, or by dragging it to another place among its neighbours (`ziehen:1.2:0`). */
export type MenueAktion = MenueStatusAktion | 'hinzufuegen' | { bewegung: MenueBewegung; pfad: number[] } | { ziehen: number[]; nach: number };

/** The button pressed, or undefined when the value is none of them. */
export function aktionAus(value: string): MenueAktion | undefined {
  if ((MENUE_STATUS_AKTIONEN as readonly string[]).includes(value) || value === 'hinzufuegen') return value as MenueAktion;
  const [bewegung, pfadText, nach] = value.split(':');
  if (bewegung === 'ziehen') {
    const pfad = pfadAus(pfadText ?? '');
    return pfad && /^\d{1,3}$/.test(nach ?? '') ? { ziehen: pfad, nach: Number(nach) } : undefined;
  }
  const pfad = pfadAus(pfadText ?? '');
  return (MENUE_BEWEGUNGEN as readonly string[]).includes(bewegung ?? '') && pfad ? { bewegung: bewegung as MenueBewegung, pfad } : undefined;
}

const ZAHL = /^[1-9]\d{0,9}$/;
/** One value or several: a form with one entry posts a plain string. */
const liste = () =>
  yup
    .array()
    .of(yup.string().max(600, 'Höchstens 600 Zeichen.').default(''))
    .transform((_value, original: unknown) => (typeof original === 'string' ? [original] : original))
    .max(400)
    .default([]);

export const menueSchema = yup.object({
  id: yup.string().required().matches(ZAHL),
  basis_revision: yup.string().required().matches(ZAHL),
  name: yup.string().trim().required().max(200),
  ebenen: yup
    .string()
    .required()
    .matches(/^[1-5]$/),
  aktion: yup
    .string()
    .required('Bitte wählen Sie eine Aktion.')
    .test('aktion', 'Diese Aktion gibt es nicht.', (value) => aktionAus(value ?? '') !== undefined),
  ursprung: yup.string().max(FORM_BODY_MAX_BYTES).required(),
  titel: liste(),
  link: liste(),
  neu_titel: yup.string().max(200, 'Höchstens 200 Zeichen.').default(''),
  neu_link: yup.string().max(600, 'Höchstens 600 Zeichen.').default(''),
  neu_unter: yup.string().max(60).default(''),
  grund: yup.string().trim().max(2000, 'Höchstens 2000 Zeichen.').default(''),
});

export interface MenueWerte {
  id: string;
  basis_revision: string;
  name: string;
  ebenen: string;
  aktion: string;
  ursprung: string;
  titel: string[];
  link: string[];
  neu_titel: string;
  neu_link: string;
  neu_unter: string;
  grund: string;
}

/** The tree the page showed, or undefined when the posted value is not one. */
export function ursprungAus(value: string): MenuItem[] | undefined {
  try {
    const parsed = JSON.parse(value) as unknown;
    return Array.isArray(parsed) && parsed.every(istEintrag) ? (parsed as MenuItem[]) : undefined;
  } catch {
    return undefined;
  }
}

function istEintrag(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const { title, href, menuItems } = value as Record<string, unknown>;
  return (
    typeof title === 'string' &&
    (href === undefined || href === null || typeof href === 'string') &&
    (menuItems === undefined || (Array.isArray(menuItems) && menuItems.every(istEintrag)))
  );
}

/** The shown tree with the titles and links as typed (by their order); undefined when they do not fit the tree. */
export function baumMitEingaben(ursprung: readonly MenuItem[], titel: readonly string[], link: readonly string[]): MenuItem[] | undefined {
  const eintraege = flach(ursprung);
  if (titel.length !== eintraege.length || link.length !== eintraege.length) return undefined;
  const ersetze = (items: readonly MenuItem[], start: { n: number }): MenuItem[] =>
    items.map((item) => {
      const n = start.n;
      start.n += 1;
      const { title, href } = eintragAus(titel[n] ?? '', link[n] ?? '');
      const kinder = ersetze(item.menuItems ?? [], start);
      return kinder.length > 0 ? { title, href, menuItems: kinder } : { title, href };
    });
  return ersetze(ursprung, { n: 0 });
}

/** The fields of a menu's revision for the content API. */
export function menueFelder(name: string, eintraege: readonly MenuItem[]): RedaktionMenueFelder {
  return { titel: name, eintraege: bereinige(eintraege) };
}

/** What a menu answer of the content API holds for the editor (null when it is none). */
export interface MenueStand {
  id: number;
  name: string;
  ebenen: number;
  eintraege: MenuItem[];
}
