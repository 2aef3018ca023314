// Version of a build: a hash over every file it contains, so equal builds get equal versions.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

async function walk(dir, base = dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(full, base)));
    else out.push(path.relative(base, full));
  }
  return out.sort();
}

export async function contentVersion(dir) {
  const hash = createHash('sha256');
  for (const file of await walk(dir)) {
    hash.update(file);
    hash.update(await readFile(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 12);
}
