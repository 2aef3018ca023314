import sanitizeHtml from 'sanitize-html';

/** The markup a rich-text field keeps; everything else is removed (text stays, as text). */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Script and style contents are dropped with their tags, never kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
  transformTags: {
    b: 'strong',
    i: 'em',
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }),
  },
};

const BLOCK = /<(p|ul|ol)\b/i;

/**
 * Rich text from a form, reduced to the allowlist: paragraphs, line breaks, strong, em, lists and
 * http(s)/mailto links. Text typed without markup (the text-area fallback) becomes paragraphs at
 * empty lines and line breaks at single ones.
 */
export function sanitizeRichText(input: string): string {
  const text = input.replace(/\r\n?/g, '\n').trim();
  const clean = sanitizeHtml(text, ALLOWED).trim();
  if (!clean || BLOCK.test(clean)) return clean;
  return clean
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br />')}</p>`)
    .join('\n');
}

/** The words of rich text, for a length check or a plain-text mail. */
export function richTextAsPlainText(html: string): string {
  return sanitizeHtml(html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|li)>/gi, '\n'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
