/**
 * The waste calendar of a year, imported from the collection company's CSV and approved like any
 * content (section `stadt`, four eyes):
 *
 *   GET  /api/cms/redaktion/abfall/importe                  pending imports and the latest decided ones, with what they change
 *   POST /api/cms/redaktion/abfall/importe                  {jahr, dateiname, daten (base64)} → 201; 422 {error, errors, zeilen} naming the lines
 *   GET  /api/cms/redaktion/abfall/importe/{id}
 *   POST /api/cms/redaktion/abfall/importe/{id}/freigeben   {} → replaces the year's dates of the file's districts
 *   POST /api/cms/redaktion/abfall/importe/{id}/verwerfen   {} → discards it
 */
import {
  type AbfallImport,
  type AbfallImportBezirk,
  type AbfallImportTermin,
  ABFALL_IMPORT_MAX_BYTES,
  AbfallEntscheidungBody,
  AbfallImportBody,
  NoQuery,
  RedaktionIdParams,
} from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { type Art, type Bezirk, type ImportTermin, isoDate, leseAbfallCsv, loadArten, loadBezirke } from '../abfall';
import type { Queryable } from '../core/db';
import { HttpError } from '../core/errors';
import { AntwortFehler, konflikt, nichtGefunden } from './fehler';
import { akteur } from './konten';
import { type RedaktionOptionen, editorVon, einpersonenBereiche, pfadId } from './kontext';
import { protokolliere } from './protokoll';
import { type Editor, darfIn, forbidden, verlangeRechtIn } from './rechte';

/** The waste calendar belongs to the town's section. */
const BEREICH = 'stadt';
const BODY_LIMIT = Math.ceil(ABFALL_IMPORT_MAX_BYTES / 3) * 4 + 16 * 1024;

export const ABFALL_IMPORT_MESSAGES = {
  notFound: 'Diesen Import des Abfallkalenders gibt es nicht.',
  fehlerhaft: 'Die Datei enthält fehlerhafte Zeilen. Es wurde nichts übernommen.',
  fourEyes: 'Sie haben diesen Import selbst hochgeladen. Nach dem Vier-Augen-Prinzip muss eine andere Person mit der Rolle „Freigabe“ ihn freigeben.',
  entschieden: (status: string) => `Über diesen Import wurde bereits entschieden (${status}).`,
  tooLarge: 'Die Datei ist zu groß (höchstens 1 MB).',
} as const;

interface ImportRow {
  id: number;
  jahr: number;
  dateiname: string;
  termine: ImportTermin[];
  bezirk_ids: number[];
  status: AbfallImport['status'];
  importiert_von: number | null;
  importiert_name: string;
  importiert_am: Date | string;
  entschieden_von: number | null;
  entschieden_name: string | null;
  entschieden_am: Date | string | null;
}

const SPALTEN =
  'id, jahr, dateiname, termine, bezirk_ids, status, importiert_von, importiert_name, importiert_am, entschieden_von, entschieden_name, entschieden_am';

async function ladeImport(db: Queryable, id: number, sperren = false): Promise<ImportRow> {
  const { rows } = await db.query<ImportRow>(`SELECT ${SPALTEN} FROM abfall_importe WHERE id = $1${sperren ? ' FOR UPDATE' : ''}`, [id]);
  const row = rows[0];
  if (!row) throw nichtGefunden(ABFALL_IMPORT_MESSAGES.notFound);
  return row;
}

/** The dates stored now for the import's year and districts. */
async function gespeicherte(db: Queryable, row: Pick<ImportRow, 'jahr' | 'bezirk_ids'>): Promise<ImportTermin[]> {
  const { rows } = await db.query<{ datum: Date | string; bezirk_id: number; art: string }>(
    `SELECT datum, bezirk_id, art FROM abfall_termine
      WHERE bezirk_id = ANY ($1::int[]) AND datum >= make_date($2, 1, 1) AND datum < make_date($2 + 1, 1, 1)`,
    [row.bezirk_ids, row.jahr],
  );
  return rows.map((t) => ({ datum: isoDate(t.datum), bezirk_id: t.bezirk_id, art: t.art }));
}

const schluesselVon = (t: ImportTermin): string => `${t.datum}|${t.bezirk_id}|${t.art}`;

