import { CONTROL_CHARACTERS } from '@musterstadt/cms-contract';
import { badRequest } from './errors';

export const MAX_URL_LENGTH = 2000;

/**
 * Normalises the path a route lookup asks for: drops query and hash, decodes percent-escapes,
 * collapses duplicate slashes and drops a trailing slash (except for "/").
 * Throws a 400 HttpError with a German message for a missing or invalid url.
 */
export function normalizeUrl(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') throw badRequest('Der Parameter url fehlt.');
  if (raw.length > MAX_URL_LENGTH) throw badRequest(`Der Parameter url ist zu lang (höchstens ${MAX_URL_LENGTH} Zeichen).`);
  const value = raw.trim();
  if (!value.startsWith('/')) throw badRequest('Der Parameter url muss ein Pfad sein, der mit „/“ beginnt.');

  let path = value.split('#', 1)[0] ?? '';
  path = path.split('?', 1)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    throw badRequest('Der Parameter url enthält eine ungültige Prozent-Kodierung.');
  }
  if (CONTROL_CHARACTERS.test(path)) throw badRequest('Der Parameter url enthält unzulässige Zeichen.');
  path = path.normalize('NFC').replace(/\/{2,}/g, '/');
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path || '/';
}

/** The url of the pattern page that could serve `url`: its parent plus "/:slug", and the slug. */
export function patternFor(url: string): { pattern: string; slug: string } | null {
  if (url === '/') return null;
  const index = url.lastIndexOf('/');
  const slug = url.slice(index + 1);
  if (!slug) return null;
  return { pattern: `${url.slice(0, index)}/:slug`, slug };
}

/** Replaces every "{slug}" in the string values of an api call's params. */
export function substituteSlug<T extends Record<string, unknown> | undefined>(params: T, slug: string): T {
  if (!params) return params;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    result[key] = typeof value === 'string' ? value.split('{slug}').join(slug) : value;
  }
  return result as T;
}
