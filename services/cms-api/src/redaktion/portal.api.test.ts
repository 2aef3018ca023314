/**
 * The portals in the editorial area on the real server (PGlite, and PostgreSQL when DATABASE_URL is
 * set): the seeded portals are taken over as published content; the town editor changes the home
 * page's hero and moves a module; the checks refuse a module without its fields and a sixth slide;
 * a second person approves and `/api/cms/startseite` answers the change; a portal cannot be
 * withdrawn; the fire-brigade editor cannot open it.
 */
import type { RedaktionInhalt, RedaktionInhaltKopf, RedaktionListe, RedaktionPortalFelder, RedaktionPruefung } from '@musterstadt/cms-contract';
import { BACKENDS } from '../testing/backends';
import { KONTEN, type Redaktionsumgebung, starteRedaktion } from '../testing/redaktion';
import { PORTAL_MELDUNGEN } from './portal-art';

const SEEDED_AT = new Date('2026-11-20T09:00:00Z');

jest.setTimeout(120_000);

type Portal = RedaktionInhalt<'portal'>;
interface Oeffentlich {
  titel: string;
  module: { typ: string; titel?: string; eintraege?: unknown[] }[];
}

describe.each(BACKENDS)('portals in the editorial area on $name', (backend) => {
  let env: Redaktionsumgebung;
  let redakteurin = '';
  let freigabe = '';
  let feuerwehr = '';

  beforeAll(async () => {
    env = await starteRedaktion(backend, SEEDED_AT);
    redakteurin = await env.anmelden(KONTEN.stadt);
    freigabe = await env.anmelden(KONTEN.freigabe);
    feuerwehr = await env.anmelden(KONTEN.feuerwehr);
  }, 300_000);

  afterAll(async () => {
    await env?.close();
  });

  const startseite = async (token: string): Promise<Portal> => {
    const liste = await env.call<RedaktionListe<RedaktionInhaltKopf>>('GET', '/api/cms/redaktion/inhalte?bereich=stadt&art=portal', { token });
    expect(liste.status).toBe(200);
    const kopf = liste.body.data.find((eintrag) => eintrag.slug === 'startseite') as RedaktionInhaltKopf;
    const detail = await env.call<Portal>('GET', `/api/cms/redaktion/inhalte/${kopf.id}`, { token });
    expect(detail.status).toBe(200);
    return detail.body;
  };

  it('takes over every seeded portal as published content at the address that shows it', async () => {
    const liste = await env.call<RedaktionListe<RedaktionInhaltKopf>>('GET', '/api/cms/redaktion/inhalte?bereich=stadt&art=portal', { token: redakteurin });
    expect(liste.body.data.map((eintrag) => [eintrag.slug, eintrag.adresse, eintrag.status]).sort()).toEqual([
      ['buergerservice', '/buergerservice', 'Veröffentlicht'],
      ['gaeste', '/gaeste', 'Veröffentlicht'],
      ['startseite', '/', 'Veröffentlicht'],
      ['verwaltung', '/verwaltung', 'Veröffentlicht'],
    ]);
    const portal = await startseite(redakteurin);
    const oeffentlich = await env.call<Oeffentlich>('GET', '/api/cms/startseite');
    expect(portal.felder.titel).toBe(oeffentlich.body.titel);
    expect(portal.felder.module.map((modul) => modul.typ)).toEqual(oeffentlich.body.module.map((modul) => modul.typ));
    expect(portal.felder.module.find((modul) => modul.typ === 'headline-teaser')?.quelle).toEqual({ typ: 'artikel', bereich: 'stadt', anzahl: 3 });
    expect(portal.aktionen).toEqual(['vorschau', 'speichern', 'wiederherstellen']);
  });

  it('refuses a module without its fields and a sixth slide, with the fields named', async () => {
    const portal = await startseite(redakteurin);
    const ohneBild: RedaktionPortalFelder = {
      ...portal.felder,
      module: [...portal.felder.module, { typ: 'bild-text', titel: 'Neu im Rathaus', text: '<p>Text</p>' }],
    };
    const pruefung = await env.call<RedaktionPruefung>('POST', `/api/cms/redaktion/inhalte/${portal.id}/pruefung`, {
      token: redakteurin,
      body: { felder: ohneBild },
    });
    expect(pruefung.status).toBe(200);
    const index = ohneBild.module.length - 1;
    expect(pruefung.body.errors).toEqual({ [`module.${index}.bildupload`]: 'Dem Modul „Bild und Text“ fehlt: Bild.' });

    const slider = portal.felder.module.findIndex((modul) => modul.typ === 'hero-slider');
    const sechs = portal.felder.module.map((modul, i) =>
      i === slider
        ? { ...modul, titel6: 'Ein sechstes Bild', bildupload6: { bild: '/api/cms/media/rathaus.svg', bildtext: 'Rathaus', bildcopyright: 'Stadt' } }
        : modul,
    );
    const gespeichert = await env.call<{ error: string; errors: Record<string, string> }>('POST', `/api/cms/redaktion/inhalte/${portal.id}/revisionen`, {
      token: redakteurin,
      body: { basis_revision: portal.revision.id, felder: { ...portal.felder, module: sechs } },
    });
    expect(gespeichert.status).toBe(422);
    expect(gespeichert.body.errors[`module.${slider}.titel6`]).toBe(PORTAL_MELDUNGEN.zuVieleSlides);
    expect((await startseite(redakteurin)).revision.id).toBe(portal.revision.id);
  });

  it('publishes the edited home page after a second person approves it; it cannot be withdrawn', async () => {
    const portal = await startseite(redakteurin);
    const module = [...portal.felder.module];
    const hero = module.findIndex((modul) => modul.typ === 'hero');
    module[hero] = { ...module[hero], typ: 'hero', titel: 'Lichterabend auf dem Marktplatz' };
    // The text module moves one place up.
    const text = module.findIndex((modul) => modul.typ === 'text');
    [module[text - 1], module[text]] = [module[text], module[text - 1]] as [RedaktionPortalFelder['module'][number], RedaktionPortalFelder['module'][number]];
    const gespeichert = await env.call<Portal>('POST', `/api/cms/redaktion/inhalte/${portal.id}/revisionen`, {
      token: redakteurin,
      body: { basis_revision: portal.revision.id, felder: { ...portal.felder, module } },
    });
    expect(gespeichert.status).toBe(201);
    const revision = gespeichert.body.revision.id;
    expect((await env.call('POST', `/api/cms/redaktion/inhalte/${portal.id}/zur-freigabe`, { token: redakteurin, body: { revision } })).status).toBe(200);

    const selbst = await env.call('POST', `/api/cms/redaktion/inhalte/${portal.id}/freigeben`, { token: redakteurin, body: { revision } });
    expect(selbst.status).toBe(403);
    const mitEnde = await env.call<{ errors: Record<string, string> }>('POST', `/api/cms/redaktion/inhalte/${portal.id}/freigeben`, {
      token: freigabe,
      body: { revision, veroeffentlichen_bis: '2027-01-01T00:00' },
    });
    expect(mitEnde.status).toBe(422);
    expect(mitEnde.body.errors.veroeffentlichen_bis).toBe(PORTAL_MELDUNGEN.keinEnde);

    const vorher = await env.call<Oeffentlich>('GET', '/api/cms/startseite');
    expect(vorher.body.module.some((modul) => modul.titel === 'Lichterabend auf dem Marktplatz')).toBe(false);
    const frei = await env.call<Portal>('POST', `/api/cms/redaktion/inhalte/${portal.id}/freigeben`, { token: freigabe, body: { revision } });
    expect(frei.status).toBe(200);
    expect(frei.body.status).toBe('Veröffentlicht');
    expect(frei.body.aktionen).not.toContain('zurueckziehen');

    const nachher = await env.call<Oeffentlich>('GET', '/api/cms/startseite');
    expect(nachher.body.module.map((modul) => modul.typ)).toEqual(module.map((modul) => modul.typ));
    expect(nachher.body.module.find((modul) => modul.typ === 'hero')?.titel).toBe('Lichterabend auf dem Marktplatz');
    expect(nachher.body.module[text - 1]?.typ).toBe('text');
    // Teaser modules still get their entries from their list.
    expect(nachher.body.module.find((modul) => modul.typ === 'headline-teaser')?.eintraege).toHaveLength(3);

    const zurueck = await env.call<{ error: string }>('POST', `/api/cms/redaktion/inhalte/${portal.id}/zurueckziehen`, {
      token: freigabe,
      body: { grund: 'Test' },
    });
    expect(zurueck.status).toBe(409);
    expect(zurueck.body.error).toBe(PORTAL_MELDUNGEN.nichtZurueckziehen);
    expect((await env.call('GET', '/api/cms/startseite')).status).toBe(200);
    expect((await startseite(freigabe)).status).toBe('Veröffentlicht');
  });

  it('shows the draft on the home page in the preview', async () => {
    const portal = await startseite(redakteurin);
    const link = await env.call<{ token: string }>('POST', `/api/cms/redaktion/inhalte/${portal.id}/vorschau`, { token: redakteurin, body: {} });
    expect(link.status).toBe(201);
    const vorschau = await env.call<{ url: string; antworten: Record<string, Oeffentlich> }>(
      'GET',
      `/api/cms/redaktion/vorschau?token=${encodeURIComponent(link.body.token)}`,
    );
    expect(vorschau.status).toBe(200);
    expect(vorschau.body.url).toBe('/');
    expect(vorschau.body.antworten.startseite?.module.map((modul) => modul.typ)).toEqual(portal.felder.module.map((modul) => modul.typ));
  });

  it('refuses the fire-brigade editor the town portals', async () => {
    const portal = await startseite(redakteurin);
    const lesen = await env.call('GET', `/api/cms/redaktion/inhalte/${portal.id}`, { token: feuerwehr });
    expect(lesen.status).toBe(403);
    const schreiben = await env.call('POST', `/api/cms/redaktion/inhalte/${portal.id}/revisionen`, {
      token: feuerwehr,
      body: { basis_revision: portal.revision.id, felder: portal.felder },
    });
    expect(schreiben.status).toBe(403);
  });

  it('creates no new portals', async () => {
    const neu = await env.call<{ error: string }>('POST', '/api/cms/redaktion/inhalte', {
      token: redakteurin,
      body: { art: 'portal', bereich: 'stadt', felder: { titel: 'Noch ein Portal', module: [] } },
    });
    expect(neu.status).toBe(409);
    expect(neu.body.error).toBe(PORTAL_MELDUNGEN.keinNeues);
  });
});
