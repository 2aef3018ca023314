import { badRequest } from './errors';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export interface Paging {
  seite: number;
  proSeite: number;
}

const DIGITS = /^\d+$/;

function parsePositive(value: string | undefined, fallback: number, message: string): number {
  if (value === undefined || value === '') return fallback;
  if (!DIGITS.test(value)) throw badRequest(message);
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1) throw badRequest(message);
  return number;
}

/** Reads `seite` (default 1) and `pro_seite` (default 10, 1–100); a bad value is a 400 with a German message. */
export function parsePaging(seite: string | undefined, proSeite: string | undefined): Paging {
  const page = parsePositive(seite, 1, 'Der Parameter seite muss eine positive ganze Zahl sein.');
  const sizeMessage = `Der Parameter pro_seite muss eine ganze Zahl zwischen 1 und ${MAX_PAGE_SIZE} sein.`;
  const size = parsePositive(proSeite, DEFAULT_PAGE_SIZE, sizeMessage);
  if (size > MAX_PAGE_SIZE) throw badRequest(sizeMessage);
  return { seite: page, proSeite: size };
}

/** Number of pages for `total` entries: ceil(total / size), at least 1. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Row offset of a page, or null when the page lies beyond the last one (nothing to fetch). */
export function pageOffset(paging: Paging, total: number): number | null {
  if (paging.seite > pageCount(total, paging.proSeite)) return null;
  return (paging.seite - 1) * paging.proSeite;
}
