/**
 * The intranet's document archive in the editorial area, on the real server (PGlite, and PostgreSQL
 * when DATABASE_URL is set): the seeded archives are taken over as published content; the personnel
 * office uploads a PDF into its section of the media library, adds it to an archive with its dates,
 * and publishes; staff find it in `/api/cms/intranet/archiv` and get exactly the uploaded bytes. The
 * file is never public: a unique word in its title and file name is found nowhere without the staff
 * login, not through the media library's address, a preview link, the site's documents, the search
 * or the sitemap.
 */
import {
  type IntranetArchivThema,
  type IntranetDokument,
  type IntranetListe,
  type IntranetLoginResult,
  REDAKTION_MESSAGES,
  type RedaktionArchivThemen,
  type RedaktionInhalt,
  type RedaktionInhaltKopf,
  type RedaktionListe,
  type RedaktionMediumDetail,
  type RedaktionVorschauLink,
} from '@musterstadt/cms-contract';
import { INTRANET_DEMO_PASSWORT } from '../seed/intranet/seed-data';
import { BACKENDS } from '../testing/backends';
import { getaggtesPdf, ungetaggtesPdf } from '../testing/pdf-fixtures';
import { KONTEN, type Redaktionsumgebung, starteRedaktion } from '../testing/redaktion';
import { ARCHIV_MELDUNGEN } from './intranet-archiv-art';

const SEEDED_AT = new Date('2026-11-20T09:00:00Z');
/** A word nothing seeded has: in the file's title and its file name. */
const WORT = 'Rufbereitschaftszulage';

jest.setTimeout(180_000);

