import sanitizeHtml from 'sanitize-html';

/** CMS fields that carry HTML; every other string is rendered as text by React. */
const HTML_FIELDS = new Set(['text', 'einleitung', 'beschreibung', 'inhalt']);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'script'),
    'img',
    'figure',
    'figcaption',
    'picture',
    'source',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'hreflang'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    source: ['srcset', 'media', 'type'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
    '*': ['id', 'lang', 'class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new window must not give it access to this page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Returns a copy of a content answer with every HTML field sanitised. */
export function sanitizeContent<T>(value: T): T {
  return walk(value, undefined) as T;
}

function walk(value: unknown, key: string | undefined): unknown {
  if (typeof value === 'string') return key !== undefined && HTML_FIELDS.has(key) ? sanitizeRichText(value) : value;
  if (Array.isArray(value)) return value.map((item) => walk(item, undefined));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
  }
  return value;
}
