#!/usr/bin/env node
// npm run scale-out: two shells and two content APIs on one PostgreSQL behind nginx, on loopback
// (see the README, "Two of everything"). Builds what is missing first; Ctrl+C stops everything.
import { buildMissing } from './lib/platform.mjs';
import { PORTS, startScaleOut } from './lib/scale-out.mjs';

buildMissing({ force: process.argv.includes('--rebuild') });
const setup = await startScaleOut();
console.log(
  `\nMusterstadt läuft doppelt: ${setup.url}  (nginx vor den Shells ${PORTS.shells.join(', ')} und den Inhalts-APIs ${PORTS.apis.join(', ')}; PostgreSQL ${setup.databaseUrl}; Strg+C beendet)\n`,
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void setup.stop().then(() => process.exit(0));
  });
}
for (const child of setup.children) {
  child.on('exit', (code, sig) => {
    if (code !== 0 && sig === null) console.error(`A process exited with code ${code}; the others keep running.`);
  });
}