describe.each(BACKENDS)('the intranet document archive on $name', (backend) => {
  let env: Redaktionsumgebung;
  let personal = '';
  let it_service = '';
  let admin = '';
  let staff = '';

  const intranet = async <T>(path: string, token: string | null = staff): Promise<{ status: number; body: T; bytes: Buffer; headers: Headers }> => {
    const response = await fetch(`${env.base}${path}`, token === null ? {} : { headers: { authorization: `Bearer ${token}` } });
    const bytes = Buffer.from(await response.arrayBuffer());
    const json = (response.headers.get('content-type') ?? '').includes('json');
    return { status: response.status, body: (json ? JSON.parse(bytes.toString('utf8')) : null) as T, bytes, headers: response.headers };
  };

  const archivDesTitels = async (titel: string): Promise<RedaktionInhalt<'intranet-archiv'>> => {
    const liste = await env.call<RedaktionListe<RedaktionInhaltKopf>>(
      'GET',
      `/api/cms/redaktion/inhalte?bereich=intranet-archiv&suche=${encodeURIComponent(titel)}`,
      { token: personal },
    );
    const kopf = liste.body.data.find((eintrag) => eintrag.titel === titel) as RedaktionInhaltKopf;
    return (await env.call<RedaktionInhalt<'intranet-archiv'>>('GET', `/api/cms/redaktion/inhalte/${kopf.id}`, { token: personal })).body;
  };

  beforeAll(async () => {
    env = await starteRedaktion(backend, SEEDED_AT, {
      loginSettings: {
        redaktion: { secret: new TextEncoder().encode('r'.repeat(40)), lifetimeSeconds: 8 * 3600 },
        intranet: { secret: new TextEncoder().encode('i'.repeat(40)), lifetimeSeconds: 3600 },
      },
    });
    personal = await env.anmelden(KONTEN.personal);
    it_service = await env.anmelden(KONTEN.intranet);
    admin = await env.anmelden(KONTEN.admin);
    const login = await env.call<IntranetLoginResult>('POST', '/api/cms/login', {
      body: { email: 'anna.schmid@musterstadt.de', passwort: INTRANET_DEMO_PASSWORT },
    });
    staff = login.body.token;
  }, 300_000);

  afterAll(async () => {
    await env?.close();
  });

  it('takes over every seeded archive with its topic and documents as published content of the section Intranet: Dokumentenarchiv', async () => {
    const liste = await env.call<RedaktionListe<RedaktionInhaltKopf>>('GET', '/api/cms/redaktion/inhalte?bereich=intranet-archiv&pro_seite=100', {
      token: personal,
    });
    const themen = await intranet<IntranetListe<IntranetArchivThema>>('/api/cms/intranet/archiv_themen');
    const archive = themen.body.data.flatMap((thema) => thema.archive.map((archiv) => ({ ...archiv, thema: thema.thema })));
    expect(archive.length).toBe(6);
    expect(liste.body.anzahl).toBe(archive.length);
    expect(liste.body.data.every((inhalt) => inhalt.art === 'intranet-archiv' && inhalt.status === 'Veröffentlicht' && inhalt.adresse === null)).toBe(true);
    expect(new Set(liste.body.data.map((inhalt) => inhalt.ziel_id))).toEqual(new Set(archive.map((archiv) => archiv.id)));

    const gleitzeit = archive.find((archiv) => archiv.titel === 'Dienstvereinbarung Gleitende Arbeitszeit') as (typeof archive)[number];
    const inhalt = await archivDesTitels(gleitzeit.titel);
    expect(inhalt.felder.thema).toBe(gleitzeit.thema);
    expect(
      inhalt.felder.dokumente?.map((dokument) => [dokument.id, dokument.downloadtext, dokument.stand, dokument.gueltig_von, dokument.gueltig_bis]),
    ).toEqual(
      [...gleitzeit.dokumente]
        .sort((a, b) => b.stand.localeCompare(a.stand) || a.id - b.id)
        .map((dokument) => [dokument.id, dokument.downloadtext, dokument.stand, dokument.gueltig_von, dokument.gueltig_bis]),
    );
    // Never public, so no preview link.
    expect(inhalt.aktionen).not.toContain('vorschau');
    // A takeover twice is nothing new.
    const nochmal = await env.call<RedaktionListe<RedaktionInhaltKopf>>('GET', '/api/cms/redaktion/inhalte?bereich=intranet-archiv&pro_seite=100', {
      token: personal,
    });
    expect(nochmal.body.anzahl).toBe(archive.length);

    // The topic field's suggestions are the topics the staff see, in alphabetical order.
    const vorschlaege = await env.call<RedaktionArchivThemen>('GET', '/api/cms/redaktion/archiv-themen', { token: personal });
    expect(vorschlaege.body.data.map((eintrag) => eintrag.thema)).toEqual(
      themen.body.data.map((thema) => thema.thema).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
  });

  it('refuses the archive to an editor without its section with a German 403, and its files too', async () => {
    const inhalt = await archivDesTitels('Dienstvereinbarung Gleitende Arbeitszeit');
    const neu = await env.call<{ error: string }>('POST', '/api/cms/redaktion/inhalte', {
      token: it_service,
      body: { art: 'intranet-archiv', bereich: 'intranet-archiv', felder: { titel: 'Fremd', thema: 'Dienstvereinbarungen' } },
    });
    expect(neu.status).toBe(403);
    expect(neu.body.error).toBe(
      'Der Bereich „Intranet: Dokumentenarchiv“ gehört nicht zu Ihren Bereichen. Inhalte dort können Sie weder sehen noch bearbeiten.',
    );
    expect((await env.call('GET', `/api/cms/redaktion/inhalte/${inhalt.id}`, { token: it_service })).status).toBe(403);
    expect((await env.call('GET', '/api/cms/redaktion/archiv-themen', { token: it_service })).status).toBe(403);
    const speichern = await env.call('POST', `/api/cms/redaktion/inhalte/${inhalt.id}/revisionen`, {
      token: it_service,
      body: { basis_revision: inhalt.revision.id, felder: { ...inhalt.felder, titel: 'Übernommen' } },
    });
    expect(speichern.status).toBe(403);
    const datei = await env.call<RedaktionMediumDetail>('POST', '/api/cms/redaktion/medien', {
      token: personal,
      body: { bereich: 'intranet-archiv', dateiname: 'vertraulich.pdf', titel: 'Vertraulich', daten: (await getaggtesPdf('Vertraulich')).toString('base64') },
    });
    expect(datei.status).toBe(201);
    expect((await env.call('GET', `/api/cms/redaktion/medien/${datei.body.id}/datei`, { token: it_service })).status).toBe(403);
    expect((await env.call('GET', `/api/cms/redaktion/medien/${datei.body.id}/datei`)).status).toBe(401);
  });

  it('checks an archive at its fields in German before approval and warns of a PDF that is not accessible', async () => {
    const ungetaggt = await env.call<RedaktionMediumDetail>('POST', '/api/cms/redaktion/medien', {
      token: personal,
      body: { bereich: 'intranet-archiv', dateiname: 'scan.pdf', titel: 'Eingescannte Vereinbarung', daten: (await ungetaggtesPdf()).toString('base64') },
    });
    const stadtDatei = await env.call<RedaktionMediumDetail>('POST', '/api/cms/redaktion/medien', {
      token: admin,
      body: { bereich: 'stadt', dateiname: 'oeffentlich.pdf', titel: 'Öffentlich', daten: (await getaggtesPdf()).toString('base64') },
    });
    const angelegt = await env.call<RedaktionInhalt<'intranet-archiv'>>('POST', '/api/cms/redaktion/inhalte', {
      token: personal,
      body: {
        art: 'intranet-archiv',
        bereich: 'intranet-archiv',
        felder: {
          titel: 'Prüfarchiv',
          thema: '',
          dokumente: [
            { downloadtext: '', datei: null, stand: null, gueltig_von: null, gueltig_bis: null },
            { downloadtext: 'Verkehrt', datei: ungetaggt.body.url, stand: '2026-02-30', gueltig_von: '2026-03-01', gueltig_bis: '2026-02-01' },
            { downloadtext: 'Aus der Stadt', datei: stadtDatei.body.url, stand: '2026-01-01', gueltig_von: '2026-01-01', gueltig_bis: null },
          ],
        },
      },
    });
    expect(angelegt.status).toBe(201);
    expect(angelegt.body.hinweise).toEqual({ 'dokumente.1.datei': `„Verkehrt“ (${ungetaggt.body.name}): ${ungetaggt.body.pdf?.hinweis}` });
    const geprueft = await env.call<{ error: string; errors: Record<string, string> }>('POST', `/api/cms/redaktion/inhalte/${angelegt.body.id}/zur-freigabe`, {
      token: personal,
      body: { revision: angelegt.body.revision.id },
    });
    expect(geprueft.status).toBe(422);
    expect(geprueft.body).toEqual({
      error: REDAKTION_MESSAGES.checksFailed,
      errors: {
        thema: ARCHIV_MELDUNGEN.thema,
        'dokumente.0.downloadtext': ARCHIV_MELDUNGEN.downloadtext,
        'dokumente.0.datei': ARCHIV_MELDUNGEN.datei,
        'dokumente.0.stand': ARCHIV_MELDUNGEN.stand,
        'dokumente.0.gueltig_von': ARCHIV_MELDUNGEN.gueltigVon,
        'dokumente.1.stand': ARCHIV_MELDUNGEN.keinDatum,
        'dokumente.1.gueltig_bis': ARCHIV_MELDUNGEN.bisVorVon,
        'dokumente.2.datei': ARCHIV_MELDUNGEN.keineInterneDatei,
      },
    });
    const leer = await env.call<RedaktionInhalt<'intranet-archiv'>>('POST', `/api/cms/redaktion/inhalte/${angelegt.body.id}/revisionen`, {
      token: personal,
      body: { basis_revision: angelegt.body.revision.id, felder: { titel: 'Prüfarchiv', thema: 'Organisation', dokumente: [] } },
    });
    const ohne = await env.call<{ errors: Record<string, string> }>('POST', `/api/cms/redaktion/inhalte/${angelegt.body.id}/zur-freigabe`, {
      token: personal,
      body: { revision: leer.body.revision.id },
    });
    expect(ohne.body.errors).toEqual({ dokumente: ARCHIV_MELDUNGEN.keinDokument });
  });

  it('publishes a new document with its dates; staff get the exact uploaded bytes, nobody else anything of it; withdrawing removes it', async () => {
    const pdf = await getaggtesPdf(`Dienstvereinbarung ${WORT}`);
    const hochgeladen = await env.call<RedaktionMediumDetail>('POST', '/api/cms/redaktion/medien', {
      token: personal,
      body: { bereich: 'intranet-archiv', dateiname: `${WORT.toLowerCase()}.pdf`, titel: `Dienstvereinbarung ${WORT}`, daten: pdf.toString('base64') },
    });
    expect(hochgeladen.status).toBe(201);
    expect(hochgeladen.body).toMatchObject({ art: 'dokument', oeffentlich: false, pdf: { getaggt: true, hinweis: null } });
    expect(hochgeladen.body.name).toContain(WORT.toLowerCase());
    // The editors see it through their session.
    const eigene = await env.call('GET', `/api/cms/redaktion/medien/${hochgeladen.body.id}/datei`, { token: personal });
    expect(eigene.status).toBe(200);
    expect(eigene.bytes.equals(pdf)).toBe(true);

    // A new topic and archive with the document, valid from 1 January 2027, open-ended.
    const angelegt = await env.call<RedaktionInhalt<'intranet-archiv'>>('POST', '/api/cms/redaktion/inhalte', {
      token: personal,
      body: {
        art: 'intranet-archiv',
        bereich: 'intranet-archiv',
        felder: {
          thema: 'Zulagen und Bereitschaft',
          thema_beschreibung: 'Vereinbarungen über Zulagen, Rufbereitschaft und Bereitschaftsdienst.',
          titel: `Dienstvereinbarung ${WORT}`,
          dokumente: [
            { downloadtext: `Dienstvereinbarung ${WORT} 2027`, datei: hochgeladen.body.url, stand: '2026-11-18', gueltig_von: '2027-01-01', gueltig_bis: '' },
          ],
        },
      },
    });
    expect(angelegt.status).toBe(201);
    expect(angelegt.body.felder.dokumente?.[0]).toEqual({
      id: null,
      downloadtext: `Dienstvereinbarung ${WORT} 2027`,
      datei: hochgeladen.body.url,
      stand: '2026-11-18',
      gueltig_von: '2027-01-01',
      gueltig_bis: null,
    });
    expect(angelegt.body.hinweise).toEqual({});
    const revision = angelegt.body.revision.id;
    expect((await env.call('POST', `/api/cms/redaktion/inhalte/${angelegt.body.id}/zur-freigabe`, { token: personal, body: { revision } })).status).toBe(200);
    // Four eyes: the personnel office's approver is another person.
    const selbst = await env.call<{ error: string }>('POST', `/api/cms/redaktion/inhalte/${angelegt.body.id}/freigeben`, {
      token: personal,
      body: { revision },
    });
    expect(selbst.status).toBe(403);
    expect(selbst.body.error).toBe(REDAKTION_MESSAGES.fourEyes);
    const frei = await env.call<RedaktionInhalt>('POST', `/api/cms/redaktion/inhalte/${angelegt.body.id}/freigeben`, { token: admin, body: { revision } });
    expect(frei.status).toBe(200);
    expect(frei.body).toMatchObject({ status: 'Veröffentlicht', online: true, adresse: null });

    // Staff: the archive lists it with its dates, and the document route gives the uploaded bytes.
    const archiv = await intranet<IntranetListe<IntranetDokument>>(`/api/cms/intranet/archiv?archiv_id=${frei.body.ziel_id}`);
    expect(archiv.status).toBe(200);
    expect(archiv.body.data).toEqual([
      expect.objectContaining({
        archiv_id: frei.body.ziel_id,
        downloadtext: `Dienstvereinbarung ${WORT} 2027`,
        stand: '2026-11-18',
        gueltig_von: '2027-01-01',
        gueltig_bis: null,
      }),
    ]);
    const dokument = archiv.body.data[0] as IntranetDokument;
    expect(dokument.url).toBe(`/intranet/dokumente/${dokument.id}/${hochgeladen.body.name}`);
    const themen = await intranet<IntranetListe<IntranetArchivThema>>('/api/cms/intranet/archiv_themen');
    expect(themen.body.data.find((thema) => thema.thema === 'Zulagen und Bereitschaft')).toMatchObject({
      beschreibung: 'Vereinbarungen über Zulagen, Rufbereitschaft und Bereitschaftsdienst.',
      archive: [{ id: frei.body.ziel_id, titel: `Dienstvereinbarung ${WORT}` }],
    });
    const datei = await intranet(`/api/cms/intranet/dokumente/${dokument.id}/${hochgeladen.body.name}`);
    expect(datei.status).toBe(200);
    expect(datei.headers.get('content-type')).toBe('application/pdf');
    expect(datei.headers.get('cache-control')).toBe('private, no-store');
    expect(datei.bytes.equals(pdf)).toBe(true);

    // Nobody without the staff login gets anything of it.
    expect((await intranet(`/api/cms/intranet/dokumente/${dokument.id}/${hochgeladen.body.name}`, null)).status).toBe(401);
    expect((await intranet(`/api/cms/intranet/archiv?archiv_id=${frei.body.ziel_id}`, null)).status).toBe(401);
    expect((await intranet('/api/cms/intranet/archiv_themen', null)).status).toBe(401);
    const medium = await env.call<{ error: string }>('GET', `/api/cms/medien/${hochgeladen.body.name}`);
    expect(medium.status).toBe(404);
    expect(medium.body.error).toBe(REDAKTION_MESSAGES.mediumNotFound);
    expect((await env.call('GET', `/api/cms/dokumente/${hochgeladen.body.name}`)).status).toBe(404);
    const liste = await env.call<RedaktionMediumDetail>('GET', `/api/cms/redaktion/medien/${hochgeladen.body.id}`, { token: personal });
    expect(liste.body).toMatchObject({
      oeffentlich: false,
      verwendung: [expect.objectContaining({ inhalt_id: angelegt.body.id, in: ['aktuell', 'veroeffentlicht'] })],
    });
    // Not even a preview link of public content that names its address shows it.
    const artikel = await env.call<RedaktionInhalt>('POST', '/api/cms/redaktion/inhalte', {
      token: admin,
      body: {
        art: 'artikel',
        bereich: 'stadt',
        felder: { titel: 'Ein Link nach innen', text: '<p>Text</p>', dokumente: [{ link: hochgeladen.body.url, downloadtext: 'Intern' }] },
      },
    });
    const vorschau = await env.call<RedaktionVorschauLink>('POST', `/api/cms/redaktion/inhalte/${artikel.body.id}/vorschau`, { token: admin, body: {} });
    expect(vorschau.status).toBe(201);
    expect((await env.call('GET', `/api/cms/medien/${hochgeladen.body.name}?vorschau=${encodeURIComponent(vorschau.body.token)}`)).status).toBe(404);
    // Published in an article, the address still answers nothing: the database keeps an internal file from ever being public.
    await env.call('POST', `/api/cms/redaktion/inhalte/${artikel.body.id}/zur-freigabe`, { token: admin, body: { revision: artikel.body.revision.id } });
    const freiArtikel = await env.call('POST', `/api/cms/redaktion/inhalte/${artikel.body.id}/freigeben`, {
      token: await env.anmelden(KONTEN.freigabe),
      body: { revision: artikel.body.revision.id },
    });
    expect(freiArtikel.status).toBe(200);
    expect((await env.call('GET', `/api/cms/medien/${hochgeladen.body.name}`)).status).toBe(404);
    for (const pfad of [`/api/cms/suche?q=${WORT}`, '/api/cms/sitemap']) {
      const antwort = await env.call('GET', pfad);
      expect(antwort.status).toBe(200);
      expect(antwort.bytes.toString('utf8').toLowerCase()).not.toContain(`dienstvereinbarung ${WORT.toLowerCase()}`);
      expect(antwort.bytes.toString('utf8')).not.toContain(hochgeladen.body.name);
    }

    // Withdrawn: the archive, its document and its topic (no other archive has it) are gone from the intranet.
    const zurueck = await env.call('POST', `/api/cms/redaktion/inhalte/${angelegt.body.id}/zurueckziehen`, {
      token: admin,
      body: { grund: 'Die Vereinbarung wird neu verhandelt.' },
    });
    expect(zurueck.status).toBe(200);
    expect((await intranet<IntranetListe<IntranetDokument>>(`/api/cms/intranet/archiv?archiv_id=${frei.body.ziel_id}`)).body.data).toEqual([]);
    expect((await intranet(`/api/cms/intranet/dokumente/${dokument.id}/${hochgeladen.body.name}`)).status).toBe(404);
    const danach = await intranet<IntranetListe<IntranetArchivThema>>('/api/cms/intranet/archiv_themen');
    expect(danach.body.data.map((thema) => thema.thema)).not.toContain('Zulagen und Bereitschaft');
  });

  it('adds a document to a seeded archive: the seeded ones stay as they were, the new one comes with its file', async () => {
    const inhalt = await archivDesTitels('Dienstvereinbarung Mobiles Arbeiten');
    const vorher = await intranet<IntranetListe<IntranetDokument>>(`/api/cms/intranet/archiv?archiv_id=${inhalt.ziel_id}`);
    const pdf = await getaggtesPdf('Dienstvereinbarung Mobiles Arbeiten 2027');
    const hochgeladen = await env.call<RedaktionMediumDetail>('POST', '/api/cms/redaktion/medien', {
      token: personal,
      body: { bereich: 'intranet-archiv', dateiname: 'mobiles-arbeiten-2027.pdf', daten: pdf.toString('base64') },
    });
    const dokumente = [
      {
        downloadtext: 'Dienstvereinbarung Mobiles Arbeiten (Fassung 2027)',
        datei: hochgeladen.body.url,
        stand: '2026-11-20',
        gueltig_von: '2027-01-01',
        gueltig_bis: '2028-12-31',
      },
      ...(inhalt.felder.dokumente ?? []),
    ];
    const neu = await env.call<RedaktionInhalt<'intranet-archiv'>>('POST', `/api/cms/redaktion/inhalte/${inhalt.id}/revisionen`, {
      token: personal,
      body: { basis_revision: inhalt.revision.id, felder: { ...inhalt.felder, dokumente } },
    });
    expect(neu.status).toBe(201);
    await env.call('POST', `/api/cms/redaktion/inhalte/${inhalt.id}/zur-freigabe`, { token: personal, body: { revision: neu.body.revision.id } });
    const frei = await env.call('POST', `/api/cms/redaktion/inhalte/${inhalt.id}/freigeben`, { token: admin, body: { revision: neu.body.revision.id } });
    expect(frei.status).toBe(200);
    const nachher = await intranet<IntranetListe<IntranetDokument>>(`/api/cms/intranet/archiv?archiv_id=${inhalt.ziel_id}`);
    expect(nachher.body.data.slice(1)).toEqual(vorher.body.data);
    expect(nachher.body.data[0]).toMatchObject({ stand: '2026-11-20', gueltig_von: '2027-01-01', gueltig_bis: '2028-12-31' });
    // A seeded document is still rendered from its text; the new one is the uploaded file.
    const alt = vorher.body.data[0] as IntranetDokument;
    const gerendert = await intranet(`/api/cms/intranet/dokumente/${alt.id}/${alt.dateiname}`);
    expect(gerendert.status).toBe(200);
    expect(gerendert.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const neuesDokument = nachher.body.data[0] as IntranetDokument;
    expect((await intranet(`/api/cms/intranet/dokumente/${neuesDokument.id}/${neuesDokument.dateiname}`)).bytes.equals(pdf)).toBe(true);
    // The validity filter of the intranet sees the new dates: on 2029-01-01 only open-ended documents are valid.
    const spaeter = await intranet<IntranetListe<IntranetDokument>>(
      `/api/cms/intranet/archiv?archiv_id=${inhalt.ziel_id}&gueltig_von=2029-01-01&gueltig_bis=2029-01-01`,
    );
    expect(spaeter.body.data.map((dokument) => dokument.id)).not.toContain(neuesDokument.id);
    // A file in use is not deleted.
    expect((await env.call('DELETE', `/api/cms/redaktion/medien/${hochgeladen.body.id}`, { token: personal })).status).toBe(409);
  });
});
