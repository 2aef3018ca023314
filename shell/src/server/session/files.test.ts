/** @jest-environment node */
/** The one route of every login kind's protected files, against the small content API of test-kinds.ts. */
import type { AddressInfo } from 'node:net';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerClaims } from '../claims';
import { cmsClients } from '../cms-clients';
import { fileClaimant, filesAt, registerFileRoute } from './files';
import { LoginKinds } from './kinds';
import { contributedLogins, startFakeContentApi, STAFF_UUID, type FakeContentApi } from './test-kinds';

let api: FakeContentApi;
let shell: FastifyInstance;
let base: string;
const kinds = new LoginKinds({ logins: contributedLogins }, () => undefined);

beforeEach(async () => {
  api = await startFakeContentApi();
  shell = Fastify();
  registerClaims(shell, [fileClaimant(kinds)]);
  await shell.register(cookie);
  registerFileRoute(shell, { kinds, clients: cmsClients({ CMS_API_URL: api.url }, 5000), cmsApiUrl: api.url, report: () => undefined });
  shell.get('*', async () => ({ seite: true }));
  await shell.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(shell.server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await shell.close();
  await api.app.close();
});

const get = (path: string, cookieHeader?: string) => fetch(`${base}${path}`, { headers: cookieHeader ? { cookie: cookieHeader } : {}, redirect: 'manual' });
const staffSession = () => {
  api.valid.set('eyJ.staff-1.sig', STAFF_UUID);
  return `ms_team=${STAFF_UUID}.eyJ.staff-1.sig`;
};

describe('protected files of the login kinds', () => {
  it('streams a file of a private kind only with its session, with its token upstream, never cached', async () => {
    const anonymous = await get('/team/dokumente/4/dienstplan.pdf');
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('location')).toBe('/team/anmelden?ziel=%2Fteam%2Fdokumente%2F4%2Fdienstplan.pdf');
    expect(api.seen.some((call) => call.path.startsWith('/api/cms/team/dokumente'))).toBe(false);

    const file = await get('/team/dokumente/4/dienstplan.pdf', staffSession());
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await file.text()).toBe('%PDF-1.4 team');
    expect(api.seen.find((call) => call.path === '/api/cms/team/dokumente/4/dienstplan.pdf')?.authorization).toBe('Bearer eyJ.staff-1.sig');
  });

  it("sends a library's file with the content API's type when the kind allows it, and passes on only the query it names", async () => {
    const session = staffSession();
    const picture = await get('/team/bilder/5/datei?breite=320&token=geheim', session);
    expect([picture.status, picture.headers.get('content-type'), await picture.text()]).toEqual([200, 'image/png', 'bild 5 {"breite":"320"}']);
    // A type the kind does not list is sent as its one type, never as the content API's.
    const other = await get('/team/bilder/6/datei', session);
    expect([other.headers.get('content-type'), await other.text()]).toEqual(['application/pdf', 'bild 6 {}']);
  });

  it('streams public files of a kind without a session, and the others with it', async () => {
    const open = await get('/vorstand/dateien/1/haushalt.pdf');
    expect([open.status, open.headers.get('content-disposition')]).toEqual([200, 'inline; filename="haushalt.pdf"']);
    expect(api.seen.at(-1)?.board).toBeUndefined();
    const closed = await get('/vorstand/dateien/2/personal.pdf');
    expect([closed.status, closed.headers.get('location')]).toEqual([303, '/vorstand/anmelden?ziel=%2Fvorstand%2Fdateien%2F2%2Fpersonal.pdf']);
    api.valid.set('tok-2-1-abcdefgh', 2);
    const member = await get('/vorstand/dateien/2/personal.pdf', 'ms_vorstand=2.tok-2-1-abcdefgh');
    expect(member.status).toBe(200);
    expect(api.seen.at(-1)).toEqual(expect.objectContaining({ path: '/api/cms/vorstand/dateien/2/personal.pdf', board: 'tok-2-1-abcdefgh' }));
  });

  it('sends a member who must change the initial password to the password page with the way back, and fetches no file', async () => {
    api.valid.set('tok-3-1-abcdefgh', 3);
    const before = api.seen.length;
    for (const path of ['/vorstand/dateien/2/personal.pdf', '/vorstand/dateien/1/haushalt.pdf']) {
      const answer = await get(path, 'ms_vorstand=3.tok-3-1-abcdefgh');
      expect([path, answer.status, answer.headers.get('location')]).toEqual([path, 303, `/vorstand/passwort-aendern?ziel=${encodeURIComponent(path)}`]);
    }
    expect(api.seen.slice(before).some((call) => call.path.startsWith('/api/cms/vorstand/dateien'))).toBe(false);
    // A member whose password is changed gets the file.
    api.valid.set('tok-2-1-abcdefgh', 2);
    expect((await get('/vorstand/dateien/2/personal.pdf', 'ms_vorstand=2.tok-2-1-abcdefgh')).status).toBe(200);
  });

  it('ends the session when the content API refuses the token, and sends the visitor to the login', async () => {
    const session = staffSession();
    api.refuseDocuments = true;
    const answer = await get('/team/dokumente/4/dienstplan.pdf', session);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(/^\/team\/anmelden\?ziel=/);
    expect(answer.headers.get('set-cookie')).toMatch(/^ms_team=;/);
  });

  it('answers 404 for a malformed or unknown file and 503 when the content API cannot be reached', async () => {
    for (const path of ['/vorstand/dateien/abc/x.pdf', '/vorstand/dateien/1/..%2F..%2Fgeheim', '/vorstand/dateien/1', '/vorstand/dateien/9/fehlt.pdf']) {
      const answer = await get(path);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(await answer.json()).toEqual({ error: 'Datei nicht gefunden.' });
    }
    await api.app.close();
    const down = await get('/vorstand/dateien/1/haushalt.pdf');
    expect(down.status).toBe(503);
    api = await startFakeContentApi();
  });

  it('claims only the files of the kinds in force; every other path stays a page', async () => {
    expect(filesAt(kinds, '/team/dokumente/1/a.pdf')?.login.name).toBe('team');
    expect(filesAt(kinds, '/team/dokumente')).toBeUndefined();
    expect(await (await get('/team/dokumentensammlung')).json()).toEqual({ seite: true });
    expect(fileClaimant(kinds)('POST', '/team/dokumente/1/a.pdf')).toBeUndefined();
  });
});
