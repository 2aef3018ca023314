/**
 * Opening times of the service guide's units in the spec's types: reading the text rows the guide
 * showed before (`{ tage, zeiten }`), the checks before approval (a time that ends before it
 * starts, spans of a day that overlap) and the rows the public pages show.
 */
import {
  TELEFON_MAX_LENGTH,
  TELEFON_PATTERN,
  type WegweiserAbweichung,
  type WegweiserOeffnungszeiten,
  type WegweiserRegelzeit,
} from '@musterstadt/cms-contract';
import { berlinDate, berlinTime } from '../core/time';

type Tagtyp = WegweiserRegelzeit['tagtyp'];

const TELEFON = new RegExp(TELEFON_PATTERN);

/** Whether a phone number fits the platform's phone rule. */
export const istTelefon = (wert: string): boolean => wert.length <= TELEFON_MAX_LENGTH && TELEFON.test(wert);

const TAGE: readonly { tag: Exclude<Tagtyp, 'mo-fr'>; name: string }[] = [
  { tag: 'mo', name: 'Montag' },
  { tag: 'di', name: 'Dienstag' },
  { tag: 'mi', name: 'Mittwoch' },
  { tag: 'do', name: 'Donnerstag' },
  { tag: 'fr', name: 'Freitag' },
  { tag: 'sa', name: 'Samstag' },
  { tag: 'so', name: 'Sonntag' },
];
const WERKTAGE: readonly Tagtyp[] = ['mo', 'di', 'mi', 'do', 'fr'];
const NAME: Record<Tagtyp, string> = { 'mo-fr': 'Montag bis Freitag', ...Object.fromEntries(TAGE.map(({ tag, name }) => [tag, name])) } as Record<
  Tagtyp,
  string
>;

/** Minutes after midnight of 'HH:MM'. */
export const minuten = (zeit: string): number => {
  const [stunden, min] = zeit.split(':');
  return Number(stunden) * 60 + Number(min);
};

/** '8:00' of '08:00'. */
const uhr = (zeit: string): string => zeit.replace(/^0(\d)/, '$1');

// --- Reading the former text rows -----------------------------------------------------------------

const tagVon = (name: string): Exclude<Tagtyp, 'mo-fr'> | undefined => TAGE.find((tag) => tag.name === name.trim())?.tag;

/** The day types of 'Montag bis Freitag', 'Montag bis Donnerstag', 'Montag, Dienstag und Freitag', 'Mittwoch'. */
function tageVon(text: string): Tagtyp[] | undefined {
  const bereich = /^(\p{L}+) bis (\p{L}+)$/u.exec(text.trim());
  if (bereich) {
    const von = tagVon(bereich[1] ?? '');
    const bis = tagVon(bereich[2] ?? '');
    if (von === 'mo' && bis === 'fr') return ['mo-fr'];
    const a = TAGE.findIndex((tag) => tag.tag === von);
    const b = TAGE.findIndex((tag) => tag.tag === bis);
    return a >= 0 && b > a ? TAGE.slice(a, b + 1).map((tag) => tag.tag) : undefined;
  }
  const tage = text.split(/,\s*|\s+und\s+/).map(tagVon);
  return tage.every((tag) => tag !== undefined) ? (tage as Tagtyp[]) : undefined;
}

const SPANNE = /(\d{1,2}):(\d{2}) bis (\d{1,2}):(\d{2})(?: Uhr)?/g;
const hhmm = (stunden: string, min: string): string => `${stunden.padStart(2, '0')}:${min}`;

/** The spans of '8:00 bis 12:00 Uhr und 14:00 bis 16:00 Uhr'; undefined when anything else is said. */
function spannenVon(text: string): { beginn: string; ende: string }[] | undefined {
  const spannen = [...text.matchAll(SPANNE)].map((m) => ({ beginn: hhmm(m[1] ?? '', m[2] ?? ''), ende: hhmm(m[3] ?? '', m[4] ?? '') }));
  const rest = text
    .replace(SPANNE, '')
    .replace(/\bund\b/g, '')
    .trim();
  return spannen.length > 0 && rest === '' ? spannen : undefined;
}

