import type { Oeffnungszeiten, OeffnungszeitTyp, RegulaereZeit, Tagtyp } from '@musterstadt/ui';

const TYPEN: readonly OeffnungszeitTyp[] = ['allgemein', 'service', 'telefon'];
/** The names the park's page content used for the kinds before it took the content API's. */
const EARLIER_TYPEN: Readonly<Record<string, OeffnungszeitTyp>> = { oeffnungszeit: 'allgemein', servicezeit: 'service', telefonzeit: 'telefon' };
const typOf = (value: unknown): OeffnungszeitTyp | null =>
  TYPEN.includes(value as OeffnungszeitTyp) ? (value as OeffnungszeitTyp) : typeof value === 'string' ? (EARLIER_TYPEN[value] ?? null) : null;
const TAGTYPEN: Tagtyp[] = ['mo-fr', 'mo', 'di', 'mi', 'do', 'fr', 'sa', 'so'];
const TIME = /^\d{1,2}:\d{2}$/;

/** The opening times a block carries in its context, keeping only well-formed entries. */
export function openingTimesOf(value: unknown): Oeffnungszeiten[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const o = entry as Partial<Oeffnungszeiten> | null;
    const typ = typOf(o?.typ);
    if (!o || !typ || !Array.isArray(o.zeiten)) return [];
    const zeiten = o.zeiten.filter((z): z is RegulaereZeit => !!z && TAGTYPEN.includes(z.tagtyp) && TIME.test(String(z.beginn)) && TIME.test(String(z.ende)));
    const abweichend = (Array.isArray(o.abweichend) ? o.abweichend : []).filter((a) => !!a && typeof a.beginn === 'string' && typeof a.ende === 'string');
    return [{ typ, hinweis: typeof o.hinweis === 'string' ? o.hinweis : null, zeiten, abweichend }];
  });
}

export interface Parken {
  /** Highest parking fee in euros … */
  hoechstbetrag: number;
  /** … for this many hours. */
  stunden: number;
}

export function parkenOf(value: unknown): Parken | null {
  const p = value as Partial<Parken> | null;
  return p && typeof p.hoechstbetrag === 'number' && typeof p.stunden === 'number' ? { hoechstbetrag: p.hoechstbetrag, stunden: p.stunden } : null;
}
