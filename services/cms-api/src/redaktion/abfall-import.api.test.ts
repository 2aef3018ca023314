/**
 * The waste calendar's import on the real server (PGlite, and PostgreSQL when DATABASE_URL is set):
 * a CSV with a bad line is refused naming the line and stores nothing; a valid one waits with what it
 * changes per district; the importer cannot approve it (four eyes); approving replaces the year's
 * dates of the districts in the file only, the public calendar and feed show them; an import is
 * decided once.
 */
import type { AbfallImport, RedaktionProtokollEintrag } from '@musterstadt/cms-contract';
import { BACKENDS } from '../testing/backends';
import { KONTEN, type Redaktionsumgebung, starteRedaktion } from '../testing/redaktion';

const SEEDED_AT = new Date('2026-11-20T09:00:00Z');

jest.setTimeout(120_000);

const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

describe.each(BACKENDS)('waste calendar import on $name', (backend) => {
  let env: Redaktionsumgebung;
  let stadt = '';
  let freigabe = '';
  let feuerwehr = '';

  beforeAll(async () => {
    env = await starteRedaktion(backend, SEEDED_AT);
    stadt = await env.anmelden(KONTEN.stadt);
    freigabe = await env.anmelden(KONTEN.freigabe);
    feuerwehr = await env.anmelden(KONTEN.feuerwehr);
  }, 300_000);

  afterAll(async () => {
    await env?.close();
  });

  type Antwort = AbfallImport & { error?: string; errors?: Record<string, string>; zeilen?: { zeile: number; meldung: string }[] };
  const importiere = (csv: string, token = stadt, jahr = 2027) =>
    env.call<Antwort>('POST', '/api/cms/redaktion/abfall/importe', { token, body: { jahr, dateiname: 'abfuhr-2027.csv', daten: base64(csv) } });

  const termine = async (slug: string, jahr: number): Promise<string[]> =>
    (
      await env.db.query<{ t: string }>(
        `SELECT to_char(t.datum, 'YYYY-MM-DD') || ' ' || t.art AS t FROM abfall_termine t JOIN abfall_bezirke b ON b.id = t.bezirk_id
          WHERE b.slug = $1 AND extract(year FROM t.datum) = $2 ORDER BY 1`,
        [slug, jahr],
      )
    ).rows.map((row) => row.t);

  const anzahlImporte = async () => Number((await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM abfall_importe')).rows[0]?.n);

  it('refuses bad lines by their number, with German messages, and stores nothing', async () => {
    const csv = [
      'Datum;Bezirk;Abfallart',
      '08.01.2027;Bezirk 1 – Kernstadt Nord;Restmüll',
      '31.02.2027;Bezirk 1 – Kernstadt Nord;Restmüll',
      '15.01.2027;Bezirk 9 – Mond;Restmüll',
      '22.01.2027;kernstadt-nord;Sperrmüll',
      '05.01.2028;kernstadt-nord;restmuell',
      '08.01.2027;kernstadt-nord;restmuell',
    ].join('\r\n');
    const answer = await importiere(csv);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('Die Datei enthält fehlerhafte Zeilen. Es wurde nichts übernommen.');
    expect(answer.body.zeilen).toEqual([
      { zeile: 3, meldung: 'Zeile 3: „31.02.2027“ ist kein gültiges Datum (TT.MM.JJJJ).' },
      { zeile: 4, meldung: 'Zeile 4: Den Abfuhrbezirk „Bezirk 9 – Mond“ gibt es nicht.' },
      { zeile: 5, meldung: 'Zeile 5: Die Abfallart „Sperrmüll“ gibt es nicht.' },
      { zeile: 6, meldung: 'Zeile 6: Der 05.01.2028 liegt nicht im Jahr 2027.' },
      { zeile: 7, meldung: 'Zeile 7: Der Termin steht schon in Zeile 2.' },
    ]);
    expect(answer.body.errors?.daten).toContain('Zeile 3:');
    expect(await anzahlImporte()).toBe(0);

    const ohneKopf = await importiere('08.01.2027;kernstadt-nord;restmuell');
    expect(ohneKopf.status).toBe(422);
    expect(ohneKopf.body.zeilen).toEqual([{ zeile: 1, meldung: 'Zeile 1: Die erste Zeile muss die Spaltennamen „Datum;Bezirk;Abfallart“ enthalten.' }]);
    expect(await anzahlImporte()).toBe(0);
  });

  it('lets only editors of the town section import', async () => {
    const answer = await importiere('Datum;Bezirk;Abfallart\n08.01.2027;kernstadt-nord;restmuell', feuerwehr);
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatch(/gehört nicht zu Ihren Bereichen/);
    expect(await anzahlImporte()).toBe(0);
  });

  it('previews, needs a second person, replaces only the named districts and year, and is decided once', async () => {
    const vorherNord = await termine('kernstadt-nord', 2027);
    const vorherSued2027 = await termine('kernstadt-sued', 2027);
    const vorherNord2026 = await termine('kernstadt-nord', 2026);
    expect(vorherNord.length).toBeGreaterThan(0);
    const behalten = vorherNord[0] ?? '';
    const [behaltenDatum, behaltenArt] = behalten.split(' ') as [string, string];
    const deutsch = `${behaltenDatum.slice(8, 10)}.${behaltenDatum.slice(5, 7)}.${behaltenDatum.slice(0, 4)}`;
    // Excel's CSV: BOM, ';', German dates; the district and the kind by name or key.
    const csv = `\uFEFFDatum;Bezirk;Abfallart\r\n${deutsch};Bezirk 1 – Kernstadt Nord;${behaltenArt}\r\n2027-12-30;kernstadt-nord;Gelber Sack\r\n`;

    const neu = await importiere(csv);
    expect(neu.status).toBe(201);
    expect(neu.body).toMatchObject({ jahr: 2027, status: 'ausstehend', zeilen: 2, aktionen: ['verwerfen'] });
    expect(neu.body.bezirke).toHaveLength(1);
    const vorschau = neu.body.bezirke[0];
    expect(vorschau).toMatchObject({ slug: 'kernstadt-nord', unveraendert: 1 });
    expect(vorschau?.hinzu).toEqual([{ datum: '2027-12-30', art: 'gelber-sack', art_name: 'Gelber Sack' }]);
    expect(vorschau?.entfernt).toHaveLength(vorherNord.length - 1);
    // Nothing changed yet.
    expect(await termine('kernstadt-nord', 2027)).toEqual(vorherNord);

    const selbst = await env.call<{ error: string }>('POST', `/api/cms/redaktion/abfall/importe/${neu.body.id}/freigeben`, { token: stadt, body: {} });
    expect(selbst.status).toBe(403);
    // Julia holds no approve right at all; the message names the missing role.
    expect(selbst.body.error).toBe('Dafür fehlt Ihnen die Rolle „Freigabe“.');

    const liste = await env.call<{ data: AbfallImport[] }>('GET', '/api/cms/redaktion/abfall/importe', { token: freigabe });
    expect(liste.body.data.map((eintrag) => [eintrag.id, eintrag.aktionen])).toEqual([[neu.body.id, ['freigeben', 'verwerfen']]]);

    const frei = await env.call<AbfallImport>('POST', `/api/cms/redaktion/abfall/importe/${neu.body.id}/freigeben`, { token: freigabe, body: {} });
    expect(frei.status).toBe(200);
    expect(frei.body).toMatchObject({ status: 'freigegeben', entschieden_von: { name: KONTEN.freigabe.name }, aktionen: [] });
    expect(await termine('kernstadt-nord', 2027)).toEqual([behalten, '2027-12-30 gelber-sack']);
    expect(await termine('kernstadt-sued', 2027)).toEqual(vorherSued2027);
    expect(await termine('kernstadt-nord', 2026)).toEqual(vorherNord2026);

    const nochmal = await env.call<{ error: string }>('POST', `/api/cms/redaktion/abfall/importe/${neu.body.id}/freigeben`, { token: freigabe, body: {} });
    expect(nochmal.status).toBe(409);
    expect(nochmal.body.error).toBe('Über diesen Import wurde bereits entschieden (freigegeben).');

    const feed = await env.call('GET', '/api/cms/ical/abfall/kernstadt-nord.ics');
    expect(feed.bytes.toString('utf8')).toContain('DTSTART;VALUE=DATE:20271230');

    const protokoll = await env.db.query<Pick<RedaktionProtokollEintrag, 'was' | 'wer'>>(
      "SELECT was, wer FROM redaktion_protokoll WHERE was LIKE 'abfall.%' ORDER BY id",
    );
    expect(protokoll.rows.map((row) => row.was)).toEqual(['abfall.importiert', 'abfall.freigegeben']);
  });

  it('refuses the approver approving their own import, and discards on request', async () => {
    const csv = 'Datum,Bezirk,Abfallart\n2027-03-01,hallwangen,restmuell\n';
    const eigen = await importiere(csv, freigabe);
    expect(eigen.status).toBe(201);
    const selbst = await env.call<{ error: string }>('POST', `/api/cms/redaktion/abfall/importe/${eigen.body.id}/freigeben`, { token: freigabe, body: {} });
    expect(selbst.status).toBe(403);
    expect(selbst.body.error).toBe(
      'Sie haben diesen Import selbst hochgeladen. Nach dem Vier-Augen-Prinzip muss eine andere Person mit der Rolle „Freigabe“ ihn freigeben.',
    );
    const vorher = await termine('hallwangen', 2027);
    const weg = await env.call<AbfallImport>('POST', `/api/cms/redaktion/abfall/importe/${eigen.body.id}/verwerfen`, { token: freigabe, body: {} });
    expect(weg.status).toBe(200);
    expect(weg.body.status).toBe('verworfen');
    expect(await termine('hallwangen', 2027)).toEqual(vorher);
    const danach = await env.call('POST', `/api/cms/redaktion/abfall/importe/${eigen.body.id}/freigeben`, { token: freigabe, body: {} });
    expect(danach.status).toBe(409);
  });
});
