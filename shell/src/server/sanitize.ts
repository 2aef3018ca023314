import { sanitizeRichText, type SanitizeOptions } from '@musterstadt/ui/safe-html';

/**
 * CMS fields that carry HTML, sanitised before they leave the shell (defence in depth: templates
 * sanitise again where they render, whatever the field, since RichText takes only SafeHtml).
 */
export const HTML_FIELDS: ReadonlySet<string> = new Set(['text', 'einleitung', 'beschreibung', 'inhalt', 'erstellung', 'durchsetzung']);

export {
  ALLOWED_SCRIPTS_OPTION,
  INERT_SCRIPT_TAG,
  allowedScriptPrefixes,
  allowedScriptSource,
  sanitizeRichText,
  type SanitizeOptions,
} from '@musterstadt/ui/safe-html';

/** Returns a copy of a content answer with every HTML field sanitised. */
export function sanitizeContent<T>(value: T, options: SanitizeOptions = {}): T {
  return walk(value, undefined, options) as T;
}

function walk(value: unknown, key: string | undefined, options: SanitizeOptions): unknown {
  if (typeof value === 'string') return key !== undefined && HTML_FIELDS.has(key) ? sanitizeRichText(value, options) : value;
  if (Array.isArray(value)) return value.map((item) => walk(item, undefined, options));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k, options)]));
  }
  return value;
}
