/** The sign-ups of the waste reminder (table abfall_erinnerungen), with double opt-in. */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../core/db';
import type { Anmeldung } from './anmeldung';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const newToken = (): string => randomBytes(32).toString('base64url');

/**
 * Records a sign-up waiting for its confirmation link (whose hash is stored). One row per address
 * and district: a second sign-up replaces the pending settings and the link, and a confirmed
 * reminder keeps its settings until the new link is followed. Tells whether the reminder is active.
 */
export async function recordSignUp(
  db: Queryable,
  input: Pick<Anmeldung, 'email' | 'arten' | 'tage'>,
  bezirkId: number,
  link: { token: string; bis: Date },
  now: Date,
): Promise<{ aktiv: boolean }> {
  const ausstehend = JSON.stringify({ arten: input.arten, tage_vorher: input.tage });
  const { rows } = await db.query<{ id: number; aktiv: boolean }>(
    `INSERT INTO abfall_erinnerungen (email, bezirk_id, arten, tage_vorher, ausstehend, bestaetigung_hash, bestaetigung_bis, abmelde_token, letzte_mail_am)
     VALUES ($1, $2, $3::text[], $4, $5::jsonb, $6, $7, $8, $9)
     ON CONFLICT (email, bezirk_id) DO UPDATE SET
       arten = CASE WHEN abfall_erinnerungen.aktiv THEN abfall_erinnerungen.arten ELSE EXCLUDED.arten END,
       tage_vorher = CASE WHEN abfall_erinnerungen.aktiv THEN abfall_erinnerungen.tage_vorher ELSE EXCLUDED.tage_vorher END,
       ausstehend = EXCLUDED.ausstehend,
       bestaetigung_hash = EXCLUDED.bestaetigung_hash,
       bestaetigung_bis = EXCLUDED.bestaetigung_bis,
       letzte_mail_am = EXCLUDED.letzte_mail_am
     RETURNING id, aktiv`,
    [input.email, bezirkId, input.arten, input.tage, ausstehend, hashToken(link.token), link.bis.toISOString(), newToken(), now.toISOString()],
  );
  return { aktiv: rows[0]?.aktiv === true };
}

/** Follows a confirmation link: the pending settings become the active ones. False for an unknown or expired link. */
export async function confirmSignUp(db: Queryable, token: string, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE abfall_erinnerungen
        SET aktiv = true,
            arten = ARRAY(SELECT jsonb_array_elements_text(ausstehend->'arten')),
            tage_vorher = (ausstehend->>'tage_vorher')::int,
            ausstehend = NULL, bestaetigung_hash = NULL, bestaetigung_bis = NULL, bestaetigt_am = $2
      WHERE bestaetigung_hash = $1 AND bestaetigung_bis > $2 AND ausstehend IS NOT NULL
      RETURNING id`,
    [hashToken(token), now.toISOString()],
  );
  return rows.length > 0;
}

/** Ends the reminder of a sign-off link (nothing happens for an unknown one). */
export async function signOff(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM abfall_erinnerungen WHERE abmelde_token = $1', [token]);
}
