// Shared Jest settings: TypeScript and JSX through SWC, no type checking (tsc does that on its own).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // swiper and a few other front-end packages ship ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
