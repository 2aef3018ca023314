const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'shell',
  testEnvironment: 'jsdom',
  moduleNameMapper: { '\\.css$': '<rootDir>/../jest.style-stub.js' },
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.js'],
  // file-type (content sniffing of uploads) and its helpers ship ESM only; so does content-disposition (@fastify/static).
  transformIgnorePatterns: [
    '/node_modules/(?!(swiper|ssr-window|dom7|content-disposition|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|file-type|strtok3|token-types|uint8array-extras|@tokenizer|@borewit)/)',
  ],
};
