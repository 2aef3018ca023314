// Singletons shared between the shell and every remote (design: "Share little at run time").
// Remotes navigate through the contract's NavigationContext, which the shell's page navigation fills.
const rootPackage = require('../../package.json');
const lock = require('../../package-lock.json');

function installedVersion(name) {
  const entry = lock.packages[`node_modules/${name}`];
  if (!entry) throw new Error(`${name} is not installed`);
  return entry.version;
}

function singleton(name, extra = {}) {
  const version = installedVersion(name);
  return { singleton: true, requiredVersion: `^${version.split('.')[0]}.0.0`, version, ...extra };
}

function contract(eager) {
  return { singleton: true, eager, version: require('../../libs/shell-contract/package.json').version, requiredVersion: '^1.0.0' };
}

/** @param {{ eager?: boolean }} [options] */
function sharedSingletons(options = {}) {
  const eager = options.eager === true;
  return {
    react: singleton('react', { eager }),
    'react/jsx-runtime': { ...singleton('react', { eager }), import: 'react/jsx-runtime' },
    'react-dom': singleton('react-dom', { eager }),
    'react-redux': singleton('react-redux', { eager }),
    '@reduxjs/toolkit': singleton('@reduxjs/toolkit', { eager }),
    '@musterstadt/shell-contract': contract(eager),
    // Its own share, so that a page loads Redux only when one of its remotes reads the store.
    '@musterstadt/shell-contract/store': contract(eager),
  };
}

module.exports = { sharedSingletons, rootPackage };
