/**
 * The intranet's editors on the real server (PGlite, and PostgreSQL when DATABASE_URL is set): the IT
 * service's account holds the category 'IT-Hinweise' alone, writes an internal text there, the
 * administration approves it under the four-eyes rule, and staff see it first among the category's
 * latest texts. It is never public: no preview link, nothing in the site search or the event feed.
 */
import {
  type IntranetListe,
  type IntranetLoginResult,
  type IntranetRubrikDetail,
  type IntranetText,
  type IntranetTextDetail,
  REDAKTION_MESSAGES,
  type RedaktionInhalt,
  type RedaktionInhaltKopf,
  type RedaktionListe,
  type RedaktionProfil,
  type RedaktionProtokollEintrag,
} from '@musterstadt/cms-contract';
import { INTRANET_DEMO_PASSWORT } from '../seed/intranet/seed-data';
import { BACKENDS } from '../testing/backends';
import { KONTEN, type Redaktionsumgebung, starteRedaktion } from '../testing/redaktion';

const SEEDED_AT = new Date('2026-11-20T09:00:00Z');
const WORT = 'Druckerwartungsfenster';

jest.setTimeout(120_000);

describe.each(BACKENDS)('the intranet editors on $name', (backend) => {
  let env: Redaktionsumgebung;
  let it_service = '';
  let admin = '';
  let staff = '';

  const intranet = async <T>(path: string): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${env.base}${path}`, { headers: { authorization: `Bearer ${staff}` } });
    return { status: response.status, body: (await response.json()) as T };
  };

  beforeAll(async () => {
    env = await starteRedaktion(backend, SEEDED_AT, {
      loginSettings: {
        redaktion: { secret: new TextEncoder().encode('r'.repeat(40)), lifetimeSeconds: 8 * 3600 },
        intranet: { secret: new TextEncoder().encode('i'.repeat(40)), lifetimeSeconds: 3600 },
      },
    });
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

  it('gives the IT service the category IT-Hinweise alone, with the texts the intranet had', async () => {
    const profil = await env.call<RedaktionProfil>('GET', '/api/cms/redaktion/ich', { token: it_service });
    expect(profil.body.bereiche).toEqual([
      {
        id: 'intranet-it-hinweise',
        titel: 'Intranet: IT-Hinweise',
        einpersonen_freigabe: false,
        ablagen: [{ art: 'intranet', ablage: 'it-hinweise', titel: 'Interne Texte' }],
      },
    ]);
    const liste = await env.call<RedaktionListe<RedaktionInhaltKopf>>('GET', '/api/cms/redaktion/inhalte?pro_seite=100', { token: it_service });
    const seeded = await intranet<IntranetRubrikDetail>('/api/cms/intranet/rubrik/it-hinweise?pro_seite=100');
    expect(liste.body.anzahl).toBe(seeded.body.anzahl);
    expect(liste.body.data.every((inhalt) => inhalt.art === 'intranet' && inhalt.bereich === 'intranet-it-hinweise' && inhalt.adresse === null)).toBe(true);
    expect(new Set(liste.body.data.map((inhalt) => inhalt.titel))).toEqual(new Set(seeded.body.data.map((text) => text.titel)));
  });

  it('refuses the IT service another category, the town news and an item kind, with a German 403', async () => {
    const kantine = await env.call<{ error: string }>('POST', '/api/cms/redaktion/inhalte', {
      token: it_service,
      body: { art: 'intranet', bereich: 'intranet-kantine', felder: { titel: 'Speiseplan', text: '<p>Linsen mit Spätzle</p>' } },
    });
    expect(kantine.status).toBe(403);
    expect(kantine.body.error).toBe(
      'Der Bereich „Intranet: Kantinenplan“ gehört nicht zu Ihren Bereichen. Inhalte dort können Sie weder sehen noch bearbeiten.',
    );
    const nachricht = await env.call<{ error: string }>('POST', '/api/cms/redaktion/inhalte', {
      token: it_service,
      body: { art: 'artikel', bereich: 'stadt', felder: { titel: 'Neue Drucker im Rathaus' } },
    });
    expect(nachricht.status).toBe(403);
    expect(nachricht.body.error).toMatch(/Bereich „Stadt“ gehört nicht zu Ihren Bereichen/);
    const stadt = await env.call<RedaktionListe<RedaktionInhaltKopf>>('GET', '/api/cms/redaktion/inhalte?bereich=stadt&art=artikel', { token: admin });
    const artikel = stadt.body.data[0] as RedaktionInhaltKopf;
    expect((await env.call('GET', `/api/cms/redaktion/inhalte/${artikel.id}`, { token: it_service })).status).toBe(403);
    const kantinenText = await env.call<RedaktionListe<RedaktionInhaltKopf>>('GET', '/api/cms/redaktion/inhalte?bereich=intranet-kantine', {
      token: admin,
    });
    const fremd = kantinenText.body.data[0] as RedaktionInhaltKopf;
    expect(fremd.art).toBe('intranet');
    const speichern = await env.call('POST', `/api/cms/redaktion/inhalte/${fremd.id}/revisionen`, {
      token: it_service,
      body: { basis_revision: fremd.revision.id, felder: { titel: 'Übernommen' } },
    });
    expect(speichern.status).toBe(403);
    // An internal text is no article: the section has no place for one.
    const falscheArt = await env.call<{ error: string }>('POST', '/api/cms/redaktion/inhalte', {
      token: it_service,
      body: { art: 'artikel', bereich: 'intranet-it-hinweise', felder: { titel: 'Neue Drucker' } },
    });
    expect(falscheArt.status).toBe(400);
    expect(falscheArt.body.error).toBe('Im Bereich „Intranet: IT-Hinweise“ gibt es keine Inhalte der Art „artikel“.');
  });

  it('writes a notice, checks it, approves it with four eyes, shows it to staff first and to nobody else, and withdraws it', async () => {
    const angelegt = await env.call<RedaktionInhalt<'intranet'>>('POST', '/api/cms/redaktion/inhalte', {
      token: it_service,
      body: { art: 'intranet', bereich: 'intranet-it-hinweise', felder: { titel: `${WORT} am Freitag`, bild: '/ignoriert.jpg' } },
    });
    expect(angelegt.status).toBe(201);
    expect(angelegt.body).toMatchObject({
      art: 'intranet',
      ablage: 'it-hinweise',
      adresse: null,
      status: 'Entwurf',
      slug: 'druckerwartungsfenster-am-freitag',
    });
    expect(angelegt.body.felder).toEqual({ titel: `${WORT} am Freitag`, einleitung: null, text: null, datum_von: null });
    // No preview link: whoever holds one could read the text without a staff login.
    expect(angelegt.body.aktionen).not.toContain('vorschau');
    const link = await env.call<{ error: string }>('POST', `/api/cms/redaktion/inhalte/${angelegt.body.id}/vorschau`, { token: it_service, body: {} });
    expect(link.status).toBe(409);
    expect(link.body.error).toMatch(/keinen Vorschau-Link/);

    const leer = await env.call<{ error: string; errors: Record<string, string> }>('POST', `/api/cms/redaktion/inhalte/${angelegt.body.id}/zur-freigabe`, {
      token: it_service,
      body: { revision: angelegt.body.revision.id },
    });
    expect(leer.status).toBe(422);
    expect(leer.body).toEqual({ error: REDAKTION_MESSAGES.checksFailed, errors: { text: 'Bitte schreiben Sie den Text.' } });

    const gespeichert = await env.call<RedaktionInhalt<'intranet'>>('POST', `/api/cms/redaktion/inhalte/${angelegt.body.id}/revisionen`, {
      token: it_service,
      body: {
        basis_revision: angelegt.body.revision.id,
        felder: {
          titel: `${WORT} am Freitag`,
          einleitung: 'Die Drucker im Rathaus sind am Freitag von 7 bis 9 Uhr nicht erreichbar.',
          text: `<p>Während des ${WORT}s erhalten alle Drucker neue Treiber.</p><script>alert(1)</script><p onclick="x()">Bitte drucken Sie vorher.</p>`,
          datum_von: '2026-11-20T10:00',
        },
      },
    });
    expect(gespeichert.status).toBe(201);
    expect(gespeichert.body.felder.text).toBe(`<p>Während des ${WORT}s erhalten alle Drucker neue Treiber.</p><p>Bitte drucken Sie vorher.</p>`);
    expect(gespeichert.body.felder.datum_von).toBe('2026-11-20T09:00:00.000Z');
    const revision = gespeichert.body.revision.id;
    expect((await env.call('POST', `/api/cms/redaktion/inhalte/${angelegt.body.id}/zur-freigabe`, { token: it_service, body: { revision } })).status).toBe(200);
    // The IT service writes; approving is another person's (the role 'Freigabe' or the administration).
    const selbst = await env.call<{ error: string }>('POST', `/api/cms/redaktion/inhalte/${angelegt.body.id}/freigeben`, {
      token: it_service,
      body: { revision },
    });
    expect(selbst.status).toBe(403);
    expect(selbst.body.error).toBe('Dafür fehlt Ihnen die Rolle „Freigabe“.');
    const freigegeben = await env.call<RedaktionInhalt>('POST', `/api/cms/redaktion/inhalte/${angelegt.body.id}/freigeben`, {
      token: admin,
      body: { revision },
    });
    expect(freigegeben.status).toBe(200);
    expect(freigegeben.body).toMatchObject({ status: 'Veröffentlicht', online: true, adresse: null });

    // Staff see it first among the category's latest texts, signed by the IT service, its text cleaned.
    const neueste = await intranet<IntranetRubrikDetail>('/api/cms/intranet/rubrik/it-hinweise?order=datum_von%20desc&seite=1&pro_seite=3');
    expect(neueste.body.data[0]).toMatchObject({
      id: freigegeben.body.ziel_id,
      titel: `${WORT} am Freitag`,
      autor: 'IT-Service',
      datum_von: '2026-11-20T09:00:00.000Z',
    });
    const text = await intranet<IntranetTextDetail>(`/api/cms/intranet/texte/${freigegeben.body.ziel_id}`);
    expect(text.body.text).toBe(`<p>Während des ${WORT}s erhalten alle Drucker neue Treiber.</p><p>Bitte drucken Sie vorher.</p>`);
    const intern = await intranet<IntranetListe<IntranetText>>(`/api/cms/intranet/suche?q=${WORT}`);
    expect(intern.body.data.map((t) => t.id)).toEqual([freigegeben.body.ziel_id]);
    // … and nobody without the staff login.
    expect((await env.call('GET', `/api/cms/intranet/texte/${freigegeben.body.ziel_id}`)).status).toBe(401);
    const suche = await env.call<{ anzahl: number; data: unknown[] }>('GET', `/api/cms/suche?q=${WORT}`);
    expect(suche.status).toBe(200);
    expect(suche.body.anzahl).toBe(0);
    const ical = await env.call('GET', '/api/cms/ical/veranstaltungen.ics');
    expect(ical.status).toBe(200);
    expect(ical.bytes.toString('utf8')).not.toContain(WORT);

    // The audit log has who wrote and who approved.
    const protokoll = await env.call<RedaktionListe<RedaktionProtokollEintrag>>('GET', `/api/cms/redaktion/protokoll?inhalt=${angelegt.body.id}`, {
      token: admin,
    });
    const wer = (konto: { name: string; email: string }) => `${konto.name} <${konto.email}>`;
    expect(protokoll.body.data.map((eintrag) => [eintrag.was, eintrag.wer])).toEqual([
      ['status.veroeffentlicht', wer(KONTEN.admin)],
      ['status.zur-freigabe', wer(KONTEN.intranet)],
      ['speichern', wer(KONTEN.intranet)],
      ['inhalt.angelegt', wer(KONTEN.intranet)],
    ]);

    const zurueck = await env.call('POST', `/api/cms/redaktion/inhalte/${angelegt.body.id}/zurueckziehen`, {
      token: admin,
      body: { grund: 'Die Wartung ist verschoben.' },
    });
    expect(zurueck.status).toBe(200);
    expect((await intranet<{ error: string }>(`/api/cms/intranet/texte/${freigegeben.body.ziel_id}`)).status).toBe(404);
    const danach = await intranet<IntranetRubrikDetail>('/api/cms/intranet/rubrik/it-hinweise?order=datum_von%20desc&seite=1&pro_seite=3');
    expect(danach.body.data.map((t) => t.id)).not.toContain(freigegeben.body.ziel_id);
  });
});
