// Writes .br and .gz files beside a build's text files, so the static servers send them as they are
// instead of compressing on each request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
// Source maps are fetched by developer tools only and are left as they are.
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.txt', '.svg', '.html']);
// Smaller files gain nothing worth a second request header.
const MIN_BYTES = 1024;

async function walk(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(full)));
    else out.push(full);
  }
  return out;
}

/** Compresses every compressible file below `dir` with brotli (quality 11) and gzip (level 9). */
export async function precompress(dir) {
  const files = (await walk(dir)).filter((file) => COMPRESSIBLE.has(path.extname(file)));
  await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file);
      if (raw.length < MIN_BYTES) return;
      const [br, gzipped] = await Promise.all([
        brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        gz(raw, { level: 9 }),
      ]);
      // A compressed file that is not smaller would only cost the client time.
      if (br.length < raw.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < raw.length) await writeFile(`${file}.gz`, gzipped);
    }),
  );
}
