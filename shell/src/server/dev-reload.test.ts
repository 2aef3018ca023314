/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { registerDevReload } from './dev-reload';

/** Reads the event stream until `until` returns true for what has arrived. */
function readStream(url: string, until: (text: string) => boolean): Promise<{ type: string | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        if (until(text)) {
          request.destroy();
          resolve({ type: response.headers['content-type'], text });
        }
      });
    });
    request.on('error', reject);
  });
}

describe('development reload stream', () => {
  it('names the remotes whose new build the registry picked up, and only those', async () => {
    const versions: Record<string, string> = { town: 'aaa', feuerwehr: 'bbb' };
    const registry = {
      ids: ['town', 'feuerwehr'],
      asset: (id: string) => ({ entry: `/_remotes/${id}/@${versions[id]}/browser/remoteEntry.js` }),
      refresh: async () => undefined,
    };
    const app = Fastify();
    registerDevReload(app, registry, 20);
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const stream = readStream(`http://127.0.0.1:${port}/_dev/reload`, (text) => text.includes('event: release'));
      await new Promise((r) => setTimeout(r, 100));
      versions.feuerwehr = 'ccc';
      const { type, text } = await stream;
      expect(type).toBe('text/event-stream; charset=utf-8');
      expect(text).toContain('event: release\ndata: ["feuerwehr"]\n\n');
    } finally {
      await app.close();
    }
  });
});
