// Webpack configurations of the shell: the browser bootstrap and the Node server.
const path = require('node:path');
const { container } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared');
const { scriptRule, resolve } = require('./swc');

// Server packages that stay in node_modules; everything React goes through the bundle and the
// federation share scope, so the remotes render with the very same React.
const SERVER_EXTERNALS = ['fastify', '@fastify/compress', '@fastify/static', '@fastify/multipart', 'sharp', 'zod', 'sanitize-html'];

function isExternal(request) {
  return SERVER_EXTERNALS.some((name) => request === name || request.startsWith(`${name}/`));
}

/** @returns {import('webpack').Configuration[]} */
function shellConfigs({ root, outDir }) {
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  const client = {
    name: 'shell-client',
    mode,
    target: 'web',
    context: root,
    entry: { main: './src/client/index.ts' },
    // Maps are written for error reporting but not referenced from the files; no server serves them.
    devtool: 'hidden-source-map',
    resolve,
    module: { rules: [scriptRule('web')] },
    output: {
      path: path.join(outDir, 'client'),
      publicPath: '/_shell/',
      uniqueName: 'shell_client',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    performance: { hints: false },
    // The error-service SDK stays in chunks of its own (sentry*.js), loaded only where a DSN is set.
    optimization: {
      splitChunks: { cacheGroups: { sentry: { test: /[\\/]node_modules[\\/]@sentry/, name: 'sentry-sdk', chunks: 'async', priority: 30, enforce: true } } },
    },
    plugins: [
      // The browser shares React and the contract with the remotes' ES module containers through
      // webpack's own share scope (see src/client/remote-modules.ts).
      new container.ModuleFederationPlugin({ name: 'shell', shared: sharedSingletons() }),
    ],
  };

  const server = {
    name: 'shell-server',
    mode,
    target: 'async-node',
    context: root,
    entry: { main: './src/server/main.ts' },
    devtool: false,
    resolve,
    module: { rules: [scriptRule('node')] },
    externalsType: 'commonjs',
    externals: [({ request }, callback) => (request && isExternal(request) ? callback(null, request) : callback())],
    output: {
      path: path.join(outDir, 'server'),
      uniqueName: 'shell_server',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    node: { __dirname: false, __filename: false },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons(),
        dts: false,
        manifest: false,
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
      }),
    ],
  };
  return [client, server];
}

module.exports = { shellConfigs };
