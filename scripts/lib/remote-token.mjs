// The shared secret that keeps the remotes' server builds to the shell's server (see
// shell/src/server/remote-token.ts, which makes the same file when it starts first).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repo } from './processes.mjs';

export const REMOTE_TOKEN_HEADER = 'x-remote-token';

/** REMOTE_SERVER_TOKEN, else this checkout's `.data/remote-server-token` (created once, whoever starts first). */
export function remoteServerToken(env = process.env) {
  if (env.REMOTE_SERVER_TOKEN) return env.REMOTE_SERVER_TOKEN;
  const file = path.join(repo, '.data', 'remote-server-token');
  mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if (error?.code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(file, 'utf8').trim();
}

/** True when the request's header carries the token (compared in constant time). */
export function carriesToken(header, token) {
  if (typeof header !== 'string') return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
