/**
 * Logins of every kind as server-side sessions (table `anmeldungen`): a login opens a session and
 * answers a token that names it; every call needs that session still open: not ended, not expired,
 * not unused past the kind's idle limit. Its last use is written at most once a minute. Ending a
 * session (logout, a password change for the others, the end of an account) takes effect at once on
 * every instance, whatever tokens are still around. A session opened with an initial password reads
 * nothing but the calls that allow it (the person's own profile, the password change, the logout):
 * every other call with its token is a 403 until the password change ends it and opens a new one.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../core/db';
import type { JobKind } from '../core/jobs';
import { HttpError } from '../core/errors';
import type { LoginKind } from './login-kinds';
import { type TokenSettings, settingsFromEnv, signToken, tokenOf, tokenTimes, verifyToken } from './tokens';

/** Why a session ended. */
export type EndReason = 'abgemeldet' | 'beendet' | 'passwort' | 'konto' | 'abgelaufen' | 'untaetig';

/** A caller's open session, as a verified token names it. */
export interface Session {
  art: string;
  konto: string;
  sid: string;
  /** Opened with an initial password: only calls that allow it (`duringPasswordChange`) accept it. */
  passwortWechsel: boolean;
}

/** What a call accepts of a session. */
export interface SessionCheck {
  /** The call is one of those a session opened with an initial password may make (own profile, password change, logout). */
  duringPasswordChange?: boolean;
}

export interface SessionRow {
  id: string;
  erstellt_am: Date | string;
  zuletzt_am: Date | string;
  laeuft_ab_am: Date | string;
}

/** Its last use is written when it is older than this. */
const TOUCH_MS = 60_000;

export interface LoginsOptions {
  db: Queryable;
  kinds: readonly LoginKind[];
  env?: NodeJS.ProcessEnv;
  /** Keys and lifetimes that replace the environment's (tests). */
  settings?: Partial<Record<string, TokenSettings>>;
  now?: () => Date;
}

/** The login kinds the app knows, and their sessions. */
export interface Logins {
  readonly kinds: readonly LoginKind[];
  kind(art: string): LoginKind;
  /** Opens a session for the account and answers its token; `passwortWechsel` when it logged in with an initial password. */
  open(art: string, konto: string, options?: { passwortWechsel?: boolean }): Promise<{ token: string; sid: string }>;
  /**
   * The session of the request's token of this kind; undefined without one; a 401 when it is not open;
   * a 403 when it waits for a password change and the call does not allow that.
   */
  sessionOf(request: FastifyRequest, art: string, check?: SessionCheck): Promise<Session | undefined>;
  /** Like sessionOf, but a request without a token is a 401 too. */
  require(request: FastifyRequest, art: string, check?: SessionCheck): Promise<Session>;
  /** The account's open sessions of the kind, newest first. */
  list(art: string, konto: string): Promise<SessionRow[]>;
  /** Ends one of the account's open sessions; false when it has no such open session. */
  end(art: string, konto: string, sid: string, reason: EndReason): Promise<boolean>;
  /** Ends every open session of the account (an account that ends). */
  endAll(art: string, konto: string, reason?: EndReason): Promise<number>;
}

/**
 * Ends every open session of an account of a kind (an account that is closed or locked); works
 * inside the transaction that ends the account. Returns how many it ended.
 */
export async function endAllSessions(db: Queryable, art: string, konto: string, reason: EndReason = 'konto', now: Date = new Date()): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    'UPDATE anmeldungen SET beendet_am = $3, beendet_grund = $4 WHERE art = $1 AND konto = $2 AND beendet_am IS NULL RETURNING id',
    [art, konto, now, reason],
  );
  return rows.length;
}