/** Per district of the file: dates added, dates removed, how many stay. */
function vergleiche(
  neu: readonly ImportTermin[],
  alt: readonly ImportTermin[],
  bezirkIds: readonly number[],
  bezirke: readonly Bezirk[],
  arten: readonly Art[],
): AbfallImportBezirk[] {
  const altSet = new Set(alt.map(schluesselVon));
  const neuSet = new Set(neu.map(schluesselVon));
  const artName = (art: string) => arten.find((a) => a.schluessel === art)?.name ?? art;
  const termin = (t: ImportTermin): AbfallImportTermin => ({ datum: t.datum, art: t.art, art_name: artName(t.art) });
  const ordne = (a: AbfallImportTermin, b: AbfallImportTermin) => a.datum.localeCompare(b.datum) || a.art_name.localeCompare(b.art_name, 'de');
  return bezirke
    .filter((bezirk) => bezirkIds.includes(bezirk.id))
    .map((bezirk) => {
      const mein = (t: ImportTermin) => t.bezirk_id === bezirk.id;
      return {
        slug: bezirk.slug,
        name: bezirk.name,
        hinzu: neu
          .filter((t) => mein(t) && !altSet.has(schluesselVon(t)))
          .map(termin)
          .sort(ordne),
        entfernt: alt
          .filter((t) => mein(t) && !neuSet.has(schluesselVon(t)))
          .map(termin)
          .sort(ordne),
        unveraendert: neu.filter((t) => mein(t) && altSet.has(schluesselVon(t))).length,
      };
    });
}

const zeit = (value: Date | string): string => new Date(value).toISOString();

async function darstellung(db: Queryable, row: ImportRow, editor: Editor, einpersonen: ReadonlySet<string>): Promise<AbfallImport> {
  const [bezirke, arten, alt] = await Promise.all([loadBezirke(db), loadArten(db), gespeicherte(db, row)]);
  const aktionen: AbfallImport['aktionen'] = [];
  if (row.status === 'ausstehend') {
    const freigabe = darfIn(editor, 'freigeben', BEREICH);
    if (freigabe && (row.importiert_von !== editor.id || einpersonen.has(BEREICH))) aktionen.push('freigeben');
    if (freigabe || row.importiert_von === editor.id) aktionen.push('verwerfen');
  }
  return {
    id: row.id,
    jahr: row.jahr,
    dateiname: row.dateiname,
    status: row.status,
    zeilen: row.termine.length,
    importiert_von: { id: row.importiert_von, name: row.importiert_name },
    importiert_am: zeit(row.importiert_am),
    entschieden_von: row.entschieden_am === null ? null : { id: row.entschieden_von, name: row.entschieden_name ?? '' },
    entschieden_am: row.entschieden_am === null ? null : zeit(row.entschieden_am),
    // Always compared with the dates stored now: after approval every date of the file counts as unchanged.
    bezirke: vergleiche(row.termine, alt, row.bezirk_ids, bezirke, arten),
    aktionen,
  };
}

