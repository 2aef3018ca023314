/** The waste calendar: collection dates, iCal links and the e-mail reminder. */
export { default as abfallRoutes } from './routes';
export { reminderJobs, sendDueReminders } from './reminders';
export { leseAbfallCsv, type ImportTermin } from './csv-import';
export { type Art, type Bezirk, isoDate, loadArten, loadBezirke } from './stammdaten';
