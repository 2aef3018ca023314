/**
 * Test support: two login kinds as remotes contribute them, and a small content API that behaves like
 * the real one (logins, profiles read with the token, a password change, tokens that can expire,
 * protected files) and records the headers each call arrives with. The club board (`vorstand`) has a
 * password change and public files; the staff (`team`) area is private and needs its session.
 */
import type { AddressInfo } from 'node:net';
import { defineLoginKind, LoginUnavailableError, type LoginKind } from '@musterstadt/shell-contract/server';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ContributedLogin } from '../remote-registry';

export interface BoardProfile {
  id: number;
  vorname: string;
  nachname: string;
  pw_geaendert: boolean;
}
export interface StaffProfile {
  uuid: string;
  vorname: string;
}

export const BOARD_PAGES = {
  area: '/vorstand',
  login: '/vorstand/anmelden',
  logout: '/vorstand/abmelden',
  home: '/vorstand',
  loggedOut: '/vorstand/abgemeldet',
  password: '/vorstand/passwort-aendern',
} as const;
export const STAFF_PAGES = { area: '/team', login: '/team/anmelden', logout: '/team/abmelden', home: '/team', loggedOut: '/team/abgemeldet' } as const;
export const STAFF_UUID = '6f1c2a4e-8b3d-4c5e-9a17-2d4b6e8f0a11';

const boardToken = (value: string) => /^(\d+)\.(.+)$/.exec(value);

export const boardKind: LoginKind<BoardProfile> = defineLoginKind<BoardProfile>({
  cookie: 'ms_vorstand',
  lifetime: { setting: 'VORSTAND_SESSION_SECONDS', seconds: 3600 },
  pages: BOARD_PAGES,
  files: [{ path: '/vorstand/dateien', upstream: '/api/cms/vorstand/dateien', anonymous: true }],
  headers: (value): Record<string, string> => {
    const parts = boardToken(value);
    return parts?.[2] ? { 'x-vorstand-token': parts[2] } : {};
  },
  async login(api, credentials) {
    const answer = await api.cms.send<{ id?: number; token?: string; pw_geaendert?: boolean }>('POST', '/api/cms/vorstand/login', credentials);
    if (answer.status >= 500) throw new LoginUnavailableError(`login answered ${answer.status}`);
    if (typeof answer.body?.token !== 'string' || typeof answer.body.id !== 'number') return null;
    const token = `${answer.body.id}.${answer.body.token}`;
    const profile = await boardKind.restore(api.withToken(token), token);
    return profile ? { token, profile, mustChangePassword: !profile.pw_geaendert } : null;
  },
  async restore(cms, token) {
    const id = boardToken(token)?.[1];
    if (!id) return null;
    const answer = await cms.get<BoardProfile>(`/api/cms/vorstand/${id}`);
    if (answer.status >= 500) throw new LoginUnavailableError(`profile answered ${answer.status}`);
    return answer.status === 200 && answer.body ? answer.body : null;
  },
  password: {
    acceptable: (password) => password.length >= 10 && /\d/.test(password) && /[a-z]/i.test(password),
    async change(cms, token, { alt, neu }, profile) {
      const id = boardToken(token)?.[1];
      const answer = await cms.send<{ token?: string; error?: string }>('POST', `/api/cms/vorstand/${id}/passwort`, { passwort_alt: alt, passwort_neu: neu });
      if (answer.status === 401) return 'expired';
      if (answer.status === 200 && typeof answer.body?.token === 'string')
        return { token: `${id}.${answer.body.token}`, profile: { ...profile, pw_geaendert: true } };
      return { refused: answer.body?.error === 'falsch' ? 'altes-passwort' : 'regel' };
    },
    mustChange: (profile) => !profile.pw_geaendert,
  },
});

