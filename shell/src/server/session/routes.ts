/**
 * Login, logout and password change of every login kind, for JSON (with JavaScript) and plain form
 * posts (without): a form post is answered with a redirect after post (303). The kinds come and go
 * with the remotes' releases, so one route takes the posts to every kind's pages (the `session`
 * claim) and finds the kind by the path. Every post passes the same-site check; failed logins are
 * throttled per client address and per e-mail address (throttle.ts), password changes rate-limited
 * per client address.
 */
import { wayBack } from '@musterstadt/shell-contract';
import { isLoginUnavailable, type PasswordRefusal } from '@musterstadt/shell-contract/server';
import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { claimed, pathOf } from '../claims';
import type { CmsClients } from '../cms-clients';
import { parseFields, sameSite } from '../forms/routes';
import { FORM_TEXTS } from '../forms/handler';
import { TOO_MANY_REQUESTS } from '../security';
import type { LoginKinds, ShellLoginKind } from './kinds';
import { clearSessionCookie, readSession, sessionClient, setSessionCookie } from './session';
import type { LoginThrottle } from './throttle';

export const SESSION_TEXTS = {
  loginFailed: 'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie E-Mail-Adresse und Passwort.',
  missing: 'Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort an.',
  tooMany: 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  unavailable: 'Die Anmeldung ist zurzeit nicht möglich. Bitte versuchen Sie es später noch einmal.',
  loggedOut: 'Sie haben sich abgemeldet.',
  notLoggedIn: 'Bitte melden Sie sich zuerst an.',
  passwordChanged: 'Ihr Passwort wurde geändert.',
  passwordMismatch: 'Die beiden Eingaben des neuen Passworts stimmen nicht überein.',
  passwordRule: 'Das neue Passwort muss 12 bis 128 Zeichen lang sein.',
  passwordWrong: 'Das bisherige Passwort ist nicht richtig.',
  passwordSame: 'Das neue Passwort muss sich vom bisherigen unterscheiden.',
  passwordCommon:
    'Dieses Passwort gehört zu den am häufigsten verwendeten und ist leicht zu erraten. Bitte wählen Sie ein anderes, zum Beispiel einen kurzen Satz aus mehreren Wörtern.',
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
  bekannt: SESSION_TEXTS.passwordCommon,
} as const;

export type SessionErrorCode = keyof typeof SESSION_ERROR_CODES;

export const SESSION_BODY_LIMIT = 8 * 1024;

type Reporter = (error: unknown, context: Record<string, unknown>) => void;

export interface SessionRoutesOptions {
  kinds: Pick<LoginKinds, 'actionAt'>;
  clients: CmsClients;
  /** Counts failed logins, slows and refuses them. */
  throttle: LoginThrottle;
  /** Password changes and logouts per client address within `windowMs`. */
  limits: { passwordPerClient: number; logoutPerClient: number; windowMs: number };
  report: Reporter;
  /**
   * True when the page at a path of the site names a middleware of this remote (a page of the kind
   * outside its area, e.g. the town's notice page for council members): the way back may lead there.
   */
  guardedBy?: (path: string, remote: string) => Promise<boolean>;
}

type Fields = Record<string, string | string[] | undefined>;
type Limiter = (request: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number }>;

/** What the three actions share: the clients, the limits and the way an error is answered. */
interface Actions {
  clients: CmsClients;
  report: Reporter;
  guardedBy?: SessionRoutesOptions['guardedBy'];
  throttle: LoginThrottle;
  passwordPerClient: Limiter;
  logoutPerClient: Limiter;
}

const text = (fields: Fields, name: string): string => {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
};

const fieldsOf = (request: FastifyRequest): Fields => (request.body ?? {}) as Fields;

function isJson(request: FastifyRequest): boolean {
  return /^application\/json\b/i.test(request.headers['content-type'] ?? '');
}

/** A same-site path inside `area` to go on to after login (the contract's one rule, `wayBack`); anything else is the fallback (the kind's home). */
export function safeTarget(raw: string, fallback: string, area: string): string {
  return wayBack(raw, area) ?? fallback;
}

/**
 * The way back after a login or a password change: a path inside the kind's area, or a page elsewhere
 * on the site that names a middleware of the kind's remote (resolved and checked by `wayBack` first,
 * so it never leaves the site); null for anything else.
 */
