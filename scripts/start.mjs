#!/usr/bin/env node
// npm start: builds what is missing, starts everything, prints the address.
// npm run dev (--dev): the same with the shell's development build, whose pages reload when a remote
// they use is rebuilt (`npx nx run <remote>:dev`).
import { buildDevShell, buildMissing, startPlatform } from './lib/platform.mjs';
import { port } from './lib/processes.mjs';

const dev = process.argv.includes('--dev');
if (dev) {
  process.env.NODE_ENV = 'development';
  buildDevShell();
}
buildMissing({ force: process.argv.includes('--rebuild') });
const platform = await startPlatform({ shellEnv: dev ? { NODE_ENV: 'development' } : {} });
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
