/** The site's content: pages and menus, articles and events, entries of the town templates, portals, documents, pictures, iCal. */
export { default as contentRoutes } from './routes';
export { default as inhalteRoutes } from './inhalte-routes';
export { default as portalRoutes } from './portal-routes';
export { default as dokumenteRoutes } from './dokumente-routes';
export { default as icalRoutes } from './ical-routes';
export { lookupRoute, toRouteResult } from './route-lookup';
export { media } from './media';
export { type ItemData, type ItemRow, type ItemType, type PageRow, isGoneUrl, listItems, toContentItem, toEventItem } from './repository';
export { fillPortal, type PortalModuleSeed } from './portal';
