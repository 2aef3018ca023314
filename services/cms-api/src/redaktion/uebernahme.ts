/**
 * Taking over what is public: each kind finds its public pieces the editorial area does not keep yet
 * and says where they are filed and what their fields are now; this writes them, set-based, as
 * published content whose first revision is that state (with its status record). A piece kept
 * already (same kind, Ablage and slug, or same public row) is skipped, so a takeover may run twice.
 */
import type { Queryable } from '../core/db';

/** One public piece as the editorial area takes it over. */
export interface Bestand {
  /** The kind (`RedaktionArt`). */
  art: string;
  bereich: string;
  ablage: string;
  slug: string;
  titel: string;
  adresse: string | null;
  /** The public row's id; null where the kind knows its public piece by address (a page): it then keeps its own id. */
  ziel_id: number | null;
  /** First publication (ISO instant), if known. */
  erst: string | null;
  felder: unknown;
}

const schluessel = (art: string, ablage: string, slug: string): string => `${art} ${ablage} ${slug}`;

/** Writes the pieces; answers how many were new. */
export async function uebernimmBestand(tx: Queryable, bestand: readonly Bestand[], now: Date): Promise<number> {
  if (bestand.length === 0) return 0;
  const zeit = now.toISOString();
  const neu = await tx.query<{ id: number; art: string; ablage: string; slug: string }>(
    `INSERT INTO redaktion_inhalte (art, bereich, ablage, slug, titel, adresse, ziel_id, status, erstveroeffentlicht_am, erstellt_am, geaendert_am)
     SELECT art, bereich, ablage, slug, titel, adresse, ziel_id, 'Veröffentlicht', erst, $2, $2
     FROM jsonb_to_recordset($1::jsonb) AS n(art text, bereich text, ablage text, slug text, titel text, adresse text, ziel_id int, erst timestamptz)
     ON CONFLICT DO NOTHING RETURNING id, art, ablage, slug`,
    [JSON.stringify(bestand.map(({ felder: _felder, ...rest }) => rest)), zeit],
  );
  if (neu.rows.length === 0) return 0;
  const felder = new Map(bestand.map((stueck) => [schluessel(stueck.art, stueck.ablage, stueck.slug), stueck.felder]));
  const revisionen = await tx.query<{ id: number; inhalt_id: number }>(
    `INSERT INTO redaktion_revisionen (inhalt_id, nummer, felder, herkunft, erstellt_am)
     SELECT inhalt_id, 1, felder, 'uebernommen', $2 FROM jsonb_to_recordset($1::jsonb) AS n(inhalt_id int, felder jsonb)
     RETURNING id, inhalt_id`,
    [JSON.stringify(neu.rows.map((row) => ({ inhalt_id: row.id, felder: felder.get(schluessel(row.art, row.ablage, row.slug)) }))), zeit],
  );
  const paar = JSON.stringify(revisionen.rows.map((row) => ({ inhalt_id: row.inhalt_id, revision_id: row.id })));
  await tx.query(
    `INSERT INTO redaktion_status (inhalt_id, revision_id, status, aktion, zeit, grund)
     SELECT inhalt_id, revision_id, 'Veröffentlicht', 'uebernommen', $2, 'Stand, den die Redaktion vorgefunden hat'
     FROM jsonb_to_recordset($1::jsonb) AS n(inhalt_id int, revision_id int)`,
    [paar, zeit],
  );
  await tx.query(
    `UPDATE redaktion_inhalte i SET aktuelle_revision_id = n.revision_id, veroeffentlichte_revision_id = n.revision_id, ziel_id = COALESCE(i.ziel_id, i.id)
     FROM jsonb_to_recordset($1::jsonb) AS n(inhalt_id int, revision_id int) WHERE i.id = n.inhalt_id`,
    [paar],
  );
  return neu.rows.length;
}
