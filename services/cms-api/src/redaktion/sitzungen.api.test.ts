/**
 * The council office's meetings on the real server (PGlite, and PostgreSQL when DATABASE_URL is set):
 * the seeded meetings are editorial content; the council office prepares a meeting of the Technischer
 * Ausschuss with public and non-public items and files (PDFs of the media library), the approver
 * publishes it; the public meeting page, the meeting calendar and OParl show it at once, and the
 * non-public item and file (a unique word in their titles) only a council member sees. A change moves
 * OParl's `modified` and the page's 'geändert am'; withdrawing makes the meeting's address answer 410.
 */
import {
  type RatsListe,
  type RatsLoginResult,
  type RatsSitzung,
  type RatsSitzungDetail,
  type RatsSuchtreffer,
  type RedaktionInhalt,
  type RedaktionInhaltKopf,
  type RedaktionListe,
  type RedaktionMediumDetail,
  type RedaktionSitzungFelder,
} from '@musterstadt/cms-contract';
import { DEMO_PASSWORT } from '../seed/ratsinfo/seed-data';
import { BACKENDS } from '../testing/backends';
import { getaggtesPdf, ungetaggtesPdf } from '../testing/pdf-fixtures';
import { KONTEN, type Redaktionsumgebung, starteRedaktion } from '../testing/redaktion';

const SEEDED_AT = new Date('2026-11-20T09:00:00Z');
const SITE = 'https://www.musterstadt.example';
/** In the non-public item's and the non-public file's titles only. */
const WORT = 'Grundstücksquerelen';
const RATSMITGLIED = 'sabine.keller@musterstadt.de';
const SPAETER = 20 * 60_000;

jest.setTimeout(120_000);

type Json = Record<string, unknown>;

