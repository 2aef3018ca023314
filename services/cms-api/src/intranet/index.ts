/** The staff intranet: texts, categories, archives and documents behind the intranet login. */
export { default as intranetRoutes } from './routes';
export { INTRANET_RUBRIKEN, type IntranetRubrikDefinition } from './rubriken';
