/** The service guide (Wegweiser): services, offices, forms and life situations A to Z. */
export { default as wegweiserRoutes } from './routes';
