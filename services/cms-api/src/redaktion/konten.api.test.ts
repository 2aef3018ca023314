/**
 * Accounts and the audit log of the editorial area on the real server (PGlite, and PostgreSQL when
 * DATABASE_URL is set): login with argon2id passwords, the administration creates, changes and ends
 * accounts (an ended account's sessions end and it cannot log in again), every login, save, status
 * change and account change is in the log, which admins filter by who, what and when, and which
 * the database itself refuses to change or empty.
 */
import type { RedaktionInhalt, RedaktionKonto, RedaktionProtokollEintrag } from '@musterstadt/cms-contract';
import { REDAKTION_MESSAGES } from '@musterstadt/cms-contract';
import { BACKENDS } from '../testing/backends';
import { KONTEN, type Redaktionsumgebung, starteRedaktion } from '../testing/redaktion';

const SEEDED_AT = new Date('2026-11-20T09:00:00Z');

jest.setTimeout(120_000);

describe.each(BACKENDS)('editorial accounts and audit log on $name', (backend) => {
  let env: Redaktionsumgebung;
  let admin = '';

  beforeAll(async () => {
    env = await starteRedaktion(backend, SEEDED_AT);
    admin = await env.anmelden(KONTEN.admin);
  }, 300_000);

  afterAll(async () => {
    await env?.close();
  });

  const protokoll = (query: string) =>
    env.call<{ data: RedaktionProtokollEintrag[]; anzahl: number }>('GET', `/api/cms/redaktion/protokoll?${query}`, { token: admin });

  it('logs in every demo account with argon2id hashes and refuses a wrong password in German', async () => {
    for (const konto of Object.values(KONTEN)) {
      const antwort = await env.call<{ id: number; token: string }>('POST', '/api/cms/redaktion/login', {
        body: { email: konto.email.toUpperCase(), passwort: konto.passwort },
      });
      expect({ email: konto.email, status: antwort.status }).toEqual({ email: konto.email, status: 200 });
      expect(antwort.body.id).toBeGreaterThan(0);
    }
    const { rows } = await env.db.query<{ passwort_hash: string }>('SELECT passwort_hash FROM redaktion_konten');
    expect(rows.every((row) => row.passwort_hash.startsWith('$argon2id$'))).toBe(true);

    const falsch = await env.call('POST', '/api/cms/redaktion/login', { body: { email: KONTEN.stadt.email, passwort: 'falsch-falsch-falsch' } });
    expect(falsch.status).toBe(401);
    expect(falsch.body.error).toBe(REDAKTION_MESSAGES.loginFailed);
    const leer = await env.call('POST', '/api/cms/redaktion/login', { body: { email: '', passwort: '' } });
    expect(leer.status).toBe(400);
    expect(leer.body.error).toBe(REDAKTION_MESSAGES.loginMissing);
    const ohneDienst = await env.call('POST', '/api/cms/redaktion/login', {
      body: { email: KONTEN.stadt.email, passwort: KONTEN.stadt.passwort },
      headers: { 'x-service-token': 'falsch' },
    });
    expect(ohneDienst.status).toBe(403);

    const eintraege = await protokoll('was=anmeldung');
    // Each demo account once, and the administration's login of this suite.
    expect(eintraege.body.data.filter((eintrag) => eintrag.was === 'anmeldung')).toHaveLength(Object.values(KONTEN).length + 1);
    expect(eintraege.body.data.find((eintrag) => eintrag.was === 'anmeldung.fehlgeschlagen')).toMatchObject({ konto_id: null, wer: KONTEN.stadt.email });
  });

  it('lets the administration create, change and end an account; the ended account is logged out and stays in the log', async () => {
    const neu = await env.call<RedaktionKonto>('POST', '/api/cms/redaktion/konten', {
      token: admin,
      body: {
        name: 'Sven Albrecht',
        email: 'sven.albrecht@musterstadt.de',
        passwort: 'Jugendhaus!2026-Redaktion',
        rollen: ['Redakteur'],
        bereiche: ['jugendhaus'],
      },
    });
    expect(neu.status).toBe(201);
    expect(neu.body).toMatchObject({ name: 'Sven Albrecht', rollen: ['Redakteur'], bereiche: ['jugendhaus'], aktiv: true });
    const doppelt = await env.call('POST', '/api/cms/redaktion/konten', {
      token: admin,
      body: { name: 'Sven A.', email: 'Sven.Albrecht@musterstadt.de', passwort: 'Jugendhaus!2026-Redaktion', rollen: ['Redakteur'], bereiche: [] },
    });
    expect(doppelt.status).toBe(409);
    expect(doppelt.body.error).toBe('Für diese E-Mail-Adresse gibt es schon ein Konto.');
    const kurz = await env.call('POST', '/api/cms/redaktion/konten', {
      token: admin,
      body: { name: 'Kurz', email: 'kurz@musterstadt.de', passwort: 'kurz', rollen: ['Redakteur'], bereiche: [] },
    });
    expect(kurz.status).toBe(400);
    expect(kurz.body.error).toBe('Das Passwort muss mindestens 12 und höchstens 128 Zeichen lang sein.');
    const unbekannt = await env.call('POST', '/api/cms/redaktion/konten', {
      token: admin,
      body: { name: 'X', email: 'x@musterstadt.de', passwort: 'Ein-langes-Passwort-1', rollen: ['Chef'], bereiche: ['mond'] },
    });
    expect(unbekannt.status).toBe(400);
    expect(unbekannt.body.error).toBe('Die Rolle „Chef“ gibt es nicht (Redakteur, Freigabe, Administration).');

    const sven = await env.anmelden({ email: 'sven.albrecht@musterstadt.de', passwort: 'Jugendhaus!2026-Redaktion' });
    const geaendert = await env.call<RedaktionKonto>('PATCH', `/api/cms/redaktion/konten/${neu.body.id}`, {
      token: admin,
      body: { rollen: ['Redakteur', 'Freigabe'] },
    });
    expect(geaendert.body.rollen).toEqual(['Redakteur', 'Freigabe']);
    // The change counts at the next request: no new login needed.
    expect((await env.call<{ rollen: string[] }>('GET', '/api/cms/redaktion/ich', { token: sven })).body.rollen).toEqual(['Redakteur', 'Freigabe']);

    const selbst = await env.call(
      'POST',
      `/api/cms/redaktion/konten/${(await env.call<{ id: number }>('GET', '/api/cms/redaktion/ich', { token: admin })).body.id}/beenden`,
      {
        token: admin,
        body: {},
      },
    );
    expect(selbst.status).toBe(403);

    const beendet = await env.call<RedaktionKonto>('POST', `/api/cms/redaktion/konten/${neu.body.id}/beenden`, {
      token: admin,
      body: { grund: 'Wechsel in die Kämmerei' },
    });
    expect(beendet.body).toMatchObject({ aktiv: false });
    expect((await env.call('GET', '/api/cms/redaktion/ich', { token: sven })).status).toBe(401);
    const wieder = await env.call('POST', '/api/cms/redaktion/login', {
      body: { email: 'sven.albrecht@musterstadt.de', passwort: 'Jugendhaus!2026-Redaktion' },
    });
    expect(wieder.status).toBe(401);
    expect((await env.call('PATCH', `/api/cms/redaktion/konten/${neu.body.id}`, { token: admin, body: { name: 'Sven' } })).status).toBe(409);

    const konten = await env.call<{ data: RedaktionKonto[] }>('GET', '/api/cms/redaktion/konten', { token: admin });
    expect(konten.body.data.find((konto) => konto.id === neu.body.id)).toMatchObject({ aktiv: false, beendet_am: SEEDED_AT.toISOString() });
    const eintraege = await protokoll(`wer=${neu.body.id}&was=konto`);
    expect(eintraege.body.data.map((eintrag) => eintrag.was)).toEqual(['konto.beendet', 'konto.geaendert', 'konto.angelegt']);
    expect(eintraege.body.data[0]?.details).toMatchObject({ grund: 'Wechsel in die Kämmerei' });
    expect(eintraege.body.data[1]?.details).toEqual({ rollen: { alt: ['Redakteur'], neu: ['Redakteur', 'Freigabe'] } });
    expect(eintraege.body.data.every((eintrag) => eintrag.wer === `Verena Koch <${KONTEN.admin.email}>`)).toBe(true);
  });

  it('lets the administration activate an ended account again, with its old password, roles and sections, and logs it', async () => {
    const konto = { email: 'lena.hahn@musterstadt.de', passwort: 'Gymnasium!2026-Lena' };
    const neu = await env.call<RedaktionKonto>('POST', '/api/cms/redaktion/konten', {
      token: admin,
      body: { name: 'Lena Hahn', ...konto, rollen: ['Redakteur', 'Freigabe'], bereiche: ['jugendhaus', 'barfusspark'] },
    });
    const id = neu.body.id;
    const nochAktiv = await env.call('POST', `/api/cms/redaktion/konten/${id}/aktivieren`, { token: admin, body: {} });
    expect(nochAktiv.status).toBe(409);
    expect(nochAktiv.body.error).toBe('Dieses Konto ist nicht beendet; es gibt nichts wieder zu aktivieren.');

    const vorher = await env.anmelden(konto);
    await env.call('POST', `/api/cms/redaktion/konten/${id}/beenden`, { token: admin, body: { grund: 'Elternzeit' } });
    expect((await env.call('POST', '/api/cms/redaktion/login', { body: konto })).status).toBe(401);

    // Only the administration brings an account back; the town editor and the approver get 403.
    for (const andere of [KONTEN.stadt, KONTEN.freigabe]) {
      const antwort = await env.call('POST', `/api/cms/redaktion/konten/${id}/aktivieren`, { token: await env.anmelden(andere), body: {} });
      expect(antwort.status).toBe(403);
      expect(antwort.body.error).toBe('Dafür fehlt Ihnen die Rolle „Administration“.');
    }
    expect((await env.call<RedaktionKonto>('GET', `/api/cms/redaktion/konten/${id}`, { token: admin })).body.aktiv).toBe(false);
    expect((await env.call('POST', '/api/cms/redaktion/konten/999999/aktivieren', { token: admin, body: {} })).status).toBe(404);
    const zuLang = await env.call('POST', `/api/cms/redaktion/konten/${id}/aktivieren`, { token: admin, body: { grund: 'x'.repeat(2001) } });
    expect(zuLang.status).toBe(400);
    expect(zuLang.body.error).toBe('Der Grund ist zu lang (höchstens 2000 Zeichen).');

    const wieder = await env.call<RedaktionKonto>('POST', `/api/cms/redaktion/konten/${id}/aktivieren`, {
      token: admin,
      body: { grund: 'Zurück aus der Elternzeit' },
    });
    expect(wieder.status).toBe(200);
    expect(wieder.body).toMatchObject({ id, aktiv: true, beendet_am: null, rollen: ['Redakteur', 'Freigabe'], bereiche: ['jugendhaus', 'barfusspark'] });
    // The sessions ended with the account stay ended; the old password logs in again.
    expect((await env.call('GET', '/api/cms/redaktion/ich', { token: vorher })).status).toBe(401);
    const danach = await env.anmelden(konto);
    expect((await env.call<{ rollen: string[] }>('GET', '/api/cms/redaktion/ich', { token: danach })).body.rollen).toEqual(['Redakteur', 'Freigabe']);
    // It can be changed again.
    expect((await env.call('PATCH', `/api/cms/redaktion/konten/${id}`, { token: admin, body: { name: 'Lena Hahn-Berger' } })).status).toBe(200);

    const eintraege = await protokoll(`wer=${id}&was=konto`);
    expect(eintraege.body.data.map((eintrag) => eintrag.was)).toEqual(['konto.geaendert', 'konto.aktiviert', 'konto.beendet', 'konto.angelegt']);
    expect(eintraege.body.data[1]).toMatchObject({
      wer: `Verena Koch <${KONTEN.admin.email}>`,
      details: { name: 'Lena Hahn', email: konto.email, grund: 'Zurück aus der Elternzeit' },
    });
    expect((eintraege.body.data[1]?.details as { beendet_am?: string }).beendet_am).toBe(SEEDED_AT.toISOString());
  });

  it('lets editors change their own password, which ends every session and goes on in a new one', async () => {
    const konto = { email: 'mara.roth@musterstadt.de', passwort: 'Barfusspark!2026-Alt' };
    await env.call('POST', '/api/cms/redaktion/konten', {
      token: admin,
      body: { name: 'Mara Roth', ...konto, rollen: ['Redakteur'], bereiche: ['barfusspark'] },
    });
    const hier = await env.anmelden(konto);
    const dort = await env.anmelden(konto);
    const falsch = await env.call('POST', '/api/cms/redaktion/ich/passwort', {
      token: hier,
      body: { passwort_alt: 'nicht-das-alte', passwort_neu: 'Barfusspark!2026-Neu' },
    });
    expect(falsch.status).toBe(403);
    expect(falsch.body.error).toBe('Das bisherige Passwort stimmt nicht.');
    const kurz = await env.call('POST', '/api/cms/redaktion/ich/passwort', { token: hier, body: { passwort_alt: konto.passwort, passwort_neu: 'kurz' } });
    expect(kurz.status).toBe(400);
    expect((await env.call('GET', '/api/cms/redaktion/ich', { token: hier })).status).toBe(200);
    const geaendert = await env.call<{ id: number; token: string }>('POST', '/api/cms/redaktion/ich/passwort', {
      token: hier,
      body: { passwort_alt: konto.passwort, passwort_neu: 'Barfusspark!2026-Neu' },
    });
    expect(geaendert.status).toBe(200);
    expect(geaendert.body.token).not.toBe(hier);
    const neu = geaendert.body.token;
    expect((await env.call('GET', '/api/cms/redaktion/ich', { token: hier })).status).toBe(401);
    expect((await env.call('GET', '/api/cms/redaktion/ich', { token: dort })).status).toBe(401);
    expect((await env.call<{ email: string }>('GET', '/api/cms/redaktion/ich', { token: neu })).body.email).toBe(konto.email);
    expect((await env.call('POST', '/api/cms/redaktion/login', { body: konto })).status).toBe(401);
    const spaeter = await env.anmelden({ email: konto.email, passwort: 'Barfusspark!2026-Neu' });
    const log = await protokoll(`was=konto.passwort`);
    expect(log.body.data[0]).toMatchObject({ wer: `Mara Roth <${konto.email}>`, details: {} });
    expect(JSON.stringify(log.body.data)).not.toContain('Barfusspark!2026');
    const { rows } = await env.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM anmeldungen WHERE art = 'redaktion' AND konto = $1 AND beendet_grund = 'passwort'",
      [String(geaendert.body.id)],
    );
    expect(rows[0]?.n).toBe(2);

    // A password the administration sets ends every session of the account.
    await env.call('PATCH', `/api/cms/redaktion/konten/${geaendert.body.id}`, { token: admin, body: { passwort: 'Vom-Amt-gesetzt-2026' } });
    expect((await env.call('GET', '/api/cms/redaktion/ich', { token: neu })).status).toBe(401);
    expect((await env.call('GET', '/api/cms/redaktion/ich', { token: spaeter })).status).toBe(401);
    expect((await env.call('GET', '/api/cms/redaktion/ich', { token: admin })).status).toBe(200);
  });

  it('logs out through the sessions of every login kind, lists its own sessions, and ends an unused session after 30 minutes', async () => {
    const stadt = await env.anmelden(KONTEN.stadt);
    const zweite = await env.anmelden(KONTEN.stadt);
    const header = (token: string) => ({ 'redaktion-authorization': `Bearer ${token}` });
    const offen = await env.call<{ data: { id: string; aktuell: boolean }[] }>('GET', '/api/cms/sitzungen', { headers: header(stadt) });
    expect(offen.status).toBe(200);
    expect(offen.body.data.filter((sitzung) => sitzung.aktuell)).toHaveLength(1);
    expect(offen.body.data.length).toBeGreaterThanOrEqual(2);
    const ab = await env.call('POST', '/api/cms/sitzungen/abmelden', { headers: header(stadt), body: {} });
    expect(ab.status).toBe(204);
    const danach = await env.call<{ error: string }>('GET', '/api/cms/redaktion/ich', { token: stadt });
    expect(danach).toMatchObject({ status: 401, body: { error: REDAKTION_MESSAGES.sessionInvalid } });
    expect((await env.call('GET', '/api/cms/redaktion/ich', { token: zweite })).status).toBe(200);
    const ohne = await env.call<{ error: string }>('GET', '/api/cms/redaktion/ich');
    expect(ohne).toMatchObject({ status: 401, body: { error: REDAKTION_MESSAGES.loginRequired } });

    // 30 minutes without a request end the session; a request before keeps it open.
    const start = env.uhr.jetzt;
    env.uhr.jetzt = start + 29 * 60_000;
    expect((await env.call('GET', '/api/cms/redaktion/ich', { token: zweite })).status).toBe(200);
    env.uhr.jetzt = start + 58 * 60_000;
    expect((await env.call('GET', '/api/cms/redaktion/ich', { token: zweite })).status).toBe(200);
    env.uhr.jetzt = start + 88 * 60_000;
    expect((await env.call('GET', '/api/cms/redaktion/ich', { token: zweite })).status).toBe(401);
    env.uhr.jetzt = start;
  });

  it('logs saves and status changes with who and when, filters by name, kind and time, and only for the administration', async () => {
    const stadt = await env.anmelden(KONTEN.stadt);
    env.uhr.jetzt = SEEDED_AT.getTime() + 20 * 60_000;
    const neu = await env.call<RedaktionInhalt>('POST', '/api/cms/redaktion/inhalte', {
      token: stadt,
      body: { art: 'artikel', bereich: 'stadt', felder: { titel: 'Laubsammlung im November' } },
    });
    await env.call('POST', `/api/cms/redaktion/inhalte/${neu.body.id}/revisionen`, {
      token: stadt,
      body: { basis_revision: neu.body.revision.id, felder: { titel: 'Laubsammlung im November', einleitung: 'Die Laubsäcke werden montags abgeholt.' } },
    });
    await env.call('POST', `/api/cms/redaktion/inhalte/${neu.body.id}/zur-freigabe`, { token: stadt, body: { revision: neu.body.revision.id + 1 } });

    const julia = await protokoll(`wer=${encodeURIComponent('hartmann')}&von=${encodeURIComponent(new Date(SEEDED_AT.getTime() + 1000).toISOString())}`);
    expect(julia.body.data.map((eintrag) => [eintrag.was, eintrag.inhalt_id])).toEqual([
      ['status.zur-freigabe', neu.body.id],
      ['speichern', neu.body.id],
      ['inhalt.angelegt', neu.body.id],
    ]);
    // The login happened before the clock moved on: outside the window.
    expect((await protokoll(`wer=${encodeURIComponent('hartmann')}&was=anmeldung`)).body.anzahl).toBeGreaterThan(0);
    expect(julia.body.data[0]?.zeit).toBe(new Date(SEEDED_AT.getTime() + 20 * 60_000).toISOString());
    const bis = await protokoll(`was=speichern&bis=${encodeURIComponent(SEEDED_AT.toISOString())}`);
    expect(bis.body.data.map((eintrag) => eintrag.inhalt_id)).not.toContain(neu.body.id);
    const tag = await protokoll('was=speichern&von=2026-11-20&bis=2026-11-20');
    expect(tag.body.data.map((eintrag) => eintrag.inhalt_id)).toContain(neu.body.id);
    expect((await env.call('GET', '/api/cms/redaktion/protokoll', { token: stadt })).status).toBe(403);
    expect((await protokoll('von=gestern')).status).toBe(400);
  });

  it('refuses any change of the log, the revisions and the statuses in the database itself', async () => {
    const versuche = [
      "UPDATE redaktion_protokoll SET was = 'anmeldung' WHERE id = (SELECT min(id) FROM redaktion_protokoll)",
      'DELETE FROM redaktion_protokoll',
      'TRUNCATE redaktion_protokoll',
      "UPDATE redaktion_revisionen SET felder = '{}'::jsonb",
      'DELETE FROM redaktion_revisionen WHERE id = (SELECT max(id) FROM redaktion_revisionen)',
      "UPDATE redaktion_status SET grund = 'geändert'",
      'DELETE FROM redaktion_status',
    ];
    const vorher = await env.db.query<{ n: number }>('SELECT (SELECT count(*) FROM redaktion_protokoll) + (SELECT count(*) FROM redaktion_revisionen) AS n');
    for (const sql of versuche) {
      await expect(env.db.query(sql)).rejects.toThrow(/wird nur ergänzt, nie geändert oder geleert/);
    }
    const nachher = await env.db.query<{ n: number }>('SELECT (SELECT count(*) FROM redaktion_protokoll) + (SELECT count(*) FROM redaktion_revisionen) AS n');
    expect(Number(nachher.rows[0]?.n)).toBe(Number(vorher.rows[0]?.n));
  });
});
