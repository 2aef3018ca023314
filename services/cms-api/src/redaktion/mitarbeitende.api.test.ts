/**
 * Staff accounts of the intranet on the real server (PGlite, and PostgreSQL when DATABASE_URL is set):
 * the administration invites a person by mail, the person sets a password through the link (72 hours,
 * once, only its hash stored) and logs in; a reset link ends the old sessions once used; an ended
 * account cannot log in and its session ends at the next request; every step is in the audit log.
 */
import type { IntranetKonto, RedaktionProtokollEintrag, ZugangLink } from '@musterstadt/cms-contract';
import { INTRANET_MESSAGES, ZUGANG_MESSAGES } from '@musterstadt/cms-contract';
import { PASSWORT_MELDUNGEN } from '../auth';
import { BACKENDS } from '../testing/backends';
import { recordingMailer } from '../testing/recording-mailer';
import { KONTEN, type Redaktionsumgebung, starteRedaktion } from '../testing/redaktion';

const SEEDED_AT = new Date('2026-11-20T09:00:00Z');
const STUNDE = 3_600_000;
const PASSWORT = 'Tannenzapfen am Feldberg 7';

jest.setTimeout(120_000);

describe.each(BACKENDS)('staff invitations, password links and ended accounts on $name', (backend) => {
  let env: Redaktionsumgebung;
  let admin = '';
  const mailer = recordingMailer();

  beforeAll(async () => {
    env = await starteRedaktion(backend, SEEDED_AT, { signupMailer: mailer, siteUrl: 'https://www.musterstadt.de' });
    admin = await env.anmelden(KONTEN.admin);
  }, 300_000);

  afterAll(async () => {
    await env?.close();
  });

  const einladen = (vorname: string, nachname: string, email: string) =>
    env.call<IntranetKonto>('POST', '/api/cms/redaktion/mitarbeitende', { token: admin, body: { vorname, nachname, email } });
  /** The token of the newest mail to the address. */
  const tokenAus = (email: string): string => {
    const mail = [...mailer.sent].reverse().find((message) => message.to === email);
    const match = /https:\/\/www\.musterstadt\.de\/redaktion\/zugang\?token=([0-9a-f]{64})/.exec(mail?.text ?? '');
    if (!match) throw new Error(`no link mailed to ${email}`);
    return match[1] as string;
  };
  const setzen = (token: string, passwort: string, wiederholung = passwort) =>
    env.call<{ error?: string; errors?: Record<string, string>; anmeldung?: string }>('POST', '/api/cms/zugang/passwort', {
      body: { token, passwort, passwort_wiederholung: wiederholung },
    });
  const intranetLogin = (email: string, passwort: string) => env.call<{ uuid: string; token: string }>('POST', '/api/cms/login', { body: { email, passwort } });
  const intranet = (token: string) => env.call('GET', '/api/cms/intranet/rubrik', { headers: { authorization: `Bearer ${token}` } });

  it('invites a staff member: a German mail with a single-use link of 72 hours, of which only the hash is stored', async () => {
    const antwort = await einladen('Lena', 'Vogt', 'lena.vogt@musterstadt.de');
    expect(antwort.status).toBe(201);
    expect(antwort.body).toMatchObject({
      vorname: 'Lena',
      nachname: 'Vogt',
      aktiv: true,
      passwort_gesetzt: false,
      link: { zweck: 'einladung', benutzt_am: null },
    });
    expect(antwort.body.link?.laeuft_ab_am).toBe(new Date(SEEDED_AT.getTime() + 72 * STUNDE).toISOString());
    const mail = mailer.sent.at(-1);
    expect(mail).toMatchObject({ to: 'lena.vogt@musterstadt.de', subject: 'Ihre Einladung in das Intranet der Stadt Musterstadt' });
    expect(mail?.text).toContain('Der Link gilt bis 23.11.2026, 10:00 Uhr und nur einmal.');
    expect(mail?.text).toContain('https://www.musterstadt.de/intranet/anmelden');
    const token = tokenAus('lena.vogt@musterstadt.de');
    const { rows } = await env.db.query<{ token_hash: string }>('SELECT token_hash FROM konto_links');
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    const gespeichert = await env.db.query('SELECT 1 FROM konto_links WHERE row_to_json(konto_links)::text LIKE $1', [`%${token}%`]);
    expect(gespeichert.rows).toHaveLength(0);

    // Before the password is set, nothing logs in.
    expect((await intranetLogin('lena.vogt@musterstadt.de', '')).status).toBe(400);
    expect((await intranetLogin('lena.vogt@musterstadt.de', 'irgendein-passwort')).status).toBe(401);
    const doppelt = await einladen('Lena', 'Vogt', 'Lena.Vogt@musterstadt.de');
    expect(doppelt).toMatchObject({ status: 409, body: { error: ZUGANG_MESSAGES.emailVergeben } });
  });

  it('lets the person set a password that keeps the rule, once, and then log in to the intranet', async () => {
    const token = tokenAus('lena.vogt@musterstadt.de');
    const link = await env.call<ZugangLink>('GET', `/api/cms/zugang?token=${token}`);
    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({ art: 'intranet', zweck: 'einladung', name: 'Lena Vogt', anmeldung: '/intranet/anmelden' });

    expect((await setzen(token, 'zu-kurz')).body).toEqual({ error: PASSWORT_MELDUNGEN.zuKurz, errors: { passwort: PASSWORT_MELDUNGEN.zuKurz } });
    const bekannt = await setzen(token, 'Qwerty123456');
    expect(bekannt).toMatchObject({ status: 422, body: { errors: { passwort: PASSWORT_MELDUNGEN.bekannt } } });
    const ungleich = await setzen(token, PASSWORT, `${PASSWORT}!`);
    expect(ungleich).toMatchObject({ status: 422, body: { errors: { passwort_wiederholung: PASSWORT_MELDUNGEN.ungleich } } });

    const gesetzt = await setzen(token, PASSWORT);
    expect(gesetzt).toMatchObject({ status: 200, body: { anmeldung: '/intranet/anmelden' } });
    const login = await intranetLogin('lena.vogt@musterstadt.de', PASSWORT);
    expect(login.status).toBe(200);
    expect((await intranet(login.body.token)).status).toBe(200);

    // The link works once.
    expect(await env.call('GET', `/api/cms/zugang?token=${token}`)).toMatchObject({ status: 410, body: { error: ZUGANG_MESSAGES.linkBenutzt } });
    expect(await setzen(token, 'Noch ein ganz anderes Passwort')).toMatchObject({ status: 410, body: { error: ZUGANG_MESSAGES.linkBenutzt } });
  });

  it('refuses a forged or malformed link with a German message', async () => {
    const gefaelscht = 'ab'.repeat(32);
    expect(await env.call('GET', `/api/cms/zugang?token=${gefaelscht}`)).toMatchObject({ status: 404, body: { error: ZUGANG_MESSAGES.linkUnbekannt } });
    expect(await setzen(gefaelscht, PASSWORT)).toMatchObject({ status: 404, body: { error: ZUGANG_MESSAGES.linkUnbekannt } });
    expect(await env.call('GET', '/api/cms/zugang?token=kaputt')).toMatchObject({ status: 400, body: { error: ZUGANG_MESSAGES.linkUnbekannt } });
  });

  it('ends a link after 72 hours on the clock', async () => {
    await einladen('Jonas', 'Keller', 'jonas.keller@musterstadt.de');
    const token = tokenAus('jonas.keller@musterstadt.de');
    const start = env.uhr.jetzt;
    try {
      env.uhr.jetzt = start + 72 * STUNDE - 1000;
      expect((await env.call('GET', `/api/cms/zugang?token=${token}`)).status).toBe(200);
      env.uhr.jetzt = start + 72 * STUNDE;
      expect(await env.call('GET', `/api/cms/zugang?token=${token}`)).toMatchObject({ status: 410, body: { error: ZUGANG_MESSAGES.linkAbgelaufen } });
      expect(await setzen(token, PASSWORT)).toMatchObject({ status: 410, body: { error: ZUGANG_MESSAGES.linkAbgelaufen } });
      expect((await intranetLogin('jonas.keller@musterstadt.de', PASSWORT)).status).toBe(401);
    } finally {
      env.uhr.jetzt = start;
    }
  });

  it('sends a reset link that replaces older links; setting the new password ends the open sessions', async () => {
    const { rows } = await env.db.query<{ uuid: string }>("SELECT uuid::text AS uuid FROM intranet_benutzer WHERE email = 'lena.vogt@musterstadt.de'");
    const uuid = rows[0]?.uuid as string;
    const offen = (await intranetLogin('lena.vogt@musterstadt.de', PASSWORT)).body.token;

    const erster = await env.call<IntranetKonto>('POST', `/api/cms/redaktion/mitarbeitende/${uuid}/passwort-link`, { token: admin, body: {} });
    expect(erster).toMatchObject({ status: 200, body: { passwort_gesetzt: true, link: { zweck: 'passwort' } } });
    const alt = tokenAus('lena.vogt@musterstadt.de');
    expect(mailer.sent.at(-1)?.subject).toBe('Neues Passwort für das Intranet der Stadt Musterstadt');
    await env.call('POST', `/api/cms/redaktion/mitarbeitende/${uuid}/passwort-link`, { token: admin, body: {} });
    const neu = tokenAus('lena.vogt@musterstadt.de');
    expect(await env.call('GET', `/api/cms/zugang?token=${alt}`)).toMatchObject({ status: 410, body: { error: ZUGANG_MESSAGES.linkErsetzt } });

    // Until the new password is set, the old one and its session stay.
    expect((await intranet(offen)).status).toBe(200);
    expect((await setzen(neu, 'Ein neues Passwort für Lena')).status).toBe(200);
    expect(await intranet(offen)).toMatchObject({ status: 401, body: { error: INTRANET_MESSAGES.sessionInvalid } });
    expect((await intranetLogin('lena.vogt@musterstadt.de', PASSWORT)).status).toBe(401);
    expect((await intranetLogin('lena.vogt@musterstadt.de', 'Ein neues Passwort für Lena')).status).toBe(200);
  });

  it('ends an account: its open session ends at the next request, it cannot log in, its links stop working', async () => {
    const { rows } = await env.db.query<{ uuid: string }>("SELECT uuid::text AS uuid FROM intranet_benutzer WHERE email = 'lena.vogt@musterstadt.de'");
    const uuid = rows[0]?.uuid as string;
    const offen = (await intranetLogin('lena.vogt@musterstadt.de', 'Ein neues Passwort für Lena')).body.token;
    await env.call('POST', `/api/cms/redaktion/mitarbeitende/${uuid}/passwort-link`, { token: admin, body: {} });
    const link = tokenAus('lena.vogt@musterstadt.de');

    const beendet = await env.call<IntranetKonto>('POST', `/api/cms/redaktion/mitarbeitende/${uuid}/beenden`, { token: admin, body: { grund: 'Ruhestand' } });
    expect(beendet).toMatchObject({ status: 200, body: { aktiv: false } });
    expect(beendet.body.beendet_am).toBe(SEEDED_AT.toISOString());
    expect(await intranet(offen)).toMatchObject({ status: 401, body: { error: INTRANET_MESSAGES.sessionInvalid } });
    expect(await intranetLogin('lena.vogt@musterstadt.de', 'Ein neues Passwort für Lena')).toMatchObject({
      status: 401,
      body: { error: INTRANET_MESSAGES.loginFailed },
    });
    expect((await env.call('GET', `/api/cms/zugang?token=${link}`)).status).toBe(410);
    expect(await env.call('POST', `/api/cms/redaktion/mitarbeitende/${uuid}/passwort-link`, { token: admin, body: {} })).toMatchObject({
      status: 409,
      body: { error: ZUGANG_MESSAGES.kontoBeendet },
    });

    // The account stays, listed after the active ones.
    const liste = await env.call<{ data: IntranetKonto[] }>('GET', '/api/cms/redaktion/mitarbeitende', { token: admin });
    expect(liste.body.data.at(-1)).toMatchObject({ uuid, aktiv: false });
    expect(liste.body.data.filter((konto) => konto.aktiv).length).toBeGreaterThan(0);
    expect(
      (await env.call('POST', `/api/cms/redaktion/mitarbeitende/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}/beenden`, { token: admin, body: {} })).status,
    ).toBe(404);
  });

  it('writes who did what to whom and when into the audit log, never the token', async () => {
    const log = await env.call<{ data: RedaktionProtokollEintrag[] }>('GET', '/api/cms/redaktion/protokoll?was=zugang&pro_seite=100', { token: admin });
    const arten = log.body.data.map((eintrag) => eintrag.was);
    expect(new Set(arten)).toEqual(new Set(['zugang.eingeladen', 'zugang.link-benutzt', 'zugang.passwort-link', 'zugang.beendet']));
    const einladung = log.body.data.find((eintrag) => eintrag.was === 'zugang.eingeladen' && eintrag.details.name === 'Lena Vogt');
    expect(einladung).toMatchObject({
      wer: `${KONTEN.admin.name} <${KONTEN.admin.email}>`,
      details: { art: 'intranet', name: 'Lena Vogt', email: 'lena.vogt@musterstadt.de' },
    });
    expect(log.body.data.find((eintrag) => eintrag.was === 'zugang.link-benutzt')).toMatchObject({
      konto_id: null,
      wer: 'Lena Vogt <lena.vogt@musterstadt.de>',
    });
    expect(log.body.data.find((eintrag) => eintrag.was === 'zugang.beendet')).toMatchObject({ details: { grund: 'Ruhestand', sitzungen: 2 } }); // the two logins of the last two steps
    expect(JSON.stringify(log.body)).not.toMatch(/[0-9a-f]{64}/);
  });

  it('mails an editor a link for a new password; setting it ends her sessions and she logs in to the editorial area with it', async () => {
    const offen = await env.anmelden(KONTEN.schule);
    const konten = await env.call<{ data: { id: number; email: string }[] }>('GET', '/api/cms/redaktion/konten', { token: admin });
    const id = konten.body.data.find((konto) => konto.email === KONTEN.schule.email)?.id as number;
    const antwort = await env.call('POST', `/api/cms/redaktion/konten/${id}/passwort-link`, { token: admin, body: {} });
    expect(antwort).toMatchObject({ status: 200, body: { id, aktiv: true } });
    expect(mailer.sent.at(-1)).toMatchObject({ to: KONTEN.schule.email, subject: 'Neues Passwort für die Redaktion der Website der Stadt Musterstadt' });
    const token = tokenAus(KONTEN.schule.email);
    expect((await env.call<ZugangLink>('GET', `/api/cms/zugang?token=${token}`)).body).toMatchObject({
      art: 'redaktion',
      zweck: 'passwort',
      anmeldung: '/redaktion/anmelden',
    });

    // The old password works until the new one is set; then every session of the account has ended.
    expect((await env.call('GET', '/api/cms/redaktion/ich', { token: offen })).status).toBe(200);
    expect((await setzen(token, 'Ein Satz für die Schulredaktion')).body).toEqual({ art: 'redaktion', anmeldung: '/redaktion/anmelden' });
    expect((await env.call('GET', '/api/cms/redaktion/ich', { token: offen })).status).toBe(401);
    expect((await env.call('POST', '/api/cms/redaktion/login', { body: { email: KONTEN.schule.email, passwort: KONTEN.schule.passwort } })).status).toBe(401);
    await env.anmelden({ email: KONTEN.schule.email, passwort: 'Ein Satz für die Schulredaktion' });
    const log = await env.call<{ data: RedaktionProtokollEintrag[] }>(
      'GET',
      `/api/cms/redaktion/protokoll?was=zugang.passwort-link&wer=${encodeURIComponent(KONTEN.admin.email)}`,
      { token: admin },
    );
    expect(log.body.data[0]).toMatchObject({ details: { art: 'redaktion', konto: String(id), email: KONTEN.schule.email } });
  });

  it('invites a new editor by mail instead of a first password; she sets her own and logs in to the editorial area', async () => {
    const email = 'nora.fink@musterstadt.de';
    const neu = await env.call<{ id: number; aktiv: boolean }>('POST', '/api/cms/redaktion/konten', {
      token: admin,
      body: { name: 'Nora Fink', email, rollen: ['Redakteur'], bereiche: ['stadt'] },
    });
    expect(neu).toMatchObject({ status: 201, body: { aktiv: true } });
    expect(mailer.sent.at(-1)).toMatchObject({ to: email, subject: 'Ihre Einladung in die Redaktion der Website der Stadt Musterstadt' });
    const token = tokenAus(email);
    expect((await env.call<ZugangLink>('GET', `/api/cms/zugang?token=${token}`)).body).toMatchObject({
      art: 'redaktion',
      zweck: 'einladung',
      name: 'Nora Fink',
    });
    // Nothing logs in before the password is set; a repeated link is the invitation again.
    expect((await env.call('POST', '/api/cms/redaktion/login', { body: { email, passwort: 'irgendein-passwort' } })).status).toBe(401);
    await env.call('POST', `/api/cms/redaktion/konten/${neu.body.id}/passwort-link`, { token: admin, body: {} });
    expect(mailer.sent.at(-1)?.subject).toBe('Ihre Einladung in die Redaktion der Website der Stadt Musterstadt');
    expect(await env.call('GET', `/api/cms/zugang?token=${token}`)).toMatchObject({ status: 410, body: { error: ZUGANG_MESSAGES.linkErsetzt } });
    expect((await setzen(tokenAus(email), 'Ein Satz für die Stadtredaktion')).status).toBe(200);
    await env.anmelden({ email, passwort: 'Ein Satz für die Stadtredaktion' });
    const log = await env.call<{ data: RedaktionProtokollEintrag[] }>('GET', `/api/cms/redaktion/protokoll?was=zugang.eingeladen`, { token: admin });
    expect(log.body.data.find((eintrag) => eintrag.details.email === email)).toMatchObject({
      wer: `${KONTEN.admin.name} <${KONTEN.admin.email}>`,
      details: { art: 'redaktion', konto: String(neu.body.id) },
    });
  });

  it('keeps the staff accounts to the administration', async () => {
    const redakteur = await env.anmelden(KONTEN.stadt);
    expect((await env.call('GET', '/api/cms/redaktion/mitarbeitende', { token: redakteur })).status).toBe(403);
    expect(
      (await env.call('POST', '/api/cms/redaktion/mitarbeitende', { token: redakteur, body: { vorname: 'A', nachname: 'B', email: 'a.b@musterstadt.de' } }))
        .status,
    ).toBe(403);
  });
});
