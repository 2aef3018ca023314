require('@testing-library/jest-dom');
// react-router needs these in jsdom.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
