/**
 * The council office's papers on the real server (PGlite, and PostgreSQL when DATABASE_URL is set):
 * the seeded papers are taken over as published content of the section 'Sitzungsdienst'; a new paper
 * with PDFs of the media library is checked at its fields, approved with four eyes and then on the
 * council pages, in OParl and in the council search, its PDF served as it was uploaded. A non-public
 * paper and its PDF (a unique word in title, text and PDF) are never shown without a council login:
 * not in OParl, the searches, the council's lists and pages, the council file address or any media
 * address. A paper on an agenda cannot be withdrawn.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  type RatsListe,
  type RatsLoginResult,
  type RatsVorlageDetail,
  type RatsVorlageRef,
  REDAKTION_MESSAGES,
  type RedaktionInhalt,
  type RedaktionInhaltKopf,
  type RedaktionListe,
  type RedaktionMediumDetail,
  type RedaktionProfil,
  type RedaktionVorlageFelder,
} from '@musterstadt/cms-contract';
import { DEMO_PASSWORT } from '../seed/ratsinfo/seed-data';
import { REDAKTION_SEITEN } from '../seed/redaktion/pages';
import { BACKENDS } from '../testing/backends';
import { getaggtesPdf, ungetaggtesPdf } from '../testing/pdf-fixtures';
import { KONTEN, type Redaktionsumgebung, starteRedaktion, zeitplanAusfuehren } from '../testing/redaktion';
import { planeEnde } from './zeitplan';
import { VORLAGE_MELDUNGEN } from './vorlage-art';

const SEEDED_AT = new Date('2026-11-20T09:00:00Z');
/** A word that nothing else of the site contains: it must not leak from the non-public paper. */
const WORT = 'Quellfassungsertüchtigung';
const RAT_HEADER = 'Ratsinfosystem-Authorization';

jest.setTimeout(180_000);

type Vorlage = RedaktionInhalt<'vorlage'>;

