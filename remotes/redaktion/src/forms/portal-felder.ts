/**
 * The edit form of a portal: its modules in order, each posting the same list fields (`m_titel`,
 * `m_bild2` …) once, so the n-th value of every list is the n-th module's; a module's hidden fields
 * keep what its kind does not show. Ticked boxes (parallax, decorative picture) post the module's
 * key (`m_schluessel`), so they need no place in the lists. Shared by the form (server HTML) and
 * its handler.
 */
import {
  PORTAL_MODUL_FORMEN,
  PORTAL_QUELLEN,
  portalModulForm,
  type PortalModul,
  type PortalModulArt,
  type RedaktionPortalFelder,
} from '@musterstadt/cms-client';
import { yup } from '@musterstadt/ui/forms/schema';

/** Numbered entries the form offers at most (a hero slider's slides). */
export const NUMMERN = [1, 2, 3, 4, 5] as const;

/** A module's own text fields. */
export const EINFACHE_FELDER = ['titel', 'untertitel', 'einleitung', 'text', 'link', 'linktext', 'icon', 'anordnung'] as const;
/** Fields of each numbered entry (the picture is `bild{n}`, `bildtext{n}`, `bildcopyright{n}`). */
export const EINTRAG_FELDER = ['titel', 'untertitel', 'text', 'link', 'linktext', 'icon', 'bild', 'bildtext', 'bildcopyright'] as const;

const LISTEN = [
  'typ',
  'schluessel',
  'rest',
  ...EINFACHE_FELDER,
  'bild',
  'bildtext',
  'bildcopyright',
  'quelle_typ',
  'quelle_bereich',
  'quelle_anzahl',
  ...NUMMERN.flatMap((n) => EINTRAG_FELDER.map((feld) => `${feld}${n}`)),
] as const;

/** The form's name of a module list field. */
export const listenName = (feld: string): string => `m_${feld}`;

/** What a module posts: one value per list field. */
export type ModulWerte = Record<string, string>;

const liste = (max: number) =>
  yup
    .array(yup.string().default('').max(max, `Höchstens ${max} Zeichen.`))
    .transform((_value: unknown, original: unknown) => (original == null ? [] : Array.isArray(original) ? original : [original]))
    .max(40, 'Ein Portal hat höchstens 40 Module.')
    .default([]);

const GRENZEN: Record<string, number> = { text: 200_000, einleitung: 3000, rest: 100_000 };

/** The module lists, the ticked boxes and the portal's own fields. */
export const portalSchema = {
  ...Object.fromEntries(LISTEN.map((feld) => [listenName(feld), liste(GRENZEN[feld.replace(/\d$/, '')] ?? (feld.startsWith('text') ? 3000 : 2000))])),
  m_parallax: liste(20),
  m_dekorativ: liste(20),
  seo_title: yup.string().trim().max(300, 'Höchstens 300 Zeichen.').default(''),
  seo_description: yup.string().trim().max(1000, 'Höchstens 1000 Zeichen.').default(''),
  neues_modul: yup.string().default('').max(60),
};

export interface PortalFormWerte {
  titel: string;
  seo_title: string;
  seo_description: string;
  m_parallax: string[];
  m_dekorativ: string[];
  [liste: `m_${string}`]: string[] | undefined;
}

/** Fields a module keeps that the form does not edit (the menu of 'Auch interessant', Instagram's pictures). */
const BEHALTEN = ['menue', 'bilder'] as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The posted values of every module, in order. */
export function moduleWerte(values: Partial<PortalFormWerte>): ModulWerte[] {
  const typen = values.m_typ ?? [];
  return typen.map((_typ, index) => Object.fromEntries(LISTEN.map((feld) => [feld, values[`m_${feld}`]?.[index] ?? ''])));
}

