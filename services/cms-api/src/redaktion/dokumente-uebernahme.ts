/**
 * The documents the site already offers for download (the schools' download pages, the town's forms,
 * statutes, notices, tenders and plans: the table `dokumente`, served as tagged PDFs at
 * /api/cms/dokumente/<name>) come into the media library the first time the library is listed, as the
 * content takeover does for articles: each as a PDF in its section, public already, with the result of
 * the accessibility check. From then on the library holds the file the public address serves, so an
 * editor replaces a document there (medien.ts `ersetzeDokument`).
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../core/db';
import { renderPdf } from '../core/pdf';
import type { Bereiche } from './bereiche';
import { NICHTOEFFENTLICH_IM_RAT } from './medien';
import { pruefePdfs } from './pdf-pruefung';

/**
 * The section a document belongs to, by the seed's naming of the schools' documents (`gs-<school>-`,
 * `wrs-` the Werkrealschule, `gydo-` the Gymnasium); every other document is the town's.
 */
export function bereichDesDokuments(name: string, bereiche: Bereiche): string {
  if (name.startsWith('wrs-') && bereiche.get('werkrealschule')) return 'werkrealschule';
  if (name.startsWith('gydo-') && bereiche.get('gymnasium')) return 'gymnasium';
  const schule = /^gs-([a-z0-9]+)-/.exec(name)?.[1];
  if (schule && bereiche.get(`grundschule-${schule}`)) return `grundschule-${schule}`;
  return 'stadt';
}

interface DokumentRow {
  name: string;
  titel: string;
  herausgeber: string;
  absaetze: string[] | null;
}

/** Takes the documents not in the library yet into it; answers how many it took. */
export async function uebernehmeDokumente(db: Queryable, bereiche: Bereiche, now: Date): Promise<number> {
  const { rows } = await db.query<DokumentRow>(
    `SELECT d.name, d.titel, d.herausgeber, d.absaetze FROM dokumente d
     WHERE NOT EXISTS (SELECT 1 FROM redaktion_medien m WHERE m.dokument = d.name) ORDER BY d.name`,
  );
  if (rows.length === 0) return 0;
  const dateien: Buffer[] = [];
  for (const row of rows) dateien.push(await renderPdf({ titel: row.titel, herausgeber: row.herausgeber, absaetze: row.absaetze ?? [] }));
  const befunde = await pruefePdfs(dateien);
  let neu = 0;
  for (const [index, row] of rows.entries()) {
    const daten = dateien[index] as Buffer;
    const result = await db.query(
      `INSERT INTO redaktion_medien (name, art, typ, bereich, titel, dateiname, bytes, daten, erstellt_am, oeffentlich_seit, pdf_pruefung, dokument)
       VALUES ($1, 'dokument', 'application/pdf', $2, $3, $4, $5, $6, $7, $7, $8::jsonb, $4)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        `${row.name.replace(/\.pdf$/, '')}-${randomBytes(4).toString('hex')}.pdf`,
        bereichDesDokuments(row.name, bereiche),
        row.titel,
        row.name,
        daten.length,
        daten,
        now.toISOString(),
        JSON.stringify(befunde[index]),
      ],
    );
    neu += result.rows.length;
  }
  return neu;
}

/** The library's file of a document of the site (the one taken over, or the editor's replacement). */
export async function dateiDesDokuments(db: Queryable, name: string): Promise<Buffer | undefined> {
  const { rows } = await db.query<{ daten: Uint8Array }>(`SELECT m.daten FROM redaktion_medien m WHERE m.dokument = $1 AND NOT ${NICHTOEFFENTLICH_IM_RAT}`, [
    name,
  ]);
  const row = rows[0];
  return row ? Buffer.from(row.daten) : undefined;
}
