/** Plain text of a submission as the published entry's HTML. */

/** Plain text as the text of HTML: the three characters markup is made of, escaped. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Plain text as HTML paragraphs (an empty line between them, a line break within), escaped. */
export function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeText(paragraph).replace(/\n/g, '<br />')}</p>`)
    .join('');
}

/** The first paragraph of plain text, at most `max` characters, cut after a word; escaped like the text. */
export function teaser(text: string, max = 200): string {
  const first = (text.split(/\n\s*\n/)[0] ?? '').replace(/\s+/g, ' ').trim();
  if (first.length <= max) return escapeText(first);
  const cut = first.slice(0, max - 1);
  return escapeText(`${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()} …`);
}