async function wayBackFor(actions: Actions, raw: string, login: ShellLoginKind): Promise<string | null> {
  const inArea = wayBack(raw, login.kind.pages.area);
  if (inArea !== null) return inArea;
  const onSite = wayBack(raw, '/');
  if (onSite === null || !actions.guardedBy) return null;
  return (await actions.guardedBy(new URL(onSite, 'http://site.invalid').pathname, login.remote)) ? onSite : null;
}

function withQuery(path: string, params: Record<string, string>): string {
  const search = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== '')).toString();
  return search ? `${path}?${search}` : path;
}

/** An error: JSON for scripts, back to the page with its code for plain forms. */
function fail(request: FastifyRequest, reply: FastifyReply, status: number, code: SessionErrorCode, page: string, extra: Record<string, string> = {}) {
  if (isJson(request)) return reply.code(status).send({ status: status >= 500 ? 'error' : 'invalid', message: SESSION_ERROR_CODES[code] });
  return reply.redirect(withQuery(page, { fehler: code, ...extra }), 303);
}

/** Too many failed logins from this client: JSON for scripts, a small page that says what to do for plain forms. */
function tooManyFromClient(request: FastifyRequest, reply: FastifyReply, retryAfter: number, loginPage: string) {
  reply.code(429).header('retry-after', String(retryAfter));
  if (isJson(request)) return reply.send({ status: 'invalid', message: SESSION_TEXTS.tooMany });
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Zu viele Anmeldeversuche</title></head><body><main><h1>Zu viele Anmeldeversuche</h1><p>${SESSION_TEXTS.tooMany}</p><p><a href="${loginPage}">Zurück zur Anmeldung</a></p></main></body></html>`,
    );
}

async function logIn(actions: Actions, request: FastifyRequest, reply: FastifyReply, login: ShellLoginKind) {
  const { pages } = login.kind;
  const fields = fieldsOf(request);
  const email = text(fields, 'email').trim();
  const passwort = text(fields, 'passwort');
  const ziel = (await wayBackFor(actions, text(fields, 'ziel'), login)) ?? pages.home;
  const back = { ziel: ziel === pages.home ? '' : ziel };
  if (email === '' || passwort === '' || email.length > 254 || passwort.length > 128) return fail(request, reply, 400, 'fehlt', pages.login, back);
  // Only failures count (the attempt counts as one until it succeeds); they slow this client's next
  // attempts and, past the limit, refuse them.
  const attempt = { kind: login.name, client: request.ip, email };
  const verdict = await actions.throttle.before(attempt);
  if (verdict.refused) return tooManyFromClient(request, reply, verdict.retryAfter, pages.login);
  let outcome;
  try {
    outcome = await login.kind.login({ cms: actions.clients.base, withToken: (token) => sessionClient(actions.clients, login, token) }, { email, passwort });
  } catch (error) {
    await actions.throttle.undecided(attempt).catch((undone: unknown) => actions.report(undone, { phase: 'login throttle', login: login.name }));
    if (!isLoginUnavailable(error)) throw error;
    actions.report(error, { phase: 'login', login: login.name });
    return fail(request, reply, 503, 'nicht-erreichbar', pages.login, back);
  }
  if (!outcome) return fail(request, reply, 401, 'anmeldung', pages.login, back);
  await actions.throttle.succeeded(attempt);
  setSessionCookie(request, reply, login, outcome.token);
  // A person with the initial password changes it first.
  const next = outcome.mustChangePassword && pages.password ? withQuery(pages.password, back) : ziel;
  if (isJson(request)) return reply.send({ status: 'success', profile: outcome.profile, weiter: next });
  return reply.redirect(next, 303);
}

async function logOut(actions: Actions, request: FastifyRequest, reply: FastifyReply, login: ShellLoginKind) {
  // Each logout asks the content API to end a session: a flood of them from one client is refused.
  const limited = await actions.logoutPerClient(request);
  if (!limited.isAllowed && limited.isExceeded) {
    reply.code(429).header('retry-after', String(limited.ttlInSeconds ?? 60));
    return isJson(request) ? reply.send({ status: 'invalid', message: TOO_MANY_REQUESTS }) : reply.type('text/plain; charset=utf-8').send(TOO_MANY_REQUESTS);
  }
  const token = request.cookies[login.kind.cookie];
  clearSessionCookie(request, reply, login);
  if (token && login.kind.logout) {
    // The cookie goes in any case; a content API that cannot end its side is reported, not shown.
    await login.kind
      .logout(sessionClient(actions.clients, login, token), token)
      .catch((error: unknown) => actions.report(error, { phase: 'logout', login: login.name }));
  }
  if (isJson(request)) return reply.send({ status: 'success', message: SESSION_TEXTS.loggedOut, weiter: login.kind.pages.loggedOut });
  return reply.redirect(login.kind.pages.loggedOut, 303);
}

const REFUSALS: Record<PasswordRefusal, SessionErrorCode> = { 'altes-passwort': 'altes-passwort', gleich: 'gleich', regel: 'regel', bekannt: 'bekannt' };

async function changePassword(actions: Actions, request: FastifyRequest, reply: FastifyReply, login: ShellLoginKind) {
  const { pages, password } = login.kind;
  const page = pages.password;
  if (!password || page === undefined) return reply.callNotFound();
  const limited = await actions.passwordPerClient(request);
  if (!limited.isAllowed && limited.isExceeded) return tooManyFromClient(request, reply, limited.ttlInSeconds ?? 60, pages.login);
  const fields = fieldsOf(request);
  const session = await readSession(request, reply, login, actions.clients, actions.report);
  if (!session) return fail(request, reply, 401, 'nicht-angemeldet', pages.login, { ziel: page });
  const alt = text(fields, 'passwort_alt');
  const neu = text(fields, 'passwort_neu');
  if (neu !== text(fields, 'passwort_wiederholung')) return fail(request, reply, 400, 'wiederholung', page);
  if (!password.acceptable(neu)) return fail(request, reply, 400, 'regel', page);
  if (alt === neu) return fail(request, reply, 400, 'gleich', page);
  let changed;
  try {
    changed = await password.change(sessionClient(actions.clients, login, session.token), session.token, { alt, neu }, session.profile);
  } catch (error) {
    if (!isLoginUnavailable(error)) throw error;
    actions.report(error, { phase: 'password', login: login.name });
    return fail(request, reply, 503, 'nicht-erreichbar', page);
  }
  if (changed === 'expired') {
    clearSessionCookie(request, reply, login);
    return fail(request, reply, 401, 'nicht-angemeldet', pages.login, { ziel: page });
  }
  if ('refused' in changed) return fail(request, reply, 400, REFUSALS[changed.refused] ?? 'regel', page);
  setSessionCookie(request, reply, login, changed.token);
  // On to where the person was going before the change was asked of them, else the kind's home with the notice.
  const weiter = (await wayBackFor(actions, text(fields, 'ziel'), login)) ?? withQuery(pages.home, { hinweis: 'passwort-geaendert' });
  if (isJson(request)) return reply.send({ status: 'success', message: SESSION_TEXTS.passwordChanged, profile: changed.profile, weiter });
  return reply.redirect(weiter, 303);
}

/** The plugin's parsers, headers, checks and error answers: every session post goes through them. */
function guard(app: FastifyInstance, report: Reporter): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: SESSION_BODY_LIMIT }, (_request, body, done) => {
    done(null, parseFields(body as string));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) return reply.code(status).send({ status: 'invalid', message: FORM_TEXTS.badRequest });
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
}

export const sessionRoutes: FastifyPluginAsync<SessionRoutesOptions> = async (app, { kinds, clients, throttle, limits, report, guardedBy }) => {
  guard(app, report);
  const kindOf = (request: FastifyRequest) => kinds.actionAt(pathOf(request.url))?.login.name ?? '-';
  const limit = (key: (request: FastifyRequest) => string, max: number): Limiter =>
    app.createRateLimit({ max, timeWindow: limits.windowMs, keyGenerator: key }) as Limiter;
  const actions: Actions = {
    clients,
    report,
    ...(guardedBy ? { guardedBy } : {}),
    throttle,
    passwordPerClient: limit((request) => `${kindOf(request)}:password:${request.ip}`, limits.passwordPerClient),
    logoutPerClient: limit((request) => `${kindOf(request)}:logout:${request.ip}`, limits.logoutPerClient),
  };
  const run = { login: logIn, logout: logOut, password: changePassword };
  app.post('*', { constraints: claimed('session'), bodyLimit: SESSION_BODY_LIMIT }, async (request, reply) => {
    const target = kinds.actionAt(pathOf(request.url));
    // The kind left with a release between routing and now: the post is no longer a session's.
    if (!target) return reply.callNotFound();
    return run[target.action](actions, request, reply, target.login);
  });
};
