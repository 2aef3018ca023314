/** The council's public data as OParl 1.1. */
export { default as oparlRoutes } from './routes';
