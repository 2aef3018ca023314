/**
 * Protected files of every login kind, in one route: `<path>/<id>/<name>` of a kind's `files` is
 * streamed from `<upstream>/<id>/<name>` of the content API with the session's token, which stays
 * here. Never cached, never shared. Without a session a visitor goes to the kind's login (unless its
 * files may be asked for anonymously); a token the content API refuses ends the session. A person
 * who must change the initial password first goes to the kind's password page, with the way back.
 */
import type { ProtectedFiles } from '@musterstadt/shell-contract/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { claimed, pathOf, type Claimant } from '../claims';
import type { CmsClients } from '../cms-clients';
import type { LoginKinds, ShellLoginKind } from './kinds';
import { clearSessionCookie, passwordFirst, readSession, type ActiveSession } from './session';

type Reporter = (error: unknown, context: Record<string, unknown>) => void;

export interface FileRouteOptions {
  kinds: Pick<LoginKinds, 'all'>;
  clients: CmsClients;
  cmsApiUrl: string;
  report: Reporter;
}

const NOT_FOUND = { error: 'Datei nicht gefunden.' };
const UNAVAILABLE = { error: 'Der Inhaltsdienst ist zurzeit nicht erreichbar. Bitte versuchen Sie es später noch einmal.' };
const FILE = /^\/(\d{1,10})\/([\w.-]{1,200})$/;

/** The kind and files whose prefix a path is below. */
export function filesAt(kinds: Pick<LoginKinds, 'all'>, path: string): { login: ShellLoginKind; files: ProtectedFiles } | undefined {
  for (const login of kinds.all()) {
    const files = login.kind.files?.find((entry) => path.startsWith(`${entry.path}/`));
    if (files) return { login, files };
  }
  return undefined;
}

export const fileClaimant =
  (kinds: Pick<LoginKinds, 'all'>): Claimant =>
  (method, path) =>
    (method === 'GET' || method === 'HEAD') && filesAt(kinds, path) ? 'file' : undefined;

const toLogin = (reply: FastifyReply, login: ShellLoginKind, url: string) =>
  reply.redirect(`${login.kind.pages.login}?${new URLSearchParams({ ziel: url }).toString()}`, 303);

/** The query parameters the kind's files pass on (a picture's width), as a query string with '?' or ''. */
function passedQuery(files: ProtectedFiles, url: string): string {
  if (!files.query?.length) return '';
  const given = new URL(url, 'http://shell.local').searchParams;
  const passed = new URLSearchParams();
  for (const name of files.query) {
    const value = given.get(name);
    if (value !== null && value !== '' && value.length <= 200) passed.set(name, value);
  }
  const search = passed.toString();
  return search ? `?${search}` : '';
}

/** The content type sent: the content API's when the kind allows it, else the kind's one type. */
function contentType(files: ProtectedFiles, upstream: Response): string {
  const type = (upstream.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return files.types?.includes(type) ? type : (files.type ?? 'application/pdf');
}

async function fetchFile(options: FileRouteOptions, files: ProtectedFiles, file: string, session: ActiveSession | null): Promise<Response> {
  return fetch(`${options.cmsApiUrl}${files.upstream}${file}`, {
    headers: session ? session.login.kind.headers(session.token) : {},
    signal: AbortSignal.timeout(15_000),
  });
}

async function sendFile(options: FileRouteOptions, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'private, no-store');
  const path = pathOf(request.url);
  const found = filesAt(options.kinds, path);
  const file = found ? path.slice(found.files.path.length) : '';
  if (!found || !FILE.test(file)) return reply.code(404).send(NOT_FOUND);
  const { login, files } = found;
  const session = await readSession(request, reply, login, options.clients, options.report);
  if (!session && !files.anonymous) return toLogin(reply, login, request.url);
  // The content API reads nothing with the token of a person who must change the initial password first.
  const passwordPage = session && passwordFirst(session, request.url);
  if (passwordPage) return reply.redirect(passwordPage, 303);
  let upstream: Response;
  try {
    upstream = await fetchFile(options, files, `${file}${passedQuery(files, request.url)}`, session);
  } catch (error) {
    options.report(error, { path: request.url });
    return reply.code(503).send(UNAVAILABLE);
  }
  if (upstream.status === 401) {
    // The content API no longer accepts the token (or wants one): the session ends here.
    if (session) clearSessionCookie(request, reply, login);
    return toLogin(reply, login, request.url);
  }
  if (!upstream.ok) return reply.code(upstream.status === 404 ? 404 : 502).send(NOT_FOUND);
  return reply
    .type(contentType(files, upstream))
    .header('content-disposition', upstream.headers.get('content-disposition') ?? 'inline')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(await upstream.arrayBuffer()));
}

export function registerFileRoute(app: FastifyInstance, options: FileRouteOptions): void {
  app.get('*', { constraints: claimed('file') }, (request, reply) => sendFile(options, request, reply));
}
