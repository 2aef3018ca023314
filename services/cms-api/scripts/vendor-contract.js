// The service runs as plain JavaScript: libs/cms-contract (TypeScript sources) is compiled into
// dist/node_modules, where Node finds it before the workspace link, so dist/ runs on its own.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const contract = path.resolve(root, '../../libs/cms-contract');
const out = path.join(root, 'dist/node_modules/@musterstadt/cms-contract');
fs.rmSync(out, { recursive: true, force: true });
execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(contract, 'tsconfig.build.json'), '--outDir', out], {
  stdio: 'inherit',
});
const { name, version, dependencies } = JSON.parse(fs.readFileSync(path.join(contract, 'package.json'), 'utf8'));
fs.writeFileSync(path.join(out, 'package.json'), `${JSON.stringify({ name, version, private: true, main: 'index.js', dependencies }, null, 2)}\n`);
