// Async boundary: shared modules are negotiated by the federation runtime before the app starts.
import('./bootstrap');
// Reload on a new remote build: only in development builds; production bundles drop this branch.
if (process.env.NODE_ENV === 'development') void import('./dev-reload').then((dev) => dev.listenForReleases());
