// Collects a project's plain CSS files into one stylesheet (no CSS is imported from JavaScript).
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

async function cssFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await cssFiles(full)));
    else if (entry.name.endsWith('.css')) files.push(full);
  }
  return files;
}

/** Strips comments and needless whitespace; good enough for hand-written CSS. */
export function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

/** Concatenates the given files and every .css below the given folders, in a stable order. */
export async function bundleCss(sources) {
  const parts = [];
  for (const source of sources) {
    const files = source.endsWith('.css') ? [source] : await cssFiles(source);
    for (const file of files) parts.push(await readFile(file, 'utf8'));
  }
  const css = minifyCss(parts.join('\n'));
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
  return { css, hash };
}