/**
 * The opening times of the text rows of a unit as the spec's type: what reads as days and spans
 * becomes regular times ('Montag bis Freitag 8:00 bis 12:00 Uhr, Donnerstag auch 14:00 bis 18:00 Uhr'),
 * anything else ('Erster Samstag im Monat', 'nach Vereinbarung') goes word for word into the note.
 */
export function zeitenAusText(zeilen: readonly { tage: string; zeiten: string }[]): WegweiserOeffnungszeiten[] {
  if (zeilen.length === 0) return [];
  const regelzeiten: WegweiserRegelzeit[] = [];
  const hinweise: string[] = [];
  for (const zeile of zeilen) {
    const teile = zeile.zeiten.split(/,\s*/);
    const gelesen: WegweiserRegelzeit[] = [];
    let ok = true;
    for (const [index, teil] of teile.entries()) {
      let tage = index === 0 ? tageVon(zeile.tage) : undefined;
      let zeiten = teil;
      if (index > 0) {
        const anfang = /^(\p{L}+)(?: auch)? (.*)$/u.exec(teil);
        const tag = anfang ? tagVon(anfang[1] ?? '') : undefined;
        tage = tag ? [tag] : undefined;
        zeiten = anfang?.[2] ?? '';
      }
      const spannen = tage ? spannenVon(zeiten) : undefined;
      if (!tage || !spannen) {
        ok = false;
        break;
      }
      for (const tagtyp of tage) for (const spanne of spannen) gelesen.push({ tagtyp, ...spanne });
    }
    if (ok) regelzeiten.push(...gelesen);
    else hinweise.push(`${zeile.tage}: ${zeile.zeiten}`);
  }
  return [{ typ: 'allgemein', hinweis: hinweise.length > 0 ? hinweise.join('\n') : null, regelzeiten, abweichungen: [] }];
}

// --- Checks ---------------------------------------------------------------------------------------

/** The single days a day type stands for. */
const tageDes = (tagtyp: Tagtyp): Tagtyp[] => (tagtyp === 'mo-fr' ? [...WERKTAGE] : [tagtyp]);

/** A deviating time's instant: a day alone is its start (beginn) or its whole (ende). */
function zeitpunkt(wert: string, ende: boolean): number {
  const tag = /^\d{4}-\d{2}-\d{2}$/.test(wert);
  return new Date(tag ? `${wert}T${ende ? '23:59:59' : '00:00:00'}Z` : `${wert}Z`).getTime();
}

/**
 * Findings of a unit's opening times, by the field's path below `pfad` ('oeffnungszeiten'): a
 * span that ends before it starts, spans of one day that overlap (a 'Montag bis Freitag' span
 * counts for each weekday), a deviating time without text or that ends before it starts, a kind
 * given twice.
 */
