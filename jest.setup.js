require('@testing-library/jest-dom');
// React's server renderer (islands rendered in tests) needs these in jsdom.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
