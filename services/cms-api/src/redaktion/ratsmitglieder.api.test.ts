/**
 * Council members' accounts on the real server (PGlite, and PostgreSQL when DATABASE_URL is set): the
 * administration invites a member with her memberships, the person sets a password through the link
 * and logs in to the council information system without the initial-password step; a reset link;
 * ending the account refuses the open session's next request and the login while the person stays
 * public; editing the public data and the memberships shows on the public calls and in OParl with a
 * new `modified`; every step is in the audit log.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { RatsListe, RatsPerson, RatsmitgliedDetail, RatsmitgliedKonto, RatsmitgliederListe, RedaktionProtokollEintrag } from '@musterstadt/cms-contract';
import { RATSINFO_MESSAGES, RATSKONTEN_MESSAGES, ZUGANG_MESSAGES } from '@musterstadt/cms-contract';
import { PASSWORT_MELDUNGEN } from '../auth';
import { BACKENDS } from '../testing/backends';
import { recordingMailer } from '../testing/recording-mailer';
import { REDAKTION_SEITEN } from '../seed/redaktion/pages';
import { KONTEN, type Redaktionsumgebung, starteRedaktion } from '../testing/redaktion';

const SEEDED_AT = new Date('2026-11-20T09:00:00Z');
const STUNDE = 3_600_000;
const PASSWORT = 'Weißtanne am Kandel 1493';
const EMAIL = 'hanna.brecht@musterstadt.de';

jest.setTimeout(120_000);

describe.each(BACKENDS)('council members invited, reset, ended and edited by the administration on $name', (backend) => {
  let env: Redaktionsumgebung;
  let admin = '';
  let ta = 0;
  let vaId = 0;
  let id = 0;
  const mailer = recordingMailer();

  beforeAll(async () => {
    env = await starteRedaktion(backend, SEEDED_AT, { signupMailer: mailer, siteUrl: 'https://www.musterstadt.de' });
    admin = await env.anmelden(KONTEN.admin);
    const { rows } = await env.db.query<{ id: number; kuerzel: string }>("SELECT id, kuerzel FROM rats_gremien WHERE kuerzel IN ('TA', 'VA')");
    ta = rows.find((row) => row.kuerzel === 'TA')?.id as number;
    vaId = rows.find((row) => row.kuerzel === 'VA')?.id as number;
  }, 300_000);

  afterAll(async () => {
    await env?.close();
  });

  const tokenAus = (email: string): string => {
    const mail = [...mailer.sent].reverse().find((message) => message.to === email);
    const match = /https:\/\/www\.musterstadt\.de\/redaktion\/zugang\?token=([0-9a-f]{64})/.exec(mail?.text ?? '');
    if (!match) throw new Error(`no link mailed to ${email}`);
    return match[1] as string;
  };
  const setzen = (token: string, passwort: string) =>
    env.call<{ error?: string; errors?: Record<string, string>; anmeldung?: string }>('POST', '/api/cms/zugang/passwort', {
      body: { token, passwort, passwort_wiederholung: passwort },
    });
  const ratsLogin = (email: string, passwort: string) =>
    env.call<{ id: number; token: string; pw_geaendert: boolean; error?: string }>('POST', '/api/cms/raete/login', { body: { email, passwort } });
  const alsRat = (token: string, path: string) =>
    env.call<Record<string, unknown>>('GET', path, { headers: { 'ratsinfosystem-authorization': `Bearer ${token}` } });
  const person = async (): Promise<RatsPerson | undefined> =>
    (await env.call<RatsListe<RatsPerson>>('GET', '/api/cms/ratsinfo/personen')).body.data.find((entry) => entry.id === id);
  const oparlPerson = async () =>
    (await env.call<{ modified: string; name: string; membership: { endDate?: string }[] }>('GET', `/api/cms/oparl/v1/person/${id}`)).body;

  it('invites a member with her committees: the person is public at once, the mail holds a single-use link of 72 hours', async () => {
    const antwort = await env.call<RatsmitgliedKonto>('POST', '/api/cms/redaktion/ratsmitglieder', {
      token: admin,
      body: {
        anrede: 'Frau',
        titel: 'Dr.',
        vorname: 'Hanna',
        nachname: 'Brecht',
        email: EMAIL,
        partei: 'Freie Wähler',
        beruf: 'Försterin',
        wohnort: 'Musterstadt-Oberdorf',
        mitgliedschaften: [{ gremium_id: ta, rolle: 'Mitglied', seit: '2026-12-01' }],
      },
    });
    expect(antwort.status).toBe(201);
    expect(antwort.body).toMatchObject({
      vorname: 'Hanna',
      titel: 'Dr.',
      aktiv: true,
      passwort_gesetzt: false,
      link: { zweck: 'einladung', benutzt_am: null, laeuft_ab_am: new Date(SEEDED_AT.getTime() + 72 * STUNDE).toISOString() },
      mitgliedschaften: [{ gremium: { id: ta, kuerzel: 'TA' }, rolle: 'Mitglied', seit: '2026-12-01', bis: null }],
    });
    id = antwort.body.id;
    expect(mailer.sent.at(-1)).toMatchObject({ to: EMAIL, subject: 'Ihre Einladung in das Ratsinformationssystem der Stadt Musterstadt' });
    expect(mailer.sent.at(-1)?.text).toContain('https://www.musterstadt.de/ratsinfo/anmelden');
    const token = tokenAus(EMAIL);
    const gespeichert = await env.db.query('SELECT 1 FROM konto_links WHERE row_to_json(konto_links)::text LIKE $1', [`%${token}%`]);
    expect(gespeichert.rows).toHaveLength(0);

    expect(await person()).toMatchObject({ name: 'Dr. Hanna Brecht', partei: 'Freie Wähler', mitgliedschaften: [{ gremium: { kuerzel: 'TA' }, bis: null }] });
    const gremium = await env.call<{ mitgliederListe: { person: { id: number } }[] }>('GET', `/api/cms/ratsinfo/gremien/${ta}`);
    expect(gremium.body.mitgliederListe.some((m) => m.person.id === id)).toBe(true);
    expect((await oparlPerson()).name).toBe('Dr. Hanna Brecht');

    // Nothing logs in before the password is set; the address is taken; a bad committee or day is refused.
    expect((await ratsLogin(EMAIL, 'irgendein-passwort-1')).status).toBe(401);
    const doppelt = await env.call('POST', '/api/cms/redaktion/ratsmitglieder', {
      token: admin,
      body: { anrede: 'Herr', vorname: 'X', nachname: 'Y', email: EMAIL.toUpperCase(), partei: 'SPD', wohnort: 'M', mitgliedschaften: [] },
    });
    expect(doppelt).toMatchObject({ status: 409, body: { error: RATSKONTEN_MESSAGES.emailVergeben } });
    const falschesDatum = await env.call('POST', '/api/cms/redaktion/ratsmitglieder', {
      token: admin,
      body: {
        anrede: '',
        vorname: 'X',
        nachname: 'Y',
        email: 'x.y@musterstadt.de',
        partei: 'SPD',
        wohnort: 'M',
        mitgliedschaften: [{ gremium_id: ta, rolle: 'Mitglied', seit: '2026-02-30' }],
      },
    });
    expect(falschesDatum).toMatchObject({ status: 400, body: { error: RATSKONTEN_MESSAGES.datumUngueltig } });
    const unbekannt = await env.call('POST', '/api/cms/redaktion/ratsmitglieder', {
      token: admin,
      body: {
        anrede: '',
        vorname: 'X',
        nachname: 'Y',
        email: 'x.y@musterstadt.de',
        partei: 'SPD',
        wohnort: 'M',
        mitgliedschaften: [{ gremium_id: 99999, rolle: 'Mitglied', seit: '2026-01-01' }],
      },
    });
    expect(unbekannt).toMatchObject({ status: 400, body: { error: RATSKONTEN_MESSAGES.gremiumUnbekannt } });
    expect((await env.db.query("SELECT 1 FROM rats_mitglieder WHERE email = 'x.y@musterstadt.de'")).rows).toHaveLength(0);
  });

  it('lets the person set a password by the rule and log in without the initial-password step', async () => {
    const token = tokenAus(EMAIL);
    expect((await env.call('GET', `/api/cms/zugang?token=${token}`)).body).toMatchObject({
      art: 'ratsinfo',
      zweck: 'einladung',
      name: 'Hanna Brecht',
      anmeldung: '/ratsinfo/anmelden',
    });
    expect((await setzen(token, 'kurz')).body).toMatchObject({ errors: { passwort: PASSWORT_MELDUNGEN.zuKurz } });
    expect((await setzen(token, 'Qwerty123456')).body).toMatchObject({ errors: { passwort: PASSWORT_MELDUNGEN.bekannt } });
    expect(await setzen(token, PASSWORT)).toMatchObject({ status: 200, body: { art: 'ratsinfo', anmeldung: '/ratsinfo/anmelden' } });
    const { rows } = await env.db.query<{ passwort_hash: string }>('SELECT passwort_hash FROM rats_mitglieder WHERE id = $1', [id]);
    expect(rows[0]?.passwort_hash).toMatch(/^\$argon2id\$/);

    const stand = await env.call<RatsmitgliedKonto>('GET', `/api/cms/redaktion/ratsmitglieder/${id}`, { token: admin });
    expect(stand.body).toMatchObject({ passwort_gesetzt: true, link: { zweck: 'einladung', benutzt_am: SEEDED_AT.toISOString() } });

    const login = await ratsLogin(EMAIL, PASSWORT);
    expect(login).toMatchObject({ status: 200, body: { id, pw_geaendert: true } });
    expect((await alsRat(login.body.token, '/api/cms/ratsinfo/uebersicht')).status).toBe(200);
    expect(await setzen(token, 'Noch ein ganz anderes Passwort')).toMatchObject({ status: 410, body: { error: ZUGANG_MESSAGES.linkBenutzt } });
  });

  it('answers an expired link with a German message (410)', async () => {
    const start = env.uhr.jetzt;
    try {
      await env.call('POST', `/api/cms/redaktion/ratsmitglieder/${id}/passwort-link`, { token: admin, body: {} });
      expect(mailer.sent.at(-1)?.subject).toBe('Neues Passwort für das Ratsinformationssystem der Stadt Musterstadt');
      const token = tokenAus(EMAIL);
      env.uhr.jetzt = start + 72 * STUNDE;
      expect(await env.call('GET', `/api/cms/zugang?token=${token}`)).toMatchObject({ status: 410, body: { error: ZUGANG_MESSAGES.linkAbgelaufen } });
      expect(await setzen(token, 'Ein Passwort zu spät gesetzt')).toMatchObject({ status: 410, body: { error: ZUGANG_MESSAGES.linkAbgelaufen } });
    } finally {
      env.uhr.jetzt = start;
    }
  });

  it('publishes changed public data and memberships on the public calls and in OParl with a new modified', async () => {
    const vorher = await oparlPerson();
    env.uhr.jetzt += 60_000;
    const geaendert = await env.call<RatsmitgliedKonto>('PATCH', `/api/cms/redaktion/ratsmitglieder/${id}`, {
      token: admin,
      body: { partei: 'Bündnis 90/Die Grünen', titel: '' },
    });
    expect(geaendert).toMatchObject({ status: 200, body: { partei: 'Bündnis 90/Die Grünen', titel: null } });
    expect(await person()).toMatchObject({ name: 'Hanna Brecht', partei: 'Bündnis 90/Die Grünen' });
    const nachher = await oparlPerson();
    expect(nachher.name).toBe('Hanna Brecht');
    expect(nachher.modified).not.toBe(vorher.modified);

    const neu = await env.call<RatsmitgliedKonto>('POST', `/api/cms/redaktion/ratsmitglieder/${id}/mitgliedschaften`, {
      token: admin,
      body: { gremium_id: vaId, rolle: 'Stellvertretendes Mitglied', seit: '2026-12-01' },
    });
    expect(neu.status).toBe(201);
    const va = neu.body.mitgliedschaften.find((m) => m.gremium.id === vaId);
    expect(va).toMatchObject({ rolle: 'Stellvertretendes Mitglied', bis: null });
    const doppelt = await env.call('POST', `/api/cms/redaktion/ratsmitglieder/${id}/mitgliedschaften`, {
      token: admin,
      body: { gremium_id: vaId, rolle: 'Mitglied', seit: '2026-12-01' },
    });
    expect(doppelt).toMatchObject({ status: 409, body: { error: RATSKONTEN_MESSAGES.gremiumDoppelt } });

    const taId = neu.body.mitgliedschaften.find((m) => m.gremium.id === ta)?.id as number;
    const vorBis = await env.call('PATCH', `/api/cms/redaktion/ratsmitglieder/${id}/mitgliedschaften/${taId}`, { token: admin, body: { bis: '2026-11-30' } });
    expect(vorBis).toMatchObject({ status: 400, body: { error: RATSKONTEN_MESSAGES.bisVorSeit } });
    env.uhr.jetzt += 60_000;
    const mitBis = await env.call<RatsmitgliedKonto>('PATCH', `/api/cms/redaktion/ratsmitglieder/${id}/mitgliedschaften/${taId}`, {
      token: admin,
      body: { bis: '2027-06-30' },
    });
    expect(mitBis.body.mitgliedschaften.find((m) => m.id === taId)).toMatchObject({ bis: '2027-06-30' });
    expect((await person())?.mitgliedschaften.find((m) => m.gremium.id === ta)).toMatchObject({ bis: '2027-06-30' });
    const membership = await env.call<{ endDate: string; modified: string }>('GET', `/api/cms/oparl/v1/membership/${taId}`);
    expect(membership.body.endDate).toBe('2027-06-30');
    expect((await oparlPerson()).modified).not.toBe(nachher.modified);

    const vaMid = va?.id as number;
    const organisationVorher = (await env.call<{ modified: string; membership: string[] }>('GET', `/api/cms/oparl/v1/organization/${vaId}`)).body;
    expect(organisationVorher.membership.some((url) => url.endsWith(`/membership/${vaMid}`))).toBe(true);
    env.uhr.jetzt += 60_000;
    const entfernt = await env.call<RatsmitgliedKonto>('DELETE', `/api/cms/redaktion/ratsmitglieder/${id}/mitgliedschaften/${vaMid}`, { token: admin });
    expect(entfernt.status).toBe(200);
    expect(entfernt.body.mitgliedschaften.map((m) => m.gremium.id)).toEqual([ta]);
    expect((await env.call('GET', `/api/cms/oparl/v1/membership/${vaMid}`)).status).toBe(404);
    const organisation = (await env.call<{ modified: string; membership: string[] }>('GET', `/api/cms/oparl/v1/organization/${vaId}`)).body;
    expect(organisation.membership.some((url) => url.endsWith(`/membership/${vaMid}`))).toBe(false);
    expect(organisation.modified).not.toBe(organisationVorher.modified);
    expect((await env.call('DELETE', `/api/cms/redaktion/ratsmitglieder/${id}/mitgliedschaften/${vaMid}`, { token: admin })).status).toBe(404);
  });

  it('ends the account: the open session is refused at its next request, the login too, and the person stays public', async () => {
    const offen = (await ratsLogin(EMAIL, PASSWORT)).body.token;
    expect((await alsRat(offen, '/api/cms/ratsinfo/uebersicht')).status).toBe(200);
    const beendet = await env.call<RatsmitgliedKonto>('POST', `/api/cms/redaktion/ratsmitglieder/${id}/beenden`, {
      token: admin,
      body: { grund: 'Mandat niedergelegt' },
    });
    expect(beendet).toMatchObject({ status: 200, body: { aktiv: false } });
    expect(await alsRat(offen, '/api/cms/ratsinfo/uebersicht')).toMatchObject({ status: 401, body: { error: RATSINFO_MESSAGES.sessionInvalid } });
    expect(await ratsLogin(EMAIL, PASSWORT)).toMatchObject({ status: 401, body: { error: RATSINFO_MESSAGES.loginFailed } });
    expect(await env.call(`POST`, `/api/cms/redaktion/ratsmitglieder/${id}/passwort-link`, { token: admin, body: {} })).toMatchObject({
      status: 409,
      body: { error: ZUGANG_MESSAGES.kontoBeendet },
    });
    expect(await person()).toMatchObject({ name: 'Hanna Brecht', mitgliedschaften: [{ gremium: { id: ta }, bis: '2027-06-30' }] });
    expect((await env.call('GET', `/api/cms/oparl/v1/person/${id}`)).status).toBe(200);
    const liste = await env.call<RatsmitgliederListe>('GET', '/api/cms/redaktion/ratsmitglieder', { token: admin });
    expect(liste.body.data.at(-1)).toMatchObject({ id, aktiv: false });
    expect(liste.body.gremien.map((g) => g.kuerzel)).toEqual(expect.arrayContaining(['GR', 'TA', 'VA']));
    expect((await env.call('POST', '/api/cms/redaktion/ratsmitglieder/999999/beenden', { token: admin, body: {} })).status).toBe(404);
  });

  it('keeps a seeded member with an initial password to the old rule', async () => {
    const { rows } = await env.db.query<{ email: string }>('SELECT email FROM rats_mitglieder WHERE pw_geaendert = false AND passwort_hash LIKE $1 LIMIT 1', [
      '$argon2%',
    ]);
    const email = rows[0]?.email as string;
    const { DEMO_ERSTPASSWORT } = await import('../seed/ratsinfo/seed-data');
    const login = await ratsLogin(email, DEMO_ERSTPASSWORT);
    expect(login).toMatchObject({ status: 200, body: { pw_geaendert: false } });
    expect((await alsRat(login.body.token, '/api/cms/ratsinfo/uebersicht')).status).toBe(403);
  });

  it('writes who did what to whom into the audit log, never the token', async () => {
    const log = await env.call<{ data: RedaktionProtokollEintrag[] }>('GET', '/api/cms/redaktion/protokoll?pro_seite=100', { token: admin });
    const eigene = log.body.data.filter((eintrag) => eintrag.details.art === 'ratsinfo' && eintrag.details.konto === String(id));
    expect(new Set(eigene.map((eintrag) => eintrag.was))).toEqual(
      new Set([
        'ratsmitglied.angelegt',
        'zugang.eingeladen',
        'zugang.link-benutzt',
        'zugang.passwort-link',
        'ratsmitglied.geaendert',
        'ratsmitglied.mitgliedschaft',
        'zugang.beendet',
      ]),
    );
    expect(eigene.find((eintrag) => eintrag.was === 'zugang.beendet')).toMatchObject({
      wer: `${KONTEN.admin.name} <${KONTEN.admin.email}>`,
      details: { name: 'Hanna Brecht', grund: 'Mandat niedergelegt', sitzungen: 2 },
    }); // the logins after setting the password and before the end
    expect(JSON.stringify(log.body)).not.toMatch(/[0-9a-f]{64}/);
  });

  it('keeps the council members to the administration and the council office', async () => {
    for (const konto of [KONTEN.stadt, KONTEN.freigabe, KONTEN.intranet]) {
      const token = await env.anmelden(konto);
      expect((await env.call('GET', '/api/cms/redaktion/ratsmitglieder', { token })).status).toBe(403);
      expect((await env.call('PATCH', `/api/cms/redaktion/ratsmitglieder/${id}`, { token, body: { partei: 'Andere' } })).status).toBe(403);
      expect((await env.call('POST', `/api/cms/redaktion/ratsmitglieder/${id}/passwort-link`, { token, body: {} })).status).toBe(403);
    }
    expect((await env.call<RatsmitgliederListe>('GET', '/api/cms/redaktion/ratsmitglieder', { token: admin })).body.aktionen).toEqual([
      'angaben',
      'mitgliedschaften',
      'email',
      'einladen',
      'passwort-link',
      'beenden',
    ]);
  });

  it('lets the council office keep the public data and memberships, but not the login address nor the accounts', async () => {
    const rat = await env.anmelden(KONTEN.rat);
    const liste = await env.call<RatsmitgliederListe>('GET', '/api/cms/redaktion/ratsmitglieder', { token: rat });
    expect(liste.status).toBe(200);
    expect(liste.body.aktionen).toEqual(['angaben', 'mitgliedschaften']);
    const seeded = liste.body.data.find((mitglied) => mitglied.aktiv && mitglied.email !== EMAIL) as RatsmitgliedKonto;
    const detail = await env.call<RatsmitgliedDetail>('GET', `/api/cms/redaktion/ratsmitglieder/${seeded.id}`, { token: rat });
    expect(detail.body.aktionen).toEqual(['angaben', 'mitgliedschaften']);

    env.uhr.jetzt += 60_000;
    const angaben = await env.call<RatsmitgliedKonto>('PATCH', `/api/cms/redaktion/ratsmitglieder/${seeded.id}`, {
      token: rat,
      // The address as it stands is no change.
      body: { beruf: 'Schreinermeisterin', email: seeded.email },
    });
    expect(angaben).toMatchObject({ status: 200, body: { beruf: 'Schreinermeisterin', email: seeded.email } });
    const oeffentlich = (await env.call<RatsListe<RatsPerson>>('GET', '/api/cms/ratsinfo/personen')).body.data.find((p) => p.id === seeded.id);
    expect(oeffentlich).toMatchObject({ beruf: 'Schreinermeisterin' });

    const frei = detail.body.gremien.find((gremium) => !seeded.mitgliedschaften.some((m) => m.gremium.id === gremium.id)) as { id: number };
    const neu = await env.call<RatsmitgliedKonto>('POST', `/api/cms/redaktion/ratsmitglieder/${seeded.id}/mitgliedschaften`, {
      token: rat,
      body: { gremium_id: frei.id, rolle: 'Sachkundige Einwohnerin', seit: '2027-01-01' },
    });
    expect(neu.status).toBe(201);
    const mid = neu.body.mitgliedschaften.find((m) => m.gremium.id === frei.id)?.id as number;
    expect(
      (await env.call('PATCH', `/api/cms/redaktion/ratsmitglieder/${seeded.id}/mitgliedschaften/${mid}`, { token: rat, body: { bis: '2027-12-31' } })).status,
    ).toBe(200);
    expect((await env.call('GET', `/api/cms/oparl/v1/membership/${mid}`)).body).toMatchObject({ endDate: '2027-12-31' });
    expect((await env.call('DELETE', `/api/cms/redaktion/ratsmitglieder/${seeded.id}/mitgliedschaften/${mid}`, { token: rat })).status).toBe(200);
    expect((await env.call('GET', `/api/cms/oparl/v1/membership/${mid}`)).status).toBe(404);

    // The login's address and the accounts stay the administration's; nothing changes.
    const adresse = await env.call('PATCH', `/api/cms/redaktion/ratsmitglieder/${seeded.id}`, {
      token: rat,
      body: { email: 'petra.lang@musterstadt.de', partei: 'Übernommen' },
    });
    expect(adresse).toMatchObject({ status: 403, body: { error: RATSKONTEN_MESSAGES.emailNurAdministration } });
    const versuche: [string, string, unknown][] = [
      [
        'POST',
        '/api/cms/redaktion/ratsmitglieder',
        { anrede: 'Herr', vorname: 'Max', nachname: 'Neu', email: 'max.neu@musterstadt.de', partei: 'X', wohnort: 'Y', mitgliedschaften: [] },
      ],
      ['POST', `/api/cms/redaktion/ratsmitglieder/${seeded.id}/passwort-link`, {}],
      ['POST', `/api/cms/redaktion/ratsmitglieder/${seeded.id}/beenden`, {}],
    ];
    const mails = mailer.sent.length;
    for (const [method, pfad, body] of versuche) {
      expect(await env.call(method, pfad, { token: rat, body })).toMatchObject({
        status: 403,
        body: { error: 'Dafür fehlt Ihnen die Rolle „Administration“.' },
      });
    }
    expect(mailer.sent).toHaveLength(mails);
    const nachher = (await env.call<RatsmitgliedDetail>('GET', `/api/cms/redaktion/ratsmitglieder/${seeded.id}`, { token: admin })).body;
    expect(nachher).toMatchObject({ email: seeded.email, partei: seeded.partei, aktiv: true });

    // Who changed what is in the audit log under the council office's name.
    const log = await env.call<{ data: RedaktionProtokollEintrag[] }>('GET', '/api/cms/redaktion/protokoll?pro_seite=100', { token: admin });
    expect(log.body.data.find((eintrag) => eintrag.was === 'ratsmitglied.geaendert' && eintrag.details?.konto === String(seeded.id))).toMatchObject({
      wer: `${KONTEN.rat.name} <${KONTEN.rat.email}>`,
      details: { aenderungen: { beruf: { neu: 'Schreinermeisterin' } } },
    });
  });
});

describe('a database seeded before the council office kept council members', () => {
  it('lets the council office open the council members’ pages (migration 124), and a second run changes nothing', async () => {
    const db = new PGlite();
    try {
      await db.exec('CREATE TABLE pages (url text PRIMARY KEY, middleware jsonb NOT NULL)');
      const alt = JSON.stringify(['redaktion-anmeldung', 'redaktion-administration']);
      for (const url of ['/redaktion/ratsmitglieder', '/redaktion/ratsmitglieder/:slug', '/redaktion/konten', '/redaktion/protokoll']) {
        await db.query('INSERT INTO pages VALUES ($1, $2)', [url, alt]);
      }
      const sql = readFileSync(path.join(__dirname, '..', 'migrations', '124_ratsmitglieder_sitzungsdienst.sql'), 'utf8');
      await db.exec(sql);
      await db.exec(sql);
      const { rows } = await db.query<{ url: string; middleware: string[] }>('SELECT url, middleware FROM pages ORDER BY url');
      const frisch = (url: string) => REDAKTION_SEITEN.find((seite) => seite.url === url)?.middleware;
      expect(rows).toEqual(rows.map((row) => ({ url: row.url, middleware: frisch(row.url) })));
      expect(rows.find((row) => row.url === '/redaktion/ratsmitglieder')?.middleware).toEqual(['redaktion-anmeldung', 'redaktion-sitzungsdienst']);
    } finally {
      await db.close();
    }
  });
});
