/** Lowercase ASCII words joined by hyphens ('Rathaus, Saal 1' → 'rathaus-saal-1'); umlauts and ß spelt out. */
export function asciiWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Lowercase ASCII words joined by hyphens, for a published entry's address (at most 60 characters). */
export function slugOf(text: string): string {
  return asciiWords(text).slice(0, 60).replace(/-+$/, '') || 'eintrag';
}
