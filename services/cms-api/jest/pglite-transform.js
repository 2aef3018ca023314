// Jest transform for PGlite's CommonJS build, used by the API tests only.
// PGlite loads Node built-ins with dynamic import() (e.g. `await import("fs/promises")`). Inside Jest's
// module sandbox that needs `node --experimental-vm-modules`
// (https://github.com/electric-sql/pglite/issues/224). Every such import in the bundle names a Node
// built-in, so it is rewritten to a plain require and the tests run with a normal `jest` call.
// (The bundle declares its own local `require` in places, hence the alias of the module's require.)
const { createHash } = require('node:crypto');

const BUILTIN_IMPORT = /\bimport\((["'])((?:node:)?[a-z_/]+)\1\)/g;

module.exports = {
  process(source) {
    const code = source.replace(BUILTIN_IMPORT, 'Promise.resolve().then(() => __jestPgliteRequire($1$2$1))');
    // Keep a leading "use strict" directive first, and the line numbers as they were.
    const directive = /^\s*(["'])use strict\1;?/.exec(code)?.[0] ?? '';
    return { code: `${directive}var __jestPgliteRequire = require;${code.slice(directive.length)}` };
  },
  getCacheKey(source, filename) {
    return createHash('sha256').update('pglite-transform-v3\0').update(filename).update('\0').update(source).digest('hex');
  },
};
