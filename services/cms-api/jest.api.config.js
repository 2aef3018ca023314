// API tests: the real server on a real database (PGlite, and PostgreSQL when DATABASE_URL is set).
const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'cms-api (API)',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.api.test.ts'],
  testTimeout: 30000,
};
