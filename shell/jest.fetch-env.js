// jsdom plus Node's fetch classes: the data router builds a Request (with an AbortSignal) for each
// loader call, which jsdom does not provide. Tests opt in with `@jest-environment ./jest.fetch-env.js`.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'ReadableStream', 'structuredClone']) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