describe.each(BACKENDS)('the council office writes papers on $name', (backend) => {
  let env: Redaktionsumgebung;
  let rat = '';
  let ratFreigabe = '';
  let mitglied = '';

  /** A call of the public (or, with `token`, a council member's) council information system. */
  const oeffentlich = async (path: string, token?: string) => {
    const response = await fetch(`${env.base}${path}`, { headers: token ? { [RAT_HEADER]: `Bearer ${token}` } : {} });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, text: bytes.toString('utf8'), bytes, type: response.headers.get('content-type') ?? '' };
  };

  const hochladen = async (dateiname: string, titel: string, pdf: Buffer, bereich = 'ratsinfo', token = rat): Promise<RedaktionMediumDetail> => {
    const antwort = await env.call<RedaktionMediumDetail>('POST', '/api/cms/redaktion/medien', {
      token,
      body: { bereich, dateiname, titel, daten: pdf.toString('base64') },
    });
    expect(antwort.status).toBe(201);
    return antwort.body;
  };

  const anlegen = async (titel: string): Promise<Vorlage> => {
    const antwort = await env.call<Vorlage>('POST', '/api/cms/redaktion/inhalte', {
      token: rat,
      body: { art: 'vorlage', bereich: 'ratsinfo', felder: { titel } },
    });
    expect(antwort.status).toBe(201);
    return antwort.body;
  };

  const speichern = async (vorlage: Vorlage, felder: RedaktionVorlageFelder): Promise<Vorlage> => {
    const antwort = await env.call<Vorlage>('POST', `/api/cms/redaktion/inhalte/${vorlage.id}/revisionen`, {
      token: rat,
      body: { basis_revision: vorlage.revision.id, felder },
    });
    expect(antwort.status).toBe(201);
    return antwort.body;
  };

  /** Zur Freigabe (the council office), then approved and published by the approver. */
  const veroeffentlichen = async (vorlage: Vorlage): Promise<Vorlage> => {
    expect(
      (await env.call('POST', `/api/cms/redaktion/inhalte/${vorlage.id}/zur-freigabe`, { token: rat, body: { revision: vorlage.revision.id } })).status,
    ).toBe(200);
    const frei = await env.call<Vorlage>('POST', `/api/cms/redaktion/inhalte/${vorlage.id}/freigeben`, {
      token: ratFreigabe,
      body: { revision: vorlage.revision.id },
    });
    expect(frei.status).toBe(200);
    expect(frei.body.status).toBe('Veröffentlicht');
    return frei.body;
  };

  const felderFuer = (aktenzeichen: string, titel: string, dateien: RedaktionVorlageFelder['dateien'] = []): RedaktionVorlageFelder => ({
    aktenzeichen,
    art: 'Beschlussvorlage',
    titel,
    datum: '2026-11-24',
    federfuehrend: 'Bauamt',
    sachverhalt: 'Die Sporthalle an der Schulstraße braucht ein neues Dach.\n\nDie Kosten liegen bei 480.000 Euro.',
    beschlussvorschlag: 'Der Gemeinderat beschließt die Sanierung des Dachs.',
    oeffentlich: true,
    dateien,
  });

  beforeAll(async () => {
    env = await starteRedaktion(backend, SEEDED_AT, {
      loginSettings: {
        redaktion: { secret: new TextEncoder().encode('r'.repeat(40)), lifetimeSeconds: 8 * 3600 },
        ratsinfo: { secret: new TextEncoder().encode('k'.repeat(40)), lifetimeSeconds: 3600 },
      },
    });
    rat = await env.anmelden(KONTEN.rat);
    ratFreigabe = await env.anmelden(KONTEN.ratFreigabe);
    const login = await env.call<RatsLoginResult>('POST', '/api/cms/raete/login', { body: { email: 'sabine.keller@musterstadt.de', passwort: DEMO_PASSWORT } });
    expect(login.status).toBe(200);
    mitglied = login.body.token;
  }, 300_000);

  afterAll(async () => {
    await env?.close();
  });

  it('gives the council office the section Sitzungsdienst with the seeded papers, published as they were', async () => {
    const profil = await env.call<RedaktionProfil>('GET', '/api/cms/redaktion/ich', { token: rat });
    expect(profil.body.bereiche).toEqual([
      {
        id: 'ratsinfo',
        titel: 'Sitzungsdienst',
        einpersonen_freigabe: false,
        ablagen: [
          { art: 'vorlage', ablage: 'vorlagen', titel: 'Vorlagen' },
          { art: 'sitzung', ablage: 'sitzungen', titel: 'Sitzungen' },
        ],
      },
    ]);
    const liste = await env.call<RedaktionListe<RedaktionInhaltKopf>>('GET', '/api/cms/redaktion/inhalte?bereich=ratsinfo&art=vorlage&pro_seite=100', {
      token: rat,
    });
    const { rows } = await env.db.query<{ id: number; aktenzeichen: string; titel: string }>('SELECT id, aktenzeichen, titel FROM rats_vorlagen ORDER BY id');
    expect(rows.length).toBeGreaterThan(0);
    expect(liste.body.anzahl).toBe(rows.length);
    expect(
      liste.body.data.every((inhalt) => inhalt.status === 'Veröffentlicht' && inhalt.online && inhalt.adresse === `/ratsinfo/vorlagen/${inhalt.ziel_id}`),
    ).toBe(true);
    const erste = rows[0] as { id: number; aktenzeichen: string; titel: string };
    const kopf = liste.body.data.find((inhalt) => inhalt.ziel_id === erste.id) as RedaktionInhaltKopf;
    const detail = await env.call<Vorlage>('GET', `/api/cms/redaktion/inhalte/${kopf.id}`, { token: rat });
    expect(detail.body.felder).toMatchObject({ aktenzeichen: erste.aktenzeichen, titel: erste.titel });
    const dateien = await env.db.query<{ id: number; titel: string; art: string }>(
      'SELECT id, titel, art FROM rats_dateien WHERE vorlage_id = $1 AND sitzung_id IS NULL AND bericht_id IS NULL ORDER BY id',
      [erste.id],
    );
    expect(detail.body.felder.dateien).toEqual(dateien.rows.map((datei) => ({ medium: null, datei: datei.id, titel: datei.titel, art: datei.art })));
    // Nothing to check again: a taken-over paper passes its own checks.
    const pruefung = await env.call<{ errors: Record<string, string> }>('POST', `/api/cms/redaktion/inhalte/${kopf.id}/pruefung`, { token: rat, body: {} });
    expect(pruefung.body.errors).toEqual({});
  });

  it('checks a paper at its fields and its files, and warns of a PDF that is not accessible', async () => {
    const vorlage = await anlegen('Dachsanierung Sporthalle');
    const leer = await env.call<{ error: string; errors: Record<string, string> }>('POST', `/api/cms/redaktion/inhalte/${vorlage.id}/zur-freigabe`, {
      token: rat,
      body: { revision: vorlage.revision.id },
    });
    expect(leer.status).toBe(422);
    expect(leer.body.error).toBe(REDAKTION_MESSAGES.checksFailed);
    expect(leer.body.errors).toEqual({
      aktenzeichen: VORLAGE_MELDUNGEN.aktenzeichen,
      art: VORLAGE_MELDUNGEN.art,
      datum: VORLAGE_MELDUNGEN.datum,
      federfuehrend: VORLAGE_MELDUNGEN.federfuehrend,
      sachverhalt: VORLAGE_MELDUNGEN.sachverhalt,
    });

    const stadtPdf = await hochladen('stadtplan.pdf', 'Stadtplan', await getaggtesPdf('Stadtplan'), 'stadt', await env.anmelden(KONTEN.stadt));
    const ohneTags = await hochladen('stellungnahme-feuerwehr.pdf', 'Stellungnahme der Feuerwehr', await ungetaggtesPdf('Stellungnahme'));
    const vergeben = (await env.db.query<{ aktenzeichen: string; titel: string }>('SELECT aktenzeichen, titel FROM rats_vorlagen ORDER BY id LIMIT 1'))
      .rows[0] as {
      aktenzeichen: string;
      titel: string;
    };
    const pruefung = await env.call<{ errors: Record<string, string>; hinweise: Record<string, string> }>(
      'POST',
      `/api/cms/redaktion/inhalte/${vorlage.id}/pruefung`,
      {
        token: rat,
        body: {
          felder: {
            ...felderFuer(vergeben.aktenzeichen.toLowerCase(), 'Dachsanierung Sporthalle', [
              { medium: 'gibt-es-nicht.pdf', titel: 'Lageplan', art: 'Anlage' },
              { medium: stadtPdf.name, titel: 'Stadtplan', art: 'Plan' },
              { medium: ohneTags.name, titel: '', art: 'Gutachten' },
              { datei: 1, titel: 'Fremde Datei', art: 'Anlage' },
              { titel: 'Ohne PDF', art: 'Anlage' },
            ]),
            datum: '2026-02-30',
          },
        },
      },
    );
    expect(pruefung.body.errors).toEqual({
      aktenzeichen: `Das Aktenzeichen „${vergeben.aktenzeichen.toLowerCase()}“ hat schon die Vorlage „${vergeben.titel}“. Bitte geben Sie ein anderes an.`,
      datum: VORLAGE_MELDUNGEN.datumUngueltig,
      'dateien.0.medium': VORLAGE_MELDUNGEN.medienFehlt,
      'dateien.1.medium': VORLAGE_MELDUNGEN.keinPdf,
      'dateien.2.titel': VORLAGE_MELDUNGEN.dateiTitel,
      'dateien.2.art': VORLAGE_MELDUNGEN.dateiArt,
      'dateien.3.medium': VORLAGE_MELDUNGEN.fremdeDatei,
      'dateien.4.medium': VORLAGE_MELDUNGEN.dateiFehlt,
    });
    expect(pruefung.body.hinweise).toEqual({ 'dateien.2.medium': `${ohneTags.name}: ${ohneTags.pdf?.hinweis}` });
    expect(ohneTags.pdf?.hinweis).toMatch(/nicht barrierefrei/);

    // Saved with the untagged PDF, the paper's answer carries the warning at that file.
    const gespeichert = await speichern(
      vorlage,
      felderFuer('BV/2026/901', 'Dachsanierung Sporthalle', [{ medium: ohneTags.name, titel: 'Stellungnahme', art: 'Stellungnahme' }]),
    );
    expect(gespeichert.hinweise).toEqual({ 'dateien.0.medium': `„Stellungnahme“ (${ohneTags.name}): ${ohneTags.pdf?.hinweis}` });
  });

  it('publishes a paper with its PDF to the council pages, OParl and the council search; a paper on an agenda stays', async () => {
    const plan = await getaggtesPdf('Lageplan Dachsanierung Turnhalle Hallwangen');
    const lageplan = await hochladen('lageplan-turnhalle.pdf', 'Lageplan Turnhalle', plan);
    const gutachten = await hochladen('gutachten-turnhalle.pdf', 'Gutachten Turnhalle', await getaggtesPdf('Gutachten'));
    let vorlage = await anlegen('Dachsanierung Turnhalle Hallwangen');
    vorlage = await speichern(
      vorlage,
      felderFuer('BV/2026/902', 'Dachsanierung Turnhalle Hallwangen', [
        { medium: lageplan.name, titel: 'Anlage 1: Lageplan', art: 'Anlage' },
        { medium: gutachten.name, titel: 'Anlage 2: Gutachten', art: 'Anlage' },
      ]),
    );
    // The council office writes, the approver publishes (four eyes): the writer cannot approve.
    expect(
      (await env.call('POST', `/api/cms/redaktion/inhalte/${vorlage.id}/zur-freigabe`, { token: rat, body: { revision: vorlage.revision.id } })).status,
    ).toBe(200);
    expect((await env.call('POST', `/api/cms/redaktion/inhalte/${vorlage.id}/freigeben`, { token: rat, body: { revision: vorlage.revision.id } })).status).toBe(
      403,
    );
    const veroeffentlicht = (
      await env.call<Vorlage>('POST', `/api/cms/redaktion/inhalte/${vorlage.id}/freigeben`, {
        token: ratFreigabe,
        body: { revision: vorlage.revision.id },
      })
    ).body;
    const id = veroeffentlicht.ziel_id as number;
    expect(veroeffentlicht).toMatchObject({ status: 'Veröffentlicht', online: true, adresse: `/ratsinfo/vorlagen/${id}` });

    const seite = await env.call<RatsVorlageDetail>('GET', `/api/cms/ratsinfo/vorlagen/${id}`);
    expect(seite.status).toBe(200);
    expect(seite.body).toMatchObject({
      aktenzeichen: 'BV/2026/902',
      art: 'Beschlussvorlage',
      titel: 'Dachsanierung Turnhalle Hallwangen',
      federfuehrend: 'Bauamt',
    });
    expect(seite.body.dateien.map((datei) => [datei.titel, datei.art, datei.dateiname])).toEqual([
      ['Anlage 1: Lageplan', 'Anlage', lageplan.name],
      ['Anlage 2: Gutachten', 'Anlage', gutachten.name],
    ]);
    // The uploaded PDF as it was uploaded, at the council's file address.
    const datei = await oeffentlich((seite.body.dateien[0] as { url: string }).url);
    expect(datei.status).toBe(200);
    expect(datei.type).toBe('application/pdf');
    expect(datei.bytes.equals(plan)).toBe(true);

    const oparl = await env.call<{ reference: string; auxiliaryFile: { id: string; accessUrl: string }[]; created: string; modified: string }>(
      'GET',
      `/api/cms/oparl/v1/paper/${id}`,
    );
    expect(oparl.status).toBe(200);
    expect(oparl.body.reference).toBe('BV/2026/902');
    expect(oparl.body.auxiliaryFile.map((file) => new URL(file.accessUrl).pathname)).toEqual(
      seite.body.dateien.map((d) => `/ratsinfo/dateien/${d.id}/${d.dateiname}`),
    );
    expect(oparl.body.modified).toBe(oparl.body.created);
    const suche = await env.call<RatsListe<{ titel: string }>>('GET', `/api/cms/ratsinfo/suche?q=${encodeURIComponent('Turnhalle Hallwangen')}`);
    expect(suche.body.data.map((treffer) => treffer.titel)).toContain('Dachsanierung Turnhalle Hallwangen');

    // A change ten minutes later (the sessions stay): `erstellt` kept, `geaendert` now; the file kept has its id, the one removed is gone.
    env.uhr.jetzt += 600_000;
    const zweite = await speichern(
      (await env.call<Vorlage>('GET', `/api/cms/redaktion/inhalte/${vorlage.id}`, { token: rat })).body,
      felderFuer('BV/2026/902', 'Dachsanierung der Turnhalle Hallwangen', [{ medium: lageplan.name, titel: 'Anlage 1: Lageplan', art: 'Anlage' }]),
    );
    await veroeffentlichen(zweite);
    const geaendert = await env.call<{ name: string; created: string; modified: string; auxiliaryFile: { id: string }[] }>(
      'GET',
      `/api/cms/oparl/v1/paper/${id}`,
    );
    expect(geaendert.body.name).toBe('Dachsanierung der Turnhalle Hallwangen');
    expect(geaendert.body.created).toBe(oparl.body.created);
    expect(Date.parse(geaendert.body.modified)).toBe(env.uhr.jetzt);
    expect(geaendert.body.auxiliaryFile.map((file) => file.id)).toEqual([oparl.body.auxiliaryFile[0]?.id]);
    const entfernt = seite.body.dateien[1] as { url: string };
    expect((await oeffentlich(entfernt.url)).status).toBe(404);

    // The PDF is in use: the library keeps it.
    const loeschen = await env.call<{ error: string }>('DELETE', `/api/cms/redaktion/medien/${lageplan.id}`, { token: rat });
    expect(loeschen.status).toBe(409);
    expect(loeschen.body.error).toBe(REDAKTION_MESSAGES.mediumInUse);

    // On an agenda, the paper cannot be withdrawn; off it, it can.
    const sitzung = (await env.db.query<{ id: number; name: string }>('SELECT id, name FROM rats_sitzungen ORDER BY beginn DESC LIMIT 1')).rows[0] as {
      id: number;
      name: string;
    };
    await env.db.query(
      "INSERT INTO rats_tagesordnungspunkte (sitzung_id, nummer, position, titel, oeffentlich, vorlage_id) VALUES ($1, 'Ö 9', 99, 'Dachsanierung', true, $2)",
      [sitzung.id, id],
    );
    const zurueck = await env.call<{ error: string }>('POST', `/api/cms/redaktion/inhalte/${vorlage.id}/zurueckziehen`, {
      token: ratFreigabe,
      body: { grund: 'Doppelt.' },
    });
    expect(zurueck.status).toBe(409);
    expect(zurueck.body.error).toBe(
      `Die Vorlage steht auf der Tagesordnung der Sitzung „${sitzung.name}“ (TOP Ö 9) und kann nicht zurückgezogen werden. Bitte nehmen Sie sie zuerst von der Tagesordnung.`,
    );
    expect((await env.call('GET', `/api/cms/ratsinfo/vorlagen/${id}`)).status).toBe(200);
    // Nor does a planned end withdraw it: the paper stays online, its history says why, and the job is done with it.
    const ende = new Date(env.uhr.jetzt + 60_000);
    await env.db.query('UPDATE redaktion_inhalte SET geplant_bis = $2 WHERE id = $1', [vorlage.id, ende.toISOString()]);
    await planeEnde(env.db, vorlage.id, ende);
    env.uhr.jetzt += 120_000;
    expect(await zeitplanAusfuehren(env)).toBe(1);
    expect((await env.call('GET', `/api/cms/ratsinfo/vorlagen/${id}`)).status).toBe(200);
    const nachEnde = await env.call<RedaktionInhalt>('GET', `/api/cms/redaktion/inhalte/${vorlage.id}`, { token: rat });
    expect(nachEnde.body).toMatchObject({ status: 'Veröffentlicht', geplant_bis: null });
    expect(nachEnde.body.letzter_status.grund).toBe(
      `Das bei der Freigabe festgelegte Ende der Veröffentlichung war nicht möglich, der Inhalt bleibt online: ${zurueck.body.error}`,
    );
    expect(await zeitplanAusfuehren(env)).toBe(0);
    await env.db.query('DELETE FROM rats_tagesordnungspunkte WHERE vorlage_id = $1', [id]);
    expect((await env.call('POST', `/api/cms/redaktion/inhalte/${vorlage.id}/zurueckziehen`, { token: ratFreigabe, body: { grund: 'Doppelt.' } })).status).toBe(
      200,
    );
    expect((await env.call('GET', `/api/cms/ratsinfo/vorlagen/${id}`)).status).toBe(404);
    expect((await env.call('GET', `/api/cms/oparl/v1/paper/${id}`)).status).toBe(404);
  });

  it('never shows a non-public paper or its PDF without a council login', async () => {
    const seit = new Date(env.uhr.jetzt).toISOString();
    const pdf = await getaggtesPdf(`Gutachten ${WORT}`);
    const medium = await hochladen('gutachten-quellfassung.pdf', `Gutachten ${WORT}`, pdf);
    let vorlage = await anlegen(`${WORT} Vertragsentwurf`);
    vorlage = await speichern(vorlage, {
      ...felderFuer('BV/2026/903', `${WORT} Vertragsentwurf`, [{ medium: medium.name, titel: `Anlage: ${WORT}`, art: 'Anlage' }]),
      sachverhalt: `Der Vertrag zur ${WORT} wird nichtöffentlich beraten.`,
      oeffentlich: false,
    });
    const id = (await veroeffentlichen(vorlage)).ziel_id as number;
    const datei = (await env.db.query<{ id: number; dateiname: string }>('SELECT id, dateiname FROM rats_dateien WHERE vorlage_id = $1', [id])).rows[0] as {
      id: number;
      dateiname: string;
    };
    const dateiPfad = `/api/cms/ratsinfo/dateien/${datei.id}/${datei.dateiname}`;

    // A council member sees the paper and its PDF, as uploaded.
    const intern = await oeffentlich(`/api/cms/ratsinfo/vorlagen/${id}`, mitglied);
    expect(intern.status).toBe(200);
    expect(intern.text).toContain(WORT);
    const internDatei = await oeffentlich(dateiPfad, mitglied);
    expect(internDatei.status).toBe(200);
    expect(internDatei.bytes.equals(pdf)).toBe(true);

    // Without the login: nothing of it anywhere.
    const q = encodeURIComponent(WORT);
    const oparl = `/api/cms/oparl/v1/body/1`;
    const adressen = [
      `/api/cms/ratsinfo/vorlagen/${id}`,
      '/api/cms/ratsinfo/vorlagen?pro_seite=100',
      `/api/cms/ratsinfo/suche?q=${q}`,
      `/api/cms/suche?q=${q}`,
      `${oparl}/paper?modified_since=${encodeURIComponent(seit)}&limit=100`,
      `${oparl}/file?modified_since=${encodeURIComponent(seit)}&limit=100`,
      `/api/cms/oparl/v1/paper/${id}`,
      `/api/cms/oparl/v1/file/${datei.id}`,
      '/api/cms/ical/sitzungen.ics',
      dateiPfad,
      `/api/cms/medien/${medium.name}`,
      `/api/cms/medien/${medium.name}?vorschau=kein.gueltiger.link`,
      `/api/cms/dokumente/${medium.name}`,
    ];
    for (const adresse of adressen) {
      const antwort = await oeffentlich(adresse);
      // The site search repeats the query it was asked (`q`); its hits must not hold the word.
      const text = adresse.startsWith('/api/cms/suche') ? JSON.stringify((JSON.parse(antwort.text) as { data: unknown[] }).data) : antwort.text;
      expect({ adresse, wort: text.includes(WORT), pdf: antwort.bytes.includes(pdf) }).toEqual({ adresse, wort: false, pdf: false });
    }
    expect((await oeffentlich(dateiPfad)).status).toBe(401);
    expect((await oeffentlich(`/api/cms/oparl/v1/paper/${id}`)).status).toBe(404);
    expect((await oeffentlich(`/api/cms/oparl/v1/file/${datei.id}`)).status).toBe(404);

    // Even once other content made the PDF public at its media address, that address keeps it back.
    await env.db.query('UPDATE redaktion_medien SET oeffentlich_seit = $2 WHERE id = $1', [medium.id, seit]);
    expect((await oeffentlich(`/api/cms/medien/${medium.name}`)).status).toBe(404);
    // And a non-public paper does not take a PDF that is public already.
    const oeffentlichesPdf = await hochladen('bekanntmachung.pdf', 'Bekanntmachung', await getaggtesPdf('Bekanntmachung'));
    await env.db.query('UPDATE redaktion_medien SET oeffentlich_seit = $2 WHERE id = $1', [oeffentlichesPdf.id, seit]);
    const pruefung = await env.call<{ errors: Record<string, string> }>('POST', `/api/cms/redaktion/inhalte/${vorlage.id}/pruefung`, {
      token: rat,
      body: {
        felder: {
          ...felderFuer('BV/2026/903', `${WORT} Vertragsentwurf`, [{ medium: oeffentlichesPdf.name, titel: 'Bekanntmachung', art: 'Anlage' }]),
          oeffentlich: false,
        },
      },
    });
    expect(pruefung.body.errors).toEqual({ 'dateien.0.medium': VORLAGE_MELDUNGEN.schonOeffentlich });
  });

  it('refuses papers to an editor without the section and the town to the council office, in German', async () => {
    const stadt = await env.anmelden(KONTEN.stadt);
    const neu = await env.call<{ error: string }>('POST', '/api/cms/redaktion/inhalte', {
      token: stadt,
      body: { art: 'vorlage', bereich: 'ratsinfo', felder: { titel: 'Fremde Vorlage' } },
    });
    expect(neu.status).toBe(403);
    expect(neu.body.error).toMatch(/^Der Bereich „Sitzungsdienst“ gehört nicht zu Ihren Bereichen/);
    const artikel = await env.call<{ error: string }>('POST', '/api/cms/redaktion/inhalte', {
      token: rat,
      body: { art: 'artikel', bereich: 'stadt', felder: { titel: 'Fremder Artikel' } },
    });
    expect(artikel.status).toBe(403);
    const liste = await env.call<RatsListe<RatsVorlageRef>>('GET', '/api/cms/ratsinfo/vorlagen?pro_seite=1');
    expect(liste.status).toBe(200);
  });
});

