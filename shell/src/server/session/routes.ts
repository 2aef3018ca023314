/**
 * Login, logout and password change of a session kind, for JSON (with JavaScript) and plain form
 * posts (without): a form post is answered with a redirect after post (303). Every post passes the
 * same-site check; the login is rate-limited per client address and per e-mail address.
 */
import { RATSINFO_MESSAGES, isAcceptablePassword, type CmsWriteClient } from '@musterstadt/cms-client';
import type {} from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { parseFields, sameSite } from '../forms/routes';
import { FORM_TEXTS } from '../forms/handler';
import { clearSessionCookie, readSession, SessionUnavailableError, setSessionCookie, type SessionKind } from './session';

export const SESSION_TEXTS = {
  loginFailed: RATSINFO_MESSAGES.loginFailed,
  missing: 'Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort an.',
  tooMany: 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  unavailable: 'Die Anmeldung ist zurzeit nicht möglich. Bitte versuchen Sie es später noch einmal.',
  loggedOut: 'Sie haben sich abgemeldet.',
  notLoggedIn: 'Bitte melden Sie sich zuerst an.',
  passwordChanged: 'Ihr Passwort wurde geändert.',
  passwordMismatch: RATSINFO_MESSAGES.passwordMismatch,
  passwordRule: RATSINFO_MESSAGES.passwordRule,
  passwordWrong: RATSINFO_MESSAGES.passwordWrong,
  passwordSame: RATSINFO_MESSAGES.passwordSame,
} as const;

/** Codes a form post carries back to its page (`?fehler=…`); the page shows the German text. */
export const SESSION_ERROR_CODES = {
  anmeldung: SESSION_TEXTS.loginFailed,
  fehlt: SESSION_TEXTS.missing,
  'zu-viele': SESSION_TEXTS.tooMany,
  'nicht-erreichbar': SESSION_TEXTS.unavailable,
  'nicht-angemeldet': SESSION_TEXTS.notLoggedIn,
  wiederholung: SESSION_TEXTS.passwordMismatch,
  regel: SESSION_TEXTS.passwordRule,
  'altes-passwort': SESSION_TEXTS.passwordWrong,
  gleich: SESSION_TEXTS.passwordSame,
} as const;
export type SessionErrorCode = keyof typeof SESSION_ERROR_CODES;

export const SESSION_BODY_LIMIT = 8 * 1024;

export interface SessionPaths {
  login: string;
  logout: string;
  /** The password change (kinds without one, such as the intranet, leave it out). */
  password?: string;
  /** Where a member goes after login, and the page after logout. */
  home: string;
  loggedOut: string;
}

export interface SessionRoutesOptions<Profile extends { pw_geaendert?: boolean }> {
  kind: SessionKind<Profile>;
  paths: SessionPaths;
  client: CmsWriteClient;
  /** Logins per client address and per e-mail address within `windowMs`. */
  limits: { perClient: number; perAddress: number; windowMs: number };
  report: (error: unknown, context: Record<string, unknown>) => void;
}

type Fields = Record<string, string | string[] | undefined>;

const text = (fields: Fields, name: string): string => {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
};

function isJson(request: FastifyRequest): boolean {
  return /^application\/json\b/i.test(request.headers['content-type'] ?? '');
}

/** A same-site path to go on to after login; anything else is the kind's home page. */
export function safeTarget(raw: string, fallback: string, prefix: string): string {
  if (!raw.startsWith(prefix) || raw.startsWith('//') || /[\\\s]/.test(raw)) return fallback;
  try {
    const url = new URL(raw, 'http://shell.local');
    return url.origin === 'http://shell.local' ? `${url.pathname}${url.search}` : fallback;
  } catch {
    return fallback;
  }
}

function withQuery(path: string, params: Record<string, string>): string {
  const search = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== '')).toString();
  return search ? `${path}?${search}` : path;
}

