const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'redaktion',
  testEnvironment: 'jsdom',
  moduleNameMapper: { '\\.css$': '<rootDir>/../../jest.style-stub.js' },
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/../../jest.setup.js'],
};
