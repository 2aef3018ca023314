/**
 * Elements that end a line of text: their tags become a space. Every other tag (b, a, em, span …) sits
 * inside a line and is removed without a space, so 'hat <b>beschlossen</b>.' reads 'hat beschlossen.'.
 */
const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/gi;

/** The entities the CMS editor writes into rich text. */
const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The text of a piece of CMS rich text, on one line (meta descriptions, feed summaries, teasers). */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