export function pruefeZeiten(zeiten: readonly WegweiserOeffnungszeiten[], pfad = 'oeffnungszeiten'): Record<string, string> {
  const befunde: Record<string, string> = {};
  const typen = new Set<string>();
  for (const [z, eintrag] of zeiten.entries()) {
    const basis = `${pfad}.${z}`;
    if (typen.has(eintrag.typ)) befunde[`${basis}.typ`] = 'Diese Art von Öffnungszeiten ist schon angegeben. Bitte fassen Sie die Zeiten zusammen.';
    typen.add(eintrag.typ);
    const belegt: { tag: Tagtyp; von: number; bis: number; index: number }[] = [];
    for (const [index, regel] of eintrag.regelzeiten.entries()) {
      const von = minuten(regel.beginn);
      const bis = minuten(regel.ende);
      if (bis <= von) {
        befunde[`${basis}.regelzeiten.${index}.ende`] =
          `Die Zeit am ${NAME[regel.tagtyp]} endet (${uhr(regel.ende)} Uhr), bevor sie beginnt (${uhr(regel.beginn)} Uhr).`;
        continue;
      }
      for (const tag of tageDes(regel.tagtyp)) {
        const andere = belegt.find((b) => b.tag === tag && b.von < bis && von < b.bis);
        if (andere && befunde[`${basis}.regelzeiten.${index}.beginn`] === undefined) {
          befunde[`${basis}.regelzeiten.${index}.beginn`] =
            `Die Zeit ${uhr(regel.beginn)} bis ${uhr(regel.ende)} Uhr am ${NAME[tag]} überschneidet sich mit der Zeit in Zeile ${andere.index + 1}.`;
        }
        belegt.push({ tag, von, bis, index });
      }
    }
    for (const [index, abweichung] of (eintrag.abweichungen ?? []).entries()) {
      if (abweichung.text.trim() === '') {
        befunde[`${basis}.abweichungen.${index}.text`] = 'Bitte sagen Sie, was an diesen Tagen gilt (z. B. „geschlossen“ oder „9:00 bis 12:00 Uhr“).';
      }
      if (zeitpunkt(abweichung.ende, true) < zeitpunkt(abweichung.beginn, false)) {
        befunde[`${basis}.abweichungen.${index}.ende`] = 'Die abweichende Zeit endet, bevor sie beginnt.';
      }
    }
  }
  return befunde;
}

// --- What the public pages show -------------------------------------------------------------------

const aufzaehlung = (namen: string[]): string => (namen.length <= 1 ? (namen[0] ?? '') : `${namen.slice(0, -1).join(', ')} und ${namen.at(-1)}`);

/**
 * The rows the guide's pages show (`{ tage, zeiten }`): the regular times of the general (else the
 * first) kind, days with the same spans together, in week order ('Montag, Dienstag und Freitag' –
 * '8:00 bis 12:00 Uhr').
 */
export function anzeigeZeilen(zeiten: readonly WegweiserOeffnungszeiten[]): { tage: string; zeiten: string }[] {
  const eintrag = zeiten.find((z) => z.typ === 'allgemein') ?? zeiten[0];
  if (!eintrag) return [];
  const reihenfolge: Tagtyp[] = ['mo-fr', ...TAGE.map((tag) => tag.tag)];
  const text = (tag: Tagtyp): string =>
    eintrag.regelzeiten
      .filter((regel) => regel.tagtyp === tag && minuten(regel.ende) > minuten(regel.beginn))
      .sort((a, b) => minuten(a.beginn) - minuten(b.beginn))
      .map((regel) => `${uhr(regel.beginn)} bis ${uhr(regel.ende)} Uhr`)
      .join(' und ');
  const gruppen = new Map<string, Tagtyp[]>();
  for (const tag of reihenfolge) {
    const spannen = text(tag);
    if (spannen !== '') gruppen.set(spannen, [...(gruppen.get(spannen) ?? []), tag]);
  }
  return [...gruppen.entries()]
    .sort(([, a], [, b]) => reihenfolge.indexOf(a[0] as Tagtyp) - reihenfolge.indexOf(b[0] as Tagtyp))
    .map(([spannen, tage]) => ({ tage: aufzaehlung(tage.map((tag) => NAME[tag])), zeiten: spannen }));
}

/** A deviating time's bound as Berlin wall-clock text, comparable as a string ('2026-12-24T23:59'). */
const grenze = (wert: string, ende: boolean): string => (wert.length === 10 ? `${wert}T${ende ? '23:59' : '00:00'}` : wert.slice(0, 16));

/** The deviating times that apply now (spec: shown only while now lies between their beginning and end). */
export function aktuelleAbweichungen(zeiten: readonly WegweiserOeffnungszeiten[], now: Date): WegweiserAbweichung[] {
  const jetzt = `${berlinDate(now)}T${berlinTime(now)}`;
  return zeiten.flatMap((eintrag) => (eintrag.abweichungen ?? []).filter((a) => grenze(a.beginn, false) <= jetzt && jetzt <= grenze(a.ende, true)));
}
