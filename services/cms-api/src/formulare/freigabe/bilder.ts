/** Pictures of a submission that an approval makes public (an event's picture, a logo, an ad's picture). */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../core/db';

/** The pictures a publication may show, by content type. */
export const BILD_TYPEN: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** Where the served pictures are. */
export const BILDER_PFAD = '/api/cms/bilder/';

/**
 * Makes a picture of the submission public: copies it to the served pictures under a new,
 * unguessable name and returns its address; null when there is none.
 */
export async function publishPicture(tx: Queryable, eingabeId: number, index: number | null | undefined, slug: string): Promise<string | null> {
  if (index === null || index === undefined) return null;
  const { rows } = await tx.query<{ typ: string; daten: Uint8Array }>(
    'SELECT typ, daten FROM formular_dateien WHERE eingabe_id = $1 ORDER BY id OFFSET $2 LIMIT 1',
    [eingabeId, index],
  );
  const file = rows[0];
  const ext = file ? BILD_TYPEN[file.typ] : undefined;
  if (!file || !ext) return null;
  const name = `${slug.slice(0, 60).replace(/-+$/, '')}-${randomBytes(6).toString('hex')}.${ext}`;
  await tx.query('INSERT INTO bilder (name, typ, daten, eingabe_id) VALUES ($1, $2, $3, $4)', [name, file.typ, file.daten, eingabeId]);
  return `${BILDER_PFAD}${name}`;
}
