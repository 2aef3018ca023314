/**
 * The media library on the real server (PGlite, and PostgreSQL when DATABASE_URL is set): pictures
 * are drawn anew without their metadata and get widths for srcset; the type is read from the
 * content; a picture needs its text (or is decoration) and its rights; a file is public only once a
 * published item uses it; a file in use cannot be deleted and the answer says where it is used.
 */
import type { RedaktionInhalt, RedaktionMedium, RedaktionMediumDetail, RedaktionMediumEintrag, RedaktionProtokollEintrag } from '@musterstadt/cms-contract';
import { medienSrcSet } from '@musterstadt/cms-contract';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { BACKENDS } from '../testing/backends';
import { getaggtesPdf, ungetaggtesPdf } from '../testing/pdf-fixtures';
import { KONTEN, type Redaktionsumgebung, starteRedaktion } from '../testing/redaktion';

const SEEDED_AT = new Date('2026-11-20T09:00:00Z');

jest.setTimeout(120_000);

/** A photo as a phone takes it: 1600 px wide, with EXIF (camera, place) in it. */
async function foto(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#4a7a3c' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Telefonhersteller', Model: 'Modell 7', Copyright: 'Privat' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 3/1 0/1' } })
    .toBuffer();
}

function pdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const teile: Buffer[] = [];
    doc.on('data', (teil: Buffer) => teile.push(teil));
    doc.on('end', () => resolve(Buffer.concat(teile)));
    doc.text('Satzung über die Benutzung des Kurparks');
    doc.end();
  });
}

