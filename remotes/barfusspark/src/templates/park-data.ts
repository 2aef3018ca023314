import type { Oeffnungszeiten, OeffnungszeitTyp, RegulaereZeit, Tagtyp } from '@musterstadt/ui';

const TYPEN: OeffnungszeitTyp[] = ['oeffnungszeit', 'servicezeit', 'telefonzeit'];
const TAGTYPEN: Tagtyp[] = ['mo-fr', 'mo', 'di', 'mi', 'do', 'fr', 'sa', 'so'];
const TIME = /^\d{1,2}:\d{2}$/;

/** The opening times a block carries in its context, keeping only well-formed entries. */
export function openingTimesOf(value: unknown): Oeffnungszeiten[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const o = entry as Partial<Oeffnungszeiten> | null;
    if (!o || !TYPEN.includes(o.typ as OeffnungszeitTyp) || !Array.isArray(o.zeiten)) return [];
    const zeiten = o.zeiten.filter((z): z is RegulaereZeit => !!z && TAGTYPEN.includes(z.tagtyp) && TIME.test(String(z.beginn)) && TIME.test(String(z.ende)));
    const abweichend = (Array.isArray(o.abweichend) ? o.abweichend : []).filter((a) => !!a && typeof a.beginn === 'string' && typeof a.ende === 'string');
    return [{ typ: o.typ as OeffnungszeitTyp, hinweis: typeof o.hinweis === 'string' ? o.hinweis : null, zeiten, abweichend }];
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
