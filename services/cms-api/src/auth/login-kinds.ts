/**
 * The login kinds, as data: where each kind's token travels, its key and lifetime settings, how
 * long it may lie unused, and its German messages. Each kind's tokens carry its own audience and
 * are signed with its own key, so one kind's token never opens another. A new kind is one more
 * definition here and one entry in the list the app registers (app.ts).
 */
import {
  INTRANET_AUTH_HEADER,
  INTRANET_MESSAGES,
  RATSINFO_AUTH_HEADER,
  RATSINFO_MESSAGES,
  REDAKTION_AUTH_HEADER,
  REDAKTION_MESSAGES,
  SITZUNG_MESSAGES,
} from '@musterstadt/cms-contract';

export interface LoginKind {
  /** The kind's name: its tokens' audience and its sessions' `art`. */
  art: string;
  /** The request header (lower case) that carries the kind's token, bare or as `Bearer <token>`. */
  header: string;
  /** Environment variable of the tokens' HMAC key (32 characters at least; a random key per start without it). */
  secretVariable: string;
  /** Environment variable of a session's lifetime in seconds. */
  lifetimeVariable: string;
  defaultLifetimeSeconds: number;
  maxLifetimeSeconds: number;
  /** A session unused this many seconds ends; none when absent. */
  idleSeconds?: number;
  messages: {
    /** No token where one is needed (401). */
    loginRequired: string;
    /** A token that is forged, of another kind, expired, or of an ended session (401). */
    sessionInvalid: string;
    /** A session opened with an initial password, for anything but the person's own profile and the password change (403). */
    passwordChangeRequired: string;
  };
}

const THIRTY_DAYS = 30 * 86_400;

export const RATSINFO_LOGIN: LoginKind = {
  art: 'ratsinfo',
  header: RATSINFO_AUTH_HEADER.toLowerCase(),
  secretVariable: 'RATSINFO_JWT_SECRET',
  lifetimeVariable: 'RATSINFO_SESSION_SECONDS',
  defaultLifetimeSeconds: 3600,
  maxLifetimeSeconds: THIRTY_DAYS,
  messages: {
    loginRequired: RATSINFO_MESSAGES.loginRequired,
    sessionInvalid: RATSINFO_MESSAGES.sessionInvalid,
    passwordChangeRequired: SITZUNG_MESSAGES.passwortAendern,
  },
};

export const INTRANET_LOGIN: LoginKind = {
  art: 'intranet',
  header: INTRANET_AUTH_HEADER,
  secretVariable: 'INTRANET_JWT_SECRET',
  lifetimeVariable: 'INTRANET_SESSION_SECONDS',
  defaultLifetimeSeconds: 3600,
  maxLifetimeSeconds: THIRTY_DAYS,
  messages: {
    loginRequired: INTRANET_MESSAGES.loginRequired,
    sessionInvalid: INTRANET_MESSAGES.sessionInvalid,
    passwordChangeRequired: SITZUNG_MESSAGES.passwortAendern,
  },
};

/**
 * The editorial area's editors: a session lasts at most one working day (ten hours, the longest
 * the Arbeitszeitgesetz allows; eight by default) and ends after 30 minutes unused.
 */
export const REDAKTION_LOGIN: LoginKind = {
  art: 'redaktion',
  header: REDAKTION_AUTH_HEADER.toLowerCase(),
  secretVariable: 'REDAKTION_JWT_SECRET',
  lifetimeVariable: 'REDAKTION_SESSION_SECONDS',
  defaultLifetimeSeconds: 8 * 3600,
  maxLifetimeSeconds: 10 * 3600,
  idleSeconds: 30 * 60,
  messages: {
    loginRequired: REDAKTION_MESSAGES.loginRequired,
    sessionInvalid: REDAKTION_MESSAGES.sessionInvalid,
    passwordChangeRequired: SITZUNG_MESSAGES.passwortAendern,
  },
};
