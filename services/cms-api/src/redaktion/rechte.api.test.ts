/**
 * Roles and sections are the content API's to enforce: the fire-brigade editor (section
 * `feuerwehr` only) gets 403 with a German message on every editorial route that touches a town
 * item, a town file or an account, and sees nothing of the town where a route lists. The test lists
 * every registered editorial route, so a new route without a case here fails it.
 */
import {
  REDAKTION_MESSAGES,
  type RedaktionAufgaben,
  RedaktionInhalt,
  RedaktionInhaltKopf,
  RedaktionListe,
  RedaktionMedium,
  RedaktionVerlauf,
} from '@musterstadt/cms-contract';
import sharp from 'sharp';
import { BACKENDS } from '../testing/backends';
import { KONTEN, type Redaktionsumgebung, starteRedaktion } from '../testing/redaktion';

const SEEDED_AT = new Date('2026-11-20T09:00:00Z');
/** A seeded staff member of the intranet. */
const MITARBEITER = '6f1c2a4e-8b3d-4c5e-9a17-2d4b6e8f0a11';

jest.setTimeout(120_000);

describe.each(BACKENDS)('roles and sections on $name', (backend) => {
  let env: Redaktionsumgebung;
  const routen: string[] = [];
  let feuerwehr = '';
  let stadt = '';
  let freigabe = '';
  let admin = '';
  let artikel: RedaktionInhalt;
  let medium: RedaktionMedium;
  let kontoId = 0;

  beforeAll(async () => {
    env = await starteRedaktion(backend, SEEDED_AT, {}, (app) => {
      app.addHook('onRoute', (route) => {
        if (!route.url.startsWith('/api/cms/redaktion/')) return;
        for (const method of [route.method].flat()) if (method !== 'HEAD') routen.push(`${method} ${route.url}`);
      });
    });
    feuerwehr = await env.anmelden(KONTEN.feuerwehr);
    stadt = await env.anmelden(KONTEN.stadt);
    freigabe = await env.anmelden(KONTEN.freigabe);
    admin = await env.anmelden(KONTEN.admin);
    const liste = await env.call<RedaktionListe<RedaktionInhaltKopf>>('GET', '/api/cms/redaktion/inhalte?bereich=stadt&art=artikel&status=online', {
      token: stadt,
    });
    const erster = liste.body.data[0] as RedaktionInhaltKopf;
    // A town article with a draft waiting for approval, so that every action has something to act on.
    const detail = (await env.call<RedaktionInhalt>('GET', `/api/cms/redaktion/inhalte/${erster.id}`, { token: stadt })).body;
    artikel = (
      await env.call<RedaktionInhalt>('POST', `/api/cms/redaktion/inhalte/${erster.id}/revisionen`, {
        token: stadt,
        body: { basis_revision: detail.revision.id, felder: { ...detail.felder, einleitung: `${detail.felder.einleitung ?? ''} Aktualisiert.` } },
      })
    ).body;
    await env.call('POST', `/api/cms/redaktion/inhalte/${artikel.id}/zur-freigabe`, { token: stadt, body: { revision: artikel.revision.id } });
    const bild = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#2f6f4f' } })
      .jpeg()
      .toBuffer();
    medium = (
      await env.call<RedaktionMedium>('POST', '/api/cms/redaktion/medien', {
        token: stadt,
        body: { bereich: 'stadt', dateiname: 'kurpark.jpg', daten: bild.toString('base64'), alt: 'Der Kurpark im Herbst', copyright: 'Stadt Musterstadt' },
      })
    ).body;
    kontoId = (await env.call<{ data: { id: number; email: string }[] }>('GET', '/api/cms/redaktion/konten', { token: admin })).body.data.find(
      (konto) => konto.email === KONTEN.stadt.email,
    )?.id as number;
  }, 300_000);

  afterAll(async () => {
    await env?.close();
  });

  /** Every editorial call on a town item, a town file, a section's settings or an account. */
  const faelle = (): { route: string; pfad: string; body?: unknown }[] => {
    const i = artikel.id;
    const r = artikel.revision.id;
    const m = medium.id;
    return [
      { route: 'PATCH /api/cms/redaktion/bereiche/:bereich', pfad: '/api/cms/redaktion/bereiche/stadt', body: { einpersonen_freigabe: true } },
      { route: 'GET /api/cms/redaktion/konten', pfad: '/api/cms/redaktion/konten' },
      {
        route: 'POST /api/cms/redaktion/konten',
        pfad: '/api/cms/redaktion/konten',
        body: { name: 'Eindringling', email: 'x@musterstadt.de', passwort: 'Ein-langes-Passwort-1', rollen: ['Administration'], bereiche: [] },
      },
      { route: 'GET /api/cms/redaktion/konten/:id', pfad: `/api/cms/redaktion/konten/${kontoId}` },
      { route: 'PATCH /api/cms/redaktion/konten/:id', pfad: `/api/cms/redaktion/konten/${kontoId}`, body: { bereiche: ['stadt', 'feuerwehr'] } },
      { route: 'POST /api/cms/redaktion/konten/:id/beenden', pfad: `/api/cms/redaktion/konten/${kontoId}/beenden`, body: {} },
      { route: 'POST /api/cms/redaktion/konten/:id/aktivieren', pfad: `/api/cms/redaktion/konten/${kontoId}/aktivieren`, body: {} },
      { route: 'GET /api/cms/redaktion/protokoll', pfad: '/api/cms/redaktion/protokoll' },
      { route: 'POST /api/cms/redaktion/konten/:id/passwort-link', pfad: `/api/cms/redaktion/konten/${kontoId}/passwort-link`, body: {} },
      { route: 'GET /api/cms/redaktion/mitarbeitende', pfad: '/api/cms/redaktion/mitarbeitende' },
      {
        route: 'POST /api/cms/redaktion/mitarbeitende',
        pfad: '/api/cms/redaktion/mitarbeitende',
        body: { vorname: 'Eva', nachname: 'Brandt', email: 'eva.brandt@musterstadt.de' },
      },
      { route: 'POST /api/cms/redaktion/mitarbeitende/:uuid/passwort-link', pfad: `/api/cms/redaktion/mitarbeitende/${MITARBEITER}/passwort-link`, body: {} },
      { route: 'POST /api/cms/redaktion/mitarbeitende/:uuid/beenden', pfad: `/api/cms/redaktion/mitarbeitende/${MITARBEITER}/beenden`, body: {} },
      { route: 'GET /api/cms/redaktion/ratsmitglieder', pfad: '/api/cms/redaktion/ratsmitglieder' },
      {
        route: 'POST /api/cms/redaktion/ratsmitglieder',
        pfad: '/api/cms/redaktion/ratsmitglieder',
        body: { anrede: 'Herr', vorname: 'Max', nachname: 'Eindringling', email: 'max.e@musterstadt.de', partei: 'X', wohnort: 'Y', mitgliedschaften: [] },
      },
      { route: 'GET /api/cms/redaktion/ratsmitglieder/:id', pfad: '/api/cms/redaktion/ratsmitglieder/1' },
      { route: 'PATCH /api/cms/redaktion/ratsmitglieder/:id', pfad: '/api/cms/redaktion/ratsmitglieder/1', body: { partei: 'Andere' } },
      {
        route: 'POST /api/cms/redaktion/ratsmitglieder/:id/mitgliedschaften',
        pfad: '/api/cms/redaktion/ratsmitglieder/1/mitgliedschaften',
        body: { gremium_id: 1, rolle: 'Mitglied', seit: '2026-01-01' },
      },
      {
        route: 'PATCH /api/cms/redaktion/ratsmitglieder/:id/mitgliedschaften/:mid',
        pfad: '/api/cms/redaktion/ratsmitglieder/1/mitgliedschaften/1',
        body: { bis: '2026-12-31' },
      },
      { route: 'DELETE /api/cms/redaktion/ratsmitglieder/:id/mitgliedschaften/:mid', pfad: '/api/cms/redaktion/ratsmitglieder/1/mitgliedschaften/1' },
      { route: 'POST /api/cms/redaktion/ratsmitglieder/:id/passwort-link', pfad: '/api/cms/redaktion/ratsmitglieder/1/passwort-link', body: {} },
      { route: 'POST /api/cms/redaktion/ratsmitglieder/:id/beenden', pfad: '/api/cms/redaktion/ratsmitglieder/1/beenden', body: {} },
      { route: 'GET /api/cms/redaktion/inhalte', pfad: '/api/cms/redaktion/inhalte?bereich=stadt' },
      {
        route: 'POST /api/cms/redaktion/inhalte',
        pfad: '/api/cms/redaktion/inhalte',
        body: { art: 'artikel', bereich: 'stadt', felder: { titel: 'Falscher Bereich' } },
      },
      // A person of the town's staff directory is the town's too.
      {
        route: 'POST /api/cms/redaktion/inhalte',
        pfad: '/api/cms/redaktion/inhalte',
        body: { art: 'mitarbeiter', bereich: 'stadt', ablage: 'mitarbeiterverzeichnis', felder: { vorname: 'Max', nachname: 'Muster' } },
      },
      { route: 'GET /api/cms/redaktion/inhalte/:id', pfad: `/api/cms/redaktion/inhalte/${i}` },
      { route: 'GET /api/cms/redaktion/inhalte/:id/revisionen', pfad: `/api/cms/redaktion/inhalte/${i}/revisionen` },
      {
        route: 'POST /api/cms/redaktion/inhalte/:id/revisionen',
        pfad: `/api/cms/redaktion/inhalte/${i}/revisionen`,
        body: { basis_revision: r, felder: { ...artikel.felder, titel: 'Übernommen von der Feuerwehr' } },
      },
      { route: 'GET /api/cms/redaktion/inhalte/:id/revisionen/:revision', pfad: `/api/cms/redaktion/inhalte/${i}/revisionen/${r}` },
      {
        route: 'POST /api/cms/redaktion/inhalte/:id/revisionen/:revision/wiederherstellen',
        pfad: `/api/cms/redaktion/inhalte/${i}/revisionen/${artikel.revision.basis_id}/wiederherstellen`,
        body: {},
      },
      { route: 'GET /api/cms/redaktion/inhalte/:id/vergleich', pfad: `/api/cms/redaktion/inhalte/${i}/vergleich?von=${artikel.revision.basis_id}&bis=${r}` },
      { route: 'POST /api/cms/redaktion/inhalte/:id/pruefung', pfad: `/api/cms/redaktion/inhalte/${i}/pruefung`, body: {} },
      { route: 'POST /api/cms/redaktion/inhalte/:id/zur-freigabe', pfad: `/api/cms/redaktion/inhalte/${i}/zur-freigabe`, body: { revision: r } },
      { route: 'POST /api/cms/redaktion/inhalte/:id/freigeben', pfad: `/api/cms/redaktion/inhalte/${i}/freigeben`, body: { revision: r } },
      {
        route: 'POST /api/cms/redaktion/inhalte/:id/zurueckgeben',
        pfad: `/api/cms/redaktion/inhalte/${i}/zurueckgeben`,
        body: { revision: r, grund: 'Nein.' },
      },
      { route: 'POST /api/cms/redaktion/inhalte/:id/zurueckziehen', pfad: `/api/cms/redaktion/inhalte/${i}/zurueckziehen`, body: { grund: 'Nein.' } },
      { route: 'POST /api/cms/redaktion/inhalte/:id/vorschau', pfad: `/api/cms/redaktion/inhalte/${i}/vorschau`, body: {} },
      { route: 'GET /api/cms/redaktion/inhalte/:id/weiterleitungen', pfad: `/api/cms/redaktion/inhalte/${i}/weiterleitungen` },
      {
        route: 'POST /api/cms/redaktion/inhalte/:id/weiterleitungen/entfernen',
        pfad: `/api/cms/redaktion/inhalte/${i}/weiterleitungen/entfernen`,
        body: { von: '/aktuelles/alt' },
      },
      { route: 'GET /api/cms/redaktion/medien', pfad: '/api/cms/redaktion/medien?bereich=stadt' },
      {
        route: 'POST /api/cms/redaktion/medien',
        pfad: '/api/cms/redaktion/medien',
        body: { bereich: 'stadt', dateiname: 'x.jpg', daten: Buffer.from('nicht wirklich ein Bild').toString('base64'), alt: 'x', copyright: 'x' },
      },
      { route: 'GET /api/cms/redaktion/medien/:id', pfad: `/api/cms/redaktion/medien/${m}` },
      { route: 'PATCH /api/cms/redaktion/medien/:id', pfad: `/api/cms/redaktion/medien/${m}`, body: { alt: 'Feuerwehrhaus' } },
      { route: 'DELETE /api/cms/redaktion/medien/:id', pfad: `/api/cms/redaktion/medien/${m}` },
      { route: 'GET /api/cms/redaktion/medien/:id/datei', pfad: `/api/cms/redaktion/medien/${m}/datei` },
      {
        route: 'PUT /api/cms/redaktion/medien/:id/datei',
        pfad: `/api/cms/redaktion/medien/${m}/datei`,
        body: { dateiname: 'x.pdf', daten: Buffer.from('%PDF-1.7 nicht wirklich').toString('base64') },
      },
      // The waste calendar is the town's: its imports are refused before any import is looked at.
      { route: 'GET /api/cms/redaktion/abfall/importe', pfad: '/api/cms/redaktion/abfall/importe' },
      {
        route: 'POST /api/cms/redaktion/abfall/importe',
        pfad: '/api/cms/redaktion/abfall/importe',
        body: { jahr: 2027, dateiname: 'termine.csv', daten: Buffer.from('Datum;Bezirk;Abfallart\n').toString('base64') },
      },
      { route: 'GET /api/cms/redaktion/abfall/importe/:id', pfad: '/api/cms/redaktion/abfall/importe/1' },
      { route: 'POST /api/cms/redaktion/abfall/importe/:id/freigeben', pfad: '/api/cms/redaktion/abfall/importe/1/freigeben', body: {} },
      { route: 'POST /api/cms/redaktion/abfall/importe/:id/verwerfen', pfad: '/api/cms/redaktion/abfall/importe/1/verwerfen', body: {} },
      // Citizens' submissions are the town's: the queue and its decisions are refused before any submission is looked at.
      { route: 'GET /api/cms/redaktion/eingaenge', pfad: '/api/cms/redaktion/eingaenge' },
      { route: 'POST /api/cms/redaktion/eingaenge/:id/freigeben', pfad: '/api/cms/redaktion/eingaenge/1/freigeben', body: {} },
      { route: 'POST /api/cms/redaktion/eingaenge/:id/ablehnen', pfad: '/api/cms/redaktion/eingaenge/1/ablehnen', body: { grund: 'Nein.' } },
      { route: 'GET /api/cms/redaktion/eingaenge/dateien/:id/datei', pfad: '/api/cms/redaktion/eingaenge/dateien/1/datei' },
      // The intranet archive's topics are its section's.
      { route: 'GET /api/cms/redaktion/archiv-themen', pfad: '/api/cms/redaktion/archiv-themen' },
    ];
  };

  /** Routes that touch no single town thing: they answer for the caller's own sections only (checked below). */
  const OHNE_STADTBEZUG = [
    'POST /api/cms/redaktion/login',
    'GET /api/cms/redaktion/ich',
    'POST /api/cms/redaktion/ich/passwort',
    'GET /api/cms/redaktion/bereiche',
    'GET /api/cms/redaktion/aufgaben',
    // The preview link is its own key (signed, 24 hours), meant to be passed on; no login is asked for.
    'GET /api/cms/redaktion/vorschau',
  ];

  it('has a case for every editorial route', () => {
    const abgedeckt = new Set([...faelle().map((fall) => fall.route), ...OHNE_STADTBEZUG]);
    expect(routen.length).toBeGreaterThan(20);
    expect(routen.filter((route) => !abgedeckt.has(route))).toEqual([]);
  });

  it('answers 403 in German to the fire-brigade editor on every route that touches the town, and changes nothing', async () => {
    const vorher = (await env.call<RedaktionVerlauf>('GET', `/api/cms/redaktion/inhalte/${artikel.id}/revisionen`, { token: stadt })).body;
    for (const fall of faelle()) {
      const [method] = fall.route.split(' ') as [string];
      const antwort = await env.call(method, fall.pfad, { token: feuerwehr, ...(fall.body !== undefined ? { body: fall.body } : {}) });
      expect({ route: fall.route, status: antwort.status }).toEqual({ route: fall.route, status: 403 });
      // The council members are the administration's and the council office's (section Sitzungsdienst); the archive's topics its section's.
      expect(antwort.body.error).toMatch(
        /^(Der Bereich „(Stadt|Sitzungsdienst|Intranet: Dokumentenarchiv)“ gehört nicht zu Ihren Bereichen|Dafür fehlt Ihnen die Rolle „(Freigabe|Administration)“)/,
      );
    }
    expect((await env.call<RedaktionVerlauf>('GET', `/api/cms/redaktion/inhalte/${artikel.id}/revisionen`, { token: stadt })).body).toEqual(vorher);
    expect((await env.call<RedaktionInhalt>('GET', `/api/cms/redaktion/inhalte/${artikel.id}`, { token: stadt })).body.status).toBe('Zur Freigabe');
    expect((await env.call('GET', `/api/cms/redaktion/medien/${medium.id}`, { token: stadt })).status).toBe(200);
  });

  it('shows the fire-brigade editor only the fire brigade where a route lists', async () => {
    const ich = await env.call<{ bereiche: { id: string }[] }>('GET', '/api/cms/redaktion/ich', { token: feuerwehr });
    expect(ich.body.bereiche.map((bereich) => bereich.id)).toEqual(['feuerwehr']);
    const bereiche = await env.call<{ data: { id: string }[] }>('GET', '/api/cms/redaktion/bereiche', { token: feuerwehr });
    expect(bereiche.body.data.map((bereich) => bereich.id)).toEqual(['feuerwehr']);
    const alle = await env.call<RedaktionListe<RedaktionInhaltKopf>>('GET', '/api/cms/redaktion/inhalte?pro_seite=100', { token: feuerwehr });
    expect(alle.body.anzahl).toBeGreaterThan(0);
    expect(new Set(alle.body.data.map((eintrag) => eintrag.bereich))).toEqual(new Set(['feuerwehr']));
    expect(new Set(alle.body.data.map((eintrag) => eintrag.ablage))).toEqual(new Set(['feuerwehr', 'feuerwehr-einsatz']));
    const aufgaben = (await env.call<RedaktionAufgaben>('GET', '/api/cms/redaktion/aufgaben', { token: feuerwehr })).body;
    expect([...aufgaben.entwuerfe, ...aufgaben.zurueckgegeben, ...aufgaben.zur_freigabe].map((eintrag) => eintrag.id)).not.toContain(artikel.id);
    const medien = await env.call<{ data: RedaktionMedium[] }>('GET', '/api/cms/redaktion/medien', { token: feuerwehr });
    expect(medien.body.data.map((eintrag) => eintrag.id)).not.toContain(medium.id);
  });

  it('lets the fire-brigade editor write an operation report that the administration publishes on /feuerwehr/einsaetze/', async () => {
    const bericht = await env.call<RedaktionInhalt>('POST', '/api/cms/redaktion/inhalte', {
      token: feuerwehr,
      body: {
        art: 'artikel',
        bereich: 'feuerwehr',
        ablage: 'feuerwehr-einsatz',
        felder: {
          titel: 'Kleinbrand in der Sägewerkstraße',
          einleitung: 'Ein brennender Müllcontainer war schnell gelöscht.',
          text: '<p>Zwölf Einsatzkräfte rückten aus.</p>',
        },
      },
    });
    expect(bericht.status).toBe(201);
    expect(bericht.body).toMatchObject({
      bereich: 'feuerwehr',
      ablage: 'feuerwehr-einsatz',
      adresse: '/feuerwehr/einsaetze/kleinbrand-in-der-saegewerkstrasse',
    });
    expect(
      (await env.call('POST', `/api/cms/redaktion/inhalte/${bericht.body.id}/zur-freigabe`, { token: feuerwehr, body: { revision: bericht.body.revision.id } }))
        .status,
    ).toBe(200);
    // The town's approver has no say in the fire brigade; the administration has.
    expect(
      (await env.call('POST', `/api/cms/redaktion/inhalte/${bericht.body.id}/freigeben`, { token: freigabe, body: { revision: bericht.body.revision.id } }))
        .status,
    ).toBe(403);
    const frei = await env.call<RedaktionInhalt>('POST', `/api/cms/redaktion/inhalte/${bericht.body.id}/freigeben`, {
      token: admin,
      body: { revision: bericht.body.revision.id },
    });
    expect(frei.status).toBe(200);
    const einsaetze = await env.call<{ data: { titel: string; detailURL: string }[] }>('GET', '/api/cms/artikel?bereich=feuerwehr-einsatz&pro_seite=1');
    expect(einsaetze.body.data[0]).toMatchObject({
      titel: 'Kleinbrand in der Sägewerkstraße',
      detailURL: '/feuerwehr/einsaetze/kleinbrand-in-der-saegewerkstrasse',
    });
    const route = await env.call<{ apiCalls: { params: Record<string, unknown> }[] }>(
      'GET',
      '/api/cms/route?url=/feuerwehr/einsaetze/kleinbrand-in-der-saegewerkstrasse',
    );
    expect(route.status).toBe(200);
    expect(route.body.apiCalls[0]?.params).toMatchObject({ slug: 'kleinbrand-in-der-saegewerkstrasse', bereich: 'feuerwehr-einsatz' });
  });

  it("keeps the council office's papers from an editor without the section Sitzungsdienst (403 in German), and the town from the council office", async () => {
    const rat = await env.anmelden(KONTEN.rat);
    const papiere = await env.call<RedaktionListe<RedaktionInhaltKopf>>('GET', '/api/cms/redaktion/inhalte?bereich=ratsinfo&art=vorlage', { token: rat });
    const papier = papiere.body.data[0] as RedaktionInhaltKopf;
    const detail = (await env.call<RedaktionInhalt<'vorlage'>>('GET', `/api/cms/redaktion/inhalte/${papier.id}`, { token: rat })).body;
    const versuche: [string, string, unknown?][] = [
      ['GET', '/api/cms/redaktion/inhalte?bereich=ratsinfo'],
      ['POST', '/api/cms/redaktion/inhalte', { art: 'vorlage', bereich: 'ratsinfo', felder: { titel: 'Fremde Vorlage' } }],
      ['GET', `/api/cms/redaktion/inhalte/${papier.id}`],
      ['POST', `/api/cms/redaktion/inhalte/${papier.id}/revisionen`, { basis_revision: detail.revision.id, felder: { ...detail.felder, titel: 'Übernommen' } }],
      ['POST', `/api/cms/redaktion/inhalte/${papier.id}/zurueckziehen`, { grund: 'Nein.' }],
      ['GET', '/api/cms/redaktion/medien?bereich=ratsinfo'],
    ];
    for (const [method, pfad, body] of versuche) {
      for (const token of [feuerwehr, stadt, freigabe]) {
        const antwort = await env.call(method, pfad, { token, ...(body !== undefined ? { body } : {}) });
        expect({ pfad, status: antwort.status, error: antwort.body.error }).toEqual({
          pfad,
          status: 403,
          // Withdrawing needs the role Freigabe first, then the section.
          error: expect.stringMatching(/^(Der Bereich „Sitzungsdienst“ gehört nicht zu Ihren Bereichen|Dafür fehlt Ihnen die Rolle „Freigabe“)/),
        });
      }
    }
    expect((await env.call<RedaktionInhalt<'vorlage'>>('GET', `/api/cms/redaktion/inhalte/${papier.id}`, { token: rat })).body.revision.id).toBe(
      detail.revision.id,
    );
    const stadtArtikel = await env.call('GET', `/api/cms/redaktion/inhalte/${artikel.id}`, { token: rat });
    expect(stadtArtikel.status).toBe(403);
  });

  it('refuses the intranet document archive and its internal files to the town approver, who lacks its section', async () => {
    const archive = await env.call<RedaktionListe<RedaktionInhaltKopf>>('GET', '/api/cms/redaktion/inhalte?bereich=intranet-archiv', { token: admin });
    const archiv = archive.body.data[0] as RedaktionInhaltKopf;
    expect(archiv.art).toBe('intranet-archiv');
    const faelle: [string, string, unknown?][] = [
      ['GET', '/api/cms/redaktion/inhalte?bereich=intranet-archiv'],
      [
        'POST',
        '/api/cms/redaktion/inhalte',
        { art: 'intranet-archiv', bereich: 'intranet-archiv', felder: { titel: 'Fremdes Archiv', thema: 'Dienstvereinbarungen' } },
      ],
      ['GET', `/api/cms/redaktion/inhalte/${archiv.id}`],
      ['POST', `/api/cms/redaktion/inhalte/${archiv.id}/revisionen`, { basis_revision: archiv.revision.id, felder: { titel: 'Übernommen', thema: 'X' } }],
      ['POST', `/api/cms/redaktion/inhalte/${archiv.id}/zurueckziehen`, { grund: 'Nein.' }],
      ['POST', '/api/cms/redaktion/medien', { bereich: 'intranet-archiv', dateiname: 'x.pdf', daten: Buffer.from('%PDF-1.7').toString('base64') }],
    ];
    for (const [method, pfad, body] of faelle) {
      const antwort = await env.call(method, pfad, { token: freigabe, ...(body === undefined ? {} : { body }) });
      expect({ pfad, status: antwort.status }).toEqual({ pfad, status: 403 });
      expect(antwort.body.error).toBe(
        'Der Bereich „Intranet: Dokumentenarchiv“ gehört nicht zu Ihren Bereichen. Inhalte dort können Sie weder sehen noch bearbeiten.',
      );
    }
    expect((await env.call<RedaktionInhalt>('GET', `/api/cms/redaktion/inhalte/${archiv.id}`, { token: admin })).body.status).toBe('Veröffentlicht');
  });

  it('answers 401 without a login and with a forged token', async () => {
    for (const pfad of ['/api/cms/redaktion/ich', '/api/cms/redaktion/inhalte', `/api/cms/redaktion/inhalte/${artikel.id}`, '/api/cms/redaktion/protokoll']) {
      const ohne = await env.call('GET', pfad);
      expect({ pfad, status: ohne.status, error: ohne.body.error }).toEqual({ pfad, status: 401, error: REDAKTION_MESSAGES.loginRequired });
      const gefaelscht = await env.call('GET', pfad, { token: 'eyJhbGciOiJIUzI1NiJ9.eyJrb250byI6IjEifQ.c2lnbmF0dXI' });
      expect({ pfad, status: gefaelscht.status, error: gefaelscht.body.error }).toEqual({ pfad, status: 401, error: REDAKTION_MESSAGES.sessionInvalid });
    }
  });
});
