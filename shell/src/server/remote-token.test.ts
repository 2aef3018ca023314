/** @jest-environment node */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localRemoteToken, REMOTE_TOKEN_HEADER, sendRemoteToken } from './remote-token';

describe('the secret the shell proves itself with to the remotes’ servers', () => {
  it('is made once per checkout, readable only by its owner, and the same for every process that asks', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'remote-token-'));
    try {
      const file = path.join(dir, '.data', 'remote-server-token');
      const first = localRemoteToken(file);
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(localRemoteToken(file)).toBe(first);
      expect(statSync(file).mode & 0o077).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('goes with requests for the remotes’ server builds only', async () => {
    const sent: { url: string; token: string | null }[] = [];
    const scope = {
      fetch: (async (input: string | URL | Request, init?: RequestInit) => {
        sent.push({ url: String(input), token: new Headers(init?.headers).get(REMOTE_TOKEN_HEADER) });
        return new Response('');
      }) as typeof fetch,
    };
    sendRemoteToken(['http://127.0.0.1:4201'], 'geheim-0123456789', scope);
    await scope.fetch('http://127.0.0.1:4201/@abc123/server/remoteEntry.js');
    await scope.fetch('http://127.0.0.1:4201/@abc123/server/123.0a1b2c3d.js', { headers: { accept: '*/*' } });
    await scope.fetch('http://127.0.0.1:4201/@abc123/browser/remoteEntry.js');
    await scope.fetch('http://127.0.0.1:4201/build.json');
    await scope.fetch('http://127.0.0.1:4300/@abc123/server/remoteEntry.js');
    await scope.fetch('http://127.0.0.1:42011/@abc123/server/remoteEntry.js');
    expect(sent.map(({ token }) => token)).toEqual(['geheim-0123456789', 'geheim-0123456789', null, null, null, null]);
  });
});
