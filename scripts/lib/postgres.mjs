// A throwaway PostgreSQL server for scripts and tests that need a real one (the scale-out setup):
// Debian's server binaries, a cluster in a temporary folder, loopback only, removed on stop. As root
// (CI, containers) it runs as the `postgres` user, which Debian's package creates.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The newest installed server's bin folder (/usr/lib/postgresql/<version>/bin). */
function postgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(path.join(root, name, 'bin/postgres'))) : [];
  if (versions.length === 0) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  versions.sort((a, b) => Number(a) - Number(b));
  return path.join(root, versions.at(-1), 'bin');
}

/**
 * Starts a cluster on 127.0.0.1:port with trust authentication for the user `postgres`.
 * @param {{ port: number }} options
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export async function startPostgres({ port }) {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'musterstadt-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (tool, args) => {
    const [command, fullArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
    execFileSync(command, fullArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  run('pg_ctl', ['-D', data, '-o', settings, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