export function createLogins({ db, kinds, env = process.env, settings = {}, now = () => new Date() }: LoginsOptions): Logins {
  const byArt = new Map(kinds.map((kind) => [kind.art, { kind, ...(settings[kind.art] ?? settingsFromEnv(kind, env)) }]));
  if (byArt.size !== kinds.length) throw new Error('Each login kind may be registered once');
  const entry = (art: string) => {
    const found = byArt.get(art);
    if (!found) throw new Error(`Unknown login kind: ${art}`);
    return found;
  };
  const invalid = (kind: LoginKind) => new HttpError(401, kind.messages.sessionInvalid);

  async function verify(art: string, token: string, check: SessionCheck): Promise<Session> {
    const { kind, secret } = entry(art);
    const moment = now();
    const claims = await verifyToken(kind, secret, token, moment);
    if (!claims) throw invalid(kind);
    const { rows } = await db.query<{
      zuletzt_am: Date | string;
      laeuft_ab_am: Date | string;
      beendet_am: Date | string | null;
      passwort_wechsel: boolean;
    }>('SELECT zuletzt_am, laeuft_ab_am, beendet_am, passwort_wechsel FROM anmeldungen WHERE id = $1 AND art = $2 AND konto = $3', [
      claims.sid,
      art,
      claims.konto,
    ]);
    const row = rows[0];
    if (!row || row.beendet_am !== null) throw invalid(kind);
    const last = new Date(row.zuletzt_am).getTime();
    const expired = new Date(row.laeuft_ab_am).getTime() <= moment.getTime();
    const idle = kind.idleSeconds !== undefined && last + kind.idleSeconds * 1000 <= moment.getTime();
    if (expired || idle) {
      await db.query('UPDATE anmeldungen SET beendet_am = $2, beendet_grund = $3 WHERE id = $1 AND beendet_am IS NULL', [
        claims.sid,
        moment,
        expired ? 'abgelaufen' : 'untaetig',
      ]);
      throw invalid(kind);
    }
    if (moment.getTime() - last >= TOUCH_MS) {
      await db.query('UPDATE anmeldungen SET zuletzt_am = $2 WHERE id = $1 AND zuletzt_am < $2', [claims.sid, moment]);
    }
    if (row.passwort_wechsel && !check.duringPasswordChange) throw new HttpError(403, kind.messages.passwordChangeRequired);
    return { art, konto: claims.konto, sid: claims.sid, passwortWechsel: row.passwort_wechsel };
  }

  async function tokenFor(art: string, konto: string, sid: string, issued: Date, expires: Date): Promise<string> {
    const { kind, secret } = entry(art);
    return signToken(kind, secret, { konto, sid }, Math.floor(issued.getTime() / 1000), Math.ceil(expires.getTime() / 1000));
  }

  const logins: Logins = {
    kinds,
    kind: (art) => entry(art).kind,

    async open(art, konto, options = {}) {
      const { lifetimeSeconds } = entry(art);
      const moment = now();
      const { expiresAt } = tokenTimes(moment, lifetimeSeconds);
      const sid = randomUUID();
      const expires = new Date(expiresAt * 1000);
      await db.query('INSERT INTO anmeldungen (id, art, konto, erstellt_am, zuletzt_am, laeuft_ab_am, passwort_wechsel) VALUES ($1, $2, $3, $4, $4, $5, $6)', [
        sid,
        art,
        konto,
        moment,
        expires,
        options.passwortWechsel === true,
      ]);
      return { token: await tokenFor(art, konto, sid, moment, expires), sid };
    },

    async sessionOf(request, art, check = {}) {
      const token = tokenOf(request.headers[entry(art).kind.header]);
      return token === undefined ? undefined : verify(art, token, check);
    },

    async require(request, art, check = {}) {
      const session = await logins.sessionOf(request, art, check);
      if (!session) throw new HttpError(401, entry(art).kind.messages.loginRequired);
      return session;
    },

    async list(art, konto) {
      const { kind } = entry(art);
      const moment = now();
      const { rows } = await db.query<SessionRow>(
        `SELECT id::text AS id, erstellt_am, zuletzt_am, laeuft_ab_am FROM anmeldungen
          WHERE art = $1 AND konto = $2 AND beendet_am IS NULL AND laeuft_ab_am > $3
            AND ($4::double precision IS NULL OR zuletzt_am > $3::timestamptz - make_interval(secs => $4::double precision))
          ORDER BY erstellt_am DESC, id`,
        [art, konto, moment, kind.idleSeconds ?? null],
      );
      return rows;
    },

    async end(art, konto, sid, reason) {
      const { rows } = await db.query<{ id: string }>(
        'UPDATE anmeldungen SET beendet_am = $4, beendet_grund = $5 WHERE id = $1 AND art = $2 AND konto = $3 AND beendet_am IS NULL RETURNING id',
        [sid, art, konto, now(), reason],
      );
      return rows.length > 0;
    },

    endAll: (art, konto, reason = 'konto') => endAllSessions(db, entry(art).kind.art, konto, reason, now()),
  };
  return logins;
}

/** Ended and expired sessions are kept this many days (who was logged in when), then removed. */
export const SESSION_RETENTION_DAYS = 90;

/** A recurring job kind that removes sessions ended or expired more than SESSION_RETENTION_DAYS ago, once a day. */
export function sessionCleanup(db: Queryable): JobKind {
  return {
    art: 'anmeldungen-aufraeumen',
    everyMs: 86_400_000,
    async run(_job, now) {
      const before = new Date(now.getTime() - SESSION_RETENTION_DAYS * 86_400_000);
      await db.query('DELETE FROM anmeldungen WHERE laeuft_ab_am < $1 OR beendet_am < $1', [before]);
    },
  };
}
