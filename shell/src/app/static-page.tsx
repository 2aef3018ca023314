import { createContext, useContext } from 'react';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import type { ErrorReporter } from './boundaries';
import type { PageData } from './page-data';
import type { ModuleSource } from './page-renderer';
import { PageRoute, pageRoutes } from './page-routes';

interface RequestRender {
  modules: ModuleSource;
  onError?: ErrorReporter;
}

const RequestRenderContext = createContext<RequestRender | null>(null);

/** The route element on the server: the request's modules come by context, so the routes are built once. */
function ServerPageRoute() {
  const request = useContext(RequestRenderContext);
  if (!request) throw new Error('StaticPage renders the page routes');
  return <PageRoute modules={request.modules} onError={request.onError} />;
}

const { dataRoutes } = createStaticHandler(pageRoutes(<ServerPageRoute />));

/**
 * The server render of a page: the client's routes on a static router whose loader data is the page
 * the server resolved (no loader runs here), so the browser's router hydrates the same tree.
 */
export function StaticPage({ page, modules, onError }: { page: PageData; modules: ModuleSource; onError?: ErrorReporter }) {
  const location = { pathname: page.view.path || '/', search: page.view.search, hash: '', state: null, key: 'default' };
  const matches = matchRoutes(dataRoutes, location) ?? [];
  const context: StaticHandlerContext = {
    basename: '/',
    location,
    matches,
    loaderData: Object.fromEntries(matches.map((match) => [match.route.id, page])),
    actionData: null,
    errors: null,
    statusCode: page.view.status,
    loaderHeaders: {},
    actionHeaders: {},
  };
  return (
    <RequestRenderContext.Provider value={{ modules, onError }}>
      <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />
    </RequestRenderContext.Provider>
  );
}
