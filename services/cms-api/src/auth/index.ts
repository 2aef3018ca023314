/** Logins of every kind: login kinds as data, passwords, tokens and server-side sessions. */
export { INTRANET_LOGIN, type LoginKind, RATSINFO_LOGIN, REDAKTION_LOGIN } from './login-kinds';
export { ARGON2_OPTIONS, checkCredentials, hashPassword, verifyPassword } from './passwords';
export { type TokenSettings, settingsFromEnv, tokenOf } from './tokens';
export {
  type EndReason,
  type Logins,
  type LoginsOptions,
  type Session,
  type SessionCheck,
  type SessionRow,
  createLogins,
  endAllSessions,
  sessionCleanup,
} from './sessions';
export { default as sessionRoutes } from './routes';
export { PASSWORT_MELDUNGEN, istHaeufig, passwortFehler } from './password-rules';
export { type LinkRow, type LinkZweck, benutzeLink, gueltigerLink, linkSekundenAusEnv, neuesteLinks, stelleLinkAus } from './zugang-links';
