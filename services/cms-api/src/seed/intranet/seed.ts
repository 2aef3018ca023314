/**
 * Seeds the staff intranet: three staff logins (argon2id), eight categories with sixty texts spread
 * over two years before `now` (each at a working-day morning), and the document archive.
 */
import { escapeUTF8 } from 'entities';
import type { Queryable } from '../../core/db';
import { berlinDayAt } from '../../core/time';
import { hashPassword } from '../../auth';
import { ARCHIV_THEMEN, BENUTZER, INTRANET_DEMO_PASSWORT, RUBRIKEN, TEXTE } from './seed-data';

export interface IntranetSeedSummary {
  benutzer: number;
  rubriken: number;
  texte: number;
  themen: number;
  dokumente: number;
}

/** Paragraphs as HTML: runs of '• ' items become one list. */
export function absaetzeToHtml(absaetze: string[]): string {
  let html = '';
  let list: string[] = [];
  const flush = () => {
    if (list.length > 0) html += `<ul>${list.map((item) => `<li>${escapeUTF8(item)}</li>`).join('')}</ul>`;
    list = [];
  };
  for (const absatz of absaetze) {
    if (absatz.startsWith('• ')) list.push(absatz.slice(2));
    else {
      flush();
      html += `<p>${escapeUTF8(absatz)}</p>`;
    }
  }
  flush();
  return html;
}

export async function seedIntranet(tx: Queryable, now: Date): Promise<IntranetSeedSummary> {
  const hash = await hashPassword(INTRANET_DEMO_PASSWORT);
  for (const benutzer of BENUTZER) {
    await tx.query('INSERT INTO intranet_benutzer (uuid, vorname, nachname, email, passwort_hash) VALUES ($1, $2, $3, $4, $5)', [
      benutzer.uuid,
      benutzer.vorname,
      benutzer.nachname,
      benutzer.email,
      hash,
    ]);
  }
  const rubrikIds = new Map<string, number>();
  for (const [index, rubrik] of RUBRIKEN.entries()) {
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO intranet_rubriken (url, titel, beschreibung, sortierung) VALUES ($1, $2, $3, $4) RETURNING id',
      [rubrik.url, rubrik.titel, rubrik.beschreibung, index + 1],
    );
    rubrikIds.set(rubrik.url, Number(rows[0]?.id));
  }
  // Oldest first, so ids grow with the date; one statement for all texts.
  const texte = [...TEXTE].sort((a, b) => b.tageZurueck - a.tageZurueck);
  const rows = texte.map((text, index) => {
    const rubrik = RUBRIKEN.find((r) => r.url === text.rubrik);
    if (!rubrik) throw new Error(`unknown category ${text.rubrik}`);
    return {
      rubrik_id: rubrikIds.get(text.rubrik),
      titel: text.titel,
      einleitung: text.einleitung,
      text: absaetzeToHtml(text.absaetze.length > 0 ? text.absaetze : [text.einleitung]),
      autor: rubrik.autor,
      datum_von: berlinDayAt(now, -text.tageZurueck, 8 + (index % 3), (index * 7) % 60).toISOString(),
    };
  });
  await tx.query(
    `INSERT INTO intranet_texte (rubrik_id, titel, einleitung, text, autor, datum_von)
     SELECT rubrik_id, titel, einleitung, text, autor, datum_von FROM jsonb_to_recordset($1::jsonb)
       AS x(rubrik_id int, titel text, einleitung text, text text, autor text, datum_von timestamptz) ORDER BY datum_von`,
    [JSON.stringify(rows)],
  );
  let dokumente = 0;
  for (const thema of ARCHIV_THEMEN) {
    const { rows } = await tx.query<{ id: number }>('INSERT INTO intranet_archiv_themen (thema, beschreibung) VALUES ($1, $2) RETURNING id', [
      thema.thema,
      thema.beschreibung,
    ]);
    for (const archiv of thema.archive) {
      const inserted = await tx.query<{ id: number }>('INSERT INTO intranet_archive (thema_id, titel) VALUES ($1, $2) RETURNING id', [
        rows[0]?.id,
        archiv.titel,
      ]);
      for (const d of archiv.dokumente) {
        await tx.query(
          'INSERT INTO intranet_dokumente (archiv_id, downloadtext, dateiname, stand, gueltig_von, gueltig_bis, absaetze) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)',
          [inserted.rows[0]?.id, d.downloadtext, d.dateiname, d.stand, d.gueltig_von, d.gueltig_bis, JSON.stringify(d.absaetze)],
        );
        dokumente += 1;
      }
    }
  }
  return { benutzer: BENUTZER.length, rubriken: RUBRIKEN.length, texte: TEXTE.length, themen: ARCHIV_THEMEN.length, dokumente };
}
