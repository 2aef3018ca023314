const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'forms',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
};
