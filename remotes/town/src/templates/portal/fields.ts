import type { ImageRef } from '@musterstadt/cms-client';
import { safeHref } from '@musterstadt/shell-contract';
import type { PortalModule } from './types';

/** A string field, trimmed ('' when absent or not a string). */
export function textField(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** An image field (`bildupload`): bild with optional bildtext and bildcopyright. */
export function imageField(value: unknown): ImageRef | null {
  if (!value || typeof value !== 'object') return null;
  const { bild, bildtext, bildcopyright } = value as Record<string, unknown>;
  if (typeof bild !== 'string' || !bild) return null;
  return { bild, bildtext: textField(bildtext) || null, bildcopyright: textField(bildcopyright) || null };
}

/** 'parallax': on for true, 'an', 'on', 'ja'; off otherwise. */
export function isOn(value: unknown): boolean {
  return value === true || (typeof value === 'string' && ['an', 'on', 'ja', 'true', '1'].includes(value.trim().toLowerCase()));
}

export interface NumberedEntry {
  /** 1-based number of the fields (titel1, text1, …). */
  n: number;
  titel: string;
  untertitel: string;
  text: string;
  href: string | null;
  linktext: string;
  icon: string;
  bild: ImageRef | null;
}

/** The numbered variants of a module (titel1…titelN with their text, link, linktext, bildupload, icon, untertitel). */
export function numberedEntries(module: PortalModule, max: number): NumberedEntry[] {
  const entries: NumberedEntry[] = [];
  for (let n = 1; n <= max; n += 1) {
    const entry: NumberedEntry = {
      n,
      titel: textField(module[`titel${n}`]),
      untertitel: textField(module[`untertitel${n}`]),
      text: textField(module[`text${n}`]),
      href: safeHref(textField(module[`link${n}`]) || null),
      linktext: textField(module[`linktext${n}`]),
      icon: textField(module[`icon${n}`]),
      bild: imageField(module[`bildupload${n}`]),
    };
    if (entry.titel || entry.bild) entries.push(entry);
  }
  return entries;
}
