/**
 * Preview links on the real server (PGlite, and PostgreSQL when DATABASE_URL is set): a signed link
 * names one revision for 24 hours; its answer is the route lookup of the public address with the
 * draft in place of the item in the page's api calls (for a date without a page of its own: the
 * list that shows it, with the draft in it); files not yet public come with the link; after 24
 * hours (fake clock) a German 410, a forged link a German 401.
 */
import type {
  RedaktionInhalt,
  RedaktionInhaltKopf,
  RedaktionListe,
  RedaktionMedium,
  RedaktionVorschau,
  RedaktionVorschauLink,
} from '@musterstadt/cms-contract';
import { REDAKTION_MESSAGES } from '@musterstadt/cms-contract';
import sharp from 'sharp';
import { BACKENDS } from '../testing/backends';
import { KONTEN, type Redaktionsumgebung, starteRedaktion } from '../testing/redaktion';

const SEEDED_AT = new Date('2026-11-20T09:00:00Z');

jest.setTimeout(120_000);

interface Liste {
  data: { id: number; titel: string; bild?: string | null; detailURL?: string | null; datum_von?: string | null }[];
  anzahl: number;
}

describe.each(BACKENDS)('preview links on $name', (backend) => {
  let env: Redaktionsumgebung;
  let stadt = '';
  let feuerwehr = '';

  beforeAll(async () => {
    env = await starteRedaktion(backend, SEEDED_AT);
    stadt = await env.anmelden(KONTEN.stadt);
    feuerwehr = await env.anmelden(KONTEN.feuerwehr);
  }, 300_000);

  afterAll(async () => {
    await env?.close();
  });

  beforeEach(() => {
    env.uhr.jetzt = SEEDED_AT.getTime();
  });

  const link = (token: string, id: number, revision?: number) =>
    env.call<RedaktionVorschauLink>('POST', `/api/cms/redaktion/inhalte/${id}/vorschau`, { token, body: revision === undefined ? {} : { revision } });
  const ansehen = (token: string) => env.call<RedaktionVorschau>('GET', `/api/cms/redaktion/vorschau?token=${encodeURIComponent(token)}`);

  it('shows a new article as its page would, with its picture, for 24 hours', async () => {
    const foto = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#305080' } })
      .jpeg()
      .toBuffer();
    const bild = (
      await env.call<RedaktionMedium>('POST', '/api/cms/redaktion/medien', {
        token: stadt,
        body: {
          bereich: 'stadt',
          dateiname: 'stadtfest.jpg',
          daten: foto.toString('base64'),
          alt: 'Stadtfest auf dem Marktplatz',
          copyright: 'Stadt Musterstadt',
        },
      })
    ).body;
    const artikel = (
      await env.call<RedaktionInhalt>('POST', '/api/cms/redaktion/inhalte', {
        token: stadt,
        body: {
          art: 'artikel',
          bereich: 'stadt',
          felder: {
            titel: 'Programm des Stadtfests steht fest',
            einleitung: 'Drei Tage Musik.',
            bild: bild.url,
            bildtext: bild.alt,
            bildcopyright: 'Stadt Musterstadt',
          },
        },
      })
    ).body;
    const erzeugt = await link(stadt, artikel.id);
    expect(erzeugt.status).toBe(201);
    expect(erzeugt.body.gueltig_bis).toBe(new Date(SEEDED_AT.getTime() + 24 * 3_600_000).toISOString());
    expect(erzeugt.body.url).toBe(`/redaktion/vorschau?token=${encodeURIComponent(erzeugt.body.token)}`);

    const vorschau = await ansehen(erzeugt.body.token);
    expect(vorschau.status).toBe(200);
    expect(vorschau.headers.get('cache-control')).toBe('private, no-store');
    expect(vorschau.body.url).toBe('/aktuelles/programm-des-stadtfests-steht-fest');
    expect(vorschau.body.route.pageContent.pageLayout).toBe('default');
    expect(vorschau.body.route.apiCalls[0]).toMatchObject({ name: 'artikel', params: { slug: 'programm-des-stadtfests-steht-fest', bereich: 'stadt' } });
    const antwort = vorschau.body.antworten.artikel as Liste;
    expect(antwort.data).toHaveLength(1);
    expect(antwort.data[0]).toMatchObject({ titel: 'Programm des Stadtfests steht fest', detailURL: '/aktuelles/programm-des-stadtfests-steht-fest' });
    expect(vorschau.body.inhalt).toMatchObject({ id: artikel.id, status: 'Entwurf' });

    // The picture is not public yet; with the link it shows.
    const bildUrl = antwort.data[0]?.bild as string;
    expect(bildUrl).toBe(`${bild.url}?vorschau=${erzeugt.body.token}`);
    expect((await env.call('GET', bild.url)).status).toBe(404);
    const mitLink = await env.call('GET', bildUrl);
    expect(mitLink.status).toBe(200);
    expect(mitLink.headers.get('cache-control')).toBe('private, no-store');

    // Nothing public changed, and the public route lookup still knows no such article.
    expect((await env.call<Liste>('GET', '/api/cms/artikel?slug=programm-des-stadtfests-steht-fest')).body.data).toEqual([]);

    env.uhr.jetzt = SEEDED_AT.getTime() + 24 * 3_600_000 - 1000;
    expect((await ansehen(erzeugt.body.token)).status).toBe(200);
    env.uhr.jetzt = SEEDED_AT.getTime() + 24 * 3_600_000 + 1000;
    const abgelaufen = await ansehen(erzeugt.body.token);
    expect(abgelaufen.status).toBe(410);
    expect(abgelaufen.body).toEqual({ error: REDAKTION_MESSAGES.previewExpired });
    expect((await env.call('GET', bildUrl)).status).toBe(410);

    const gefaelscht = await ansehen(`${erzeugt.body.token.slice(0, -4)}AAAA`);
    expect(gefaelscht.status).toBe(401);
    expect(gefaelscht.body).toEqual({ error: REDAKTION_MESSAGES.previewInvalid });
  });

  it('shows the draft of a published article in place of its public version, and names exactly one revision', async () => {
    const liste = await env.call<RedaktionListe<RedaktionInhaltKopf>>(
      'GET',
      '/api/cms/redaktion/inhalte?bereich=stadt&art=artikel&ablage=stadt&status=online',
      { token: stadt },
    );
    const eintrag = liste.body.data[0] as RedaktionInhaltKopf;
    const detail = (await env.call<RedaktionInhalt>('GET', `/api/cms/redaktion/inhalte/${eintrag.id}`, { token: stadt })).body;
    const entwurf = (
      await env.call<RedaktionInhalt>('POST', `/api/cms/redaktion/inhalte/${eintrag.id}/revisionen`, {
        token: stadt,
        body: { basis_revision: detail.revision.id, felder: { ...detail.felder, titel: `${detail.felder.titel} (korrigiert)` } },
      })
    ).body;
    const neu = await ansehen((await link(stadt, eintrag.id)).body.token);
    const alt = await ansehen((await link(stadt, eintrag.id, detail.revision.id)).body.token);
    expect((neu.body.antworten.artikel as Liste).data[0] as { id: number; titel: string }).toMatchObject({ id: eintrag.ziel_id, titel: entwurf.felder.titel });
    expect(((alt.body.antworten.artikel as Liste).data[0] as { titel: string }).titel).toBe(detail.felder.titel);
    expect((await env.call<{ titel: string }>('GET', `/api/cms/artikel/${eintrag.ziel_id}`)).body.titel).toBe(detail.felder.titel);
  });

  it('shows a date without a page of its own in the list that shows it', async () => {
    // Public lists show what is not over by the database's clock: the date lies a day after the real now.
    const beginn = new Date(Date.now() + 86_400_000);
    const termin = (
      await env.call<RedaktionInhalt>('POST', '/api/cms/redaktion/inhalte', {
        token: feuerwehr,
        body: {
          art: 'termin',
          bereich: 'feuerwehr',
          felder: {
            titel: 'Übung am Gerätehaus',
            datum_von: beginn.toISOString(),
            datum_bis: new Date(beginn.getTime() + 7_200_000).toISOString(),
            veranstaltungsort: 'Gerätehaus',
          },
        },
      })
    ).body;
    expect(termin.adresse).toBeNull();
    const vorschau = await ansehen((await link(feuerwehr, termin.id)).body.token);
    expect(vorschau.status).toBe(200);
    expect(vorschau.body.url).toBe('/feuerwehr/termine');
    const [name, antwort] = Object.entries(vorschau.body.antworten)[0] as [string, Liste];
    expect(vorschau.body.route.apiCalls.map((call) => call.name)).toContain(name);
    const oeffentlich = await env.call<Liste>('GET', '/api/cms/termine?bereich=feuerwehr&pro_seite=100');
    expect(antwort.anzahl).toBe(oeffentlich.body.anzahl + 1);
    // Coming dates soonest first, the draft among them.
    expect(antwort.data.map((eintrag) => eintrag.titel)).toContain('Übung am Gerätehaus');
    const zeiten = antwort.data.map((eintrag) => new Date(eintrag.datum_von ?? 0).getTime());
    expect(zeiten).toEqual([...zeiten].sort((a, b) => a - b));
  });
});
