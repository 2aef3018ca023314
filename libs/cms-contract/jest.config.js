const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'cms-contract',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
};
