/** The service guide (Wegweiser): services, offices, forms and life situations A to Z. */
export { default as wegweiserRoutes } from './routes';
export { detail as wegweiserDetail, entryUrl, type Row as WegweiserRow } from './routes';
export { anzeigeZeilen, istTelefon, pruefeZeiten, zeitenAusText } from './zeiten';
