/**
 * Citizens' submissions in the editorial area's queue, on the real server (PGlite, and PostgreSQL
 * when DATABASE_URL is set): a submitted event waits with its answers and picture for the town's
 * editors only; approving publishes it once, as the mailed link does, whichever is used first;
 * rejecting needs a reason, mails it to the sender and the link then says so; an expired submission
 * cannot be approved; the personal data of rejected and expired submissions is deleted after the
 * period the privacy page states, with a clock the test moves.
 */
import type { Eingang, EingangEntscheidung, RedaktionProtokollEintrag } from '@musterstadt/cms-contract';
import { runDueJobs } from '../core/jobs';
import { freigabeFromEnv, personendatenJob } from '../formulare';
import { BACKENDS } from '../testing/backends';
import { recordingMailer } from '../testing/recording-mailer';
import { KONTEN, type Redaktionsumgebung, starteRedaktion } from '../testing/redaktion';

jest.setTimeout(120_000);

const DAY = 86_400_000;
const SITE = 'https://www.musterstadt.example';
const approval = freigabeFromEnv({ FORM_APPROVAL_SECRET: 'f'.repeat(40) }, SITE);
/** A 1×1 PNG: the picture sent with the event. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

const veranstaltung = (titel: string) => ({
  zusammenfassung: `${titel} am 12.10.2030`,
  email: 'melderin@example.org',
  felder: [
    { label: 'Titel', wert: titel },
    { label: 'Ihr Name', wert: 'Erika Melder' },
    { label: 'Telefon', wert: '07999 4711' },
  ],
  veroeffentlichung: {
    ziel: 'veranstaltung',
    titel,
    einleitung: 'Die Stadtkapelle spielt Märsche und Filmmusik.',
    text: '<p>Eintritt frei.</p>',
    beginn: '2030-10-12T19:00',
    ende: '2030-10-12T21:30',
    ganztaegig: false,
    ort: 'Festhalle Musterstadt',
    veranstalter: 'Stadtkapelle Musterstadt e. V.',
    rubriken: [1],
    bild: 0,
  },
  dateien: [{ name: 'plakat.png', typ: 'image/png', daten: PNG }],
});

describe.each(BACKENDS)("citizens' submissions in the editorial queue on $name", (backend) => {
  let env: Redaktionsumgebung;
  const mailer = recordingMailer();
  let stadt = '';
  let freigabe = '';
  let feuerwehr = '';
  let admin = '';

  beforeAll(async () => {
    env = await starteRedaktion(backend, new Date(), { signupMailer: mailer, approval, siteUrl: SITE });
    stadt = await env.anmelden(KONTEN.stadt);
    freigabe = await env.anmelden(KONTEN.freigabe);
    feuerwehr = await env.anmelden(KONTEN.feuerwehr);
    admin = await env.anmelden(KONTEN.admin);
  }, 300_000);

  afterAll(async () => {
    await env?.close();
  });

  type Liste = { data: Eingang[]; error?: string };
  type Entscheidung = EingangEntscheidung & { error?: string };

  const einreichen = async (titel: string): Promise<number> => {
    const answer = await env.call<{ id: number }>('POST', '/api/formulare/veranstaltung', { body: veranstaltung(titel) });
    expect(answer.status).toBe(200);
    return answer.body.id;
  };
  const liste = (token: string) => env.call<Liste>('GET', '/api/cms/redaktion/eingaenge', { token });
  const freigeben = (id: number, token = freigabe) => env.call<Entscheidung>('POST', `/api/cms/redaktion/eingaenge/${id}/freigeben`, { token, body: {} });
  const ablehnen = (id: number, grund: unknown, token = freigabe) =>
    env.call<Entscheidung>('POST', `/api/cms/redaktion/eingaenge/${id}/ablehnen`, { token, body: { grund } });
  const linkOf = (id: number) => {
    const mail = mailer.sent.find((sent) => sent.to === 'kulturamt@musterstadt.de' && sent.text.includes(`Nummer der Eingabe: ${id}\n`));
    return /\/formulare\/freigabe\?token=([\w.-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  };
  const linkState = async (id: number) => (await env.call<{ status: string }>('GET', `/api/formulare/freigabe?token=${linkOf(id)}`)).body.status;
  const veranstaltungen = async (titel: string) =>
    Number((await env.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM items WHERE typ = 'veranstaltung' AND titel = $1`, [titel])).rows[0]?.n);
  const protokoll = async (was: string) =>
    (await env.call<{ data: RedaktionProtokollEintrag[] }>('GET', `/api/cms/redaktion/protokoll?was=${was}`, { token: admin })).body.data;

  it('lists a submitted event with its answers and picture for the town editors, newest first, and refuses other sections', async () => {
    const erste = await einreichen('Herbstkonzert der Stadtkapelle');
    const zweite = await einreichen('Laternenumzug im Kurpark');
    const answer = await liste(freigabe);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const ids = answer.body.data.map((eingang) => eingang.id);
    expect(ids.indexOf(zweite)).toBeLessThan(ids.indexOf(erste));
    const eingang = answer.body.data.find((entry) => entry.id === erste);
    expect(eingang).toMatchObject({
      art: 'veranstaltung',
      art_name: 'Veranstaltung',
      bereich: 'stadt',
      titel: 'Herbstkonzert der Stadtkapelle',
      email: 'melderin@example.org',
      angaben: expect.arrayContaining([{ label: 'Ihr Name', wert: 'Erika Melder' }]),
      dateien: [expect.objectContaining({ name: 'plakat.png', typ: 'image/png' })],
      aktionen: ['freigeben', 'ablehnen'],
    });
    // The town's editor sees the queue but decides nothing; the fire brigade's editor sees nothing of it.
    expect((await liste(stadt)).body.data.find((entry) => entry.id === erste)?.aktionen).toEqual([]);
    const fremd = await liste(feuerwehr);
    expect(fremd.status).toBe(403);
    expect(fremd.body.error).toMatch(/Bereich „Stadt“ gehört nicht zu Ihren Bereichen/);

    // The picture: for the editors of the section only, never cached, never public before approval.
    const datei = eingang?.dateien[0]?.id ?? 0;
    const bild = await env.call('GET', `/api/cms/redaktion/eingaenge/dateien/${datei}/datei`, { token: stadt });
    expect(bild.status).toBe(200);
    expect(bild.headers.get('content-type')).toBe('image/png');
    expect(bild.headers.get('cache-control')).toBe('private, no-store');
    expect(bild.bytes.equals(Buffer.from(PNG, 'base64'))).toBe(true);
    expect((await env.call('GET', `/api/cms/redaktion/eingaenge/dateien/${datei}/datei`, { token: feuerwehr })).status).toBe(403);
    expect((await env.call('GET', `/api/cms/redaktion/eingaenge/dateien/${datei}/datei`)).status).toBe(401);
    expect(Number((await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bilder WHERE eingabe_id = $1', [erste])).rows[0]?.n)).toBe(0);
  });

  it('approves from the queue as the mailed link does, once; the link then says it is approved', async () => {
    const id = await einreichen('Orgelkonzert in St. Martin');
    expect((await freigeben(id, stadt)).status).toBe(403);
    const answer = await freigeben(id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id, status: 'freigegeben', url: expect.stringMatching(/^\/veranstaltungen\/orgelkonzert-in-st-martin-\d+$/) });
    expect(await veranstaltungen('Orgelkonzert in St. Martin')).toBe(1);
    // Its picture became public with it, under a new name.
    expect(Number((await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bilder WHERE eingabe_id = $1', [id])).rows[0]?.n)).toBe(1);
    expect((await liste(freigabe)).body.data.some((entry) => entry.id === id)).toBe(false);

    const again = await freigeben(id);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(
      /^Diese Eingabe wurde bereits am \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr freigegeben und veröffentlicht\. Sie wird nicht noch einmal veröffentlicht\.$/,
    );
    // The mailed link answers as at its second use: approved, nothing published again.
    expect(await linkState(id)).toBe('freigegeben');
    const link = await env.call<{ status: string; url: string }>('POST', '/api/formulare/freigabe', { body: { token: linkOf(id) } });
    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({ status: 'freigegeben', url: answer.body.url });
    expect(await veranstaltungen('Orgelkonzert in St. Martin')).toBe(1);

    const [eintrag] = await protokoll('eingang.freigegeben');
    expect(eintrag).toMatchObject({
      wer: expect.stringContaining(KONTEN.freigabe.email),
      details: { eingabe_id: id, titel: 'Orgelkonzert in St. Martin', url: answer.body.url },
    });
  });

  it('answers a clear 409 when the mailed link approved it first, and publishes nothing twice', async () => {
    const id = await einreichen('Weinfest am Marktplatz');
    const link = await env.call<{ status: string }>('POST', '/api/formulare/freigabe', { body: { token: linkOf(id) } });
    expect(link.body.status).toBe('freigegeben');
    const answer = await freigeben(id);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatch(/bereits am .* freigegeben/);
    expect(await veranstaltungen('Weinfest am Marktplatz')).toBe(1);
  });

  it('rejects with a required reason, mails it to the sender in German, and the link then says it was rejected', async () => {
    const id = await einreichen('Flohmarkt der Landfrauen');
    const ohne = await ablehnen(id, '   ');
    expect(ohne.status).toBe(400);
    expect(ohne.body.error).toBe('Bitte geben Sie einen Grund für die Ablehnung an (höchstens 1000 Zeichen).');
    expect((await ablehnen(id, undefined)).status).toBe(400);
    expect((await ablehnen(id, 'Zu spät', stadt)).status).toBe(403);
    const vorher = mailer.sent.length;
    const answer = await ablehnen(id, 'Der Termin liegt in den Ferien; bitte melden Sie ihn mit dem Ort neu.');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id, status: 'abgelehnt', url: null });
    const mail = mailer.sent.slice(vorher).find((sent) => sent.to === 'melderin@example.org');
    expect(mail?.subject).toBe('Ihre Eingabe „Flohmarkt der Landfrauen“ wird nicht veröffentlicht');
    expect(mail?.replyTo).toBe('kulturamt@musterstadt.de');
    expect(mail?.text).toContain('Begründung:\nDer Termin liegt in den Ferien; bitte melden Sie ihn mit dem Ort neu.');
    expect((await liste(freigabe)).body.data.some((entry) => entry.id === id)).toBe(false);

    expect(await linkState(id)).toBe('abgelehnt');
    const link = await env.call<{ error: string }>('POST', '/api/formulare/freigabe', { body: { token: linkOf(id) } });
    expect(link.status).toBe(409);
    expect(link.body.error).toBe('Diese Eingabe wurde in der Redaktion abgelehnt und wird nicht veröffentlicht.');
    const approve = await freigeben(id);
    expect(approve.status).toBe(409);
    expect(approve.body.error).toMatch(/^Diese Eingabe wurde bereits am .* abgelehnt\.$/);
    expect(await veranstaltungen('Flohmarkt der Landfrauen')).toBe(0);
    const [eintrag] = await protokoll('eingang.abgelehnt');
    expect(eintrag?.details).toMatchObject({ eingabe_id: id, grund: 'Der Termin liegt in den Ferien; bitte melden Sie ihn mit dem Ort neu.' });
  });

  it('answers 404 for a submission that does not exist or publishes nothing', async () => {
    expect((await freigeben(999_999)).status).toBe(404);
    const kontakt = await env.call<{ id: number }>('POST', '/api/formulare/schadensmeldung', {
      body: { zusammenfassung: 'Laterne defekt', email: null, felder: [{ label: 'Ort', wert: 'Kirchstraße' }] },
    });
    expect(kontakt.status).toBe(200);
    const answer = await ablehnen(kontakt.body.id, 'Kein Eintrag');
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe('Diese Eingabe gibt es nicht oder sie wartet nicht auf eine Freigabe.');
  });

  it('lets an expired submission go: no longer listed, 410 on approval; personal data deleted after the stated period', async () => {
    const abgelehnt = await einreichen('Kinderbasar im Gemeindehaus');
    expect((await ablehnen(abgelehnt, 'Bereits im Kalender.')).status).toBe(200);
    const verfallen = await einreichen('Sternwanderung zum Hohen Stein');
    const veroeffentlicht = await einreichen('Adventsmarkt im Schlosshof');
    expect((await freigeben(veroeffentlicht)).status).toBe(200);
    const start = env.uhr.jetzt;

    env.uhr.jetzt = start + 14 * DAY + 60_000;
    // Two weeks later the editor logs in afresh (a session ends after 30 idle minutes).
    freigabe = await env.anmelden(KONTEN.freigabe);
    expect((await liste(freigabe)).body.data.some((entry) => entry.id === verfallen)).toBe(false);
    const spaet = await freigeben(verfallen);
    expect(spaet.status).toBe(410);
    expect(spaet.body.error).toMatch(/Frist für die Freigabe dieser Eingabe ist abgelaufen \(14 Tage/);

    const zeile = async (id: number) =>
      (
        await env.db.query<{ email: string | null; felder: unknown; geloescht: Date | null; dateien: number }>(
          `SELECT email, felder, personendaten_geloescht AS geloescht, (SELECT count(*)::int FROM formular_dateien d WHERE d.eingabe_id = e.id) AS dateien
             FROM formular_eingaben e WHERE id = $1`,
          [id],
        )
      ).rows[0];
    const jobs = [personendatenJob(env.db, approval)];
    // 29 days after the rejection: nothing deleted yet.
    env.uhr.jetzt = start + 29 * DAY;
    await runDueJobs(env.db, jobs, new Date(env.uhr.jetzt));
    expect(await zeile(abgelehnt)).toMatchObject({ email: 'melderin@example.org', geloescht: null, dateien: 1 });
    // 30 days after the rejection, the rejected one; 14 + 30 days after the submission, the expired one.
    env.uhr.jetzt = start + 31 * DAY;
    await runDueJobs(env.db, jobs, new Date(env.uhr.jetzt));
    expect(await zeile(abgelehnt)).toMatchObject({ email: null, felder: [], dateien: 0, geloescht: expect.anything() });
    expect(await zeile(verfallen)).toMatchObject({ email: 'melderin@example.org', dateien: 1 });
    env.uhr.jetzt = start + 45 * DAY;
    await runDueJobs(env.db, jobs, new Date(env.uhr.jetzt));
    expect(await zeile(verfallen)).toMatchObject({ email: null, felder: [], dateien: 0 });
    // What was published stays as it is.
    expect(await zeile(veroeffentlicht)).toMatchObject({ email: 'melderin@example.org', geloescht: null, dateien: 1 });
    // The link of the rejected one still says so.
    expect(await linkState(abgelehnt)).toBe('abgelehnt');
  });
});