/** A stored module as the form shows it. */
export function modulWerte(modul: PortalModul, schluessel: string): ModulWerte {
  const werte: ModulWerte = Object.fromEntries(LISTEN.map((feld) => [feld, '']));
  const felder = modul as Record<string, unknown>;
  werte.typ = modul.typ;
  werte.schluessel = schluessel;
  const rest = Object.fromEntries(BEHALTEN.filter((feld) => felder[feld] !== undefined).map((feld) => [feld, felder[feld]]));
  werte.rest = Object.keys(rest).length > 0 ? JSON.stringify(rest) : '';
  for (const feld of EINFACHE_FELDER) werte[feld] = text(felder[feld]);
  const bild = (name: string, n: string) => {
    const wert = felder[name] as { bild?: string; bildtext?: string | null; bildcopyright?: string | null } | undefined;
    werte[`bild${n}`] = text(wert?.bild);
    werte[`bildtext${n}`] = text(wert?.bildtext);
    werte[`bildcopyright${n}`] = text(wert?.bildcopyright);
  };
  bild('bildupload', '');
  for (const n of NUMMERN) {
    for (const feld of EINTRAG_FELDER) if (!feld.startsWith('bild')) werte[`${feld}${n}`] = text(felder[`${feld}${n}`]);
    bild(`bildupload${n}`, String(n));
  }
  if (modul.quelle) {
    werte.quelle_typ = modul.quelle.typ;
    werte.quelle_bereich = modul.quelle.bereich ?? '';
    werte.quelle_anzahl = String(modul.quelle.anzahl);
  }
  return werte;
}

/** The ticked boxes of stored modules. */
export function angekreuzt(module: readonly PortalModul[]): { parallax: string[]; dekorativ: string[] } {
  const parallax: string[] = [];
  const dekorativ: string[] = [];
  module.forEach((modul, index) => {
    const felder = modul as Record<string, unknown>;
    if (modul.parallax === 'an') parallax.push(String(index));
    for (const n of ['', ...NUMMERN.map(String)]) {
      if ((felder[`bildupload${n}`] as { bild_dekorativ?: boolean } | undefined)?.bild_dekorativ) dekorativ.push(n ? `${index}.${n}` : String(index));
    }
  });
  return { parallax, dekorativ };
}

const zeilen = (value: string) => value.replace(/\r\n?/g, '\n').trim();

function restAus(value: string): Record<string, unknown> {
  if (!value) return {};
  try {
    const parsed = JSON.parse(value) as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      BEHALTEN.filter((feld) => (parsed as Record<string, unknown>)[feld] !== undefined).map((feld) => [feld, (parsed as Record<string, unknown>)[feld]]),
    );
  } catch {
    return {};
  }
}

/** One module of what the form posted, as the content API stores it. */
export function modulAus(werte: ModulWerte, parallax: ReadonlySet<string>, dekorativ: ReadonlySet<string>): PortalModul {
  const modul: Record<string, unknown> = { typ: werte.typ ?? '', ...restAus(werte.rest ?? '') };
  for (const feld of EINFACHE_FELDER) {
    const wert = zeilen(werte[feld] ?? '');
    if (wert) modul[feld] = wert;
  }
  const schluessel = werte.schluessel ?? '';
  const form = portalModulForm(modul.typ as string);
  if (form?.felder.includes('parallax')) modul.parallax = parallax.has(schluessel) ? 'an' : 'aus';
  const bild = (n: string) => {
    const adresse = zeilen(werte[`bild${n}`] ?? '');
    if (!adresse) return;
    const istSchmuck = dekorativ.has(n ? `${schluessel}.${n}` : schluessel);
    modul[`bildupload${n}`] = {
      bild: adresse,
      bildtext: zeilen(werte[`bildtext${n}`] ?? '') || null,
      bildcopyright: zeilen(werte[`bildcopyright${n}`] ?? '') || null,
      ...(istSchmuck ? { bild_dekorativ: true } : {}),
    };
  };
  bild('');
  for (const n of NUMMERN) {
    for (const feld of EINTRAG_FELDER) {
      if (feld.startsWith('bild')) continue;
      const wert = zeilen(werte[`${feld}${n}`] ?? '');
      if (wert) modul[`${feld}${n}`] = wert;
    }
    bild(String(n));
  }
  const quelleTyp = zeilen(werte.quelle_typ ?? '') || (PORTAL_QUELLEN as Record<string, string>)[modul.typ as string];
  if (form?.quelle && quelleTyp) {
    const anzahl = Number.parseInt(werte.quelle_anzahl ?? '', 10);
    const bereich = zeilen(werte.quelle_bereich ?? '');
    modul.quelle = { typ: quelleTyp, ...(bereich ? { bereich } : {}), anzahl: Number.isFinite(anzahl) ? Math.min(20, Math.max(1, anzahl)) : 3 };
  }
  return modul as PortalModul;
}

