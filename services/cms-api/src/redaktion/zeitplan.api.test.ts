/**
 * Scheduled publishing on the real server with a fake clock (PGlite, and PostgreSQL when
 * DATABASE_URL is set): an event approved for a time ahead is 'Geplant', appears in the public
 * lists at that time and not before, and disappears at its end of publication; a schedule that was
 * changed meanwhile publishes nothing.
 */
import type { RedaktionInhalt, RedaktionVerlauf } from '@musterstadt/cms-contract';
import { BACKENDS } from '../testing/backends';
import { KONTEN, type Redaktionsumgebung, starteRedaktion, zeitplanAusfuehren } from '../testing/redaktion';

const SEEDED_AT = new Date('2026-11-20T09:00:00Z');
const STUNDE = 3_600_000;

jest.setTimeout(120_000);

describe.each(BACKENDS)('scheduled publishing on $name', (backend) => {
  let env: Redaktionsumgebung;
  let stadt = '';
  let freigabe = '';

  beforeAll(async () => {
    env = await starteRedaktion(backend, SEEDED_AT);
    stadt = await env.anmelden(KONTEN.stadt);
    freigabe = await env.anmelden(KONTEN.freigabe);
  }, 300_000);

  afterAll(async () => {
    await env?.close();
  });

  beforeEach(() => {
    env.uhr.jetzt = SEEDED_AT.getTime();
  });

  /** An event a year ahead (the public calendar lists what is not over by the database's clock). */
  const beginn = new Date(Date.now() + 365 * 24 * STUNDE);
  const sichtbar = async (slug: string) => (await env.call<{ data: unknown[] }>('GET', `/api/cms/veranstaltungen?slug=${slug}`)).body.data.length > 0;

  async function eingereicht(titel: string): Promise<RedaktionInhalt> {
    const neu = (
      await env.call<RedaktionInhalt>('POST', '/api/cms/redaktion/inhalte', {
        token: stadt,
        body: {
          art: 'veranstaltung',
          bereich: 'stadt',
          felder: {
            titel,
            einleitung: 'Im Kurhaus.',
            datum_von: beginn.toISOString(),
            datum_bis: new Date(beginn.getTime() + 2 * STUNDE).toISOString(),
            veranstaltungsort: 'Kurhaus',
          },
        },
      })
    ).body;
    expect((await env.call('POST', `/api/cms/redaktion/inhalte/${neu.id}/zur-freigabe`, { token: stadt, body: { revision: neu.revision.id } })).status).toBe(
      200,
    );
    return neu;
  }

  it('publishes an approved event at its planned time and not before, and ends it at its end of publication', async () => {
    const neu = await eingereicht('Neujahrskonzert der Stadtkapelle');
    const ab = new Date(SEEDED_AT.getTime() + 3 * STUNDE);
    const bis = new Date(SEEDED_AT.getTime() + 48 * STUNDE);
    const falsch = await env.call('POST', `/api/cms/redaktion/inhalte/${neu.id}/freigeben`, {
      token: freigabe,
      body: { revision: neu.revision.id, veroeffentlichen_ab: ab.toISOString(), veroeffentlichen_bis: ab.toISOString() },
    });
    expect(falsch.status).toBe(422);
    expect(falsch.body.errors).toEqual({ veroeffentlichen_bis: 'Das Ende der Veröffentlichung muss nach ihrem Beginn liegen.' });

    const geplant = await env.call<RedaktionInhalt>('POST', `/api/cms/redaktion/inhalte/${neu.id}/freigeben`, {
      token: freigabe,
      body: { revision: neu.revision.id, veroeffentlichen_ab: ab.toISOString(), veroeffentlichen_bis: bis.toISOString() },
    });
    expect(geplant.body).toMatchObject({ status: 'Geplant', online: false, geplant_ab: ab.toISOString() });
    expect(geplant.body.aktionen).toEqual(expect.arrayContaining(['zurueckgeben', 'zurueckziehen']));

    env.uhr.jetzt = ab.getTime() - 60_000;
    await zeitplanAusfuehren(env);
    expect(await sichtbar(neu.slug)).toBe(false);
    expect((await env.call('GET', `/api/cms/route?url=${neu.adresse}`)).status).toBe(200);

    env.uhr.jetzt = ab.getTime();
    await zeitplanAusfuehren(env);
    expect(await sichtbar(neu.slug)).toBe(true);
    const ics = await env.call('GET', '/api/cms/ical/veranstaltungen.ics');
    expect(ics.bytes.toString('utf8')).toContain('Neujahrskonzert der Stadtkapelle');
    const detail = (await env.call<RedaktionInhalt>('GET', `/api/cms/redaktion/inhalte/${neu.id}`, { token: stadt })).body;
    expect(detail).toMatchObject({ status: 'Veröffentlicht', online: true, geplant_ab: null, geplant_bis: bis.toISOString() });
    const verlauf = (await env.call<RedaktionVerlauf>('GET', `/api/cms/redaktion/inhalte/${neu.id}/revisionen`, { token: stadt })).body;
    expect(verlauf.status.slice(0, 2).map((eintrag) => [eintrag.status, eintrag.wer?.name ?? null])).toEqual([
      ['Veröffentlicht', null],
      ['Geplant', 'Thomas Berger'],
    ]);

    // Run again: nothing happens twice.
    await zeitplanAusfuehren(env);
    expect((await env.call<RedaktionVerlauf>('GET', `/api/cms/redaktion/inhalte/${neu.id}/revisionen`, { token: stadt })).body.status).toHaveLength(
      verlauf.status.length,
    );

    env.uhr.jetzt = bis.getTime() - 1;
    await zeitplanAusfuehren(env);
    expect(await sichtbar(neu.slug)).toBe(true);
    env.uhr.jetzt = bis.getTime();
    await zeitplanAusfuehren(env);
    expect(await sichtbar(neu.slug)).toBe(false);
    expect((await env.call('GET', `/api/cms/route?url=${neu.adresse}`)).status).toBe(410);
    expect((await env.call('GET', `/api/cms/veranstaltungen/${detail.ziel_id}`)).status).toBe(410);
    expect((await env.call('GET', `/api/cms/ical/veranstaltungen/${detail.ziel_id}.ics`)).status).toBe(410);
    const ende = (await env.call<RedaktionVerlauf>('GET', `/api/cms/redaktion/inhalte/${neu.id}/revisionen`, { token: stadt })).body.status[0];
    expect(ende).toMatchObject({ status: 'Zurückgezogen', wer: null, grund: 'Ende der Veröffentlichung erreicht (bei der Freigabe festgelegt).' });
  });

  it('publishes nothing when the planned revision was sent back or superseded', async () => {
    const zurueck = await eingereicht('Lesung in der Stadtbücherei');
    const ab = new Date(SEEDED_AT.getTime() + 2 * STUNDE);
    await env.call('POST', `/api/cms/redaktion/inhalte/${zurueck.id}/freigeben`, {
      token: freigabe,
      body: { revision: zurueck.revision.id, veroeffentlichen_ab: ab.toISOString() },
    });
    await env.call('POST', `/api/cms/redaktion/inhalte/${zurueck.id}/zurueckgeben`, {
      token: freigabe,
      body: { revision: zurueck.revision.id, grund: 'Der Autor kommt erst im Februar.' },
    });

    const geaendert = await eingereicht('Kinderflohmarkt im Rathaushof');
    await env.call('POST', `/api/cms/redaktion/inhalte/${geaendert.id}/freigeben`, {
      token: freigabe,
      body: { revision: geaendert.revision.id, veroeffentlichen_ab: ab.toISOString() },
    });
    const neu = await env.call<RedaktionInhalt>('POST', `/api/cms/redaktion/inhalte/${geaendert.id}/revisionen`, {
      token: stadt,
      body: { basis_revision: geaendert.revision.id, felder: { ...geaendert.felder, titel: 'Kinderflohmarkt im Rathaushof (verlegt)' } },
    });
    expect(neu.body).toMatchObject({ status: 'Entwurf', geplant_ab: null });
    expect(neu.body.letzter_status.grund).toMatch(/Freigabe \(Status „Geplant“\) gilt für die vorige Fassung/);

    env.uhr.jetzt = ab.getTime() + 60_000;
    await zeitplanAusfuehren(env);
    expect(await sichtbar(zurueck.slug)).toBe(false);
    expect(await sichtbar(geaendert.slug)).toBe(false);
  });
});
