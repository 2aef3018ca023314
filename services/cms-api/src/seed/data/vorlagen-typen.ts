/** Shapes and helpers of the templates' demo content (see seed-templates.ts). */
import { berlinDayAt } from '../../core/time';
import type { MenuItem } from '../../core/types';

/** A moment relative to the seed run: Berlin calendar days from today, at a Berlin wall-clock time. */
export interface Relativ {
  tage: number;
  uhrzeit?: [number, number];
}

/** ISO instant of a relative moment. */
export function relativ(now: Date, moment: Relativ): string {
  const [hour, minute] = moment.uhrzeit ?? [0, 0];
  return berlinDayAt(now, moment.tage, hour, minute).toISOString();
}

export interface EntrySeed {
  slug: string;
  titel: string;
  einleitung?: string;
  text?: string;
  bild?: string;
  bildtext?: string;
  bildcopyright?: string;
  von?: Relativ;
  bis?: Relativ;
  sortierung?: number;
  /** Detail page, or null for entries without one. */
  detailURL: string | null;
  /** Fields of the type; a function of the seed moment where they hold relative dates. */
  data?: Record<string, unknown> | ((now: Date) => Record<string, unknown>);
}

/** A main-menu item added below the item with the given titles. */
export interface MenuAddition {
  unter: string[];
  eintrag: MenuItem;
}

type Tag = 'mo-fr' | 'mo' | 'di' | 'mi' | 'do' | 'fr' | 'sa' | 'so';

/** A regular opening time. */
export const zeit = (tagtyp: Tag, beginn: string, ende: string) => ({ tagtyp, beginn, ende });
