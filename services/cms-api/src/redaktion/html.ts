/**
 * Rich text of the editors: read as a list of tags and texts (htmlparser2, for the checks and the
 * readable difference) and kept to the markup an article may hold (sanitize-html). Both parsers
 * are ES modules; the service is CommonJS, so they are loaded on first use.
 */
import type { IOptions } from 'sanitize-html';

type Htmlparser2 = typeof import('htmlparser2', { with: { 'resolution-mode': 'import' } });
type SanitizeHtml = typeof import('sanitize-html');

let parserModule: Promise<Htmlparser2> | undefined;
const htmlparser2 = (): Promise<Htmlparser2> => (parserModule ??= import('htmlparser2'));
let sanitizeModule: Promise<SanitizeHtml> | undefined;
const sanitizeHtml = (): Promise<SanitizeHtml> => (sanitizeModule ??= import('sanitize-html').then((loaded) => loaded.default));

export type HtmlToken = { type: 'open'; name: string; attribs: Record<string, string> } | { type: 'text'; text: string } | { type: 'close'; name: string };

/** The tags and texts of an HTML fragment, entities decoded, tag names in lower case. */
export async function tokens(html: string): Promise<HtmlToken[]> {
  const { Parser } = await htmlparser2();
  const list: HtmlToken[] = [];
  const parser = new Parser(
    {
      onopentag: (name, attribs) => list.push({ type: 'open', name, attribs }),
      ontext: (text) => list.push({ type: 'text', text }),
      onclosetag: (name) => list.push({ type: 'close', name }),
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return list;
}

const BLOCKS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote', 'tr', 'figure', 'figcaption', 'ul', 'ol', 'table', 'section']);

/** The words of rich text with its paragraphs as blank lines, e.g. for a readable difference. */
export async function plainText(html: string): Promise<string> {
  let text = '';
  for (const token of await tokens(html)) {
    if (token.type === 'text') text += token.text.replace(/\s+/g, ' ');
    else if (token.type === 'open' && token.name === 'br') text += '\n';
    else if (token.type === 'open' && token.name === 'img' && token.attribs.alt) text += `[Bild: ${token.attribs.alt}]`;
    else if (token.type === 'close' && BLOCKS.has(token.name)) text += '\n\n';
  }
  return text
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** What an article's rich text may hold: text structure, links, pictures, simple tables. */
const RICH_TEXT: IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'abbr',
    'blockquote',
    'q',
    'cite',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'hr',
    // h1 stays so that the check before approval can name it (the page's own h1 is its title).
    'h1',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'hreflang'],
    img: ['src', 'alt', 'width', 'height'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
};

/** Rich text as an editor saved it, without scripts, handlers, styles or foreign schemes. */
export async function cleanRichText(html: string): Promise<string> {
  const sanitize = await sanitizeHtml();
  return sanitize(html, RICH_TEXT).trim();
}
