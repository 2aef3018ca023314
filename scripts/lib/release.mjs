// Atomic release of one remote build. Each version lives in its own folder,
//   dist/versions/<version>/{browser,server}/...
// and dist/build.json names the current one. A release writes the new version beside the old ones
// and then switches by renaming a fully written build.json over the old one: the static server
// sees either the old or the new version, never a half-written or missing one, and pages still
// open keep loading the files of the version they started with. When configured, the browser
// build's source maps go to the error service for the release `<id>@<version>` and leave the
// folder before it is published (see source-maps.mjs).
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentVersion } from './build-info.mjs';
import { bundleCss } from './css.mjs';
import { precompress } from './precompress.mjs';
import { injectDebugIds, sourceMapUpload, uploadSourceMaps } from './source-maps.mjs';

/** Versions kept besides the current one, for pages opened before a release. */
const KEEP_PREVIOUS = 2;

export const distOf = (root) => path.join(root, 'dist');
const versionsIn = (dist) => path.join(dist, 'versions');

/**
 * A fresh staging folder inside dist/, so the final rename stays on one file system.
 * @param {string} root the remote's folder
 * @param {string} [name]
 * @param {string} [dist] where its releases go (default: its dist/)
 */
export async function stagingDir(root, name = `.staging-${process.pid}`, dist = distOf(root)) {
  const dir = path.join(dist, name);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  return dir;
}

/**
 * Adds the stylesheet to a finished webpack output (`staged`, with browser/ and server/), moves it
 * to dist/versions/<version>/ and makes it current.
 * @param {{ id: string, root: string, staged: string, cssSources?: string[], compress?: boolean, dist?: string,
 *   sourceMaps?: import('./source-maps.mjs').SourceMapUpload | null, devServerPort?: number }} options
 *   cssSources: CSS files and folders of the stylesheet (default: the remote's src/); compress: write .br/.gz
 *   (off while developing, where the static server sends the plain files); dist: where the releases go
 *   (default: the remote's dist/); sourceMaps: where the maps go (default: SENTRY_* of the environment, null: nowhere);
 *   devServerPort: a development build's server, whose reload client (`dev-reload.<hash>.js`) pages load
 */
export async function releaseRemote({
  id,
  root,
  staged,
  cssSources = [path.join(root, 'src')],
  compress = true,
  dist = distOf(root),
  sourceMaps = sourceMapUpload(),
  devServerPort,
}) {
  const { css, hash } = await bundleCss(cssSources);
  const browser = path.join(staged, 'browser');
  const cssFile = `styles.${hash}.css`;
  if (css) await writeFile(path.join(browser, cssFile), css);
  await injectDebugIds(browser, sourceMaps ?? undefined);
  const version = await contentVersion(staged);
  // The browser loads the remote's files through the shell's /_remotes/<id>/ (the runtime's release name too).
  const uploaded = await uploadSourceMaps(browser, { release: `${id}@${version}`, urlPrefix: `~/_remotes/${id}/@${version}/browser` }, sourceMaps ?? undefined);
  if (uploaded) console.log(`remote ${id}: ${uploaded} source maps uploaded for release ${id}@${version}`);
  // Browsers download the browser build; the shell's server reads the server build once per version.
  if (compress) await precompress(browser);

  const versions = versionsIn(dist);
  const target = path.join(versions, version);
  await mkdir(versions, { recursive: true });
  if (existsSync(target)) {
    // An equal build is already there (same content, same version): keep the files pages may be reading.
    await rm(staged, { recursive: true, force: true });
  } else {
    await rename(staged, target);
  }
  const now = new Date();
  await utimes(target, now, now);

  const info = { id, version, css: css ? [cssFile] : [], builtAt: now.toISOString() };
  // Development only: the shell adds the reload client to the pages that use this remote.
  const reloadScript = devServerPort ? (await readdir(path.join(target, 'browser'))).find((file) => /^dev-reload\.[0-9a-f]+\.js$/.test(file)) : undefined;
  if (reloadScript) info.reload = { script: reloadScript, port: devServerPort };
  const temp = path.join(dist, `.build.json.${process.pid}.tmp`);
  await writeFile(temp, `${JSON.stringify(info, null, 2)}\n`);
  await rename(temp, path.join(dist, 'build.json'));

  await pruneVersions(dist, version);
  return info;
}

async function pruneVersions(dist, current) {
  // Folders of the layout before versioned releases (dist/browser, dist/server).
  await Promise.all(['browser', 'server'].map((dir) => rm(path.join(dist, dir), { recursive: true, force: true })));
  const versions = versionsIn(dist);
  const dirs = await readdir(versions);
  const older = await Promise.all(
    dirs.filter((name) => name !== current).map(async (name) => ({ name, mtime: (await stat(path.join(versions, name))).mtimeMs })),
  );
  older.sort((a, b) => b.mtime - a.mtime);
  for (const { name } of older.slice(KEEP_PREVIOUS)) await rm(path.join(versions, name), { recursive: true, force: true });
}
