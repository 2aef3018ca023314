const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'cms-client',
  testEnvironment: 'node',
  moduleNameMapper: { '\\.css$': '<rootDir>/../../jest.style-stub.js' },
  roots: ['<rootDir>/src'],
};
