// Webpack configurations of one remote: a browser build and a server build of the same entry.
const path = require('node:path');
const { DefinePlugin, container } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared');
const { scriptRule, resolve } = require('./swc');

/**
 * The development server's client (webpack-dev-server) as an entry of its own, `dev-reload`: pages
 * that use the remote load it and reload when the server says a new build is released. `hostname`
 * 0.0.0.0 makes it connect to the host the page was opened on.
 * @param {number} port the development server's port
 */
function devReloadEntry(port) {
  const query = new URLSearchParams({
    protocol: 'ws:',
    hostname: '0.0.0.0',
    port: String(port),
    pathname: '/ws',
    logging: 'warn',
    reconnect: '10',
    hot: 'false',
    // A compilation alone reloads nothing: the page reloads once the build is released and served.
    'live-reload': 'false',
  });
  return `${require.resolve('webpack-dev-server/client/index.js')}?${query.toString()}`;
}

/**
 * @param {{ id: string, root: string, outDir: string, devServerPort?: number }} options
 *   devServerPort: the browser build gets the development server's reload client (`npx nx run <id>:dev`)
 * @returns {import('webpack').Configuration[]}
 */
function remoteConfigs({ id, root, outDir, devServerPort }) {
  const exposes = { './remote': './src/remote.ts' };
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  // The town's slug ({product} in the spec) names school layouts and paths; it comes from configuration.
  const product = JSON.stringify(process.env.PRODUCT || 'musterstadt');
  // REMOTE_BUILD lets a remote leave its server side (form handlers) out of the browser build.
  const defines = (build) => new DefinePlugin({ 'process.env.PRODUCT': product, 'process.env.REMOTE_BUILD': JSON.stringify(build) });

  const browser = {
    name: `${id}-browser`,
    mode,
    target: 'web',
    context: root,
    entry: devServerPort ? { 'dev-reload': devReloadEntry(devServerPort) } : {},
    // Maps are written for error reporting but not referenced from the files; no server serves them.
    devtool: 'hidden-source-map',
    // sanitize-html needs postcss only to filter style attributes, which the sanitiser never allows
    // (libs/ui/src/safe-html): the browser build leaves it out (two thirds of the sanitiser's size).
    resolve: { ...resolve, alias: { ...resolve.alias, postcss: false } },
    module: { rules: [scriptRule('web')] },
    output: {
      path: path.join(outDir, 'browser'),
      // An ES module container: the shell imports the entry of one version, its chunks come by
      // import() relative to it, so two versions of a remote never share anything at run time.
      module: true,
      publicPath: 'auto',
      uniqueName: `${id}_browser`,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    experiments: { outputModule: true },
    performance: { hints: false },
    plugins: [
      defines('browser'),
      // webpack's own container in the browser: its runtime is a few hundred bytes, where the
      // federation runtime of the server builds would add tens of KB to every page.
      new container.ModuleFederationPlugin({
        name: id,
        filename: 'remoteEntry.js',
        library: { type: 'module' },
        exposes,
        shared: sharedSingletons(),
      }),
    ],
  };

  const server = {
    name: `${id}-server`,
    mode,
    target: 'async-node',
    context: root,
    entry: {},
    devtool: false,
    resolve,
    module: { rules: [scriptRule('node')] },
    output: {
      path: path.join(outDir, 'server'),
      publicPath: '',
      uniqueName: `${id}_server`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      defines('server'),
      new ModuleFederationPlugin({
        name: id,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        exposes,
        shared: sharedSingletons(),
        dts: false,
        manifest: false,
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
      }),
    ],
  };

  return [browser, server];
}

module.exports = { remoteConfigs };
