#!/usr/bin/env node
// npm start: builds what is missing, starts everything, prints the address.
import { buildMissing, startPlatform } from './lib/platform.mjs';
import { port } from './lib/processes.mjs';

buildMissing({ force: process.argv.includes('--rebuild') });
const platform = await startPlatform();
console.log(`\nMusterstadt läuft: ${platform.url}  (Inhalts-API http://localhost:${port(4300)}, Strg+C beendet)\n`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void platform.stop().then(() => process.exit(0));
  });
}
for (const child of platform.children) {
  child.on('exit', (code, sig) => {
    if (code !== 0 && sig === null) console.error(`A process exited with code ${code}; the others keep running.`);
  });
}
