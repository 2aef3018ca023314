/** The town's forms: submissions, their mails, the contact form, and the approval that publishes entries. */
export { default as formulareRoutes, FORMULAR_AEMTER, type FormularAmt, formMailJob, formularAemter } from './routes';
export { default as anfragenRoutes } from './anfragen-routes';
export { freigabeRoutes, type Freigabe, freigabeFromEnv } from './freigabe';
export { type Eingaenge, type WartendeEingabe, EINGANG_BEREICH, ablehnungMailJob, eingaenge, personendatenJob } from './eingaenge';
