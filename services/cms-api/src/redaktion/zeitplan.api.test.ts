/**
 * Scheduled publishing on the real server with a fake clock (PGlite, and PostgreSQL when
 * DATABASE_URL is set): an event approved for a time ahead is 'Geplant', appears in the public
 * lists at that time and not before, and disappears at its end of publication; a schedule that was
 * changed meanwhile publishes nothing. The plans are durable jobs of the content API (table
 * `auftraege`), run here by two job passes at once as two content APIs would: each runs once.
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

  /** Moves the clock; the editors log in again (a session ends after 30 minutes without a request). */
  async function uhrAuf(zeit: number): Promise<void> {
    env.uhr.jetzt = zeit;
    stadt = await env.anmelden(KONTEN.stadt);
    freigabe = await env.anmelden(KONTEN.freigabe);
  }

  beforeEach(async () => {
    await uhrAuf(SEEDED_AT.getTime());
  });

  const auftraege = async (inhaltId: number) =>
    (
      await env.db.query<{ art: string; faellig_am: Date | string; status: string }>(
        "SELECT art, faellig_am, status FROM auftraege WHERE art LIKE 'redaktion-%' AND (daten->>'inhalt')::int = $1 ORDER BY faellig_am",
        [inhaltId],
      )
    ).rows.map((row) => ({ art: row.art, faellig_am: new Date(row.faellig_am).toISOString(), status: row.status }));

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
    // Stored with the approval: still due after a restart of every content API.
    expect(await auftraege(neu.id)).toEqual([
      { art: 'redaktion-veroeffentlichen', faellig_am: ab.toISOString(), status: 'offen' },
      { art: 'redaktion-beenden', faellig_am: bis.toISOString(), status: 'offen' },
    ]);

    await uhrAuf(ab.getTime() - 60_000);
    expect(await zeitplanAusfuehren(env)).toBe(0);
    expect(await sichtbar(neu.slug)).toBe(false);
    expect((await env.call('GET', `/api/cms/route?url=${neu.adresse}`)).status).toBe(200);

    await uhrAuf(ab.getTime());
    expect(await zeitplanAusfuehren(env)).toBe(1);
    expect(await sichtbar(neu.slug)).toBe(true);
    expect((await auftraege(neu.id)).map((auftrag) => auftrag.status)).toEqual(['erledigt', 'offen']);
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
    expect(await zeitplanAusfuehren(env)).toBe(0);
    expect((await env.call<RedaktionVerlauf>('GET', `/api/cms/redaktion/inhalte/${neu.id}/revisionen`, { token: stadt })).body.status).toHaveLength(
      verlauf.status.length,
    );

    await uhrAuf(bis.getTime() - 1);
    expect(await zeitplanAusfuehren(env)).toBe(0);
    expect(await sichtbar(neu.slug)).toBe(true);
    await uhrAuf(bis.getTime());
    expect(await zeitplanAusfuehren(env)).toBe(1);
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

    await uhrAuf(ab.getTime() + 60_000);
    // Both jobs run and find their plan no longer valid.
    expect(await zeitplanAusfuehren(env)).toBe(2);
    expect(await sichtbar(zurueck.slug)).toBe(false);
    expect(await sichtbar(geaendert.slug)).toBe(false);
  });
});
