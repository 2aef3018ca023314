import type { IOptions } from 'sanitize-html';

/**
 * sanitize-html (its parser is an ES module) is loaded on first use, like jose: only submissions
 * with rich text need it.
 */
type SanitizeHtml = typeof import('sanitize-html');
let sanitizeModule: Promise<SanitizeHtml> | undefined;
const loadSanitizeHtml = (): Promise<SanitizeHtml> => (sanitizeModule ??= import('sanitize-html').then((loaded) => loaded.default));

/** Markup the site keeps of submitted rich text (the same allowlist as the form kit's server side). */
const RICH_TEXT = (sanitizeHtml: SanitizeHtml): IOptions => ({
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }) },
});

/** Reduces rich text to the allowlist, and gives the length of its words. */
export interface RichTextCleaner {
  clean(html: string): string;
  textLength(html: string): number;
}

/** Submitted rich text, kept to the allowlist: no script, no event handler, no `javascript:` URL. */
export async function richTextCleaner(): Promise<RichTextCleaner> {
  const sanitizeHtml = await loadSanitizeHtml();
  const options = RICH_TEXT(sanitizeHtml);
  return {
    clean: (html) => sanitizeHtml(html, options).trim(),
    textLength: (html) => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).length,
  };
}
