import type { RedaktionMedium } from '@musterstadt/cms-client';
import type { BildWahl } from './bild-feld';
import { listeAus } from './inhalte-tabelle';

/** The pictures of a section for the picture picker (only what it shows), or null when they could not be loaded. */
export function bilderAus(value: unknown, bereich: string): BildWahl[] | null {
  const liste = listeAus<RedaktionMedium>(value);
  if (!liste) return null;
  return liste
    .filter((medium) => medium.art === 'bild' && medium.bereich === bereich)
    .map(({ id, titel, url, alt, copyright, dekorativ }) => ({ id, titel, url, alt, copyright, dekorativ }));
}
