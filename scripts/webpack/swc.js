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
          // The production JSX runtime in development builds too: a remote built while its team works on it
          // renders with the React the shell shares, which may be a production build.
          transform: { react: { runtime: 'automatic', development: false } },
          target: target === 'web' ? 'es2020' : 'es2022',
        },
      },
    },
  };
}

const resolve = {
  extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
  alias: {},
};

module.exports = { scriptRule, resolve };
