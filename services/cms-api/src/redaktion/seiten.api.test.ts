/**
 * Pages in the editorial area on the real server (PGlite, and PostgreSQL when DATABASE_URL is set):
 * the town editor creates a page under /leben-wohnen/ with a text block and a contact-person block,
 * the checks refuse it without a description and with a link to no page, the approver publishes it
 * and the public route answers with its blocks; moving it leaves a 301 from the old address, which
 * the editor sees and may remove; withdrawing leads to the parent page. Seeded pages are taken over
 * on first use; a page belongs to the section of its address.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { RedaktionInhalt, RedaktionInhaltKopf, RedaktionPruefung, RedaktionSeitenFelder, RedaktionWeiterleitung } from '@musterstadt/cms-contract';
import { REDAKTION_SEITEN } from '../seed/redaktion/pages';
import { BACKENDS } from '../testing/backends';
import { KONTEN, type Redaktionsumgebung, starteRedaktion } from '../testing/redaktion';

const SEEDED_AT = new Date('2026-11-20T09:00:00Z');

jest.setTimeout(120_000);

describe.each(BACKENDS)('pages in the editorial area on $name', (backend) => {
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

  const route = (url: string) =>
    env.call<{ pageContent?: { title: string; context: { template: string; context: Record<string, unknown> }[] }; weiterleitung?: string }>(
      'GET',
      `/api/cms/route?url=${encodeURIComponent(url)}`,
    );

  const seite = (felder: Partial<RedaktionSeitenFelder> = {}): RedaktionSeitenFelder => ({
    url: '/leben-wohnen/spielplatz-am-kurpark',
    layout: 'default',
    titel: 'Spielplatz am Kurpark',
    description: 'Der neue Spielplatz am Kurpark: Geräte, Öffnungszeiten und wer ihn betreut.',
    breadcrumbs: [{ title: 'Startseite', url: '/' }, { title: 'Leben & Wohnen', url: '/leben-wohnen' }, { title: 'Spielplatz am Kurpark' }],
    blocks: [
      { template: 'text', context: { titel: 'Für Kinder bis zwölf Jahre', text: '<p>Kletterturm, Wasserspiel und Sandkasten.</p>' } },
      { template: 'mitarbeiter', context: { apiCalls: ['kontakt'] } },
    ],
    api_calls: [{ name: 'kontakt', endpoint: '/api/cms/mitarbeiter', params: { pro_seite: 2 } }],
    ...felder,
  });

  it('creates, checks, publishes, moves and withdraws a page, leaving redirects the editor sees and removes', async () => {
    const angelegt = await env.call<RedaktionInhalt<'seite'>>('POST', '/api/cms/redaktion/inhalte', {
      token: stadt,
      body: {
        art: 'seite',
        bereich: 'stadt',
        felder: seite({ description: null, blocks: [...seite().blocks!, { template: 'text', context: { link: '/gibt-es-nicht' } }] }),
      },
    });
    expect(angelegt.status).toBe(201);
    expect(angelegt.body).toMatchObject({
      art: 'seite',
      bereich: 'stadt',
      ablage: 'stadt',
      status: 'Entwurf',
      adresse: '/leben-wohnen/spielplatz-am-kurpark',
      online: false,
    });
    const id = angelegt.body.id;

    // No description, and a link to no page: refused, in German, at their fields.
    const geprueft = await env.call<RedaktionPruefung>('POST', `/api/cms/redaktion/inhalte/${id}/zur-freigabe`, {
      token: stadt,
      body: { revision: angelegt.body.revision.id },
    });
    expect(geprueft.status).toBe(422);
    expect(geprueft.body.errors.description).toMatch(/Beschreibung/);
    expect(geprueft.body.errors['blocks.2.context.link']).toMatch(/\/gibt-es-nicht.*nicht \(mehr\)/);

    const korrigiert = await env.call<RedaktionInhalt<'seite'>>('POST', `/api/cms/redaktion/inhalte/${id}/revisionen`, {
      token: stadt,
      body: { basis_revision: angelegt.body.revision.id, felder: seite() },
    });
    expect(korrigiert.status).toBe(201);
    expect((korrigiert.body.felder.blocks ?? []).map((block) => block.template)).toEqual(['text', 'mitarbeiter']);
    expect((await route('/leben-wohnen/spielplatz-am-kurpark')).status).toBe(404);

    // The preview shows the draft as the page it will be, before it is public.
    const vorschauLink = await env.call<{ token: string }>('POST', `/api/cms/redaktion/inhalte/${id}/vorschau`, { token: stadt, body: {} });
    expect(vorschauLink.status).toBe(201);
    const entwurf = await env.call<{ url: string; route: { pageContent: { title: string; context: { template: string }[] } } }>(
      'GET',
      `/api/cms/redaktion/vorschau?token=${encodeURIComponent(vorschauLink.body.token)}`,
    );
    expect(entwurf.status).toBe(200);
    expect(entwurf.body.url).toBe('/leben-wohnen/spielplatz-am-kurpark');
    expect(entwurf.body.route.pageContent.title).toBe('Spielplatz am Kurpark');
    expect(entwurf.body.route.pageContent.context.map((block) => block.template)).toEqual(['text', 'mitarbeiter']);

    const zurFreigabe = await env.call('POST', `/api/cms/redaktion/inhalte/${id}/zur-freigabe`, {
      token: stadt,
      body: { revision: korrigiert.body.revision.id },
    });
    expect(zurFreigabe.status).toBe(200);
    // Four eyes: the author cannot publish it herself; the approver can.
    const freigegeben = await env.call<RedaktionInhalt>('POST', `/api/cms/redaktion/inhalte/${id}/freigeben`, {
      token: freigabe,
      body: { revision: korrigiert.body.revision.id },
    });
    expect(freigegeben.status).toBe(200);
    expect(freigegeben.body).toMatchObject({ status: 'Veröffentlicht', online: true });

    const oeffentlich = await route('/leben-wohnen/spielplatz-am-kurpark');
    expect(oeffentlich.status).toBe(200);
    expect(oeffentlich.body.pageContent?.title).toBe('Spielplatz am Kurpark');
    expect(oeffentlich.body.pageContent?.context.map((block) => block.template)).toEqual(['text', 'mitarbeiter']);

    // Moving it: the old address answers 301 to the new one once the move is published.
    const verschoben = await env.call<RedaktionInhalt<'seite'>>('POST', `/api/cms/redaktion/inhalte/${id}/revisionen`, {
      token: stadt,
      body: { basis_revision: freigegeben.body.revision.id, felder: seite({ url: '/leben-wohnen/spielplaetze/kurpark/' }) },
    });
    expect(verschoben.body.felder.url).toBe('/leben-wohnen/spielplaetze/kurpark');
    await env.call('POST', `/api/cms/redaktion/inhalte/${id}/zur-freigabe`, { token: stadt, body: { revision: verschoben.body.revision.id } });
    const umgezogen = await env.call('POST', `/api/cms/redaktion/inhalte/${id}/freigeben`, {
      token: freigabe,
      body: { revision: verschoben.body.revision.id },
    });
    expect(umgezogen.status).toBe(200);
    const alt = await route('/leben-wohnen/spielplatz-am-kurpark');
    expect(alt.status).toBe(301);
    expect(alt.body.weiterleitung).toBe('/leben-wohnen/spielplaetze/kurpark');
    expect((await route('/leben-wohnen/spielplaetze/kurpark')).status).toBe(200);

    const liste = await env.call<{ data: RedaktionWeiterleitung[] }>('GET', `/api/cms/redaktion/inhalte/${id}/weiterleitungen`, { token: stadt });
    expect(liste.body.data).toEqual([
      expect.objectContaining({ von: '/leben-wohnen/spielplatz-am-kurpark', nach: '/leben-wohnen/spielplaetze/kurpark', grund: 'verschoben' }),
    ]);

    // Withdrawn: its address leads to the parent page; the earlier redirect follows it there (no chain).
    const zurueckgezogen = await env.call('POST', `/api/cms/redaktion/inhalte/${id}/zurueckziehen`, {
      token: freigabe,
      body: { grund: 'Spielplatz wird umgebaut' },
    });
    expect(zurueckgezogen.status).toBe(200);
    expect((await route('/leben-wohnen/spielplaetze/kurpark')).body.weiterleitung).toBe('/leben-wohnen');
    expect((await route('/leben-wohnen/spielplatz-am-kurpark')).body.weiterleitung).toBe('/leben-wohnen');

    // The fire brigade's editor may not touch the town's redirects; the town editor removes one.
    const fremd = await env.call('POST', `/api/cms/redaktion/inhalte/${id}/weiterleitungen/entfernen`, {
      token: feuerwehr,
      body: { von: '/leben-wohnen/spielplatz-am-kurpark' },
    });
    expect(fremd.status).toBe(403);
    const entfernt = await env.call('POST', `/api/cms/redaktion/inhalte/${id}/weiterleitungen/entfernen`, {
      token: stadt,
      body: { von: '/leben-wohnen/spielplatz-am-kurpark' },
    });
    expect(entfernt.status).toBe(204);
    expect((await route('/leben-wohnen/spielplatz-am-kurpark')).status).toBe(404);
    const nochmal = await env.call('POST', `/api/cms/redaktion/inhalte/${id}/weiterleitungen/entfernen`, {
      token: stadt,
      body: { von: '/leben-wohnen/spielplatz-am-kurpark' },
    });
    expect(nochmal.status).toBe(404);
    const protokoll = await env.db.query<{ was: string }>("SELECT was FROM redaktion_protokoll WHERE inhalt_id = $1 AND was = 'weiterleitung.entfernt'", [id]);
    expect(protokoll.rows).toHaveLength(1);
  });

  it('checks the breadcrumbs and every title picture at their fields, and publishes a decorative picture without a text', async () => {
    const url = '/leben-wohnen/bolzplatz-am-bach';
    const bilder = [
      { bild: '', bildtext: null, bildcopyright: null },
      { bild: '/api/cms/medien/ranke.jpg', bildtext: 'wird nicht gebraucht', bildcopyright: 'Stadt Musterstadt', bild_dekorativ: true },
      { bild: '/api/cms/medien/bolzplatz.jpg', bildtext: null, bildcopyright: null },
    ];
    const angelegt = await env.call<RedaktionInhalt<'seite'>>('POST', '/api/cms/redaktion/inhalte', {
      token: stadt,
      body: {
        art: 'seite',
        bereich: 'stadt',
        felder: seite({
          url,
          titel: 'Bolzplatz am Bach',
          breadcrumbs: [{ title: 'Startseite', url: 'startseite' }, { title: 'Leben & Wohnen', url: '/leben-wohnn' }, { title: '' }],
          hero_images: bilder,
        }),
      },
    });
    expect(angelegt.status).toBe(201);
    // A decorative picture keeps no text.
    expect(angelegt.body.felder.hero_images?.[1]).toEqual({
      bild: '/api/cms/medien/ranke.jpg',
      bildtext: null,
      bildcopyright: 'Stadt Musterstadt',
      bild_dekorativ: true,
    });
    const geprueft = await env.call<RedaktionPruefung>('POST', `/api/cms/redaktion/inhalte/${angelegt.body.id}/zur-freigabe`, {
      token: stadt,
      body: { revision: angelegt.body.revision.id },
    });
    expect(geprueft.status).toBe(422);
    expect(geprueft.body.errors).toEqual({
      'breadcrumbs.0.url': 'Der Link muss eine Adresse dieser Website (beginnend mit „/“) oder eine Webadresse (https://…) sein.',
      'breadcrumbs.1.url': expect.stringMatching(/\/leben-wohnn.*nicht \(mehr\)/),
      'breadcrumbs.2.title': 'Bitte geben Sie den Text dieses Eintrags an, oder entfernen Sie ihn.',
      'hero_images.0.bild': 'Bitte wählen Sie ein Bild aus der Mediathek, oder entfernen Sie dieses Titelbild.',
      'hero_images.0.bildtext': expect.stringMatching(/Bildtext.*dekorativ/),
      'hero_images.0.bildcopyright': expect.stringMatching(/Rechte/),
      'hero_images.2.bildtext': expect.stringMatching(/Bildtext.*dekorativ/),
      'hero_images.2.bildcopyright': expect.stringMatching(/Rechte/),
    });

    const korrigiert = await env.call<RedaktionInhalt<'seite'>>('POST', `/api/cms/redaktion/inhalte/${angelegt.body.id}/revisionen`, {
      token: stadt,
      body: {
        basis_revision: angelegt.body.revision.id,
        felder: seite({
          url,
          titel: 'Bolzplatz am Bach',
          breadcrumbs: [{ title: 'Startseite', url: '/' }, { title: 'Leben & Wohnen', url: '/leben-wohnen' }, { title: 'Bolzplatz am Bach' }],
          hero_images: [bilder[2]!, bilder[1]!].map((bild, index) =>
            index === 0 ? { ...bild, bildtext: 'Tore am Bach', bildcopyright: 'Stadt Musterstadt' } : bild,
          ),
        }),
      },
    });
    expect(korrigiert.status).toBe(201);
    await env.call('POST', `/api/cms/redaktion/inhalte/${angelegt.body.id}/zur-freigabe`, { token: stadt, body: { revision: korrigiert.body.revision.id } });
    const freigegeben = await env.call('POST', `/api/cms/redaktion/inhalte/${angelegt.body.id}/freigeben`, {
      token: freigabe,
      body: { revision: korrigiert.body.revision.id },
    });
    expect(freigegeben.status).toBe(200);
    const oeffentlich = await env.call<{ pageContent: { breadcrumbs: unknown; heroImages: unknown } }>('GET', `/api/cms/route?url=${encodeURIComponent(url)}`);
    expect(oeffentlich.body.pageContent.breadcrumbs).toEqual([
      { title: 'Startseite', url: '/' },
      { title: 'Leben & Wohnen', url: '/leben-wohnen' },
      { title: 'Bolzplatz am Bach' },
    ]);
    // The public page knows no decoration flag: a picture without text gets an empty alt.
    expect(oeffentlich.body.pageContent.heroImages).toEqual([
      { bild: '/api/cms/medien/bolzplatz.jpg', bildtext: 'Tore am Bach', bildcopyright: 'Stadt Musterstadt' },
      { bild: '/api/cms/medien/ranke.jpg', bildtext: null, bildcopyright: 'Stadt Musterstadt' },
    ]);
  });

  it('a menu entry may lead to a new page that waits for approval (both go for approval together), not to a draft, and is published only after the page', async () => {
    const neu = async (url: string) =>
      (
        await env.call<RedaktionInhalt<'seite'>>('POST', '/api/cms/redaktion/inhalte', {
          token: stadt,
          body: {
            art: 'seite',
            bereich: 'stadt',
            felder: seite({ url, titel: 'Obstwiese', breadcrumbs: [{ title: 'Startseite', url: '/' }, { title: 'Obstwiese' }] }),
          },
        })
      ).body;
    const wartend = await neu('/leben-wohnen/obstwiese');
    expect(
      (await env.call('POST', `/api/cms/redaktion/inhalte/${wartend.id}/zur-freigabe`, { token: stadt, body: { revision: wartend.revision.id } })).status,
    ).toBe(200);
    const entwurf = await neu('/leben-wohnen/obstwiese-entwurf');

    const menues = await env.call<{ data: RedaktionInhaltKopf[] }>('GET', '/api/cms/redaktion/inhalte?art=menue&pro_seite=100', { token: stadt });
    const id = menues.body.data.find((eintrag) => eintrag.titel === 'Hauptmenü')!.id;
    const menue = await env.call<RedaktionInhalt & { felder: { eintraege: { title: string; href?: string | null }[] } }>(
      'GET',
      `/api/cms/redaktion/inhalte/${id}`,
      {
        token: stadt,
      },
    );
    const mitEintrag = (href: string) => [...menue.body.felder.eintraege, { title: 'Obstwiese', href }];
    const speichere = async (basis: number, href: string) =>
      (
        await env.call<RedaktionInhalt>('POST', `/api/cms/redaktion/inhalte/${id}/revisionen`, {
          token: stadt,
          body: { basis_revision: basis, felder: { titel: 'Hauptmenü', eintraege: mitEintrag(href) } },
        })
      ).body.revision.id;

    const zumEntwurf = await speichere(menue.body.revision.id, entwurf.adresse!);
    const refused = await env.call<RedaktionPruefung>('POST', `/api/cms/redaktion/inhalte/${id}/zur-freigabe`, {
      token: stadt,
      body: { revision: zumEntwurf },
    });
    expect(refused.status).toBe(422);
    expect(Object.values(refused.body.errors).join(' ')).toMatch(/\/leben-wohnen\/obstwiese-entwurf.*nicht \(mehr\)/);

    const zurWartenden = await speichere(zumEntwurf, wartend.adresse!);
    expect((await env.call('POST', `/api/cms/redaktion/inhalte/${id}/zur-freigabe`, { token: stadt, body: { revision: zurWartenden } })).status).toBe(200);

    // Published, though, the entry would lead nowhere: the approver is told to approve the page first, and nothing is published.
    const zuFrueh = await env.call<RedaktionPruefung>('POST', `/api/cms/redaktion/inhalte/${id}/freigeben`, {
      token: freigabe,
      body: { revision: zurWartenden },
    });
    expect(zuFrueh.status).toBe(422);
    expect(zuFrueh.body.error).toBe(
      'Hier führt ein Link zu „/leben-wohnen/obstwiese“, einer neuen Seite, die noch nicht veröffentlicht ist. ' +
        'Bitte geben Sie zuerst diese Seite frei (oder veröffentlichen Sie diesen Inhalt nicht vor ihr).',
    );
    expect(Object.values(zuFrueh.body.errors)).toEqual([zuFrueh.body.error]);
    expect((await env.call<RedaktionInhalt>('GET', `/api/cms/redaktion/inhalte/${id}`, { token: stadt })).body.status).toBe('Zur Freigabe');
    const hauptmenue = async () => JSON.stringify((await env.call('GET', `/api/cms/menu?name=${encodeURIComponent('Hauptmenü')}`)).body);
    expect(await hauptmenue()).not.toContain('Obstwiese');

    // The page first, then the menu.
    const seiteFrei = await env.call('POST', `/api/cms/redaktion/inhalte/${wartend.id}/freigeben`, {
      token: freigabe,
      body: { revision: wartend.revision.id },
    });
    expect(seiteFrei.status).toBe(200);
    expect((await env.call('POST', `/api/cms/redaktion/inhalte/${id}/freigeben`, { token: freigabe, body: { revision: zurWartenden } })).status).toBe(200);
    expect(await hauptmenue()).toContain('/leben-wohnen/obstwiese');

    // The menu as it was, for the tests after this one.
    const zurueck = (
      await env.call<RedaktionInhalt>('POST', `/api/cms/redaktion/inhalte/${id}/revisionen`, {
        token: stadt,
        body: { basis_revision: zurWartenden, felder: { titel: 'Hauptmenü', eintraege: menue.body.felder.eintraege } },
      })
    ).body.revision.id;
    await env.call('POST', `/api/cms/redaktion/inhalte/${id}/zur-freigabe`, { token: stadt, body: { revision: zurueck } });
    expect((await env.call('POST', `/api/cms/redaktion/inhalte/${id}/freigeben`, { token: freigabe, body: { revision: zurueck } })).status).toBe(200);
    expect(await hauptmenue()).not.toContain('Obstwiese');
  });

  it('takes over seeded pages, keeps each in the section of its address, and refuses an address that is taken', async () => {
    const liste = await env.call<{ data: RedaktionInhaltKopf[]; anzahl: number }>('GET', '/api/cms/redaktion/inhalte?art=seite&suche=Leben&pro_seite=100', {
      token: stadt,
    });
    const lebenWohnen = liste.body.data.find((eintrag) => eintrag.adresse === '/leben-wohnen');
    expect(lebenWohnen).toMatchObject({ art: 'seite', bereich: 'stadt', status: 'Veröffentlicht', online: true });
    const detail = await env.call<RedaktionInhalt<'seite'>>('GET', `/api/cms/redaktion/inhalte/${lebenWohnen!.id}`, { token: stadt });
    expect(detail.body.felder.url).toBe('/leben-wohnen');
    expect((detail.body.felder.blocks ?? []).length).toBeGreaterThan(0);

    const feuerwehrSeiten = await env.call<{ data: RedaktionInhaltKopf[] }>('GET', '/api/cms/redaktion/inhalte?art=seite&bereich=feuerwehr&pro_seite=100', {
      token: feuerwehr,
    });
    expect(feuerwehrSeiten.body.data.length).toBeGreaterThan(0);
    expect(feuerwehrSeiten.body.data.every((eintrag) => eintrag.adresse?.startsWith('/feuerwehr'))).toBe(true);
    expect((await env.call('GET', `/api/cms/redaktion/inhalte/${lebenWohnen!.id}`, { token: feuerwehr })).status).toBe(403);

    // A page of the town's address in the fire brigade's section, and an address in use: refused.
    const falscherBereich = await env.call<{ error: string }>('POST', '/api/cms/redaktion/inhalte', {
      token: feuerwehr,
      body: { art: 'seite', bereich: 'feuerwehr', felder: seite({ url: '/leben-wohnen/feuerwehr-spielplatz' }) },
    });
    expect(falscherBereich.status).toBe(400);
    expect(falscherBereich.body.error).toMatch(/gehört nicht zum Bereich „Feuerwehr“/);
    const vergeben = await env.call<{ error: string }>('POST', '/api/cms/redaktion/inhalte', {
      token: stadt,
      body: { art: 'seite', bereich: 'stadt', felder: seite({ url: '/leben-wohnen' }) },
    });
    expect(vergeben.status).toBe(409);
    expect(vergeben.body.error).toMatch(/gibt es schon eine Seite/);
    const kaputt = await env.call<{ error: string }>('POST', '/api/cms/redaktion/inhalte', {
      token: stadt,
      body: { art: 'seite', bereich: 'stadt', felder: { ...seite(), url: 'ohne-schraegstrich' } },
    });
    expect(kaputt.status).toBe(400);
    expect(kaputt.body.error).toMatch(/Die Adresse beginnt mit „\/“/);
  });
});

describe('a database seeded before the edit page ran its choices per kind', () => {
  it('gives each choice the kinds it runs for and the archive form its topics, as a fresh seed has them (migration 125), and a second run changes nothing', async () => {
    const seite = REDAKTION_SEITEN.find((eintrag) => eintrag.url === '/redaktion/inhalte/:slug');
    if (!seite) throw new Error('no edit page');
    const vorher = seite.apiCalls
      .filter((call) => call.name !== 'archiv_themen')
      .map(({ options, ...call }) => {
        const { onlyWhen: _onlyWhen, ...rest } = options ?? {};
        return { ...call, options: rest };
      });
    const blocks = seite.blocks.map((block) => ({
      ...block,
      context: { ...block.context, apiCalls: (block.context?.apiCalls ?? []).filter((name: string) => name !== 'archiv_themen') },
    }));
    expect(JSON.stringify(blocks)).not.toBe(JSON.stringify(seite.blocks));
    const db = new PGlite();
    try {
      await db.exec('CREATE TABLE pages (url text PRIMARY KEY, blocks jsonb NOT NULL, api_calls jsonb NOT NULL)');
      await db.query('INSERT INTO pages VALUES ($1, $2, $3), ($4, $2, $3)', [
        seite.url,
        JSON.stringify(blocks),
        JSON.stringify(vorher),
        '/redaktion/verlauf/:slug',
      ]);
      const sql = readFileSync(path.join(__dirname, '..', 'migrations', '125_redaktion_auswahl_je_art.sql'), 'utf8');
      await db.exec(sql);
      await db.exec(sql);
      const { rows } = await db.query<{ url: string; blocks: unknown; api_calls: { name: string }[] }>('SELECT url, blocks, api_calls FROM pages ORDER BY url');
      // A page's calls are found by name: the migration appends the new one.
      const nachName = <T extends { name: string }>(calls: T[]) => [...calls].sort((a, b) => a.name.localeCompare(b.name));
      expect(rows.map((row) => ({ url: row.url, blocks: row.blocks, api_calls: nachName(row.api_calls) }))).toEqual([
        { url: seite.url, blocks: seite.blocks, api_calls: nachName(seite.apiCalls) },
        // Another page keeps its calls.
        { url: '/redaktion/verlauf/:slug', blocks, api_calls: nachName(vorher) },
      ]);
      // The item's own call runs for every kind.
      expect(seite.apiCalls.find((call) => call.name === 'inhalt')?.options).toEqual({ errorOnEmpty: true });
      expect(seite.apiCalls.find((call) => call.name === 'gremien')?.options).toEqual({ onlyWhen: { call: 'inhalt', field: 'art', oneOf: ['sitzung'] } });
    } finally {
      await db.close();
    }
  });
});

describe('a database seeded before the page form offered title pictures', () => {
  it('gets the pictures for the page form on the edit page, as a fresh seed has them (migration 123), and a second run changes nothing', async () => {
    const seite = REDAKTION_SEITEN.find((eintrag) => eintrag.url === '/redaktion/inhalte/:slug');
    if (!seite) throw new Error('no edit page');
    const blocks = seite.blocks.map((block) =>
      block.template === 'redaktion-seite'
        ? { ...block, context: { ...block.context, apiCalls: (block.context?.apiCalls ?? []).filter((name: string) => name !== 'bilder') } }
        : block,
    );
    expect(JSON.stringify(blocks)).not.toBe(JSON.stringify(seite.blocks));
    const db = new PGlite();
    try {
      await db.exec('CREATE TABLE pages (url text PRIMARY KEY, blocks jsonb NOT NULL, api_calls jsonb NOT NULL)');
      await db.query('INSERT INTO pages VALUES ($1, $2, $3)', [seite.url, JSON.stringify(blocks), JSON.stringify(seite.apiCalls)]);
      const sql = readFileSync(path.join(__dirname, '..', 'migrations', '123_redaktion_seite_bilder.sql'), 'utf8');
      await db.exec(sql);
      await db.exec(sql);
      const { rows } = await db.query<{ blocks: unknown }>('SELECT blocks FROM pages');
      expect(rows[0]?.blocks).toEqual(seite.blocks);
    } finally {
      await db.close();
    }
  });
});
