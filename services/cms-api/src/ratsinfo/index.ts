/** The council information system: members' login, committees, meetings, papers, files. */
export { default as ratsinfoRoutes } from './routes';
export { WAHLPERIODE } from './wahlperiode';
