// The CSS of the kits in libs/ui (the sub-site chrome in libs/ui/src/chrome, the member areas' look in
// libs/ui/src/member-area) travels with each remote that imports the kit, so a remote released with a
// newer kit brings the matching styles; the shell's stylesheet stays kit-free.
import path from 'node:path';

const KITS = ['libs/ui/src/chrome', 'libs/ui/src/member-area'];

/** The kit folders any build of `stats` read a file from. */
export function kitCssSources(stats, repo) {
  const builds = stats.stats ?? [stats];
  return KITS.map((kit) => path.join(repo, kit)).filter((kit) =>
    builds.some((build) => [...build.compilation.fileDependencies].some((file) => file.startsWith(`${kit}${path.sep}`))),
  );
}
