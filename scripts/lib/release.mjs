// Atomic release of one remote build. Each version lives in its own folder,
//   dist/versions/<version>/{browser,server}/...
// and dist/build.json names the current one. A release writes the new version beside the old ones
// and then switches by renaming a fully written build.json over the old one: the static server
// sees either the old or the new version, never a half-written or missing one, and pages still
// open keep loading the files of the version they started with.
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentVersion } from './build-info.mjs';
import { bundleCss } from './css.mjs';
import { precompress } from './precompress.mjs';

/** Versions kept besides the current one, for pages opened before a release. */
const KEEP_PREVIOUS = 2;

export const distOf = (root) => path.join(root, 'dist');
export const versionsOf = (root) => path.join(distOf(root), 'versions');

/** A fresh staging folder inside dist/, so the final rename stays on one file system. */
export async function stagingDir(root, name = `.staging-${process.pid}`) {
  const dir = path.join(distOf(root), name);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  return dir;
}

/**
 * Adds the stylesheet to a finished webpack output (`staged`, with browser/ and server/), moves it
 * to dist/versions/<version>/ and makes it current.
 * @param {{ id: string, root: string, staged: string, cssSources?: string[], compress?: boolean }} options
 *   cssSources: CSS files and folders of the stylesheet (default: the remote's src/); compress: write .br/.gz
 *   (off while developing, where the static server sends the plain files)
 */
export async function releaseRemote({ id, root, staged, cssSources = [path.join(root, 'src')], compress = true }) {
  const dist = distOf(root);
  const { css, hash } = await bundleCss(cssSources);
  const cssFile = `styles.${hash}.css`;
  if (css) await writeFile(path.join(staged, 'browser', cssFile), css);
  const version = await contentVersion(staged);
  // Browsers download the browser build; the shell's server reads the server build once per version.
  if (compress) await precompress(path.join(staged, 'browser'));

  const target = path.join(versionsOf(root), version);
  await mkdir(versionsOf(root), { recursive: true });
  if (existsSync(target)) {
    // An equal build is already there (same content, same version): keep the files pages may be reading.
    await rm(staged, { recursive: true, force: true });
  } else {
    await rename(staged, target);
  }
  const now = new Date();
  await utimes(target, now, now);

  const info = { id, version, css: css ? [cssFile] : [], builtAt: now.toISOString() };
  const temp = path.join(dist, `.build.json.${process.pid}.tmp`);
  await writeFile(temp, `${JSON.stringify(info, null, 2)}\n`);
  await rename(temp, path.join(dist, 'build.json'));

  await pruneVersions(root, version);
  return info;
}

async function pruneVersions(root, current) {
  const dist = distOf(root);
  // Folders of the layout before versioned releases (dist/browser, dist/server).
  await Promise.all(['browser', 'server'].map((dir) => rm(path.join(dist, dir), { recursive: true, force: true })));
  const dirs = await readdir(versionsOf(root));
  const older = await Promise.all(
    dirs.filter((name) => name !== current).map(async (name) => ({ name, mtime: (await stat(path.join(versionsOf(root), name))).mtimeMs })),
  );
  older.sort((a, b) => b.mtime - a.mtime);
  for (const { name } of older.slice(KEEP_PREVIOUS)) await rm(path.join(versionsOf(root), name), { recursive: true, force: true });
}
