/** The school-fruit sign-up's tables in the row database's REST shape, and its confirmation mails. */
export { rowDatabaseRoutes } from './routes';
export { schulfruchtMailRoutes } from './schulfrucht-routes';
export { type DaySeed, seedRowDatabase } from './row-database';
