import { CONTROL_CHARACTERS, MAX_INT4, MAX_PARAM_LENGTH } from '@musterstadt/cms-contract';
import { badRequest } from './errors';

export type Query = Record<string, unknown>;

export { MAX_PARAM_LENGTH };

/**
 * One query-string value as a string: undefined when absent, a 400 when given twice, when too long
 * or when it holds control characters (PostgreSQL text cannot hold NUL).
 */
export function readParam(query: Query | undefined, name: string): string | undefined {
  const value = query?.[name];
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) throw badRequest(`Der Parameter ${name} darf nur einmal angegeben werden.`);
  const text = String(value);
  if (text.length > MAX_PARAM_LENGTH) throw badRequest(`Der Parameter ${name} ist zu lang (höchstens ${MAX_PARAM_LENGTH} Zeichen).`);
  // Control characters are refused in every parameter.
  if (name !== 'url' && CONTROL_CHARACTERS.test(text)) throw badRequest(`Der Parameter ${name} enthält unzulässige Zeichen.`);
  return text.normalize('NFC');
}

/** Like readParam, but an empty value counts as absent. */
export function readOptional(query: Query | undefined, name: string): string | undefined {
  const value = readParam(query, name);
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** A positive integer that fits PostgreSQL's integer, or undefined when absent; else a 400. */
export function readPositiveInt(query: Query | undefined, name: string): number | undefined {
  const value = readOptional(query, name);
  if (value === undefined) return undefined;
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < 1 || number > MAX_INT4) {
    throw badRequest(`Der Parameter ${name} muss eine positive ganze Zahl sein.`);
  }
  return number;
}

const BEREICH = /^[a-z][a-z0-9-]{0,49}$/;

/** Section of the site ('stadt', 'feuerwehr', …): lower-case letters, digits and hyphens. */
export function readBereich(query: Query | undefined): string | undefined {
  const value = readOptional(query, 'bereich');
  if (value !== undefined && !BEREICH.test(value)) {
    throw badRequest('Der Parameter bereich ist ungültig (erlaubt sind z. B. „stadt“ oder „feuerwehr“).');
  }
  return value;
}

/** The id of a path like /api/cms/artikel/:id: a positive integer (400 otherwise); null when too big to exist. */
export function parseId(raw: string): number | null {
  if (!/^\d+$/.test(raw) || /^0+$/.test(raw)) throw badRequest('Die ID muss eine positive ganze Zahl sein.');
  const number = Number(raw);
  return Number.isSafeInteger(number) && number <= MAX_INT4 ? number : null;
}
