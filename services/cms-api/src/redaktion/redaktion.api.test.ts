/**
 * The editorial area's journey on the real server and a freshly seeded database (PGlite, and
 * PostgreSQL when DATABASE_URL is set): seeded content is editable from its seeded state; the town
 * editor writes news with a picture (refused without a text for it), saves, meets a conflict, gives
 * it for approval; the author cannot approve it; the approver publishes it and it is at once in the
 * lists, the detail endpoint, the site search, the sitemap and the calendar; a correction, the
 * history with its authors, the difference of two revisions, restoring the first; withdrawal and 410.
 */
import type {
  RedaktionAufgaben,
  RedaktionFelder,
  RedaktionInhalt,
  RedaktionInhaltKopf,
  RedaktionKonflikt,
  RedaktionListe,
  RedaktionPruefung,
  RedaktionVergleich,
  RedaktionVerlauf,
} from '@musterstadt/cms-contract';
import { REDAKTION_MESSAGES } from '@musterstadt/cms-contract';
import { BACKENDS } from '../testing/backends';
import { KONTEN, type Redaktionsumgebung, starteRedaktion } from '../testing/redaktion';

const SEEDED_AT = new Date('2026-11-20T09:00:00Z');

jest.setTimeout(120_000);

describe.each(BACKENDS)('editorial area on $name', (backend) => {
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

  const liste = (token: string, query: string) => env.call<RedaktionListe<RedaktionInhaltKopf>>('GET', `/api/cms/redaktion/inhalte?${query}`, { token });
  const inhalt = (token: string, id: number) => env.call<RedaktionInhalt>('GET', `/api/cms/redaktion/inhalte/${id}`, { token });

  it('shows the editor her profile, and every seeded article of her section with its seeded state as revision 1', async () => {
    const ich = await env.call('GET', '/api/cms/redaktion/ich', { token: redakteurin });
    expect(ich.status).toBe(200);
    expect(ich.headers.get('cache-control')).toBe('private, no-store');
    expect(ich.body).toMatchObject({ name: 'Julia Hartmann', email: KONTEN.stadt.email, rollen: ['Redakteur'], bereiche: [{ id: 'stadt', titel: 'Stadt' }] });

    const artikel = await liste(redakteurin, 'bereich=stadt&ablage=stadt&art=artikel&pro_seite=100');
    expect(artikel.status).toBe(200);
    const oeffentlich = await env.call<{ anzahl: number; data: { id: number; titel: string }[] }>('GET', '/api/cms/artikel?bereich=stadt&pro_seite=100');
    expect(artikel.body.anzahl).toBe(oeffentlich.body.anzahl);
    expect(artikel.body.data.every((entry) => entry.status === 'Veröffentlicht' && entry.online)).toBe(true);

    const erster = oeffentlich.body.data[0] as { id: number; titel: string };
    const eintrag = artikel.body.data.find((entry) => entry.ziel_id === erster.id) as RedaktionInhaltKopf;
    const verlauf = await env.call<RedaktionVerlauf>('GET', `/api/cms/redaktion/inhalte/${eintrag.id}/revisionen`, { token: redakteurin });
    expect(verlauf.body.revisionen).toHaveLength(1);
    expect(verlauf.body.revisionen[0]).toMatchObject({ nummer: 1, herkunft: 'uebernommen', autor: null });
    expect(verlauf.body.status[0]).toMatchObject({ status: 'Veröffentlicht', wer: null });
    const detail = await inhalt(redakteurin, eintrag.id);
    expect(detail.body.felder.titel).toBe(erster.titel);
    expect(detail.body.aktionen).toEqual(expect.arrayContaining(['speichern', 'vorschau']));
    expect(detail.body.aktionen).not.toContain('zurueckziehen');
  });

  it('writes, checks, saves, refuses a stale save, approves with four eyes, publishes, corrects, compares, restores and withdraws', async () => {
    const felder: RedaktionFelder = {
      titel: 'Neue Sitzbänke im Kurpark aufgestellt',
      einleitung: 'Zwölf neue Bänke aus heimischem Lärchenholz laden im Kurpark zum Verweilen ein.',
      text: '<p>Der Bauhof hat im Kurpark zwölf neue Bänke aufgestellt. Das Holz stammt aus dem Stadtwald, die Bänke wurden von der Schreinerei Kammerer gefertigt.</p><h2>Spenden</h2><p>Vier Bänke hat der Verschönerungsverein gespendet.</p>',
      bild: '/api/cms/media/schwarzwald-panorama.svg',
      bildcopyright: 'Stadt Musterstadt',
      links: [{ link: '/freizeit-tourismus', linktext: 'Freizeit und Tourismus in Musterstadt' }],
    };
    const angelegt = await env.call<RedaktionInhalt>('POST', '/api/cms/redaktion/inhalte', {
      token: redakteurin,
      body: { art: 'artikel', bereich: 'stadt', felder },
    });
    expect(angelegt.status).toBe(201);
    const id = angelegt.body.id;
    expect(angelegt.body).toMatchObject({
      status: 'Entwurf',
      online: false,
      slug: 'neue-sitzbaenke-im-kurpark-aufgestellt',
      adresse: '/aktuelles/neue-sitzbaenke-im-kurpark-aufgestellt',
    });
    expect(angelegt.body.aktionen).toEqual(expect.arrayContaining(['speichern', 'zur-freigabe']));
    expect(angelegt.body.aktionen).not.toContain('freigeben');
    const rev1 = angelegt.body.revision.id;

    // A picture without a text for it is refused, in German, at its field.
    const ohneAlt = await env.call<RedaktionPruefung>('POST', `/api/cms/redaktion/inhalte/${id}/zur-freigabe`, {
      token: redakteurin,
      body: { revision: rev1 },
    });
    expect(ohneAlt.status).toBe(422);
    expect(ohneAlt.body.error).toBe(REDAKTION_MESSAGES.checksFailed);
    expect(ohneAlt.body.errors.bildtext).toMatch(/Bildtext.*dekorativ/);

    const mitAlt = { ...felder, bildtext: 'Blick über den Kurpark auf die Höhen des Schwarzwalds' };
    const gespeichert = await env.call<RedaktionInhalt>('POST', `/api/cms/redaktion/inhalte/${id}/revisionen`, {
      token: redakteurin,
      body: { basis_revision: rev1, felder: mitAlt },
    });
    expect(gespeichert.status).toBe(201);
    const rev2 = gespeichert.body.revision.id;
    expect(gespeichert.body.revision).toMatchObject({ nummer: 2, basis_id: rev1, autor: { name: 'Julia Hartmann' } });

    // A second save on the same base loses nothing: 409, what changed meanwhile, and the input back.
    const veraltet = { ...felder, titel: 'Zwölf neue Sitzbänke im Kurpark', bildtext: 'Kurpark' };
    const konflikt = await env.call<RedaktionKonflikt>('POST', `/api/cms/redaktion/inhalte/${id}/revisionen`, {
      token: freigabe,
      body: { basis_revision: rev1, felder: veraltet },
    });
    expect(konflikt.status).toBe(409);
    expect(konflikt.body.error).toBe(REDAKTION_MESSAGES.conflict);
    expect(konflikt.body.eingabe).toEqual(veraltet);
    expect(konflikt.body.aktuelle_revision).toMatchObject({ id: rev2, nummer: 2 });
    expect(konflikt.body.aenderungen.map((change) => change.feld)).toEqual(['bildtext']);
    expect(konflikt.body.aenderungen[0]).toMatchObject({ alt: '', neu: mitAlt.bildtext });

    const eingereicht = await env.call<RedaktionInhalt>('POST', `/api/cms/redaktion/inhalte/${id}/zur-freigabe`, {
      token: redakteurin,
      body: { revision: rev2 },
    });
    expect(eingereicht.status).toBe(200);
    expect(eingereicht.body.status).toBe('Zur Freigabe');

    // The editor has no right to approve; the API refuses a forged call.
    const selbst = await env.call('POST', `/api/cms/redaktion/inhalte/${id}/freigeben`, { token: redakteurin, body: { revision: rev2 } });
    expect(selbst.status).toBe(403);
    expect(selbst.body.error).toBe('Dafür fehlt Ihnen die Rolle „Freigabe“.');

    const warteschlange = await env.call<RedaktionAufgaben>('GET', '/api/cms/redaktion/aufgaben', { token: freigabe });
    expect(warteschlange.body.zur_freigabe.map((entry) => entry.id)).toContain(id);

    const sichtbarVorher = await env.call<{ data: unknown[] }>('GET', '/api/cms/artikel?slug=neue-sitzbaenke-im-kurpark-aufgestellt&bereich=stadt');
    expect(sichtbarVorher.body.data).toHaveLength(0);

    const veroeffentlicht = await env.call<RedaktionInhalt>('POST', `/api/cms/redaktion/inhalte/${id}/freigeben`, {
      token: freigabe,
      body: { revision: rev2 },
    });
    expect(veroeffentlicht.status).toBe(200);
    expect(veroeffentlicht.body).toMatchObject({ status: 'Veröffentlicht', online: true, veroeffentlichte_revision_id: rev2 });
    const zielId = veroeffentlicht.body.ziel_id as number;

    // At once on the list, its detail, the route lookup, the site search and the sitemap.
    const aktuelles = await env.call<{ data: { id: number; titel: string; detailURL: string; datum_von: string }[] }>(
      'GET',
      '/api/cms/artikel?bereich=stadt&pro_seite=3',
    );
    expect(aktuelles.body.data[0]).toMatchObject({ id: zielId, titel: felder.titel, detailURL: '/aktuelles/neue-sitzbaenke-im-kurpark-aufgestellt' });
    expect(aktuelles.body.data[0]?.datum_von).toBe(SEEDED_AT.toISOString());
    const einzeln = await env.call<{ titel: string; bildtext: string }>('GET', `/api/cms/artikel/${zielId}`);
    expect(einzeln.body).toMatchObject({ titel: felder.titel, bildtext: mitAlt.bildtext });
    expect((await env.call('GET', '/api/cms/route?url=/aktuelles/neue-sitzbaenke-im-kurpark-aufgestellt')).status).toBe(200);
    const suche = await env.call('GET', `/api/cms/suche?q=${encodeURIComponent('Lärchenholz')}`);
    expect(JSON.stringify(suche.body)).toContain('/aktuelles/neue-sitzbaenke-im-kurpark-aufgestellt');
    const sitemap = await env.call<{ data: { url: string }[] }>('GET', '/api/cms/sitemap');
    expect(sitemap.body.data.map((entry) => entry.url)).toContain('/aktuelles/neue-sitzbaenke-im-kurpark-aufgestellt');

    // The editor corrects the title; the approver publishes the correction.
    const korrigiert = { ...mitAlt, titel: 'Neue Sitzbänke aus Lärchenholz im Kurpark' };
    const rev3 = (
      await env.call<RedaktionInhalt>('POST', `/api/cms/redaktion/inhalte/${id}/revisionen`, {
        token: redakteurin,
        body: { basis_revision: rev2, felder: korrigiert },
      })
    ).body;
    expect(rev3).toMatchObject({ status: 'Entwurf', online: true, veroeffentlichte_revision_id: rev2 });
    expect((await env.call('GET', `/api/cms/artikel/${zielId}`)).body.titel).toBe(felder.titel);
    expect((await env.call('POST', `/api/cms/redaktion/inhalte/${id}/zur-freigabe`, { token: redakteurin, body: { revision: rev3.revision.id } })).status).toBe(
      200,
    );
    expect((await env.call('POST', `/api/cms/redaktion/inhalte/${id}/freigeben`, { token: freigabe, body: { revision: rev3.revision.id } })).status).toBe(200);
    expect((await env.call('GET', `/api/cms/artikel/${zielId}`)).body.titel).toBe(korrigiert.titel);
    expect((await env.call<{ data: { id: number }[] }>('GET', '/api/cms/artikel?bereich=stadt&pro_seite=3')).body.data[0]?.id).toBe(zielId);

    // History with its authors; the difference shows the old and the new title.
    const verlauf = await env.call<RedaktionVerlauf>('GET', `/api/cms/redaktion/inhalte/${id}/revisionen`, { token: redakteurin });
    expect(verlauf.body.revisionen.map((revision) => [revision.nummer, revision.autor?.name])).toEqual([
      [3, 'Julia Hartmann'],
      [2, 'Julia Hartmann'],
      [1, 'Julia Hartmann'],
    ]);
    expect(verlauf.body.status.map((eintrag) => [eintrag.status, eintrag.revision_nummer, eintrag.wer?.name])).toEqual([
      ['Veröffentlicht', 3, 'Thomas Berger'],
      ['Zur Freigabe', 3, 'Julia Hartmann'],
      ['Entwurf', 3, 'Julia Hartmann'],
      ['Veröffentlicht', 2, 'Thomas Berger'],
      ['Zur Freigabe', 2, 'Julia Hartmann'],
      ['Entwurf', 1, 'Julia Hartmann'],
    ]);
    const vergleich = await env.call<RedaktionVergleich>('GET', `/api/cms/redaktion/inhalte/${id}/vergleich?von=${rev2}&bis=${rev3.revision.id}`, {
      token: redakteurin,
    });
    expect(vergleich.status).toBe(200);
    const titel = vergleich.body.felder.find((feld) => feld.feld === 'titel');
    expect(titel).toMatchObject({ bezeichnung: 'Titel', geaendert: true, alt: felder.titel, neu: korrigiert.titel });
    expect(titel?.teile).toEqual([
      { text: 'Neue Sitzbänke ', art: 'gleich' },
      { text: 'aus Lärchenholz ', art: 'hinzugefuegt' },
      { text: 'im Kurpark', art: 'gleich' },
      { text: ' aufgestellt', art: 'entfernt' },
    ]);
    expect(vergleich.body.felder.filter((feld) => feld.geaendert).map((feld) => feld.feld)).toEqual(['titel']);
    const textVergleich = await env.call<RedaktionVergleich>('GET', `/api/cms/redaktion/inhalte/${id}/vergleich?von=${rev1}&bis=${rev2}`, {
      token: redakteurin,
    });
    expect(textVergleich.body.felder.find((feld) => feld.feld === 'text')).toMatchObject({
      geaendert: false,
      neu: expect.stringContaining('Spenden\n\nVier Bänke'),
    });

    // The first revision comes back as a new draft; what is public stays until it is approved.
    const wieder = await env.call<RedaktionInhalt>('POST', `/api/cms/redaktion/inhalte/${id}/revisionen/${rev1}/wiederherstellen`, {
      token: redakteurin,
      body: {},
    });
    expect(wieder.status).toBe(201);
    expect(wieder.body.revision).toMatchObject({ nummer: 4, herkunft: 'wiederhergestellt', wiederhergestellt_aus: rev1, basis_id: rev3.revision.id });
    expect(wieder.body.felder.bildtext).toBeNull();
    expect(wieder.body).toMatchObject({ status: 'Entwurf', online: true });

    // Withdrawn: gone from lists, search and sitemap; its address and id answer 410.
    const ohneGrund = await env.call('POST', `/api/cms/redaktion/inhalte/${id}/zurueckziehen`, { token: freigabe, body: { grund: '' } });
    expect(ohneGrund.status).toBe(400);
    const zurueck = await env.call<RedaktionInhalt>('POST', `/api/cms/redaktion/inhalte/${id}/zurueckziehen`, {
      token: freigabe,
      body: { grund: 'Die Bänke werden erst im Frühjahr aufgestellt.' },
    });
    expect(zurueck.status).toBe(200);
    expect(zurueck.body).toMatchObject({ status: 'Zurückgezogen', online: false });
    const route = await env.call('GET', '/api/cms/route?url=/aktuelles/neue-sitzbaenke-im-kurpark-aufgestellt');
    expect(route.status).toBe(410);
    expect(route.body.error).toBe('Dieser Inhalt wurde zurückgezogen und ist nicht mehr verfügbar.');
    expect((await env.call('GET', `/api/cms/artikel/${zielId}`)).status).toBe(410);
    expect((await env.call<{ data: { id: number }[] }>('GET', '/api/cms/artikel?bereich=stadt&pro_seite=3')).body.data.map((entry) => entry.id)).not.toContain(
      zielId,
    );
    expect(JSON.stringify((await env.call('GET', `/api/cms/suche?q=${encodeURIComponent('Lärchenholz')}`)).body)).not.toContain('neue-sitzbaenke');
    expect((await env.call<{ data: { url: string }[] }>('GET', '/api/cms/sitemap')).body.data.map((entry) => entry.url)).not.toContain(
      '/aktuelles/neue-sitzbaenke-im-kurpark-aufgestellt',
    );
    // An address that never existed stays a 404.
    expect((await env.call('GET', '/api/cms/route?url=/aktuelles/gibt-es-nicht')).status).toBe(200);
    expect((await env.call('GET', '/api/cms/artikel/999999')).status).toBe(404);

    // Published again, it is back under its old id and address.
    const latest = (await inhalt(redakteurin, id)).body.revision.id;
    expect((await env.call('POST', `/api/cms/redaktion/inhalte/${id}/zur-freigabe`, { token: redakteurin, body: { revision: latest } })).status).toBe(422);
    const fertig = (
      await env.call<RedaktionInhalt>('POST', `/api/cms/redaktion/inhalte/${id}/revisionen`, {
        token: redakteurin,
        body: { basis_revision: latest, felder: korrigiert },
      })
    ).body;
    expect(
      (await env.call('POST', `/api/cms/redaktion/inhalte/${id}/zur-freigabe`, { token: redakteurin, body: { revision: fertig.revision.id } })).status,
    ).toBe(200);
    expect((await env.call('POST', `/api/cms/redaktion/inhalte/${id}/freigeben`, { token: freigabe, body: { revision: fertig.revision.id } })).status).toBe(
      200,
    );
    expect((await env.call('GET', '/api/cms/route?url=/aktuelles/neue-sitzbaenke-im-kurpark-aufgestellt')).status).toBe(200);
    expect((await env.call('GET', `/api/cms/artikel/${zielId}`)).body.titel).toBe(korrigiert.titel);
  });

  it('refuses to give for approval a text whose link within the site leads to no page, and takes it once the address is right', async () => {
    const felder: RedaktionFelder = {
      titel: 'Der Bauhof räumt ab 6 Uhr',
      text: '<p>Wo zuerst geräumt wird, steht im <a href="/winterdienst-plan">Räumplan</a>; die <a href="/abfall">Abfuhrtermine</a> bleiben.</p>',
      links: [{ link: '/freizeit-tourismus/', linktext: 'Freizeit und Tourismus in Musterstadt' }],
    };
    const angelegt = await env.call<RedaktionInhalt>('POST', '/api/cms/redaktion/inhalte', {
      token: redakteurin,
      body: { art: 'artikel', bereich: 'stadt', felder },
    });
    const id = angelegt.body.id;
    const refused = await env.call<RedaktionPruefung>('POST', `/api/cms/redaktion/inhalte/${id}/zur-freigabe`, {
      token: redakteurin,
      body: { revision: angelegt.body.revision.id },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      text: 'Der Link „Räumplan“ führt zu /winterdienst-plan, einer Seite, die es auf dieser Website nicht (mehr) gibt. Bitte prüfen Sie die Adresse.',
    });
    const korrigiert = await env.call<RedaktionInhalt>('POST', `/api/cms/redaktion/inhalte/${id}/revisionen`, {
      token: redakteurin,
      body: { basis_revision: angelegt.body.revision.id, felder: { ...felder, text: felder.text!.replace('/winterdienst-plan', '/aktuelles') } },
    });
    const gegeben = await env.call('POST', `/api/cms/redaktion/inhalte/${id}/zur-freigabe`, {
      token: redakteurin,
      body: { revision: korrigiert.body.revision.id },
    });
    expect(gegeben.status).toBe(200);
  });

  it('keeps four eyes unless the section is set to one-person publishing, and the log says when it was', async () => {
    const admin = await env.anmelden(KONTEN.admin);
    const felder: RedaktionFelder = {
      titel: 'Rathaus am Brückentag geschlossen',
      einleitung: 'Am Freitag nach Christi Himmelfahrt bleibt das Rathaus geschlossen.',
    };
    const angelegt = (
      await env.call<RedaktionInhalt>('POST', '/api/cms/redaktion/inhalte', { token: freigabe, body: { art: 'artikel', bereich: 'stadt', felder } })
    ).body;
    expect(
      (await env.call('POST', `/api/cms/redaktion/inhalte/${angelegt.id}/zur-freigabe`, { token: freigabe, body: { revision: angelegt.revision.id } })).status,
    ).toBe(200);
    const detail = (await inhalt(freigabe, angelegt.id)).body;
    expect(detail.aktionen).not.toContain('freigeben');
    const eigen = await env.call('POST', `/api/cms/redaktion/inhalte/${angelegt.id}/freigeben`, { token: freigabe, body: { revision: angelegt.revision.id } });
    expect(eigen.status).toBe(403);
    expect(eigen.body.error).toBe(REDAKTION_MESSAGES.fourEyes);

    const einstellung = await env.call('PATCH', '/api/cms/redaktion/bereiche/stadt', { token: admin, body: { einpersonen_freigabe: true } });
    expect(einstellung.status).toBe(200);
    expect(einstellung.body).toMatchObject({ id: 'stadt', einpersonen_freigabe: true });
    expect((await inhalt(freigabe, angelegt.id)).body.aktionen).toContain('freigeben');
    const allein = await env.call<RedaktionInhalt>('POST', `/api/cms/redaktion/inhalte/${angelegt.id}/freigeben`, {
      token: freigabe,
      body: { revision: angelegt.revision.id },
    });
    expect(allein.status).toBe(200);
    const verlauf = (await env.call<RedaktionVerlauf>('GET', `/api/cms/redaktion/inhalte/${angelegt.id}/revisionen`, { token: freigabe })).body;
    expect(verlauf.status[0]).toMatchObject({ status: 'Veröffentlicht', einpersonen: true, wer: { name: 'Thomas Berger' } });
    const protokoll = await env.call<{ data: { was: string; inhalt_id: number; details: Record<string, unknown> }[] }>(
      'GET',
      `/api/cms/redaktion/protokoll?was=status.veroeffentlicht&inhalt=${angelegt.id}`,
      { token: admin },
    );
    expect(protokoll.body.data[0]?.details).toMatchObject({ einpersonen: true, hinweis: expect.stringContaining('Ein-Personen-Freigabe') });
    await env.call('PATCH', '/api/cms/redaktion/bereiche/stadt', { token: admin, body: { einpersonen_freigabe: false } });
  });

  it('sends back to the editor with a reason, and lists by status and title', async () => {
    const felder: RedaktionFelder = {
      titel: 'Wochenmarkt zieht auf den Kirchplatz um',
      einleitung: 'Wegen der Bauarbeiten findet der Wochenmarkt im Sommer auf dem Kirchplatz statt.',
    };
    const angelegt = (
      await env.call<RedaktionInhalt>('POST', '/api/cms/redaktion/inhalte', { token: redakteurin, body: { art: 'artikel', bereich: 'stadt', felder } })
    ).body;
    let aufgaben = (await env.call<RedaktionAufgaben>('GET', '/api/cms/redaktion/aufgaben', { token: redakteurin })).body;
    expect(aufgaben.entwuerfe.map((entry) => entry.id)).toContain(angelegt.id);
    expect(aufgaben.zur_freigabe).toEqual([]);
    await env.call('POST', `/api/cms/redaktion/inhalte/${angelegt.id}/zur-freigabe`, { token: redakteurin, body: { revision: angelegt.revision.id } });
    const ohneGrund = await env.call('POST', `/api/cms/redaktion/inhalte/${angelegt.id}/zurueckgeben`, {
      token: freigabe,
      body: { revision: angelegt.revision.id },
    });
    expect(ohneGrund.status).toBe(400);
    expect(ohneGrund.body.error).toBe('Bitte sagen Sie der Redaktion, was zu ändern ist.');
    const zurueck = await env.call<RedaktionInhalt>('POST', `/api/cms/redaktion/inhalte/${angelegt.id}/zurueckgeben`, {
      token: freigabe,
      body: { revision: angelegt.revision.id, grund: 'Bitte die Marktzeiten ergänzen.' },
    });
    expect(zurueck.body).toMatchObject({ status: 'Entwurf', letzter_status: { grund: 'Bitte die Marktzeiten ergänzen.', wer: { name: 'Thomas Berger' } } });
    aufgaben = (await env.call<RedaktionAufgaben>('GET', '/api/cms/redaktion/aufgaben', { token: redakteurin })).body;
    expect(aufgaben.zurueckgegeben.map((entry) => entry.id)).toEqual([angelegt.id]);
    expect(aufgaben.entwuerfe.map((entry) => entry.id)).not.toContain(angelegt.id);

    const entwuerfe = await liste(redakteurin, 'status=Entwurf');
    expect(entwuerfe.body.data.every((entry) => entry.status === 'Entwurf')).toBe(true);
    expect(entwuerfe.body.data.map((entry) => entry.id)).toContain(angelegt.id);
    const gesucht = await liste(redakteurin, `suche=${encodeURIComponent('kirchplatz')}`);
    expect(gesucht.body.data.map((entry) => entry.titel)).toEqual([felder.titel]);
    expect((await liste(redakteurin, 'status=Unsinn')).status).toBe(400);
  });
});