export async function abfallImportRoutes(instance: FastifyInstance, optionen: RedaktionOptionen): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, bereiche } = optionen;

  app.get('/api/cms/redaktion/abfall/importe', { schema: { querystring: NoQuery } }, async (request) => {
    const editor = await editorVon(optionen, request);
    verlangeRechtIn(editor, 'lesen', BEREICH, bereiche);
    const { rows } = await db.query<ImportRow>(
      `(SELECT ${SPALTEN} FROM abfall_importe WHERE status = 'ausstehend')
       UNION ALL (SELECT ${SPALTEN} FROM abfall_importe WHERE status <> 'ausstehend' ORDER BY entschieden_am DESC LIMIT 5)
       ORDER BY importiert_am DESC, id DESC`,
    );
    const einpersonen = await einpersonenBereiche(db);
    return { data: await Promise.all(rows.map((row) => darstellung(db, row, editor, einpersonen))) };
  });

  app.post('/api/cms/redaktion/abfall/importe', { bodyLimit: BODY_LIMIT, schema: { body: AbfallImportBody, querystring: NoQuery } }, async (request, reply) => {
    const editor = await editorVon(optionen, request);
    verlangeRechtIn(editor, 'schreiben', BEREICH, bereiche);
    const { jahr, dateiname, daten } = request.body;
    const datei = Buffer.from(daten, 'base64');
    if (datei.length > ABFALL_IMPORT_MAX_BYTES) throw new HttpError(413, ABFALL_IMPORT_MESSAGES.tooLarge);
    const [bezirke, arten] = await Promise.all([loadBezirke(db), loadArten(db)]);
    const gelesen = leseAbfallCsv(datei, jahr, bezirke, arten);
    if (!gelesen.ok) {
      const meldungen = gelesen.fehler.map((f) => f.meldung);
      throw new AntwortFehler(422, { error: ABFALL_IMPORT_MESSAGES.fehlerhaft, errors: { daten: meldungen.join(' ') }, zeilen: gelesen.fehler });
    }
    const bezirkIds = [...new Set(gelesen.termine.map((t) => t.bezirk_id))].sort((a, b) => a - b);
    const now = optionen.now();
    const id = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO abfall_importe (jahr, dateiname, termine, bezirk_ids, importiert_von, importiert_name, importiert_am)
         VALUES ($1, $2, $3::jsonb, $4::int[], $5, $6, $7) RETURNING id`,
        [jahr, dateiname, JSON.stringify(gelesen.termine), bezirkIds, editor.id, editor.name, now.toISOString()],
      );
      const neu = Number(rows[0]?.id);
      await protokolliere(tx, {
        zeit: now,
        wer: akteur(editor),
        was: 'abfall.importiert',
        details: {
          import_id: neu,
          jahr,
          dateiname,
          termine: gelesen.termine.length,
          bezirke: bezirke.filter((b) => bezirkIds.includes(b.id)).map((b) => b.slug),
        },
      });
      return neu;
    });
    return reply.code(201).send(await darstellung(db, await ladeImport(db, id), editor, await einpersonenBereiche(db)));
  });

  app.get('/api/cms/redaktion/abfall/importe/:id', { schema: { params: RedaktionIdParams, querystring: NoQuery } }, async (request) => {
    const editor = await editorVon(optionen, request);
    verlangeRechtIn(editor, 'lesen', BEREICH, bereiche);
    return darstellung(db, await ladeImport(db, pfadId(request.params.id)), editor, await einpersonenBereiche(db));
  });

  app.post(
    '/api/cms/redaktion/abfall/importe/:id/freigeben',
    { schema: { params: RedaktionIdParams, body: AbfallEntscheidungBody, querystring: NoQuery } },
    async (request) => {
      const editor = await editorVon(optionen, request);
      verlangeRechtIn(editor, 'freigeben', BEREICH, bereiche);
      const id = pfadId(request.params.id);
      const now = optionen.now();
      await db.transaction(async (tx) => {
        const row = await ladeImport(tx, id, true);
        if (row.status !== 'ausstehend') throw konflikt(ABFALL_IMPORT_MESSAGES.entschieden(row.status));
        const einpersonen = row.importiert_von === editor.id;
        if (einpersonen && !(await einpersonenBereiche(tx)).has(BEREICH)) throw forbidden(ABFALL_IMPORT_MESSAGES.fourEyes);
        const alt = await gespeicherte(tx, row);
        const neuSet = new Set(row.termine.map(schluesselVon));
        const entfernt = alt.filter((t) => !neuSet.has(schluesselVon(t)));
        // Dates that stay keep their note ('verschoben wegen Ostermontag'); only the others change.
        await tx.query(
          `DELETE FROM abfall_termine AS t USING jsonb_to_recordset($1::jsonb) AS x (datum date, bezirk_id int, art text)
            WHERE t.datum = x.datum AND t.bezirk_id = x.bezirk_id AND t.art = x.art`,
          [JSON.stringify(entfernt)],
        );
        await tx.query(
          `INSERT INTO abfall_termine (bezirk_id, art, datum)
           SELECT bezirk_id, art, datum FROM jsonb_to_recordset($1::jsonb) AS x (datum date, bezirk_id int, art text)
           ON CONFLICT (bezirk_id, art, datum) DO NOTHING`,
          [JSON.stringify(row.termine)],
        );
        await tx.query(`UPDATE abfall_importe SET status = 'freigegeben', entschieden_von = $2, entschieden_name = $3, entschieden_am = $4 WHERE id = $1`, [
          id,
          editor.id,
          editor.name,
          now.toISOString(),
        ]);
        await protokolliere(tx, {
          zeit: now,
          wer: akteur(editor),
          was: 'abfall.freigegeben',
          details: { import_id: id, jahr: row.jahr, termine: row.termine.length, entfernt: entfernt.length, einpersonen },
        });
      });
      return darstellung(db, await ladeImport(db, id), editor, await einpersonenBereiche(db));
    },
  );

  app.post(
    '/api/cms/redaktion/abfall/importe/:id/verwerfen',
    { schema: { params: RedaktionIdParams, body: AbfallEntscheidungBody, querystring: NoQuery } },
    async (request) => {
      const editor = await editorVon(optionen, request);
      verlangeRechtIn(editor, 'lesen', BEREICH, bereiche);
      const id = pfadId(request.params.id);
      const now = optionen.now();
      await db.transaction(async (tx) => {
        const row = await ladeImport(tx, id, true);
        // The approver discards, and the one who uploaded it may take it back.
        if (row.importiert_von !== editor.id) verlangeRechtIn(editor, 'freigeben', BEREICH, bereiche);
        if (row.status !== 'ausstehend') throw konflikt(ABFALL_IMPORT_MESSAGES.entschieden(row.status));
        await tx.query(`UPDATE abfall_importe SET status = 'verworfen', entschieden_von = $2, entschieden_name = $3, entschieden_am = $4 WHERE id = $1`, [
          id,
          editor.id,
          editor.name,
          now.toISOString(),
        ]);
        await protokolliere(tx, { zeit: now, wer: akteur(editor), was: 'abfall.verworfen', details: { import_id: id, jahr: row.jahr } });
      });
      return darstellung(db, await ladeImport(db, id), editor, await einpersonenBereiche(db));
    },
  );
}
