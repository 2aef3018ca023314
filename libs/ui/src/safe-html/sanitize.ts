import sanitizeHtml from 'sanitize-html';
import { INERT_SCRIPT_TAG } from './content-scripts';

declare const safeHtmlBrand: unique symbol;

/**
 * HTML that is safe to place in the page. Only this module creates it: from content through the
 * sanitiser (`safeHtml`), or from data as the body of a JSON script element (`safeJsonScript`).
 * Lint forbids casting to it anywhere else, so an unsanitised string cannot reach `innerHtml`.
 */
export type SafeHtml = string & { readonly [safeHtmlBrand]: true };

/**
 * Name of the block option that lists the URL prefixes embedded scripts may be loaded from, e.g.
 * `options: { erlaubteSkripte: ['https://stellen.example.org/widget/', '/api/cms/widgets/'] }`.
 */
export const ALLOWED_SCRIPTS_OPTION = 'erlaubteSkripte';

/** Element ids the page itself relies on; content must not take them over (DOM clobbering). */
const RESERVED_ID = /^(root|inhalt|hauptmenue|__boot__|ms-.*|_.*)$/i;
const SAFE_ID = /^[a-z][a-z0-9_-]{0,63}$/i;

/** Base for resolving script sources: a same-site path keeps this origin after normalisation. */
const SITE = 'https://site.invalid';

export interface SanitizeOptions {
  /** URL prefixes an embedded script's src must start with (from the block's options). */
  allowedScriptPrefixes?: readonly string[];
  /**
   * Ids or classes of containers kept only once (the first stays), e.g. the one a job-listing widget
   * fills when editors paste it twice. The remote that owns the block's template names them.
   */
  uniqueContainers?: readonly string[];
}

/** The part of a content block the sanitiser reads: its options (allowed script prefixes). */
export interface SanitizeScope {
  options?: Record<string, unknown> | null;
}

/**
 * The prefixes of a block's options that can be trusted to limit scripts to one place: a same-site
 * path ('/api/cms/widgets/') or an https URL with a host; anything else is ignored.
 */
export function allowedScriptPrefixes(options: Record<string, unknown> | null | undefined): string[] {
  const value = options?.[ALLOWED_SCRIPTS_OPTION];
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (typeof entry !== 'string') return [];
    const prefix = entry.trim();
    if (prefix.startsWith('/') && !prefix.startsWith('//') && !prefix.includes('\\')) {
      const url = new URL(prefix, SITE);
      return url.origin === SITE ? [url.pathname + url.search] : [];
    }
    try {
      const url = new URL(prefix);
      if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) return [];
      // URL adds the '/' after a bare host, so a prefix always ends at a host boundary.
      return [url.href];
    } catch {
      return [];
    }
  });
}

/**
 * The normalised source of a script when it starts with one of the prefixes, else null. Dot segments
 * are resolved first, so '/api/cms/widgets/../media/x.js' is judged as '/api/cms/media/x.js'.
 */