/** The API's `felder` of what the form posted. */
export function portalFelderAus(values: Partial<PortalFormWerte> & { titel?: string }): RedaktionPortalFelder {
  const parallax = new Set(values.m_parallax ?? []);
  const dekorativ = new Set(values.m_dekorativ ?? []);
  const title = (values.seo_title ?? '').trim();
  const description = zeilen(values.seo_description ?? '');
  return {
    titel: (values.titel ?? '').trim(),
    ...(title || description ? { seo: { title, description } } : {}),
    module: moduleWerte(values).map((werte) => modulAus(werte, parallax, dekorativ)),
  };
}

/** A new, empty module of a kind (teasers start with their list: the newest three). */
export function neuesModul(typ: PortalModulArt): PortalModul {
  const form = PORTAL_MODUL_FORMEN[typ];
  const modul: Record<string, unknown> = { typ };
  if (form.quelle) modul.quelle = { typ: (PORTAL_QUELLEN as Record<string, string>)[typ] ?? 'artikel', anzahl: 3 };
  if (form.felder.includes('anordnung')) modul.anordnung = 'bild-text';
  if (form.felder.includes('parallax')) modul.parallax = 'aus';
  return modul as PortalModul;
}

/** A module operation of the form's buttons: `hoch-3`, `runter-0`, `entfernen-2`, `hinzufuegen`, or a module dragged from 3 to 0 (`ziehen-3-0`). */
export type Umbau =
  { art: 'hoch' | 'runter' | 'entfernen'; index: number } | { art: 'ziehen'; index: number; nach: number } | { art: 'hinzufuegen'; typ: PortalModulArt };

export const UMBAU_MUSTER = /^(hoch|runter|entfernen)-(\d{1,2})$|^(ziehen)-(\d{1,2})-(\d{1,2})$/;

/** The modules after an operation, and the index of the module it concerns (for the focus), or null when it does not apply. */
export function baueUm(module: readonly PortalModul[], umbau: Umbau): { module: PortalModul[]; index: number } | null {
  const neu = [...module];
  if (umbau.art === 'hinzufuegen') {
    if (neu.length >= 40) return null;
    neu.push(neuesModul(umbau.typ));
    return { module: neu, index: neu.length - 1 };
  }
  const { index } = umbau;
  if (index < 0 || index >= neu.length) return null;
  if (umbau.art === 'entfernen') {
    neu.splice(index, 1);
    return { module: neu, index: Math.min(index, neu.length - 1) };
  }
  const ziel = umbau.art === 'ziehen' ? umbau.nach : umbau.art === 'hoch' ? index - 1 : index + 1;
  if (ziel < 0 || ziel >= neu.length || ziel === index) return null;
  const [modul] = neu.splice(index, 1);
  neu.splice(ziel, 0, modul as PortalModul);
  return { module: neu, index: ziel };
}

export const istModulArt = (typ: string): typ is PortalModulArt => Object.hasOwn(PORTAL_MODUL_FORMEN, typ);

/** The form's values of stored fields (what the editor sees first). */
export function portalFormwerte(felder: RedaktionPortalFelder): PortalFormWerte & { titel: string } {
  const module = felder.module.map((modul, index) => modulWerte(modul, String(index)));
  const { parallax, dekorativ } = angekreuzt(felder.module);
  const werte: PortalFormWerte & { titel: string } = {
    titel: felder.titel,
    seo_title: felder.seo?.title ?? '',
    seo_description: felder.seo?.description ?? '',
    m_parallax: parallax,
    m_dekorativ: dekorativ,
  };
  for (const feld of LISTEN) werte[`m_${feld}`] = module.map((modul) => modul[feld] ?? '');
  return werte;
}

/** The stored fields as the form would post them unchanged: a save compares against this. */
export const portalUrsprung = (felder: RedaktionPortalFelder): string => JSON.stringify(portalFelderAus(portalFormwerte(felder)));
