import { DOMParser as SchemaParser, DOMSerializer, Schema, type Node as ProseNode } from 'prosemirror-model';

/**
 * The rich-text editor's document model, which is exactly the markup a rich-text field keeps on the
 * server (libs/forms sanitizeRichText): paragraphs, line breaks, strong, em, bulleted and numbered
 * lists and http(s)/mailto links. Pasted or loaded HTML is read through it, so nothing else reaches
 * the field, and what it writes is what the server stores unchanged. Headings (h2, h3) are read only
 * where a field takes them (an editorial article); elsewhere their words become a paragraph.
 */

const LINK_REL = 'nofollow noopener noreferrer';

/** An http(s) or mailto address as the editor keeps it (normalised); null for anything else. */
export function linkHref(input: string | null | undefined): string | null {
  const text = (input ?? '').trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    if (url.protocol === 'mailto:' && /^mailto:[^\s@]+@[^\s@]+$/.test(url.href)) return url.href;
  } catch {
    return null;
  }
  return null;
}

export const richTextSchema = new Schema({
  nodes: {
    doc: { content: 'block+' },
    paragraph: { content: 'inline*', group: 'block', parseDOM: [{ tag: 'p' }, { tag: 'div' }], toDOM: () => ['p', 0] },
    heading: {
      attrs: { level: { default: 2 } },
      content: 'text*',
      group: 'block',
      defining: true,
      parseDOM: [
        { tag: 'h2', attrs: { level: 2 } },
        { tag: 'h3', attrs: { level: 3 } },
      ],
      toDOM: (node) => [`h${node.attrs.level === 3 ? 3 : 2}`, 0],
    },
    bullet_list: { content: 'list_item+', group: 'block', parseDOM: [{ tag: 'ul' }], toDOM: () => ['ul', 0] },
    ordered_list: { content: 'list_item+', group: 'block', parseDOM: [{ tag: 'ol' }], toDOM: () => ['ol', 0] },
    list_item: { content: 'paragraph block*', defining: true, parseDOM: [{ tag: 'li' }], toDOM: () => ['li', 0] },
    text: { group: 'inline' },
    hard_break: { inline: true, group: 'inline', selectable: false, parseDOM: [{ tag: 'br' }], toDOM: () => ['br'] },
  },
  marks: {
    link: {
      attrs: { href: {} },
      inclusive: false,
      parseDOM: [
        {
          tag: 'a[href]',
          getAttrs: (dom) => {
            const href = linkHref((dom as HTMLElement).getAttribute('href'));
            return href ? { href } : false;
          },
        },
      ],
      toDOM: (mark) => ['a', { href: mark.attrs.href as string, rel: LINK_REL }, 0],
    },
    strong: {
      parseDOM: [
        { tag: 'strong' },
        { tag: 'b', getAttrs: (dom) => (dom as HTMLElement).style.fontWeight !== 'normal' && null },
        { style: 'font-weight', getAttrs: (value) => /^(bold(er)?|[6-9]\d\d)$/.test(value as string) && null },
      ],
      toDOM: () => ['strong', 0],
    },
    em: {
      parseDOM: [{ tag: 'em' }, { tag: 'i' }, { style: 'font-style=italic' }],
      toDOM: () => ['em', 0],
    },
  },
});

const BLOCK = /<(p|ul|ol|h2|h3)\b/i;

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The field's text as HTML the editor can read: HTML as it is, and text typed into the plain text
 * area (no JavaScript) as paragraphs at empty lines and line breaks at single ones, as the server
 * reads it.
 */
export function sourceAsHtml(source: string): string {
  const text = source.replace(/\r\n?/g, '\n').trim();
  if (!text || BLOCK.test(text)) return text;
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${(/<[a-z/]/i.test(paragraph) ? paragraph : escapeText(paragraph)).replace(/\n/g, '<br />')}</p>`)
    .join('\n');
}

/** An inert document: markup parsed there loads nothing and runs nothing. */
function inertDocument(): Document {
  return document.implementation.createHTMLDocument('');
}

const withHeadings = SchemaParser.fromSchema(richTextSchema);
const withoutHeadings = new SchemaParser(
  richTextSchema,
  withHeadings.rules.filter((rule) => !('tag' in rule && /^h[23]$/.test(rule.tag ?? ''))),
);

/** How HTML is read into the model: with headings where the field takes them. */
export function richTextParser(headings = false): SchemaParser {
  return headings ? withHeadings : withoutHeadings;
}

/** Reads the field's text (HTML or plain) into the editor's model; anything outside it is dropped. */
export function parseRichText(source: string, headings = false): ProseNode {
  const container = inertDocument().createElement('div');
  container.innerHTML = sourceAsHtml(source);
  return richTextParser(headings).parse(container);
}

/** Whether a document holds no words (an empty paragraph or nothing). */
function isEmptyDocument(doc: ProseNode): boolean {
  return doc.textContent.trim() === '' && doc.childCount <= 1;
}

/** The document as the HTML the server keeps: '' when empty, `<br />` as the sanitiser writes it. */
export function richTextHtml(doc: ProseNode): string {
  if (isEmptyDocument(doc)) return '';
  const inert = inertDocument();
  const container = inert.createElement('div');
  container.appendChild(DOMSerializer.fromSchema(richTextSchema).serializeFragment(doc.content, { document: inert }));
  return container.innerHTML.replace(/<br>/g, '<br />').replace(/&nbsp;/g, '\u00a0');
}