describe.each(BACKENDS)('media library on $name', (backend) => {
  let env: Redaktionsumgebung;
  let stadt = '';
  let freigabe = '';
  let admin = '';

  beforeAll(async () => {
    env = await starteRedaktion(backend, SEEDED_AT);
    stadt = await env.anmelden(KONTEN.stadt);
    freigabe = await env.anmelden(KONTEN.freigabe);
    admin = await env.anmelden(KONTEN.admin);
  }, 300_000);

  afterAll(async () => {
    await env?.close();
  });

  const hochladen = (body: Record<string, unknown>) =>
    env.call<RedaktionMediumDetail & { error?: string; errors?: Record<string, string> }>('POST', '/api/cms/redaktion/medien', {
      token: stadt,
      body: { bereich: 'stadt', ...body },
    });

  it('draws a picture anew without its metadata, with widths for srcset, and wants its text and rights', async () => {
    const original = await foto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes(Buffer.from('Telefonhersteller'))).toBe(true);
    const daten = original.toString('base64');
    const ohneAlt = await hochladen({ dateiname: 'IMG_2041.JPG', daten, copyright: 'Stadt Musterstadt' });
    expect(ohneAlt.status).toBe(422);
    expect(ohneAlt.body.errors).toEqual({ alt: 'Bitte beschreiben Sie, was auf dem Bild zu sehen ist (Alternativtext), oder markieren Sie es als dekorativ.' });
    const ohneRechte = await hochladen({ dateiname: 'IMG_2041.JPG', daten, alt: 'Der Kurpark', dekorativ: false });
    expect(ohneRechte.body.errors).toEqual({ copyright: 'Bitte geben Sie an, wer die Rechte am Bild hat (Urheberrecht).' });

    const bild = await hochladen({
      dateiname: 'IMG_2041.JPG',
      titel: 'Kurpark im Herbst',
      daten,
      alt: 'Bunte Bäume im Kurpark',
      copyright: 'Stadt Musterstadt',
    });
    expect(bild.status).toBe(201);
    expect(bild.body).toMatchObject({
      art: 'bild',
      typ: 'image/jpeg',
      breite: 1600,
      hoehe: 1000,
      oeffentlich: false,
      verwendung: [],
      erstellt_von: { name: 'Julia Hartmann' },
    });
    expect(bild.body.name).toMatch(/^kurpark-im-herbst-[0-9a-f]{8}\.jpg$/);
    expect(bild.body.varianten.map((variante) => variante.breite)).toEqual([320, 640, 960, 1280]);
    expect(bild.body.srcset).toBe([...bild.body.varianten.map((variante) => `${variante.url} ${variante.breite}w`), `${bild.body.url} 1600w`].join(', '));

    const datei = await env.call('GET', `/api/cms/redaktion/medien/${bild.body.id}/datei`, { token: stadt });
    expect(datei.status).toBe(200);
    expect(datei.headers.get('cache-control')).toBe('private, no-store');
    const meta = await sharp(datei.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(datei.bytes.includes(Buffer.from('Telefonhersteller'))).toBe(false);
    const schmal = await env.call('GET', `/api/cms/redaktion/medien/${bild.body.id}/datei?breite=640`, { token: stadt });
    expect(await sharp(schmal.bytes).metadata()).toMatchObject({ format: 'webp', width: 640 });

    // Decoration needs no text, but still its rights.
    const deko = await hochladen({
      dateiname: 'ornament.png',
      daten: (
        await sharp({ create: { width: 200, height: 40, channels: 4, background: '#ffffff00' } })
          .png()
          .toBuffer()
      ).toString('base64'),
      dekorativ: true,
      copyright: 'Stadt Musterstadt',
    });
    expect(deko.body).toMatchObject({ art: 'bild', typ: 'image/png', dekorativ: true, alt: null, varianten: [] });
  });

  it('reads the type from the content, not the name', async () => {
    const dokument = await hochladen({ dateiname: 'satzung.jpg', titel: 'Kurparksatzung', daten: (await pdf()).toString('base64') });
    expect(dokument.status).toBe(201);
    expect(dokument.body).toMatchObject({ art: 'dokument', typ: 'application/pdf', srcset: null });
    expect(dokument.body.name).toMatch(/^kurparksatzung-[0-9a-f]{8}\.pdf$/);
    const text = await hochladen({ dateiname: 'satzung.pdf', daten: Buffer.from('Das ist nur Text und kein PDF.').toString('base64') });
    expect(text.status).toBe(415);
    expect(text.body.error).toMatch(/^Diese Datei nimmt die Mediathek nicht an/);
    const kaputt = await hochladen({
      dateiname: 'foto.jpg',
      daten: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]).toString('base64'),
      alt: 'x',
      copyright: 'y',
    });
    expect([415, 422]).toContain(kaputt.status);
    expect(kaputt.body.error).toMatch(/lässt sich nicht lesen|nimmt die Mediathek nicht an/);
  });

  it('serves a file to the public only once a published item uses it, refuses to delete it while used, and says where', async () => {
    const bild = (
      await hochladen({
        dateiname: 'rathausplatz.jpg',
        titel: 'Rathausplatz',
        daten: (await foto()).toString('base64'),
        alt: 'Der Rathausplatz',
        copyright: 'Stadt Musterstadt',
      })
    ).body;
    const breite = bild.varianten[0] as { url: string };
    expect((await env.call('GET', bild.url)).status).toBe(404);
    expect((await env.call('GET', breite.url)).status).toBe(404);
    // A width the picture does not reach is the picture itself, and as private before publication.
    const breiter = bild.url.replace(/\.jpg$/, '-1920w.webp');
    expect((await env.call('GET', breiter)).status).toBe(404);

    const artikel = (
      await env.call<RedaktionInhalt>('POST', '/api/cms/redaktion/inhalte', {
        token: stadt,
        body: {
          art: 'artikel',
          bereich: 'stadt',
          felder: { titel: 'Rathausplatz wird neu gepflastert', bild: bild.url, bildtext: bild.alt, bildcopyright: bild.copyright },
        },
      })
    ).body;
    const verwendet = await env.call<RedaktionMediumDetail>('GET', `/api/cms/redaktion/medien/${bild.id}`, { token: stadt });
    expect(verwendet.body.verwendung).toEqual([
      { inhalt_id: artikel.id, art: 'artikel', bereich: 'stadt', titel: 'Rathausplatz wird neu gepflastert', status: 'Entwurf', in: ['aktuell'] },
    ]);
    const loeschen = await env.call<{ error: string; verwendung: unknown[] }>('DELETE', `/api/cms/redaktion/medien/${bild.id}`, { token: stadt });
    expect(loeschen.status).toBe(409);
    expect(loeschen.body.error).toBe('Diese Datei wird noch verwendet und kann nicht gelöscht werden. Entfernen Sie sie zuerst aus den genannten Inhalten.');
    expect(loeschen.body.verwendung).toEqual(verwendet.body.verwendung);
    // The list says how often each file is used.
    const liste = await env.call<{ data: RedaktionMediumEintrag[] }>('GET', '/api/cms/redaktion/medien?art=bild', { token: stadt });
    expect(liste.body.data.find((medium) => medium.id === bild.id)?.verwendet).toBe(1);

    await env.call('POST', `/api/cms/redaktion/inhalte/${artikel.id}/zur-freigabe`, { token: stadt, body: { revision: artikel.revision.id } });
    expect(
      (await env.call('POST', `/api/cms/redaktion/inhalte/${artikel.id}/freigeben`, { token: freigabe, body: { revision: artikel.revision.id } })).status,
    ).toBe(200);
    const oeffentlich = await env.call('GET', bild.url);
    expect(oeffentlich.status).toBe(200);
    expect(oeffentlich.headers.get('content-type')).toBe('image/jpeg');
    expect(oeffentlich.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await env.call('GET', breite.url)).headers.get('content-type')).toBe('image/webp');
    // Every width of the public pages' srcset answers: the kept ones, and the picture itself for those it does not reach.
    const srcset = medienSrcSet(bild.url) ?? '';
    const antworten = await Promise.all(srcset.split(', ').map((eintrag) => env.call('GET', eintrag.split(' ')[0] as string)));
    expect(antworten.map((antwort) => [antwort.status, antwort.headers.get('content-type')])).toEqual([
      [200, 'image/webp'],
      [200, 'image/webp'],
      [200, 'image/webp'],
      [200, 'image/webp'],
      [200, 'image/jpeg'],
    ]);
    expect(antworten[4]?.bytes.equals(oeffentlich.bytes)).toBe(true);
    expect((await env.call('GET', bild.url.replace(/\.jpg$/, '-700w.webp'))).status).toBe(404);
    expect((await env.call<RedaktionMedium>('GET', `/api/cms/redaktion/medien/${bild.id}`, { token: stadt })).body.oeffentlich).toBe(true);

    // Taken out of the draft, it is still in the published revision.
    const ohneBild = await env.call<RedaktionInhalt>('POST', `/api/cms/redaktion/inhalte/${artikel.id}/revisionen`, {
      token: stadt,
      body: { basis_revision: artikel.revision.id, felder: { titel: 'Rathausplatz wird neu gepflastert' } },
    });
    expect((await env.call<RedaktionMediumDetail>('GET', `/api/cms/redaktion/medien/${bild.id}`, { token: stadt })).body.verwendung[0]?.in).toEqual([
      'veroeffentlicht',
    ]);
    await env.call('POST', `/api/cms/redaktion/inhalte/${artikel.id}/zur-freigabe`, { token: stadt, body: { revision: ohneBild.body.revision.id } });
    await env.call('POST', `/api/cms/redaktion/inhalte/${artikel.id}/freigeben`, { token: freigabe, body: { revision: ohneBild.body.revision.id } });
    expect((await env.call('DELETE', `/api/cms/redaktion/medien/${bild.id}`, { token: stadt })).status).toBe(204);
    expect((await env.call('GET', `/api/cms/redaktion/medien/${bild.id}`, { token: stadt })).status).toBe(404);
    const log = await env.call<{ data: RedaktionProtokollEintrag[] }>('GET', '/api/cms/redaktion/protokoll?was=medium', { token: admin });
    expect(log.body.data.find((eintrag) => eintrag.was === 'medium.geloescht')).toMatchObject({ medium_id: bild.id, details: { name: bild.name } });

    // The restored old revision names a file that is gone: the check says so.
    const wieder = await env.call<RedaktionInhalt>('POST', `/api/cms/redaktion/inhalte/${artikel.id}/revisionen/${artikel.revision.id}/wiederherstellen`, {
      token: stadt,
      body: {},
    });
    const pruefung = await env.call<{ errors: Record<string, string> }>('POST', `/api/cms/redaktion/inhalte/${artikel.id}/pruefung`, {
      token: stadt,
      body: {},
    });
    expect(wieder.status).toBe(201);
    expect(pruefung.body.errors).toEqual({ bild: 'Diese Datei gibt es in der Mediathek nicht mehr. Bitte wählen Sie eine andere.' });
  });

  it('checks a PDF for tags and language: a warning naming what is missing, stored with the file and shown in the list', async () => {
    const ungetaggt = await hochladen({
      dateiname: 'sondernutzung.pdf',
      titel: 'Antrag auf Sondernutzung',
      daten: (await ungetaggtesPdf()).toString('base64'),
    });
    expect(ungetaggt.status).toBe(201);
    expect(ungetaggt.body.pdf).toEqual({
      lesbar: true,
      getaggt: false,
      struktur: false,
      sprache: null,
      hinweis:
        'Diese PDF-Datei ist nicht barrierefrei: Sie hat keine Tags (Struktur) und keine Sprachangabe. Menschen mit Screenreader können sie so nicht (richtig) lesen. Bitte laden Sie eine getaggte PDF-Datei mit Sprachangabe hoch (z. B. aus Word oder LibreOffice als „barrierefreies PDF“ exportiert).',
    });
    const getaggt = await hochladen({ dateiname: 'kernzeit.pdf', titel: 'Anmeldung Kernzeit', daten: (await getaggtesPdf()).toString('base64') });
    expect(getaggt.body.pdf).toEqual({ lesbar: true, getaggt: true, struktur: true, sprache: 'de-DE', hinweis: null });
    // A picture has no PDF check.
    const liste = await env.call<{ data: RedaktionMediumEintrag[] }>('GET', '/api/cms/redaktion/medien', { token: stadt });
    expect(liste.body.data.find((medium) => medium.id === ungetaggt.body.id)?.pdf?.hinweis).toBe(ungetaggt.body.pdf?.hinweis);
    expect(liste.body.data.find((medium) => medium.art === 'bild')?.pdf).toBeNull();

    // A PDF stored before the check existed is checked when the library shows it.
    await env.db.query('UPDATE redaktion_medien SET pdf_pruefung = NULL WHERE id = ANY($1::int[])', [[ungetaggt.body.id, getaggt.body.id]]);
    const spaeter = await env.call<RedaktionMediumDetail>('GET', `/api/cms/redaktion/medien/${getaggt.body.id}`, { token: stadt });
    expect(spaeter.body.pdf).toMatchObject({ getaggt: true, sprache: 'de-DE', hinweis: null });
    const { rows } = await env.db.query<{ n: number }>("SELECT count(*)::int AS n FROM redaktion_medien WHERE art = 'dokument' AND pdf_pruefung IS NULL");
    expect(rows[0]?.n).toBe(0);
  });

  it('warns before approval of a linked PDF that is not accessible and of a picture wider than its place, without stopping it; refuses a skipped heading', async () => {
    const satzung = (await hochladen({ dateiname: 'friedhofsordnung.pdf', titel: 'Friedhofsordnung', daten: (await ungetaggtesPdf()).toString('base64') }))
      .body;
    const foto1600 = (
      await hochladen({ dateiname: 'friedhof.jpg', titel: 'Friedhof', daten: (await foto()).toString('base64'), alt: 'Der Friedhof', copyright: 'Stadt' })
    ).body;
    const artikel = (
      await env.call<RedaktionInhalt>('POST', '/api/cms/redaktion/inhalte', {
        token: stadt,
        body: {
          art: 'artikel',
          bereich: 'stadt',
          felder: {
            titel: 'Neue Friedhofssatzung',
            text: `<h2>Was sich ändert</h2><h4>Gebühren</h4><p><img src="${foto1600.url}" width="300" alt="Der Friedhof"></p>`,
            dokumente: [{ link: satzung.url, downloadtext: 'Friedhofssatzung 2027' }],
          },
        },
      })
    ).body;
    const PDF_WARNUNG = `„Friedhofssatzung 2027“ (${satzung.name}): ${satzung.pdf?.hinweis}`;
    expect(artikel.hinweise['dokumente.0.link']).toBe(PDF_WARNUNG);

    // A skipped heading is an error at the text and stops 'Zur Freigabe geben'.
    const abgelehnt = await env.call<{ errors: Record<string, string> }>('POST', `/api/cms/redaktion/inhalte/${artikel.id}/zur-freigabe`, {
      token: stadt,
      body: { revision: artikel.revision.id },
    });
    expect(abgelehnt.status).toBe(422);
    expect(abgelehnt.body.errors).toEqual({
      text: 'Die Überschriften springen von Ebene 2 auf Ebene 4 („Gebühren“). Bitte lassen Sie keine Ebene aus, sonst finden sich Menschen mit Screenreader nicht zurecht.',
    });

    const korrigiert = await env.call<RedaktionInhalt>('POST', `/api/cms/redaktion/inhalte/${artikel.id}/revisionen`, {
      token: stadt,
      body: {
        basis_revision: artikel.revision.id,
        felder: { ...artikel.felder, text: artikel.felder.text?.replace('<h4>Gebühren</h4>', '<h3>Gebühren</h3>') },
      },
    });
    const pruefung = await env.call<{ errors: Record<string, string>; hinweise: Record<string, string> }>(
      'POST',
      `/api/cms/redaktion/inhalte/${artikel.id}/pruefung`,
      { token: stadt, body: {} },
    );
    expect(pruefung.body).toEqual({
      errors: {},
      hinweise: {
        text: `Das Bild „Der Friedhof“ ist 1600 Pixel breit, wird hier aber höchstens 300 Pixel breit gezeigt (600 Pixel bei doppelter Pixeldichte). Bitte verwenden Sie die kleinere Fassung mit 640 Pixeln: ${foto1600.varianten[1]?.url}`,
        'dokumente.0.link': PDF_WARNUNG,
      },
    });
    // Warnings do not stop it: it goes for approval, and the approver sees them too.
    const zurFreigabe = await env.call<RedaktionInhalt>('POST', `/api/cms/redaktion/inhalte/${artikel.id}/zur-freigabe`, {
      token: stadt,
      body: { revision: korrigiert.body.revision.id },
    });
    expect(zurFreigabe.status).toBe(200);
    expect(zurFreigabe.body.status).toBe('Zur Freigabe');
    const fuerFreigabe = await env.call<RedaktionInhalt>('GET', `/api/cms/redaktion/inhalte/${artikel.id}`, { token: freigabe });
    expect(fuerFreigabe.body.hinweise).toEqual(pruefung.body.hinweise);
  });

  it('lists the files of the caller’s sections, by kind and search', async () => {
    const liste = await env.call<{ data: RedaktionMedium[]; anzahl: number }>('GET', '/api/cms/redaktion/medien?art=dokument&suche=satzung', { token: stadt });
    // The uploaded statute, and the town's statutes the library took over from the site.
    expect(liste.body.data.filter((medium) => medium.dokument === null).map((medium) => medium.titel)).toEqual(['Kurparksatzung']);
    expect(liste.body.data.map((medium) => medium.dokument)).toContain('/api/cms/dokumente/streupflichtsatzung.pdf');
    const bilder = await env.call<{ data: RedaktionMedium[] }>('GET', '/api/cms/redaktion/medien?art=bild', { token: stadt });
    expect(bilder.body.data.every((medium) => medium.art === 'bild')).toBe(true);
    const geaendert = await env.call<RedaktionMedium>('PATCH', `/api/cms/redaktion/medien/${bilder.body.data[0]?.id}`, {
      token: stadt,
      body: { alt: '', dekorativ: false },
    });
    expect(geaendert.status).toBe(422);
  });
});
