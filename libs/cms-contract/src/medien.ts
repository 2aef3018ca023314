/**
 * The widths the content API keeps of a picture of the media library besides the picture itself: as
 * WebP at `/api/cms/medien/{name}-{breite}w.webp`. A width the picture does not reach answers with the
 * picture itself, so every width may be asked for.
 */
export const MEDIEN_BREITEN = [320, 640, 960, 1280, 1920] as const;

const MEDIUM_URL = /^\/api\/cms\/medien\/([a-z0-9]+(?:-[a-z0-9]+)*)\.(?:jpg|png)$/;

/**
 * The `srcset` of a published picture of the media library (its address without a query: a preview's
 * picture keeps its one address), so a phone loads a narrow file; undefined for any other picture.
 */
export function medienSrcSet(url: string | null | undefined): string | undefined {
  const match = MEDIUM_URL.exec(url ?? '');
  if (!match) return undefined;
  return MEDIEN_BREITEN.map((breite) => `/api/cms/medien/${match[1]}-${breite}w.webp ${breite}w`).join(', ');
}
