// Copies the non-TypeScript files the service reads at run time (SQL migrations, SVG images, the PDF
// check's worker, an ES module, the common passwords) to dist/.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
for (const dir of ['migrations', 'content/media', 'redaktion/pdf-worker', 'auth/common-passwords.txt']) {
  const from = path.join(root, 'src', dir);
  const to = path.join(root, 'dist', dir);
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
}