export const staffKind: LoginKind<StaffProfile> = defineLoginKind<StaffProfile>({
  cookie: 'ms_team',
  lifetime: { setting: 'TEAM_SESSION_SECONDS', seconds: 1800 },
  pages: STAFF_PAGES,
  private: true,
  files: [
    { path: '/team/dokumente', upstream: '/api/cms/team/dokumente' },
    // Pictures and PDFs of a library: the content API's type, and the width asked for.
    { path: '/team/bilder', upstream: '/api/cms/team/bilder', types: ['image/png', 'application/pdf'], query: ['breite'] },
  ],
  headers: (value): Record<string, string> => {
    const jwt = value.split('.').slice(1).join('.');
    return jwt ? { authorization: `Bearer ${jwt}` } : {};
  },
  async login(api, credentials) {
    const answer = await api.cms.send<{ uuid?: string; token?: string }>('POST', '/api/cms/team/login', credentials);
    if (answer.status >= 500) throw new LoginUnavailableError(`login answered ${answer.status}`);
    if (typeof answer.body?.token !== 'string' || typeof answer.body.uuid !== 'string') return null;
    const token = `${answer.body.uuid}.${answer.body.token}`;
    const profile = await staffKind.restore(api.withToken(token), token);
    return profile ? { token, profile } : null;
  },
  async restore(cms, token) {
    const answer = await cms.get<StaffProfile>(`/api/cms/team/user/${token.split('.')[0] ?? ''}`);
    if (answer.status >= 500) throw new LoginUnavailableError(`profile answered ${answer.status}`);
    return answer.status === 200 && answer.body ? answer.body : null;
  },
});

/** The two kinds as the registry lists them: the club board from the remote `verein`, the staff from `rathaus`. */
export const contributedLogins = (): ContributedLogin[] => [
  { name: 'vorstand', remote: 'verein', kind: boardKind },
  { name: 'team', remote: 'rathaus', kind: staffKind },
];

interface Member {
  id: number;
  email: string;
  passwort: string;
  pw_geaendert: boolean;
  vorname: string;
  nachname: string;
}

/** The fake content API and what a test may change or read of it. */
export interface FakeContentApi {
  url: string;
  app: FastifyInstance;
  members: Member[];
  /** Tokens it issued and still accepts, with their owner. */
  valid: Map<string, number | string>;
  /** Path and the token headers of every call that reached it. */
  seen: { path: string; board?: string; authorization?: string; service?: string; idempotency?: string }[];
  /** How the board's login answers: normally, empty, as a redirect, or failing. */
  loginAnswer: 'normal' | 'empty' | 'redirect' | 'down';
  /** The staff documents refuse every token (as after a change of rights), while the profile still answers. */
  refuseDocuments: boolean;
}

function boardRoutes(api: FastifyInstance, state: FakeContentApi): void {
  api.post<{ Body: { email: string; passwort: string } }>('/api/cms/vorstand/login', async (request, reply) => {
    if (state.loginAnswer === 'empty') return reply.code(200).send({});
    if (state.loginAnswer === 'redirect') return reply.code(302).send(null);
    if (state.loginAnswer === 'down') return reply.code(500).send({ error: 'kaputt' });
    const member = state.members.find((m) => m.email === request.body.email && m.passwort === request.body.passwort);
    if (!member) return reply.code(401).send({ error: 'Die Anmeldung ist fehlgeschlagen.' });
    const token = `tok-${member.id}-${state.valid.size + 1}-abcdefgh`;
    state.valid.set(token, member.id);
    return { id: member.id, token, pw_geaendert: member.pw_geaendert };
  });
  api.get<{ Params: { id: string } }>('/api/cms/vorstand/:id', async (request, reply) => {
    const owner = state.valid.get(String(request.headers['x-vorstand-token']));
    if (owner === undefined || owner !== Number(request.params.id)) return reply.code(401).send({ error: 'abgelaufen' });
    const m = state.members.find((x) => x.id === owner);
    return { id: m?.id, vorname: m?.vorname, nachname: m?.nachname, pw_geaendert: m?.pw_geaendert };
  });
  api.post<{ Params: { id: string }; Body: { passwort_alt: string; passwort_neu: string } }>('/api/cms/vorstand/:id/passwort', async (request, reply) => {
    const header = String(request.headers['x-vorstand-token']);
    const owner = state.valid.get(header);
    if (owner === undefined || owner !== Number(request.params.id)) return reply.code(401).send({ error: 'abgelaufen' });
    const m = state.members.find((x) => x.id === owner);
    if (!m || m.passwort !== request.body.passwort_alt) return reply.code(400).send({ error: 'falsch' });
    m.passwort = request.body.passwort_neu;
    m.pw_geaendert = true;
    state.valid.delete(header);
    const token = `tok-${m.id}-neu-${state.valid.size + 1}-abcdefgh`;
    state.valid.set(token, m.id);
    return { id: m.id, token, pw_geaendert: true };
  });
  api.get<{ Params: { id: string; name: string } }>('/api/cms/vorstand/dateien/:id/:name', async (request, reply) => {
    const token = request.headers['x-vorstand-token'];
    if (token !== undefined && !state.valid.has(String(token))) return reply.code(401).send({ error: 'abgelaufen' });
    if (request.params.id === '2' && token === undefined) return reply.code(401).send({ error: 'nichtöffentlich' });
    if (request.params.id === '9') return reply.code(404).send({ error: 'nicht gefunden' });
    return reply.type('application/pdf').header('content-disposition', `inline; filename="${request.params.name}"`).send(Buffer.from('%PDF-1.4 vorstand'));
  });
}

