// Unit tests (no database, no server). The API tests run with jest.api.config.js.
const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'cms-api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testPathIgnorePatterns: ['\\.api\\.test\\.ts$'],
};