describe.each(BACKENDS)('the council office’s meetings on $name', (backend) => {
  let env: Redaktionsumgebung;
  let petra = '';
  let markus = '';
  let rat = '';
  let ta = 0;
  let vorlage = 0;

  /** A public or a council member's read (token in the council's header). */
  const lies = async <T>(path: string, mitglied = false): Promise<{ status: number; body: T; text: string; bytes: Buffer }> => {
    const response = await fetch(`${env.base}${path}`, { headers: mitglied ? { 'Ratsinfosystem-Authorization': rat } : {} });
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    return { status: response.status, body: (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null) as T, text, bytes };
  };
  const oparl = (pfad: string) => lies<Json>(`/api/cms/oparl/v1/${pfad}`);

  const speichere = async (id: number, basis: number, felder: RedaktionSitzungFelder) =>
    env.call<RedaktionInhalt & { error?: string }>('POST', `/api/cms/redaktion/inhalte/${id}/revisionen`, {
      token: petra,
      body: { basis_revision: basis, felder },
    });
  const zurFreigabe = (id: number, revision: number) =>
    env.call<RedaktionInhalt & { error?: string; errors?: Record<string, string> }>('POST', `/api/cms/redaktion/inhalte/${id}/zur-freigabe`, {
      token: petra,
      body: { revision },
    });
  const freigeben = (id: number, revision: number) =>
    env.call<RedaktionInhalt & { error?: string }>('POST', `/api/cms/redaktion/inhalte/${id}/freigeben`, {
      token: markus,
      body: { revision, veroeffentlichen_ab: null, veroeffentlichen_bis: null },
    });
  const hochladen = async (dateiname: string, titel: string, daten: Buffer) => {
    const answer = await env.call<RedaktionMediumDetail>('POST', '/api/cms/redaktion/medien', {
      token: petra,
      body: { bereich: 'ratsinfo', dateiname, titel, daten: daten.toString('base64') },
    });
    expect(answer.status).toBe(201);
    return { ...answer.body, daten };
  };

  beforeAll(async () => {
    env = await starteRedaktion(backend, SEEDED_AT, {
      siteUrl: SITE,
      loginSettings: {
        redaktion: { secret: new TextEncoder().encode('r'.repeat(40)), lifetimeSeconds: 8 * 3600 },
        ratsinfo: { secret: new TextEncoder().encode('k'.repeat(40)), lifetimeSeconds: 8 * 3600 },
      },
    });
    petra = await env.anmelden(KONTEN.rat);
    markus = await env.anmelden(KONTEN.ratFreigabe);
    const login = await env.call<RatsLoginResult>('POST', '/api/cms/raete/login', { body: { email: RATSMITGLIED, passwort: DEMO_PASSWORT } });
    expect(login.body.pw_geaendert).toBe(true);
    rat = login.body.token;
    ta = (await env.db.query<{ id: number }>("SELECT id FROM rats_gremien WHERE kuerzel = 'TA'")).rows[0]?.id ?? 0;
    vorlage = (await env.db.query<{ id: number }>('SELECT id FROM rats_vorlagen WHERE oeffentlich ORDER BY id LIMIT 1')).rows[0]?.id ?? 0;
  }, 300_000);

  afterAll(async () => {
    await env?.close();
  });

  it('keeps every seeded meeting as published content of the council office, with its agenda and files', async () => {
    const { rows } = await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rats_sitzungen');
    const liste = await env.call<RedaktionListe<RedaktionInhaltKopf>>('GET', '/api/cms/redaktion/inhalte?art=sitzung&pro_seite=100', { token: petra });
    expect(liste.body.anzahl).toBe(rows[0]?.n);
    const kopf = liste.body.data.find((inhalt) => inhalt.ziel_id !== null) as RedaktionInhaltKopf;
    expect(kopf).toMatchObject({
      bereich: 'ratsinfo',
      ablage: 'sitzungen',
      status: 'Veröffentlicht',
      online: true,
      adresse: `/ratsinfo/sitzungen/${kopf.ziel_id}`,
    });
    const inhalt = await env.call<RedaktionInhalt>('GET', `/api/cms/redaktion/inhalte/${kopf.id}`, { token: petra });
    const felder = inhalt.body.felder as unknown as RedaktionSitzungFelder;
    const oeffentlich = await lies<RatsSitzungDetail>(`/api/cms/ratsinfo/sitzungen/${kopf.ziel_id}`, true);
    expect(felder.name).toBe(oeffentlich.body.name);
    expect(felder.tagesordnung?.map((punkt) => [punkt.id, punkt.titel, punkt.oeffentlich])).toEqual(
      oeffentlich.body.tagesordnung.map((punkt) => [punkt.id, punkt.titel, punkt.oeffentlich]),
    );
    expect(felder.dateien?.map((datei) => datei.datei).sort()).toEqual(oeffentlich.body.dateien.map((datei) => datei.id).sort());
  });

  it('says at the field what keeps a meeting from going for approval', async () => {
    const neu = await env.call<RedaktionInhalt>('POST', '/api/cms/redaktion/inhalte', {
      token: petra,
      body: { art: 'sitzung', bereich: 'ratsinfo', felder: { name: 'Sitzung mit Lücken' } },
    });
    expect(neu.status).toBe(201);
    expect(neu.body.adresse).toMatch(/^\/ratsinfo\/sitzungen\/\d+$/);
    const besetzt = (await env.db.query<{ beginn: Date }>('SELECT beginn FROM rats_sitzungen WHERE gremium_id = $1 ORDER BY beginn DESC LIMIT 1', [ta])).rows[0]
      ?.beginn as Date;
    const gespeichert = await speichere(neu.body.id, neu.body.revision.id, {
      gremium_id: ta,
      name: 'Sitzung mit Lücken',
      beginn: new Date(besetzt).toISOString(),
      ende: new Date(new Date(besetzt).getTime() - 3_600_000).toISOString(),
      ort: null,
      raum: 'Sitzungssaal',
      tagesordnung: [{ titel: '', oeffentlich: true, vorlage_id: 2_000_000 }],
      dateien: [{ titel: 'Einladung', art: 'Einladung', oeffentlich: true }],
    });
    expect(gespeichert.status).toBe(201);
    const abgelehnt = await zurFreigabe(neu.body.id, gespeichert.body.revision.id);
    expect(abgelehnt.status).toBe(422);
    expect(abgelehnt.body.errors).toEqual({
      beginn: expect.stringMatching(/^Das Gremium „Technischer Ausschuss“ hat zu dieser Zeit schon eine Sitzung/),
      ende: 'Das Ende der Sitzung muss nach ihrem Beginn liegen.',
      ort: 'Bitte geben Sie den Ort der Sitzung an (Gebäude und Anschrift).',
      'tagesordnung.0.titel': 'Bitte geben Sie dem Tagesordnungspunkt einen Titel.',
      'tagesordnung.0.vorlage_id': 'Diese Vorlage gibt es nicht, oder sie ist noch nicht veröffentlicht. Bitte wählen Sie eine Vorlage aus der Liste.',
      'dateien.0.medium': 'Bei dieser Datei fehlt das PDF. Bitte wählen Sie ein PDF aus der Mediathek oder entfernen Sie den Eintrag.',
    });
  });

  describe('a meeting of the Technischer Ausschuss', () => {
    let inhaltId = 0;
    let sitzungId = 0;
    let einladung: RedaktionMediumDetail & { daten: Buffer };
    let protokoll: RedaktionMediumDetail & { daten: Buffer };
    const beginn = '2027-02-11T18:00';
    const felder = (): RedaktionSitzungFelder => ({
      gremium_id: ta,
      name: '1. Sitzung des Technischen Ausschusses 2027',
      beginn,
      ende: '2027-02-11T20:30',
      ort: 'Rathaus, Marktplatz 1, 79999 Musterstadt',
      raum: 'Großer Sitzungssaal',
      tagesordnung: [
        { titel: 'Bekanntgaben', oeffentlich: true },
        { titel: `Vergabe ${WORT} Flurstück 17`, oeffentlich: false, beratungsart: 'Entscheidung' },
        { titel: 'Sanierung der Ortsdurchfahrt', oeffentlich: true, vorlage_id: vorlage, beratungsart: 'Vorberatung' },
      ],
      dateien: [
        { medium: einladung.name, titel: 'Einladung zur 1. Sitzung 2027', art: 'Einladung', oeffentlich: true },
        { medium: protokoll.name, titel: `Niederschrift ${WORT}`, art: 'Niederschrift', oeffentlich: false },
      ],
    });

    beforeAll(async () => {
      einladung = await hochladen('einladung-ta-2027-1.pdf', 'Einladung TA 1/2027', await getaggtesPdf('Einladung zur Sitzung'));
      protokoll = await hochladen('niederschrift-ta-2027-1.pdf', 'Niederschrift TA 1/2027 (nichtöffentlich)', await ungetaggtesPdf());
    });

    it('goes for approval with a warning for the PDF that is not accessible, and is published by the approver', async () => {
      const neu = await env.call<RedaktionInhalt>('POST', '/api/cms/redaktion/inhalte', {
        token: petra,
        body: { art: 'sitzung', bereich: 'ratsinfo', felder: { name: felder().name } },
      });
      inhaltId = neu.body.id;
      const gespeichert = await speichere(inhaltId, neu.body.revision.id, felder());
      expect(gespeichert.status).toBe(201);
      expect(Object.keys(gespeichert.body.hinweise ?? {})).toEqual(['dateien.1.medium']);
      expect((await zurFreigabe(inhaltId, gespeichert.body.revision.id)).status).toBe(200);
      // The council office writes; approving is the approver’s role.
      expect(
        (await env.call('POST', `/api/cms/redaktion/inhalte/${inhaltId}/freigeben`, { token: petra, body: { revision: gespeichert.body.revision.id } })).status,
      ).toBe(403);
      const veroeffentlicht = await freigeben(inhaltId, gespeichert.body.revision.id);
      expect(veroeffentlicht.status).toBe(200);
      expect(veroeffentlicht.body.status).toBe('Veröffentlicht');
      sitzungId = veroeffentlicht.body.ziel_id as number;
      expect(veroeffentlicht.body.adresse).toBe(`/ratsinfo/sitzungen/${sitzungId}`);
    });

    it('shows the public part on the meeting page and in the list at once, the non-public part to council members only', async () => {
      const oeffentlich = await lies<RatsSitzungDetail>(`/api/cms/ratsinfo/sitzungen/${sitzungId}`);
      expect(oeffentlich.body).toMatchObject({ name: felder().name, gremium: { kuerzel: 'TA' }, nichtoeffentlichAusgeblendet: true, geaendert: null });
      expect(oeffentlich.body.tagesordnung.map((punkt) => [punkt.nummer, punkt.titel])).toEqual([
        ['1', 'Bekanntgaben'],
        ['2', 'Sanierung der Ortsdurchfahrt'],
      ]);
      expect(oeffentlich.body.tagesordnung[1]?.vorlage?.id).toBe(vorlage);
      expect(oeffentlich.body.dateien.map((datei) => datei.titel)).toEqual(['Einladung zur 1. Sitzung 2027']);
      expect(oeffentlich.text).not.toContain(WORT);

      const intern = await lies<RatsSitzungDetail>(`/api/cms/ratsinfo/sitzungen/${sitzungId}`, true);
      expect(intern.body.tagesordnung.map((punkt) => punkt.nummer)).toEqual(['1', 'N 1', '2']);
      const datei = intern.body.dateien.find((eintrag) => !eintrag.oeffentlich);
      expect(datei?.titel).toBe(`Niederschrift ${WORT}`);
      const pfad = `/api/cms/ratsinfo/dateien/${datei?.id}/${datei?.dateiname}`;
      expect((await lies(pfad)).status).toBe(401);
      const pdf = await lies(pfad, true);
      expect(pdf.status).toBe(200);
      expect(pdf.bytes.equals(protokoll.daten)).toBe(true);
      // Never at a media address, whatever it is called.
      expect((await lies(`/api/cms/medien/${protokoll.name}`)).status).toBe(404);

      const liste = await lies<RatsListe<RatsSitzung>>('/api/cms/ratsinfo/sitzungen?gremium=TA&zeitraum=kommend&pro_seite=100');
      expect(liste.body.data.map((sitzung) => sitzung.id)).toContain(sitzungId);
    });

    it('is in the meeting calendar and in OParl without the non-public item and file; no search finds the unique word without a login', async () => {
      const ics = await lies('/api/cms/ical/sitzungen.ics?gremium=TA');
      expect(ics.text).toContain(`UID:sitzung-${sitzungId}@musterstadt.de`);
      expect(ics.text).not.toContain(WORT);

      const meeting = await oparl(`meeting/${sitzungId}`);
      expect(meeting.status).toBe(200);
      expect(meeting.text).not.toContain(WORT);
      const punkte = meeting.body['agendaItem'] as Json[];
      expect(punkte.map((punkt) => [punkt['number'], punkt['name']])).toEqual([
        ['1', 'Bekanntgaben'],
        ['2', 'Sanierung der Ortsdurchfahrt'],
      ]);
      expect((meeting.body['invitation'] as Json)['name']).toBe('Einladung zur 1. Sitzung 2027');
      expect(meeting.body['resultsProtocol']).toBeUndefined();
      const beratung = await oparl(`consultation/${String(punkte[1]?.['id']).split('/').pop()}`);
      expect(beratung.body).toMatchObject({ paper: `${SITE}/oparl/v1/paper/${vorlage}`, role: 'Vorberatung' });
      const { rows } = await env.db.query<{ id: number }>('SELECT id FROM rats_tagesordnungspunkte WHERE sitzung_id = $1 AND NOT oeffentlich', [sitzungId]);
      expect((await oparl(`agendaitem/${rows[0]?.id}`)).status).toBe(404);
      const dateien = await env.db.query<{ id: number }>('SELECT id FROM rats_dateien WHERE sitzung_id = $1 AND NOT oeffentlich', [sitzungId]);
      expect((await oparl(`file/${dateien.rows[0]?.id}`)).status).toBe(404);

      expect((await lies<RatsListe<RatsSuchtreffer>>(`/api/cms/ratsinfo/suche?q=${encodeURIComponent(WORT)}`)).body.anzahl).toBe(0);
      expect((await lies<RatsListe<RatsSuchtreffer>>(`/api/cms/ratsinfo/suche?q=${encodeURIComponent(WORT)}`, true)).body.anzahl).toBe(1);
      expect((await lies<{ anzahl: number }>(`/api/cms/suche?q=${encodeURIComponent(WORT)}`)).body.anzahl).toBe(0);
    });

    it('moves OParl’s modified and shows “geändert am” when the published meeting is changed; kept items keep their ids', async () => {
      const vorher = await oparl(`meeting/${sitzungId}`);
      const punktVorher = (vorher.body['agendaItem'] as Json[])[0] as Json;
      // Twenty minutes later (within the editors' idle time).
      env.uhr.jetzt += SPAETER;
      const inhalt = await env.call<RedaktionInhalt>('GET', `/api/cms/redaktion/inhalte/${inhaltId}`, { token: petra });
      const stand = inhalt.body.felder as unknown as RedaktionSitzungFelder;
      const tagesordnung = (stand.tagesordnung ?? []).map((punkt, index) => (index === 0 ? { ...punkt, titel: 'Bekanntgaben der Verwaltung' } : punkt));
      const gespeichert = await speichere(inhaltId, inhalt.body.revision.id, { ...stand, tagesordnung });
      // The comparison names the committee and the paper, not their numbers.
      const vergleich = await env.call<{ felder: { feld: string; geaendert: boolean; alt: string; neu: string }[] }>(
        'GET',
        `/api/cms/redaktion/inhalte/${inhaltId}/vergleich?von=${inhalt.body.revision.id}&bis=${gespeichert.body.revision.id}`,
        { token: petra },
      );
      const papier = (await env.db.query<{ aktenzeichen: string; titel: string }>('SELECT aktenzeichen, titel FROM rats_vorlagen WHERE id = $1', [vorlage]))
        .rows[0];
      const feld = (name: string) => vergleich.body.felder.find((eintrag) => eintrag.feld === name);
      expect(feld('gremium_id')).toMatchObject({ geaendert: false, neu: 'Technischer Ausschuss' });
      expect(feld('tagesordnung.0')).toMatchObject({ geaendert: true });
      expect(feld('tagesordnung.2')?.neu).toContain(`Vorlage: ${papier?.aktenzeichen} ${papier?.titel}`);
      expect((await zurFreigabe(inhaltId, gespeichert.body.revision.id)).status).toBe(200);
      expect((await freigeben(inhaltId, gespeichert.body.revision.id)).status).toBe(200);

      const nachher = await oparl(`meeting/${sitzungId}`);
      const punktNachher = (nachher.body['agendaItem'] as Json[])[0] as Json;
      expect(nachher.body['created']).toBe(vorher.body['created']);
      expect(Date.parse(nachher.body['modified'] as string)).toBe(Date.parse(vorher.body['modified'] as string) + SPAETER);
      expect(punktNachher['id']).toBe(punktVorher['id']);
      expect(punktNachher['name']).toBe('Bekanntgaben der Verwaltung');
      expect(Date.parse(punktNachher['modified'] as string)).toBeGreaterThan(Date.parse(punktVorher['modified'] as string));
      const seite = await lies<RatsSitzungDetail>(`/api/cms/ratsinfo/sitzungen/${sitzungId}`);
      expect(seite.body.geaendert).toBe(new Date(env.uhr.jetzt).toISOString());
    });

    it('is gone (410) once withdrawn, and out of the calendar and OParl', async () => {
      const zurueck = await env.call('POST', `/api/cms/redaktion/inhalte/${inhaltId}/zurueckziehen`, {
        token: markus,
        body: { grund: 'Versehentlich veröffentlicht' },
      });
      expect(zurueck.status).toBe(200);
      expect((await lies(`/api/cms/ratsinfo/sitzungen/${sitzungId}`)).status).toBe(410);
      expect((await lies(`/api/cms/route?url=${encodeURIComponent(`/ratsinfo/sitzungen/${sitzungId}`)}`)).status).toBe(410);
      expect((await oparl(`meeting/${sitzungId}`)).status).toBe(404);
      expect((await lies('/api/cms/ical/sitzungen.ics?gremium=TA')).text).not.toContain(`sitzung-${sitzungId}@`);
    });
  });
});
