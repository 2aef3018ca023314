/** swc-loader rule for TypeScript and JSX, for a browser or a Node target. */
function scriptRule(target) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules\/(?!@musterstadt)/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: target === 'web' ? 'es2020' : 'es2022',
        },
      },
    },
  };
}

const path = require('node:path');

// react-router's package exports name only its development build (remix-run/react-router#12532,
// #14102): production bundles point at its production build, without development warnings.
const reactRouter = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
const productionAliases =
  process.env.NODE_ENV === 'development'
    ? {}
    : { 'react-router$': path.join(reactRouter, 'index.mjs'), 'react-router/dom$': path.join(reactRouter, 'dom-export.mjs') };

const resolve = {
  extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
  alias: productionAliases,
};

module.exports = { scriptRule, resolve };
