/**
 * The remotes' server builds (form handlers, login kinds, feeds) are for the shell's server alone:
 * their static servers answer them only to a request that carries the shared secret in
 * `x-remote-token`. The secret is REMOTE_SERVER_TOKEN, on the shell and on every remote server; a
 * local platform without it shares one made at first start in `.data/remote-server-token`.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const REMOTE_TOKEN_HEADER = 'x-remote-token';

/** The local secret of this checkout: created once (atomically, whoever starts first), then read. */
export function localRemoteToken(file: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(file, 'utf8').trim();
}

/** A request for a server build of one of these remotes (`<remote>/@<version>/server/...`). */
export function isServerBuild(url: string, remotes: readonly string[]): boolean {
  return remotes.some((origin) => url.startsWith(`${origin}/`)) && /^\/@[a-z0-9]+\/server\//.test(new URL(url).pathname);
}

/**
 * Makes this process's fetch carry the token on its requests for the remotes' server builds: the
 * Module Federation runtime (of the shell and of each remote's own container) loads entries and
 * chunks with the global fetch, and knows no other way to add a header.
 */
export function sendRemoteToken(remotes: readonly string[], token: string, scope: { fetch: typeof fetch } = globalThis): void {
  const plain = scope.fetch;
  scope.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!isServerBuild(url, remotes)) return plain(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set(REMOTE_TOKEN_HEADER, token);
    return plain(input, { ...init, headers });
  };
}
