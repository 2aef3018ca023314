/** @jest-environment node */
import { connect, type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { clientErrorHandler } from './client-errors';

describe('requests Node refuses before the shell sees them', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = Fastify({ clientErrorHandler: clientErrorHandler({ 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'self'" }) });
    app.get('*', async () => 'Seite');
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app.close();
  });

  /** Sends bytes as they are and reads the whole answer. */
  const raw = (text: string) =>
    new Promise<{ status: number; head: string; body: string }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(text));
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = answer.split('\r\n\r\n');
        resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head: head.toLowerCase(), body });
      });
    });

  it('answers an unknown method with the German 400: a short page for a page address, JSON when asked for it or for an API', async () => {
    const page = await raw('FOO / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect([page.status, page.head.includes('content-type: text/html; charset=utf-8'), page.head.includes('x-content-type-options: nosniff')]).toEqual([
      400,
      true,
      true,
    ]);
    expect(page.body).toContain('Die Anfrage ist fehlerhaft');
    expect(page.body).toContain('Fehlercode: 400');
    expect(page.body).not.toMatch(/Bad Request|Client Error/);

    for (const request of [
      'FOO /aktuelles HTTP/1.1\r\nHost: localhost\r\nAccept: application/json\r\n\r\n',
      'FOO /api/cms/artikel HTTP/1.1\r\nHost: localhost\r\n\r\n',
    ]) {
      const json = await raw(request);
      expect([json.status, JSON.parse(json.body)]).toEqual([400, { error: 'Die Anfrage ist fehlerhaft. Bitte prüfen Sie die Adresse.' }]);
    }
  });

  it('answers a head over 16 KB (a huge cookie, a huge address) with the German 431', async () => {
    const cookie = await raw(`GET / HTTP/1.1\r\nHost: localhost\r\nCookie: a=${'x'.repeat(17 * 1024)}\r\n\r\n`);
    expect(cookie.status).toBe(431);
    expect(cookie.body).toContain('Adresse oder Kopfzeilen (etwa Cookies) sind zu lang');
    const address = await raw(`GET /api/cms/suche?q=${'x'.repeat(17 * 1024)} HTTP/1.1\r\nHost: localhost\r\nAccept: application/json\r\n\r\n`);
    expect(address.status).toBe(431);
    expect(address.body).not.toMatch(/Request Header Fields Too Large|Exceeded/);
  });
});
