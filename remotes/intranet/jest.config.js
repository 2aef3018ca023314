const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'intranet',
  testEnvironment: 'jsdom',
  moduleNameMapper: { '\\.css$': '<rootDir>/../../jest.style-stub.js' },
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/../../jest.setup.js'],
};
