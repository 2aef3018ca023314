/**
 * Menus in the editorial area on the real server and a freshly seeded database (PGlite, and
 * PostgreSQL when DATABASE_URL is set): each section sees its own menus only, the fire-brigade editor
 * is refused the town's main menu (403), saves entries (a tree deeper than the header shows is refused
 * and nothing stored), a link to no page is reported before approval, the administration approves and
 * the public menu changes at once; history, comparison, restore; a menu is never withdrawn or created.
 */
import type { MenuItem, RedaktionInhalt, RedaktionInhaltKopf, RedaktionListe, RedaktionVergleich, RedaktionVerlauf } from '@musterstadt/cms-contract';
import { BACKENDS } from '../testing/backends';
import { KONTEN, type Redaktionsumgebung, starteRedaktion } from '../testing/redaktion';

const SEEDED_AT = new Date('2026-11-20T09:00:00Z');

jest.setTimeout(120_000);

type Menue = RedaktionInhalt & { felder: { titel: string; ebenen: number; eintraege: MenuItem[] } };

describe.each(BACKENDS)('menus in the editorial area on $name', (backend) => {
  let env: Redaktionsumgebung;
  let feuerwehr = '';
  let stadt = '';
  let admin = '';

  beforeAll(async () => {
    env = await starteRedaktion(backend, SEEDED_AT);
    feuerwehr = await env.anmelden(KONTEN.feuerwehr);
    stadt = await env.anmelden(KONTEN.stadt);
    admin = await env.anmelden(KONTEN.admin);
  }, 300_000);

  afterAll(async () => {
    await env?.close();
  });

  const menues = (token: string) => env.call<RedaktionListe<RedaktionInhaltKopf>>('GET', '/api/cms/redaktion/inhalte?art=menue&pro_seite=100', { token });
  const menue = (token: string, id: number) => env.call<Menue>('GET', `/api/cms/redaktion/inhalte/${id}`, { token });
  const speichere = (token: string, id: number, basis: number, eintraege: MenuItem[], titel = 'Hauptmenü Feuerwehr') =>
    env.call<Menue>('POST', `/api/cms/redaktion/inhalte/${id}/revisionen`, { token, body: { basis_revision: basis, felder: { titel, eintraege } } });
  const oeffentlich = async (name: string) =>
    (await env.call<{ menuItems: MenuItem[] }>('GET', `/api/cms/menu?name=${encodeURIComponent(name)}`)).body.menuItems.map((item) => item.title);

  let feuerwehrMenue = 0;
  let hauptmenue = 0;

  it('gives each section its own menus, with the levels its header shows', async () => {
    const eigene = await menues(feuerwehr);
    expect(eigene.status).toBe(200);
    expect(eigene.body.data.map((entry) => [entry.titel, entry.bereich, entry.status])).toEqual([['Hauptmenü Feuerwehr', 'feuerwehr', 'Veröffentlicht']]);
    feuerwehrMenue = (eigene.body.data[0] as RedaktionInhaltKopf).id;
    const town = (await menues(stadt)).body.data.map((entry) => entry.titel);
    expect(town).toEqual(expect.arrayContaining(['Hauptmenü', 'Footer', 'Footer Quicklinks', 'Quicklinks']));
    expect(town).not.toContain('Hauptmenü Feuerwehr');
    hauptmenue = ((await menues(stadt)).body.data.find((entry) => entry.titel === 'Hauptmenü') as RedaktionInhaltKopf).id;

    const detail = await menue(feuerwehr, feuerwehrMenue);
    expect(detail.body.felder).toMatchObject({ titel: 'Hauptmenü Feuerwehr', ebenen: 1 });
    expect(detail.body.felder.eintraege.map((item) => item.title)).toEqual(await oeffentlich('Hauptmenü Feuerwehr'));
    expect((await menue(stadt, hauptmenue)).body.felder.ebenen).toBe(3);
  });

  it("refuses the fire-brigade editor the town's main menu: reading and saving", async () => {
    const lesen = await menue(feuerwehr, hauptmenue);
    expect(lesen.status).toBe(403);
    expect(lesen.body).toEqual({ error: expect.stringContaining('„Stadt“ gehört nicht zu Ihren Bereichen') });
    const aktuell = (await menue(stadt, hauptmenue)).body;
    const schreiben = await speichere(feuerwehr, hauptmenue, aktuell.revision.id, [], 'Hauptmenü');
    expect(schreiben.status).toBe(403);
    expect(await oeffentlich('Hauptmenü')).toContain('Leben & Wohnen');
  });

  it('saves, checks, approves with four eyes and publishes the fire brigade’s menu; history, comparison and restore', async () => {
    const vorher = (await menue(feuerwehr, feuerwehrMenue)).body;
    const rev1 = vorher.revision.id;
    const [start, ...rest] = vorher.felder.eintraege as [MenuItem, ...MenuItem[]];

    // Deeper than the flat header shows: refused at once, nothing stored.
    const zuTief = await speichere(feuerwehr, feuerwehrMenue, rev1, [{ ...start, menuItems: [{ title: 'Termine', href: '/feuerwehr/termine/' }] }, ...rest]);
    expect(zuTief.status).toBe(422);
    expect(zuTief.body).toMatchObject({ error: expect.stringContaining('nur eine Ebene'), errors: { '0.0': expect.stringContaining('nur eine Ebene') } });
    // A link that is no address.
    const kaputt = await speichere(feuerwehr, feuerwehrMenue, rev1, [...vorher.felder.eintraege, { title: 'Skript', href: 'javascript:alert(1)' }]);
    expect(kaputt.status).toBe(422);
    expect(
      (await env.call<RedaktionVerlauf>('GET', `/api/cms/redaktion/inhalte/${feuerwehrMenue}/revisionen`, { token: feuerwehr })).body.revisionen,
    ).toHaveLength(1);

    // A link within the site that leads to no page is saved as a draft, but reported before approval.
    const tot = await speichere(feuerwehr, feuerwehrMenue, rev1, [start, { title: 'Jugendfeuerwehr', href: '/feuerwehr/gibt-es-nicht/' }, ...rest]);
    expect(tot.status).toBe(201);
    const gemeldet = await env.call('POST', `/api/cms/redaktion/inhalte/${feuerwehrMenue}/zur-freigabe`, {
      token: feuerwehr,
      body: { revision: tot.body.revision.id },
    });
    expect(gemeldet.status).toBe(422);
    expect(gemeldet.body).toMatchObject({ errors: { '1': expect.stringContaining('/feuerwehr/gibt-es-nicht/') } });

    const neu = [start, { title: ' Termine ', href: '/feuerwehr/termine/' }, ...rest];
    const rev3 = await speichere(feuerwehr, feuerwehrMenue, tot.body.revision.id, neu);
    expect(rev3.status).toBe(201);
    expect(rev3.body.felder.eintraege[1]).toEqual({ title: 'Termine', href: '/feuerwehr/termine/' });
    expect(rev3.body.status).toBe('Entwurf');
    // Not public before approval.
    expect(await oeffentlich('Hauptmenü Feuerwehr')).not.toContain('Termine');
    const eingereicht = await env.call('POST', `/api/cms/redaktion/inhalte/${feuerwehrMenue}/zur-freigabe`, {
      token: feuerwehr,
      body: { revision: rev3.body.revision.id },
    });
    expect(eingereicht.status).toBe(200);
    // The editor holds no right to approve; the administration approves for the fire brigade.
    expect(
      (await env.call('POST', `/api/cms/redaktion/inhalte/${feuerwehrMenue}/freigeben`, { token: feuerwehr, body: { revision: rev3.body.revision.id } }))
        .status,
    ).toBe(403);
    const freigegeben = await env.call<Menue>('POST', `/api/cms/redaktion/inhalte/${feuerwehrMenue}/freigeben`, {
      token: admin,
      body: { revision: rev3.body.revision.id },
    });
    expect(freigegeben.status).toBe(200);
    expect(freigegeben.body.status).toBe('Veröffentlicht');
    expect(await oeffentlich('Hauptmenü Feuerwehr')).toEqual(['Start', 'Termine', ...rest.map((item) => item.title)]);

    const verlauf = await env.call<RedaktionVerlauf>('GET', `/api/cms/redaktion/inhalte/${feuerwehrMenue}/revisionen`, { token: feuerwehr });
    expect(verlauf.body.revisionen.map((revision) => [revision.nummer, revision.herkunft, revision.autor?.name ?? null])).toEqual([
      [3, 'gespeichert', 'Kai Moser'],
      [2, 'gespeichert', 'Kai Moser'],
      [1, 'uebernommen', null],
    ]);
    const vergleich = await env.call<RedaktionVergleich>(
      'GET',
      `/api/cms/redaktion/inhalte/${feuerwehrMenue}/vergleich?von=${rev1}&bis=${rev3.body.revision.id}`,
      {
        token: feuerwehr,
      },
    );
    expect(vergleich.body.felder).toEqual([
      expect.objectContaining({ feld: 'eintraege', bezeichnung: 'Einträge', geaendert: true, neu: expect.stringContaining('– Termine (/feuerwehr/termine/)') }),
    ]);
    const zurueck = await env.call<Menue>('POST', `/api/cms/redaktion/inhalte/${feuerwehrMenue}/revisionen/${rev1}/wiederherstellen`, {
      token: feuerwehr,
      body: { basis_revision: rev3.body.revision.id },
    });
    expect(zurueck.status).toBe(201);
    expect(zurueck.body.felder.eintraege).toEqual(vorher.felder.eintraege);
    // Restored is a draft: the public menu keeps what was approved.
    expect(await oeffentlich('Hauptmenü Feuerwehr')).toContain('Termine');
  });

  it('never withdraws a menu, and no editor creates one', async () => {
    // Nobody is offered to withdraw it or to preview it.
    const menue = await env.call('GET', `/api/cms/redaktion/inhalte/${feuerwehrMenue}`, { token: admin });
    expect(menue.body.aktionen).not.toContain('zurueckziehen');
    expect(menue.body.aktionen).not.toContain('vorschau');
    const zurueckziehen = await env.call('POST', `/api/cms/redaktion/inhalte/${feuerwehrMenue}/zurueckziehen`, { token: admin, body: { grund: 'Test' } });
    expect(zurueckziehen.status).toBe(409);
    expect(zurueckziehen.body).toEqual({ error: expect.stringContaining('Ein Menü lässt sich nicht zurückziehen') });
    expect(await oeffentlich('Hauptmenü Feuerwehr')).toContain('Start');
    const anlegen = await env.call('POST', '/api/cms/redaktion/inhalte', {
      token: feuerwehr,
      body: { art: 'menue', bereich: 'feuerwehr', felder: { titel: 'Neues Menü', eintraege: [] } },
    });
    expect(anlegen.status).toBe(400);
  });
});
