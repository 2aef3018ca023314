#!/usr/bin/env node
// npm run backup: a backup of the content API's database (pg_dump with DATABASE_URL, else the embedded
// database, from the running content API or from its folder) into .data/sicherungen or BACKUP_DIR.
// npm run restore -- <file> [--ersetzen]: back into an empty database or data folder.
// The work is services/cms-api/src/redaktion/sicherung/cli.ts; this builds the content API if needed.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(repo, 'services/cms-api/dist/redaktion/sicherung/cli.js');
if (!existsSync(cli)) execFileSync('npm', ['run', 'build', '-w', 'services/cms-api', '--silent'], { cwd: repo, stdio: 'inherit' });
const result = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { cwd: repo, stdio: 'inherit' });
process.exit(result.status ?? 1);
