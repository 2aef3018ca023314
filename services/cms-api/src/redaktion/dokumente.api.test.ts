/**
 * The site's documents in the media library, on the real server (PGlite, and PostgreSQL when
 * DATABASE_URL is set): the schools' download documents and the town's forms and statutes come in on
 * the first listing, each in its section with its accessibility result; an editor replaces one there,
 * its public address serves the new file, and a document the site offers cannot be deleted.
 */
import type { RedaktionInhalt, RedaktionMediumDetail, RedaktionMediumEintrag, RedaktionProtokollEintrag } from '@musterstadt/cms-contract';
import { BACKENDS } from '../testing/backends';
import { getaggtesPdf, ungetaggtesPdf } from '../testing/pdf-fixtures';
import { KONTEN, PRODUCT, type Redaktionsumgebung, starteRedaktion } from '../testing/redaktion';

const SEEDED_AT = new Date('2026-11-20T09:00:00Z');

jest.setTimeout(120_000);

describe.each(BACKENDS)('the site’s documents in the media library on $name', (backend) => {
  let env: Redaktionsumgebung;
  let stadt = '';
  let schule = '';
  let admin = '';

  beforeAll(async () => {
    env = await starteRedaktion(backend, SEEDED_AT);
    stadt = await env.anmelden(KONTEN.stadt);
    schule = await env.anmelden(KONTEN.schule);
    admin = await env.anmelden(KONTEN.admin);
  }, 300_000);

  afterAll(async () => {
    await env?.close();
  });

  const dokumente = async (token: string) =>
    (await env.call<{ data: RedaktionMediumEintrag[]; anzahl: number }>('GET', '/api/cms/redaktion/medien?art=dokument&pro_seite=100', { token })).body;

  it('takes every document of the site in once, each in its section, public and checked', async () => {
    const { rows } = await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dokumente');
    const gesamt = rows[0]?.n ?? 0;
    expect(gesamt).toBeGreaterThan(20);

    const grundschule = await dokumente(schule);
    const entschuldigung = grundschule.data.find((medium) => medium.dokument === `/api/cms/dokumente/gs-${PRODUCT}-entschuldigung.pdf`);
    expect(entschuldigung).toMatchObject({
      art: 'dokument',
      typ: 'application/pdf',
      bereich: `grundschule-${PRODUCT}`,
      titel: 'Entschuldigung bei Krankheit',
      dateiname: `gs-${PRODUCT}-entschuldigung.pdf`,
      oeffentlich: true,
      pdf: { lesbar: true, getaggt: true, struktur: true, sprache: 'de-DE', hinweis: null },
    });
    expect(grundschule.data.every((medium) => medium.bereich === `grundschule-${PRODUCT}`)).toBe(true);

    const town = await dokumente(stadt);
    expect(town.data.find((medium) => medium.dokument === '/api/cms/dokumente/streupflichtsatzung.pdf')).toMatchObject({ bereich: 'stadt', oeffentlich: true });
    expect(town.data.some((medium) => medium.dokument?.includes('/gs-'))).toBe(false);

    // Once: a second listing takes nothing again.
    const { rows: imBestand } = await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM redaktion_medien WHERE dokument IS NOT NULL');
    expect(imBestand[0]?.n).toBe(gesamt);
    await dokumente(stadt);
    const { rows: danach } = await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM redaktion_medien WHERE dokument IS NOT NULL');
    expect(danach[0]?.n).toBe(gesamt);
  });

  it('replaces a document under the same address, checks the new file, and keeps it from being deleted', async () => {
    const satzung = (await dokumente(stadt)).data.find((medium) => medium.dokument === '/api/cms/dokumente/streupflichtsatzung.pdf') as RedaktionMediumEintrag;
    const vorher = await env.call('GET', '/api/cms/dokumente/streupflichtsatzung.pdf');
    expect(vorher.status).toBe(200);

    const neu = await ungetaggtesPdf('Streupflichtsatzung 2027');
    const ersetzt = await env.call<RedaktionMediumDetail>('PUT', `/api/cms/redaktion/medien/${satzung.id}/datei`, {
      token: stadt,
      body: { dateiname: 'Streupflichtsatzung-2027.pdf', daten: neu.toString('base64') },
    });
    expect(ersetzt.status).toBe(200);
    expect(ersetzt.body).toMatchObject({ id: satzung.id, name: satzung.name, url: satzung.url, dateiname: 'Streupflichtsatzung-2027.pdf', bytes: neu.length });
    expect(ersetzt.body.pdf).toMatchObject({ getaggt: false, sprache: null, hinweis: expect.stringMatching(/^Diese PDF-Datei ist nicht barrierefrei/) });
    // The address the pages link serves the new file, and so does the library's.
    const oeffentlich = await env.call('GET', '/api/cms/dokumente/streupflichtsatzung.pdf');
    expect(oeffentlich.headers.get('content-type')).toBe('application/pdf');
    expect(oeffentlich.bytes.equals(neu)).toBe(true);
    expect((await env.call('GET', satzung.url)).bytes.equals(neu)).toBe(true);

    // Content that links the site's address is warned before approval.
    const artikel = (
      await env.call<RedaktionInhalt>('POST', '/api/cms/redaktion/inhalte', {
        token: stadt,
        body: {
          art: 'artikel',
          bereich: 'stadt',
          felder: {
            titel: 'Winterdienst: Ihre Pflichten',
            dokumente: [{ link: '/api/cms/dokumente/streupflichtsatzung.pdf', downloadtext: 'Streupflichtsatzung' }],
          },
        },
      })
    ).body;
    expect(artikel.hinweise).toEqual({ 'dokumente.0.link': `„Streupflichtsatzung“ (streupflichtsatzung.pdf): ${ersetzt.body.pdf?.hinweis}` });

    // A tagged replacement clears the warning.
    const wieder = await env.call<RedaktionMediumDetail>('PUT', `/api/cms/redaktion/medien/${satzung.id}/datei`, {
      token: stadt,
      body: { dateiname: 'streupflichtsatzung.pdf', daten: (await getaggtesPdf('Streupflichtsatzung')).toString('base64') },
    });
    expect(wieder.body.pdf?.hinweis).toBeNull();
    expect((await env.call<RedaktionInhalt>('GET', `/api/cms/redaktion/inhalte/${artikel.id}`, { token: stadt })).body.hinweise).toEqual({});

    // Only a PDF replaces a document; a picture is not replaced; the site's document is not deleted.
    const bild = await env.call<{ error: string }>('PUT', `/api/cms/redaktion/medien/${satzung.id}/datei`, {
      token: stadt,
      body: { dateiname: 'x.txt', daten: Buffer.from('Nur Text, kein PDF.').toString('base64') },
    });
    expect(bild.status).toBe(415);
    expect(bild.body.error).toBe('Ein Dokument lässt sich nur durch ein PDF-Dokument ersetzen.');
    const loeschen = await env.call<{ error: string }>('DELETE', `/api/cms/redaktion/medien/${satzung.id}`, { token: stadt });
    expect(loeschen.status).toBe(409);
    expect(loeschen.body.error).toMatch(/^Dieses Dokument bieten Seiten der Website zum Herunterladen an/);
    expect((await env.call('GET', '/api/cms/dokumente/streupflichtsatzung.pdf')).status).toBe(200);

    // Another section's editor may not replace it.
    expect(
      (await env.call('PUT', `/api/cms/redaktion/medien/${satzung.id}/datei`, { token: schule, body: { dateiname: 'a.pdf', daten: neu.toString('base64') } }))
        .status,
    ).toBe(403);
    const log = await env.call<{ data: RedaktionProtokollEintrag[] }>('GET', '/api/cms/redaktion/protokoll?was=medium', { token: admin });
    expect(log.body.data.filter((eintrag) => eintrag.was === 'medium.ersetzt' && eintrag.medium_id === satzung.id)).toHaveLength(2);
  });

  it('refuses to replace a picture', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const bild = (
      await env.call<RedaktionMediumDetail>('POST', '/api/cms/redaktion/medien', {
        token: stadt,
        body: { bereich: 'stadt', dateiname: 'punkt.png', daten: png.toString('base64'), dekorativ: true, copyright: 'Stadt' },
      })
    ).body;
    const ersetzen = await env.call<{ error: string }>('PUT', `/api/cms/redaktion/medien/${bild.id}/datei`, {
      token: stadt,
      body: { dateiname: 'a.pdf', daten: (await getaggtesPdf()).toString('base64') },
    });
    expect(ersetzen.status).toBe(409);
    expect(ersetzen.body.error).toBe('Ersetzen lässt sich ein Dokument (PDF). Ein neues Bild laden Sie bitte als eigene Datei hoch.');
  });
});
