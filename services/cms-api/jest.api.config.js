// API tests: the real server on a real database (PGlite, and PostgreSQL when DATABASE_URL is set).
const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'cms-api (API)',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.api.test.ts'],
  testTimeout: 30000,
  // PGlite's bundle goes through a small transform (see jest/pglite-transform.js); the first matching
  // pattern wins, so it comes before the preset's TypeScript transform.
  transform: { '[\\\\/]@electric-sql[\\\\/]pglite[\\\\/]dist[\\\\/].+\\.cjs$': '<rootDir>/jest/pglite-transform.js', ...preset.transform },
  transformIgnorePatterns: [
    '/node_modules/(?!(@electric-sql/pglite|jose|swiper|ssr-window|dom7|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|file-type|strtok3|token-types|uint8array-extras|@tokenizer|@borewit)/)',
  ],
};