function staffRoutes(api: FastifyInstance, state: FakeContentApi): void {
  const staffOf = (authorization: string | undefined) => state.valid.get((authorization ?? '').replace(/^Bearer /, ''));
  api.post<{ Body: { email: string; passwort: string } }>('/api/cms/team/login', async (request, reply) => {
    if (request.body.email !== 'anna.schmid@musterstadt.de' || request.body.passwort !== 'Intern!2026') return reply.code(401).send({ error: 'falsch' });
    const token = `eyJ.staff-${state.valid.size + 1}.sig`;
    state.valid.set(token, STAFF_UUID);
    return { uuid: STAFF_UUID, token };
  });
  api.get<{ Params: { uuid: string } }>('/api/cms/team/user/:uuid', async (request, reply) => {
    if (staffOf(request.headers.authorization) !== request.params.uuid) return reply.code(401).send({ error: 'abgelaufen' });
    return { uuid: STAFF_UUID, vorname: 'Anna' };
  });
  api.get('/api/cms/team/dokumente/:id/:name', async (request, reply) => {
    if (state.refuseDocuments || staffOf(request.headers.authorization) === undefined) return reply.code(401).send({ error: 'abgelaufen' });
    return reply.type('application/pdf').send(Buffer.from('%PDF-1.4 team'));
  });
  api.get<{ Params: { id: string }; Querystring: Record<string, string> }>('/api/cms/team/bilder/:id/datei', async (request, reply) => {
    if (staffOf(request.headers.authorization) === undefined) return reply.code(401).send({ error: 'abgelaufen' });
    const type = request.params.id === '6' ? 'text/html' : 'image/png';
    return reply.type(type).send(Buffer.from(`bild ${request.params.id} ${JSON.stringify(request.query)}`));
  });
}

/** Starts the fake content API on a free port of the loopback interface; `more` adds routes of a test's own. */
export async function startFakeContentApi(more: (app: FastifyInstance) => void = () => undefined): Promise<FakeContentApi> {
  const app = Fastify();
  const state: FakeContentApi = {
    url: '',
    app,
    members: [
      { id: 3, email: 'lukas.brenner@musterstadt.de', passwort: 'Erstpasswort!2026', pw_geaendert: false, vorname: 'Lukas', nachname: 'Brenner' },
      { id: 2, email: 'sabine.keller@musterstadt.de', passwort: 'Vorstand!2026', pw_geaendert: true, vorname: 'Sabine', nachname: 'Keller' },
    ],
    valid: new Map(),
    seen: [],
    loginAnswer: 'normal',
    refuseDocuments: false,
  };
  app.addHook('onRequest', async (request) => {
    const header = (name: string) => (typeof request.headers[name] === 'string' ? (request.headers[name] as string) : undefined);
    state.seen.push({
      path: request.url,
      board: header('x-vorstand-token'),
      authorization: header('authorization'),
      service: header('x-service-token'),
      idempotency: header('idempotency-key'),
    });
  });
  boardRoutes(app, state);
  staffRoutes(app, state);
  more(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  state.url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return state;
}