export function sessionRoutes<Profile extends { pw_geaendert?: boolean }>(): FastifyPluginAsync<SessionRoutesOptions<Profile>> {
  return async (app, { kind, paths, client, limits, report }) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: SESSION_BODY_LIMIT }, (_request, body, done) => {
      done(null, parseFields(body as string));
    });

    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'private, no-store');
      return payload;
    });

    app.setErrorHandler((error, request, reply) => {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 429) {
        // The rate limiter has set Retry-After; a form post gets a small page that says what to do.
        if (isJson(request)) return reply.code(429).send({ status: 'invalid', message: SESSION_TEXTS.tooMany });
        return reply
          .code(429)
          .type('text/html; charset=utf-8')
          .send(
            `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Zu viele Anmeldeversuche</title></head><body><main><h1>Zu viele Anmeldeversuche</h1><p>${SESSION_TEXTS.tooMany}</p><p><a href="${paths.login}">Zurück zur Anmeldung</a></p></main></body></html>`,
          );
      }
      if (typeof status === 'number' && status >= 400 && status < 500) {
        return reply.code(status).send({ status: 'invalid', message: FORM_TEXTS.badRequest });
      }
      report(error, { path: request.url, phase: 'session' });
      return reply.code(500).send({ status: 'error', message: SESSION_TEXTS.unavailable });
    });

    app.addHook('preValidation', async (request, reply) => {
      if (!sameSite(request)) return reply.code(403).send({ status: 'invalid', message: FORM_TEXTS.otherSite });
      const type = request.headers['content-type'] ?? '';
      if (!isJson(request) && !/^application\/x-www-form-urlencoded\b/i.test(type)) {
        return reply.code(415).send({ status: 'invalid', message: FORM_TEXTS.unsupportedType });
      }
      return undefined;
    });

    /** An error: JSON for scripts, back to the page with its code for plain forms. */
    const fail = (request: FastifyRequest, reply: FastifyReply, status: number, code: SessionErrorCode, page: string, extra: Record<string, string> = {}) => {
      if (isJson(request)) return reply.code(status).send({ status: status >= 500 ? 'error' : 'invalid', message: SESSION_ERROR_CODES[code] });
      return reply.redirect(withQuery(page, { fehler: code, ...extra }), 303);
    };

    const addressLimit = app.createRateLimit({
      max: limits.perAddress,
      timeWindow: limits.windowMs,
      keyGenerator: (request: FastifyRequest) => `${kind.name}:address:${loginEmail(request)}`,
    });
    const loginEmail = (request: FastifyRequest): string =>
      text((request.body ?? {}) as Fields, 'email')
        .trim()
        .toLowerCase();

    app.post(
      paths.login,
      {
        bodyLimit: SESSION_BODY_LIMIT,
        config: {
          rateLimit: {
            max: limits.perClient,
            timeWindow: limits.windowMs,
            hook: 'preHandler',
            keyGenerator: (request: FastifyRequest) => `${kind.name}:client:${request.ip}`,
            errorResponseBuilder: (_request: FastifyRequest, context: { statusCode: number }) => ({
              statusCode: context.statusCode,
              status: 'invalid',
              message: SESSION_TEXTS.tooMany,
            }),
          },
        },
      },
      async (request, reply) => {
        const fields = (request.body ?? {}) as Fields;
        const email = text(fields, 'email').trim();
        const passwort = text(fields, 'passwort');
        const ziel = safeTarget(text(fields, 'ziel'), paths.home, paths.home);
        const back = { ziel: ziel === paths.home ? '' : ziel };
        const limited = await addressLimit(request);
        if (!limited.isAllowed && limited.isExceeded) {
          reply.header('retry-after', String(limited.ttlInSeconds));
          if (isJson(request)) return reply.code(429).send({ status: 'invalid', message: SESSION_TEXTS.tooMany });
          return reply.redirect(withQuery(paths.login, { fehler: 'zu-viele', ...back }), 303);
        }
        if (email === '' || passwort === '' || email.length > 254 || passwort.length > 128) return fail(request, reply, 400, 'fehlt', paths.login, back);
        let outcome;
        try {
          outcome = await kind.login(client, email, passwort);
        } catch (error) {
          if (!(error instanceof SessionUnavailableError) && !(error instanceof Error && error.name === 'CmsUnavailableError')) throw error;
          report(error, { phase: 'login', kind: kind.name });
          return fail(request, reply, 503, 'nicht-erreichbar', paths.login, back);
        }
        if (!outcome) return fail(request, reply, 401, 'anmeldung', paths.login, back);
        setSessionCookie(request, reply, kind, outcome.token);
        // A member with the initial password changes it first.
        const next = outcome.profile.pw_geaendert === false && paths.password ? withQuery(paths.password, back) : ziel;
        if (isJson(request)) return reply.send({ status: 'success', profile: outcome.profile, weiter: next });
        return reply.redirect(next, 303);
      },
    );

    app.post(paths.logout, { bodyLimit: SESSION_BODY_LIMIT }, async (request, reply) => {
      clearSessionCookie(request, reply, kind);
      if (isJson(request)) return reply.send({ status: 'success', message: SESSION_TEXTS.loggedOut, weiter: paths.loggedOut });
      return reply.redirect(paths.loggedOut, 303);
    });

    const passwordPath = paths.password;
    if (passwordPath === undefined || !kind.changePassword) return;
    const changePassword = kind.changePassword.bind(kind);
    app.post(
      passwordPath,
      {
        bodyLimit: SESSION_BODY_LIMIT,
        config: { rateLimit: { max: limits.perClient, timeWindow: limits.windowMs, hook: 'preHandler', groupId: `${kind.name}-password` } },
      },
      async (request, reply) => {
        const fields = (request.body ?? {}) as Fields;
        const session = await readSession(request, reply, kind, client);
        if (!session) return fail(request, reply, 401, 'nicht-angemeldet', paths.login, { ziel: passwordPath });
        const alt = text(fields, 'passwort_alt');
        const neu = text(fields, 'passwort_neu');
        if (neu !== text(fields, 'passwort_wiederholung')) return fail(request, reply, 400, 'wiederholung', passwordPath);
        if (!isAcceptablePassword(neu)) return fail(request, reply, 400, 'regel', passwordPath);
        if (alt === neu) return fail(request, reply, 400, 'gleich', passwordPath);
        let changed;
        try {
          changed = await changePassword(session.token, alt, neu);
        } catch (error) {
          if (!(error instanceof SessionUnavailableError) && !(error instanceof Error && error.name === 'CmsUnavailableError')) throw error;
          report(error, { phase: 'password', kind: kind.name });
          return fail(request, reply, 503, 'nicht-erreichbar', passwordPath);
        }
        if (changed === 'expired') {
          clearSessionCookie(request, reply, kind);
          return fail(request, reply, 401, 'nicht-angemeldet', paths.login, { ziel: passwordPath });
        }
        if ('error' in changed) {
          const code: SessionErrorCode =
            changed.error === SESSION_TEXTS.passwordWrong ? 'altes-passwort' : changed.error === SESSION_TEXTS.passwordSame ? 'gleich' : 'regel';
          return fail(request, reply, 400, code, passwordPath);
        }
        setSessionCookie(request, reply, kind, changed.token);
        const profile = { ...session.profile, pw_geaendert: true };
        if (isJson(request)) return reply.send({ status: 'success', message: SESSION_TEXTS.passwordChanged, profile, weiter: paths.home });
        return reply.redirect(withQuery(paths.home, { hinweis: 'passwort-geaendert' }), 303);
      },
    );
  };
}