export function allowedScriptSource(src: string | undefined, prefixes: readonly string[]): string | null {
  if (!src || prefixes.length === 0) return null;
  const raw = src.trim();
  if (/%2f|%5c|\\/i.test(raw)) return null;
  let url: URL;
  try {
    if (raw.startsWith('/') && !raw.startsWith('//')) url = new URL(raw, SITE);
    else if (/^https:\/\//i.test(raw)) url = new URL(raw);
    else return null;
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const local = url.origin === SITE;
  const normalised = local ? url.pathname + url.search : url.href;
  const match = prefixes.some((prefix) => (prefix.startsWith('/') ? local : !local) && normalised.startsWith(prefix));
  return match ? normalised : null;
}

function baseOptions(prefixes: readonly string[], unique: readonly string[]): sanitizeHtml.IOptions {
  const seen = new Set<string>();
  const keepId = (attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes => {
    if (attribs.id === undefined) return attribs;
    const { id, ...rest } = attribs;
    return SAFE_ID.test(id) && !RESERVED_ID.test(id) ? attribs : rest;
  };
  // An embedded script survives only with an allowed source, without inline code, as an inert element.
  // An inert element in the input is judged the same way, so sanitising twice gives the same HTML.
  const inertScript: sanitizeHtml.Transformer = (tagName, attribs) => {
    const src = allowedScriptSource(attribs.src, prefixes);
    // A refused script is dropped as a script; a refused inert one without a source (exclusiveFilter).
    if (!src) return { tagName: tagName === 'script' ? 'script' : INERT_SCRIPT_TAG, attribs: {}, text: '' };
    const kept = Object.fromEntries(Object.entries(attribs).filter(([name]) => name === 'integrity' || name === 'crossorigin' || name.startsWith('data-')));
    return { tagName: INERT_SCRIPT_TAG, attribs: { ...kept, src }, text: '' };
  };
  return {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'script' && tag !== 'main' && tag !== 'nav'),
      'img',
      'figure',
      'figcaption',
      'picture',
      'source',
      INERT_SCRIPT_TAG,
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel', 'hreflang'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
      source: ['srcset', 'media', 'type'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      ol: ['start', 'type'],
      [INERT_SCRIPT_TAG]: ['src', 'integrity', 'crossorigin', 'data-*'],
      '*': ['id', 'lang', 'class'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    // Dropped with everything inside them, not just the tag.
    nonTextTags: [
      'script',
      'style',
      'textarea',
      'option',
      'xmp',
      'noscript',
      'template',
      'iframe',
      'object',
      'embed',
      'title',
      'svg',
      'math',
      INERT_SCRIPT_TAG,
    ],
    transformTags: {
      // A page has one h1 (its title); headings in content start below it.
      h1: 'h2',
      // A link that opens a new window must not give it access to this page.
      a: (tagName, attribs) => ({
        tagName,
        attribs: keepId(attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs),
      }),
      script: inertScript,
      [INERT_SCRIPT_TAG]: inertScript,
      '*': (tagName, attribs) => ({ tagName, attribs: tagName === INERT_SCRIPT_TAG ? attribs : keepId(attribs) }),
    },
    exclusiveFilter(frame) {
      if (frame.tag === INERT_SCRIPT_TAG && !frame.attribs.src) return true;
      if (unique.length === 0) return false;
      const classes = (frame.attribs.class ?? '').split(/\s+/);
      const container = unique.find((name) => frame.attribs.id === name || classes.includes(name));
      if (container === undefined) return false;
      if (!seen.has(container)) {
        seen.add(container);
        return false;
      }
      return true;
    },
  };
}

/** Sanitises content HTML; embedded scripts stay only when their source starts with an allowed prefix. */
export function sanitizeRichText(html: string, options: SanitizeOptions = {}): SafeHtml {
  return sanitizeHtml(html, baseOptions(options.allowedScriptPrefixes ?? [], options.uniqueContainers ?? [])) as SafeHtml;
}

/**
 * A content field made safe where it is rendered, whatever the field is called: scripts only from
 * the prefixes the block's options allow, the remote's unique containers kept once.
 */
export function safeHtml(html: string | null | undefined, scope: SanitizeScope = {}, uniqueContainers: readonly string[] = []): SafeHtml {
  if (!html) return '' as SafeHtml;
  return sanitizeRichText(html, { allowedScriptPrefixes: allowedScriptPrefixes(scope.options), uniqueContainers });
}

const JSON_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON that cannot end or break the script element (type application/ld+json or application/json) it is placed in. */
export function safeJsonScript(data: unknown): SafeHtml {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => JSON_ESCAPES[c] ?? c) as SafeHtml;
}

/** The one way to set inner HTML: `dangerouslySetInnerHTML={innerHtml(safe)}` (lint allows no other). */
export function innerHtml(html: SafeHtml): { __html: string } {
  return { __html: html };
}
