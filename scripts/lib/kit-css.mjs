// The sub-site chrome kit's CSS (libs/ui/src/chrome) travels with each remote that imports the kit,
// so a remote released with a newer kit brings the matching styles; the shell's stylesheet stays kit-free.
import path from 'node:path';

/** The kit folder when any build of `stats` read a file from it, else nothing. */
export function kitCssSources(stats, repo) {
  const kit = path.join(repo, 'libs/ui/src/chrome');
  const builds = stats.stats ?? [stats];
  const used = builds.some((build) => [...build.compilation.fileDependencies].some((file) => file.startsWith(`${kit}${path.sep}`)));
  return used ? [kit] : [];
}
