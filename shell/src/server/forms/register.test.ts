/** @jest-environment node */
/** The forms registration on a Fastify instance: a handler acts with the session of its own remote's login kind. */
import type { AddressInfo } from 'node:net';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { defineFormHandler, type FormCapabilities } from '@musterstadt/shell-contract';
import { formSession } from '@musterstadt/shell-contract/server';
import { yup } from '@musterstadt/ui/forms/schema';
import Fastify, { type FastifyInstance } from 'fastify';
import { cmsClients } from '../cms-clients';
import { LoginKinds } from '../session/kinds';
import { contributedLogins, startFakeContentApi, STAFF_UUID, type FakeContentApi } from '../session/test-kinds';
import { NO_CAPABILITIES } from './handler';
import type { RemoteForms } from './index';
import { registerForms } from './register';

declare module '@musterstadt/shell-contract/store' {
  interface SessionProfiles {
    team: { uuid: string; vorname: string };
  }
}

let api: FakeContentApi;
let shell: FastifyInstance;
let base: string;
const acted: { form: string; vorname: string | null; sessions: string[] }[] = [];

/** A form that reads what its remote's session may read, with the client the shell lends it. */
const form = (id: string) =>
  defineFormHandler<{ text?: string }>({
    id,
    schema: yup.object({ text: yup.string() }),
    messages: { success: 'Gespeichert.', error: 'Nicht gespeichert.' },
    async submit(_values, caps: FormCapabilities) {
      const session = formSession(caps, 'team');
      if (session) await session.cms.get(`/api/cms/team/user/${session.profile.uuid}`);
      else await caps.cms.get('/api/cms/ohne-sitzung');
      acted.push({ form: id, vorname: session?.profile.vorname ?? null, sessions: Object.keys(caps.sessions ?? {}) });
      return session || id !== 'urlaubsantrag' ? { status: 'success' } : { status: 'error', httpStatus: 401, reason: 'no session' };
    },
  });

beforeAll(async () => {
  api = await startFakeContentApi();
  const clients = cmsClients({ CMS_API_URL: api.url, CMS_SERVICE_TOKEN: 'dienst-token-0123456789' }, 5000);
  const handlers = new Map([
    ['urlaubsantrag', form('urlaubsantrag')],
    ['kontakt', form('kontakt')],
  ]);
  const forms = {
    caps: { ...NO_CAPABILITIES, cms: clients.base },
    owner: (id: string) => (id === 'urlaubsantrag' ? 'rathaus' : 'stadt'),
    get: async (id: string) => handlers.get(id),
  } as unknown as RemoteForms;
  shell = Fastify();
  await shell.register(cookie);
  await shell.register(rateLimit, { global: false });
  await registerForms(shell, {
    config: { RATE_LIMIT_MAX: 100, RATE_LIMIT_WINDOW_SECONDS: 60 },
    forms,
    clients,
    kinds: new LoginKinds({ logins: contributedLogins }, () => undefined),
    pages: {
      render: async (_request, reply, _submission, status) => reply.code(status).send('Seite'),
      error: async (_request, reply, status) => reply.code(status).send('Fehler'),
    },
    report: () => undefined,
    warn: () => undefined,
  });
  await shell.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(shell.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await shell.close();
  await api.app.close();
});

const submit = async (id: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}/_forms/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{"text":"Hallo"}',
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('forms acting with a session', () => {
  it('lends a form the session of its own remote’s login kind: the profile and a client that carries the token', async () => {
    api.valid.set('eyJ.staff-7.sig', STAFF_UUID);
    const cookie = `ms_team=${STAFF_UUID}.eyJ.staff-7.sig`;
    expect(await submit('urlaubsantrag', { cookie })).toEqual({ status: 200, body: { status: 'success', message: 'Gespeichert.' } });
    expect(acted.at(-1)).toEqual({ form: 'urlaubsantrag', vorname: 'Anna', sessions: ['team'] });
    expect(api.seen.at(-1)).toEqual({ path: `/api/cms/team/user/${STAFF_UUID}`, authorization: 'Bearer eyJ.staff-7.sig', service: 'dienst-token-0123456789' });

    // Another remote's form never gets that session.
    await submit('kontakt', { cookie });
    expect(acted.at(-1)).toEqual({ form: 'kontakt', vorname: null, sessions: [] });
    expect(api.seen.at(-1)?.authorization).toBeUndefined();
  });

  it('gives no session without a valid cookie, so the handler can refuse with 401', async () => {
    expect((await submit('urlaubsantrag')).status).toBe(401);
    expect((await submit('urlaubsantrag', { cookie: `ms_team=${STAFF_UUID}.abgelaufen` })).status).toBe(401);
    expect(acted.at(-1)).toEqual({ form: 'urlaubsantrag', vorname: null, sessions: [] });
  });

  it('sends a submission’s idempotency key on to the content API', async () => {
    await submit('kontakt', { 'idempotency-key': '5f0c2a8e-1d2b-4c3e-9f00-aa11bb22cc33' });
    expect(api.seen.at(-1)).toEqual(
      expect.objectContaining({
        path: '/api/cms/ohne-sitzung',
        idempotency: 'kontakt:5f0c2a8e-1d2b-4c3e-9f00-aa11bb22cc33',
        service: 'dienst-token-0123456789',
      }),
    );
  });
});