describe('a database seeded before council papers and meetings', () => {
  it("gets the PDFs' call (migration 114) and the meeting form with its calls (115) on the edit page, as a fresh seed has them, and a second run changes nothing", async () => {
    const seite = REDAKTION_SEITEN.find((eintrag) => eintrag.url === '/redaktion/inhalte/:slug');
    if (!seite) throw new Error('no edit page');
    const spaeter = new Set(['pdfs', 'gremien', 'vorlagen']);
    const ohne = (namen: unknown) => (namen as string[]).filter((name) => !spaeter.has(name));
    const blocks = seite.blocks
      .filter((block) => block.template !== 'redaktion-sitzung')
      .map((block) => ({ ...block, context: { ...block.context, apiCalls: ohne(block.context?.apiCalls ?? []) } }));
    const apiCalls = seite.apiCalls.filter((call) => !spaeter.has(call.name));
    expect(apiCalls).toHaveLength(seite.apiCalls.length - 3);
    const db = new PGlite();
    try {
      await db.exec('CREATE TABLE pages (url text PRIMARY KEY, blocks jsonb NOT NULL, api_calls jsonb NOT NULL)');
      await db.query('INSERT INTO pages VALUES ($1, $2, $3)', [seite.url, JSON.stringify(blocks), JSON.stringify(apiCalls)]);
      const migration = (name: string) => readFileSync(path.join(__dirname, '..', 'migrations', name), 'utf8');
      for (let lauf = 0; lauf < 2; lauf += 1) {
        await db.exec(migration('114_redaktion_inhalt_pdfs.sql'));
        await db.exec(migration('115_redaktion_sitzung_formular.sql'));
        // A later migration gives the calls the kinds they run for.
        await db.exec(migration('125_redaktion_auswahl_je_art.sql'));
      }
      const { rows } = await db.query<{ blocks: { template: string; context?: { apiCalls?: string[] } }[]; api_calls: { name: string }[] }>(
        'SELECT blocks, api_calls FROM pages',
      );
      const row = rows[0] as { blocks: { template: string; context?: { apiCalls?: string[] } }[]; api_calls: { name: string }[] };
      // The same calls (added at the end, where the seed has them in between).
      const nachName = <T extends { name: string }>(calls: T[]) => [...calls].sort((a, b) => a.name.localeCompare(b.name));
      expect(nachName(row.api_calls)).toEqual(nachName(seite.apiCalls));
      expect(row.blocks.map((block) => [block.template, [...(block.context?.apiCalls ?? [])].sort()])).toEqual(
        seite.blocks.map((block) => [block.template, [...((block.context?.apiCalls ?? []) as string[])].sort()]),
      );
    } finally {
      await db.close();
    }
  });
});
