/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import type { FormCapabilities, FormHandler } from '@musterstadt/shell-contract';
import { yup } from '@musterstadt/ui/forms/schema';
import Fastify, { type FastifyInstance } from 'fastify';
import { FormRegistry, NO_CAPABILITIES } from './forms/handler';
import { formRoutes } from './forms/routes';
import { cspDirectives, policyText, registerSecurity, scriptSources, TOO_MANY_REQUESTS } from './security';

const CONFIG = { RATE_LIMIT_MAX: 5, RATE_LIMIT_WINDOW_SECONDS: 60 };

describe('content security policy', () => {
  it('allows scripts from this site only, nothing inline, no plugins, no foreign base or framing', () => {
    const policy = policyText(cspDirectives(CONFIG));
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('lets pages connect to the site alone (reports and page views go through the shell), and upgrades requests on https', () => {
    const directives = cspDirectives({ ...CONFIG, SITE_URL: 'https://www.musterstadt.de' });
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['upgrade-insecure-requests']).toEqual([]);
  });

  it("adds only a page's https widget prefixes, never a source that could break out of the policy", () => {
    expect(scriptSources(['/api/cms/widgets/', 'https://stellen.example.org/widget/', "https://x.example/ 'unsafe-inline'", 'http://plain.example/'])).toEqual([
      'https://stellen.example.org/widget/',
    ]);
    expect(cspDirectives(CONFIG, ['https://stellen.example.org/widget/'])['script-src']).toEqual(["'self'", 'https://stellen.example.org/widget/']);
  });

  it('lets a page of a development build connect to its development server on this machine, and nowhere else', () => {
    const sockets = ['ws://localhost:4212', 'ws://127.0.0.1:4212', 'wss://evil.example:443', "ws://localhost:1 'unsafe-eval'"];
    expect(cspDirectives(CONFIG, [], sockets)['connect-src']).toEqual(["'self'", 'ws://localhost:4212', 'ws://127.0.0.1:4212']);
  });
});

describe('security headers and the rate limit of writes', () => {
  let app: FastifyInstance;
  let base: string;
  let submitted: number;

  beforeEach(async () => {
    submitted = 0;
    const caps: FormCapabilities = { ...NO_CAPABILITIES, report: () => undefined };
    const kontakt: FormHandler<{ name: string }> = {
      id: 'kontakt',
      schema: yup.object({ name: yup.string().required('Bitte geben Sie Ihren Namen an') }),
      messages: { success: 'Danke!', error: 'Fehler' },
      submit: async () => {
        submitted += 1;
        return { status: 'success' };
      },
    };
    app = Fastify();
    await registerSecurity(app, CONFIG);
    await app.register(formRoutes, {
      forms: new FormRegistry([kontakt], caps),
      deps: { report: () => undefined, warn: () => undefined, caps },
      pages: {
        hasForm: async () => true,
        render: async (_request, reply, _submission, status) => reply.code(status).type('text/html').send('<p>Seite</p>'),
        error: async (_request, reply, status) => reply.code(status).send(),
      },
      rateLimit: { max: CONFIG.RATE_LIMIT_MAX, windowMs: CONFIG.RATE_LIMIT_WINDOW_SECONDS * 1000 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterEach(() => app.close());

  const post = () => fetch(`${base}/_forms/kontakt`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"Julia"}' });

  it('lets the configured number of 60 posts in a row through and refuses the rest in German, with Retry-After', async () => {
    const answers = [];
    for (let i = 0; i < 60; i += 1) answers.push(await post());
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(55);
    expect(submitted).toBe(5);
    const refused = answers[59]!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      status: 'invalid',
      message: expect.stringMatching(/^Sie haben dieses Formular zu oft abgeschickt\. Bitte versuchen Sie es in \d+ (Sekunden|Minuten) noch einmal\.$/),
    });
    expect(TOO_MANY_REQUESTS).toContain('Zu viele Anfragen');
  });

  it('sends the policy headers on every answer, reads included', async () => {
    const answer = await fetch(`${base}/_forms/kontakt`);
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(answer.headers.get('permissions-policy')).toContain('camera=()');
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const plain = await fetch(`${base}/gibt-es-nicht`);
    expect([plain.status, plain.headers.get('cache-control')]).toEqual([404, 'no-cache']);
  });
});
