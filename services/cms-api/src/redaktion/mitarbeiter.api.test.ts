/**
 * The staff directory in the editorial area on the real server and a freshly seeded database
 * (PGlite, and PostgreSQL when DATABASE_URL is set): every seeded person is published content of the
 * section 'stadt' with the departments as the ids of their entries; the town editor changes a
 * person's phone number (refused against the phone rule, at the field) and department, a second
 * person approves, and `/api/cms/mitarbeiter` (by slug, the A–Z list, the department's team) shows
 * it at once; a new person is written and withdrawn again (gone from every list, the contact card
 * that asks for the person answers an empty list); the fire-brigade editor is refused.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { MitarbeiterFelder, RedaktionInhalt, RedaktionInhaltKopf, RedaktionListe, RedaktionPruefung } from '@musterstadt/cms-contract';
import { REDAKTION_MESSAGES } from '@musterstadt/cms-contract';
import { MITARBEITER } from '../seed/data/verwaltung';
import { REDAKTION_SEITEN } from '../seed/redaktion/pages';
import { BACKENDS } from '../testing/backends';
import { KONTEN, type Redaktionsumgebung, starteRedaktion } from '../testing/redaktion';

const SEEDED_AT = new Date('2026-11-20T09:00:00Z');

jest.setTimeout(120_000);

interface Person {
  id: number;
  vorname: string;
  nachname: string;
  funktion: string | null;
  kontakt: { telefon: string | null; email: string | null } | null;
  aemter: { titel: string; detailURL: string | null }[];
}
interface Oeffentlich {
  data: Person[];
  anzahl: number;
}
type Inhalt = RedaktionInhalt<'mitarbeiter'>;
type Felder = Required<MitarbeiterFelder>;

describe.each(BACKENDS)('staff directory in the editorial area on $name', (backend) => {
  let env: Redaktionsumgebung;
  let redakteurin = '';
  let freigabe = '';

  beforeAll(async () => {
    env = await starteRedaktion(backend, SEEDED_AT);
    redakteurin = await env.anmelden(KONTEN.stadt);
    freigabe = await env.anmelden(KONTEN.freigabe);
  }, 300_000);

  afterAll(async () => {
    await env?.close();
  });

  const oeffentlich = (query: string) => env.call<Oeffentlich>('GET', `/api/cms/mitarbeiter?${query}`).then((antwort) => antwort.body);
  const amtId = async (slug: string): Promise<number> =>
    ((await env.call<{ data: { id: number }[] }>('GET', `/api/cms/aemter?slug=${slug}`)).body.data[0] as { id: number }).id;
  const inhaltZu = async (slug: string): Promise<Inhalt> => {
    const liste = await env.call<RedaktionListe<RedaktionInhaltKopf>>('GET', '/api/cms/redaktion/inhalte?bereich=stadt&art=mitarbeiter&pro_seite=100', {
      token: redakteurin,
    });
    const kopf = liste.body.data.find((entry) => entry.slug === slug) as RedaktionInhaltKopf;
    return (await env.call<Inhalt>('GET', `/api/cms/redaktion/inhalte/${kopf.id}`, { token: redakteurin })).body;
  };
  const speichere = (inhalt: Inhalt, felder: unknown) =>
    env.call<Inhalt>('POST', `/api/cms/redaktion/inhalte/${inhalt.id}/revisionen`, {
      token: redakteurin,
      body: { basis_revision: inhalt.revision.id, felder },
    });
  const veroeffentliche = async (inhalt: Inhalt) => {
    const eingereicht = await env.call('POST', `/api/cms/redaktion/inhalte/${inhalt.id}/zur-freigabe`, {
      token: redakteurin,
      body: { revision: inhalt.revision.id },
    });
    expect(eingereicht.status).toBe(200);
    const frei = await env.call<Inhalt>('POST', `/api/cms/redaktion/inhalte/${inhalt.id}/freigeben`, {
      token: freigabe,
      body: { revision: inhalt.revision.id },
    });
    expect(frei.status).toBe(200);
    return frei.body;
  };

  it('keeps every seeded person as published content of the town, the departments as their entries’ ids in order', async () => {
    const liste = await env.call<RedaktionListe<RedaktionInhaltKopf>>('GET', '/api/cms/redaktion/inhalte?bereich=stadt&art=mitarbeiter&pro_seite=100', {
      token: redakteurin,
    });
    expect(liste.status).toBe(200);
    expect(liste.body.anzahl).toBe(MITARBEITER.length);
    expect(liste.body.anzahl).toBe((await oeffentlich('pro_seite=100')).anzahl);
    expect(liste.body.data.every((entry) => entry.status === 'Veröffentlicht' && entry.ablage === 'mitarbeiterverzeichnis')).toBe(true);
    const kienzle = await inhaltZu('thomas-kienzle');
    expect(kienzle.titel).toBe('Thomas Kienzle');
    expect(kienzle.felder).toEqual({
      anrede: 'Herr',
      vorname: 'Thomas',
      nachname: 'Kienzle',
      funktion: 'Leiter des Haupt- und Personalamts',
      aemter: [await amtId('haupt-und-personalamt')],
      telefon: '+49 7999 123-110',
      email: 'thomas.kienzle@musterstadt.de',
      zimmer: '1.03',
      sprechzeiten: 'Montag bis Freitag 08:00 bis 12:00 Uhr, Donnerstag 14:00 bis 18:30 Uhr',
    });
  });

  it('refuses a phone number against the phone rule at its field, then publishes the new number and department to the person, the A–Z list and the team', async () => {
    const jana = await inhaltZu('jana-fehrenbach');
    const felder = jana.felder as Felder;
    const kaemmerei = await amtId('kaemmerei');
    expect(felder.aemter).not.toContain(kaemmerei);
    const falsch = await speichere(jana, {
      ...felder,
      telefon: '07999 123-DURCHWAHL',
      email: 'jana.fehrenbach(at)musterstadt.de',
      aemter: [...felder.aemter, 999_999],
    });
    expect(falsch.status).toBe(201);
    const pruefung = await env.call<RedaktionPruefung>('POST', `/api/cms/redaktion/inhalte/${jana.id}/zur-freigabe`, {
      token: redakteurin,
      body: { revision: falsch.body.revision.id },
    });
    expect(pruefung.status).toBe(422);
    expect(pruefung.body.error).toBe(REDAKTION_MESSAGES.checksFailed);
    expect(pruefung.body.errors).toEqual({
      telefon: expect.stringMatching(/Telefonnummer passt nicht/),
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      [`aemter.${felder.aemter.length}`]: 'In der Stadtverwaltung gibt es kein Amt mit der ID 999999. Bitte wählen Sie ein vorhandenes Amt.',
    });

    const richtig = await speichere(falsch.body, { ...felder, telefon: '+49 7999 123-177', aemter: [...felder.aemter, kaemmerei] });
    expect(richtig.status).toBe(201);
    const vergleich = await env.call<{ felder: { feld: string; geaendert: boolean; alt: string; neu: string }[] }>(
      'GET',
      `/api/cms/redaktion/inhalte/${jana.id}/vergleich?von=${jana.revision.id}&bis=${richtig.body.revision.id}`,
      { token: redakteurin },
    );
    expect(vergleich.body.felder.filter((feld) => feld.geaendert).map((feld) => feld.feld)).toEqual(['aemter', 'telefon']);
    await veroeffentliche(richtig.body);

    const [person] = (await oeffentlich('slug=jana-fehrenbach')).data;
    expect(person).toMatchObject({ vorname: 'Jana', nachname: 'Fehrenbach', kontakt: { telefon: '+49 7999 123-177' } });
    expect(person?.aemter.map((amt) => amt.detailURL)).toEqual(['/rathaus/aemter/buergerbuero', '/rathaus/aemter/kaemmerei']);
    const abisz = (await oeffentlich('pro_seite=100')).data.find((entry) => entry.nachname === 'Fehrenbach');
    expect(abisz?.kontakt?.telefon).toBe('+49 7999 123-177');
    expect((await oeffentlich('amt=kaemmerei&pro_seite=50')).data.map((entry) => entry.nachname)).toContain('Fehrenbach');
  });

  it('writes a new person into the directory and withdraws them again: gone from every list, a contact card asking for them answers an empty list', async () => {
    const bauamt = await amtId('bauamt');
    const ohneAngaben = await env.call<Inhalt>('POST', '/api/cms/redaktion/inhalte', {
      token: redakteurin,
      body: { art: 'mitarbeiter', bereich: 'stadt', felder: { vorname: 'Lena', nachname: 'Schwörer' } },
    });
    expect(ohneAngaben.status).toBe(201);
    expect(ohneAngaben.body).toMatchObject({ slug: 'lena-schwoerer', ablage: 'mitarbeiterverzeichnis', adresse: null, status: 'Entwurf' });
    const pruefung = await env.call<RedaktionPruefung>('POST', `/api/cms/redaktion/inhalte/${ohneAngaben.body.id}/pruefung`, { token: redakteurin, body: {} });
    expect(pruefung.body.errors).toEqual({
      telefon: expect.stringContaining('Telefonnummer oder eine E-Mail-Adresse'),
      aemter: 'Bitte wählen Sie mindestens ein Amt, zu dem die Person gehört.',
    });
    const vollstaendig = await speichere(ohneAngaben.body, {
      anrede: 'Frau',
      vorname: 'Lena',
      nachname: 'Schwörer',
      funktion: 'Sachbearbeiterin Bauanträge',
      aemter: [bauamt],
      telefon: '07999 123-244',
      email: 'lena.schwoerer@musterstadt.de',
      zimmer: 'TR 2.11',
      sprechzeiten: null,
    });
    const frei = await veroeffentliche(vollstaendig.body);
    expect(frei.status).toBe('Veröffentlicht');
    const [lena] = (await oeffentlich('slug=lena-schwoerer')).data;
    expect(lena).toMatchObject({
      anrede: 'Frau',
      funktion: 'Sachbearbeiterin Bauanträge',
      zimmer: 'TR 2.11',
      aemter: [{ detailURL: '/rathaus/aemter/bauamt' }],
    });
    expect((await oeffentlich('amt=bauamt&pro_seite=50')).data.map((entry) => entry.nachname)).toContain('Schwörer');

    const zurueck = await env.call('POST', `/api/cms/redaktion/inhalte/${frei.id}/zurueckziehen`, {
      token: freigabe,
      body: { grund: 'Die Stelle ist nicht besetzt.' },
    });
    expect(zurueck.status).toBe(200);
    const karte = await env.call<Oeffentlich>('GET', '/api/cms/mitarbeiter?slug=lena-schwoerer');
    expect(karte.status).toBe(200);
    expect(karte.body.anzahl).toBe(0);
    expect((await oeffentlich('pro_seite=100')).data.map((entry) => entry.nachname)).not.toContain('Schwörer');
    expect((await oeffentlich('amt=bauamt&pro_seite=50')).data.map((entry) => entry.nachname)).not.toContain('Schwörer');
    // The page whose contact card names a seeded person still answers with its api calls.
    expect((await env.call('GET', '/api/cms/route?url=/stellenangebote')).status).toBe(200);
  });

  it('refuses the fire-brigade editor the town’s staff directory', async () => {
    const feuerwehr = await env.anmelden(KONTEN.feuerwehr);
    const person = await inhaltZu('katrin-albrecht');
    expect((await env.call('GET', `/api/cms/redaktion/inhalte/${person.id}`, { token: feuerwehr })).status).toBe(403);
    const speichern = await env.call('POST', `/api/cms/redaktion/inhalte/${person.id}/revisionen`, {
      token: feuerwehr,
      body: { basis_revision: person.revision.id, felder: person.felder },
    });
    expect(speichern.status).toBe(403);
    const anlegen = await env.call('POST', '/api/cms/redaktion/inhalte', {
      token: feuerwehr,
      body: { art: 'mitarbeiter', bereich: 'stadt', felder: { vorname: 'Max', nachname: 'Muster' } },
    });
    expect(anlegen.status).toBe(403);
  });
});

describe('a database seeded before the staff directory', () => {
  it('gets the departments on the edit page, as a fresh seed has them (migration 121), and a second run changes nothing', async () => {
    const seite = REDAKTION_SEITEN.find((eintrag) => eintrag.url === '/redaktion/inhalte/:slug');
    if (!seite) throw new Error('no edit page');
    const ohne = (namen: unknown) => (namen as string[]).filter((name) => name !== 'aemter');
    const blocks = seite.blocks.map((block) => ({ ...block, context: { ...block.context, apiCalls: ohne(block.context?.apiCalls ?? []) } }));
    const apiCalls = seite.apiCalls.filter((call) => call.name !== 'aemter');
    expect(apiCalls).toHaveLength(seite.apiCalls.length - 1);
    const db = new PGlite();
    try {
      await db.exec('CREATE TABLE pages (url text PRIMARY KEY, blocks jsonb NOT NULL, api_calls jsonb NOT NULL)');
      await db.query('INSERT INTO pages VALUES ($1, $2, $3)', [seite.url, JSON.stringify(blocks), JSON.stringify(apiCalls)]);
      const sql = readFileSync(path.join(__dirname, '..', 'migrations', '121_redaktion_mitarbeiter_aemter.sql'), 'utf8');
      // A later migration gives the calls the kinds they run for.
      const danach = readFileSync(path.join(__dirname, '..', 'migrations', '125_redaktion_auswahl_je_art.sql'), 'utf8');
      await db.exec(sql);
      await db.exec(danach);
      await db.exec(sql);
      await db.exec(danach);
      const { rows } = await db.query<{ blocks: unknown; api_calls: { name: string }[] }>('SELECT blocks, api_calls FROM pages');
      // A page's calls are found by name: the migrations of other forms append theirs in their own order.
      const nachName = <T extends { name: string }>(calls: T[]) => [...calls].sort((a, b) => a.name.localeCompare(b.name));
      // A block's calls by name too: a later migration appends the archive's topics after the departments.
      const namenSortiert = (blocks: unknown) =>
        (blocks as { template: string; context?: { apiCalls?: string[] } }[]).map((block) => [block.template, [...(block.context?.apiCalls ?? [])].sort()]);
      expect(namenSortiert(rows[0]?.blocks)).toEqual(namenSortiert(seite.blocks));
      expect(nachName(rows[0]?.api_calls ?? [])).toEqual(nachName(seite.apiCalls));
    } finally {
      await db.close();
    }
  });
});
