// Collects a project's plain CSS files into one stylesheet (no CSS is imported from JavaScript),
// bundled and minified by lightningcss for the browsers the site supports.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { bundleAsync } from 'lightningcss';

// Current evergreen browsers (versions of spring 2023 and later: native nesting, :has, oklch).
const version = (major, minor = 0) => (major << 16) | (minor << 8);
const CSS_TARGETS = { chrome: version(112), edge: version(112), firefox: version(117), safari: version(16, 5), ios_saf: version(16, 5) };

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

/** Bundles the given files and every .css below the given folders, in a stable order. */
export async function bundleCss(sources) {
  const files = [];
  for (const source of sources) files.push(...(source.endsWith('.css') ? [source] : await cssFiles(source)));
  // A virtual entry that imports every file in order; lightningcss resolves and inlines them.
  const entry = path.join(path.dirname(files[0] ?? sources[0] ?? '.'), '__bundle__.css');
  const imports = files.map((file) => `@import ${JSON.stringify(path.relative(path.dirname(entry), file).split(path.sep).join('/'))};`).join('\n');
  const { code } = await bundleAsync({
    filename: entry,
    minify: true,
    targets: CSS_TARGETS,
    resolver: {
      read: async (file) => (file === entry ? imports : readFile(file, 'utf8')),
    },
  });
  const css = code.toString('utf8').trim();
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
  return { css, hash };
}
