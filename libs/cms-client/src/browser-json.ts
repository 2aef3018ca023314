/**
 * JSON calls from the browser to its own site (form endpoints, page data, the content API through
 * the shell): the one place browser code fetches, so headers, decoding and errors stay alike.
 */
import { CmsUnavailableError, type FetchLike } from './http';
import { isSameSitePath } from './redirect';

export interface JsonAnswer<T> {
  /** 2xx status. */
  ok: boolean;
  status: number;
  /** The decoded JSON body, or null when there was none or it was not JSON. */
  body: T | null;
}

export interface JsonCallOptions {
  /** Abort the call after this many milliseconds (no limit unless given). */
  timeoutMs?: number;
  /** Cancels the call (e.g. a navigation that another one replaced); it then rejects with the abort. */
  signal?: AbortSignal;
  fetch?: FetchLike;
  /** Further request headers (e.g. a submission's Idempotency-Key). */
  headers?: Record<string, string>;
}

function signalOf({ timeoutMs, signal }: JsonCallOptions): { signal?: AbortSignal } {
  const timeout = timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined;
  if (signal && timeout) return { signal: AbortSignal.any([signal, timeout]) };
  const one = signal ?? timeout;
  return one ? { signal: one } : {};
}

async function call<T>(method: 'GET' | 'POST', path: string, body: unknown, options: JsonCallOptions): Promise<JsonAnswer<T>> {
  // Only paths of this site are called: never another origin, whatever content or a form names.
  if (!isSameSitePath(path)) throw new Error(`Not a path of this site: ${path}`);
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await doFetch(path, {
      ...(method === 'GET' ? {} : { method }),
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...signalOf(options),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new CmsUnavailableError(`${path} unreachable: ${(error as Error).message}`);
  }
  let decoded: T | null = null;
  try {
    decoded = (await response.json()) as T;
  } catch {
    decoded = null;
  }
  return { ok: response.ok, status: response.status, body: decoded };
}

/** GETs JSON from a path of this site; any status comes back with its decoded body. */
export function getJson<T = unknown>(path: string, options: JsonCallOptions = {}): Promise<JsonAnswer<T>> {
  return call<T>('GET', path, undefined, options);
}

/** POSTs a JSON body to a path of this site; any status comes back with its decoded body. */
export function postJson<T = unknown>(path: string, body: unknown, options: JsonCallOptions = {}): Promise<JsonAnswer<T>> {
  return call<T>('POST', path, body, options);
}

/** The shell's page endpoint: what the browser asks for a same-site address it navigates to. */
const PAGE_DATA_PATH = '/_page';

function pageDataUrl(target: string): string {
  return `${PAGE_DATA_PATH}?url=${encodeURIComponent(target)}`;
}

/**
 * The shell's answer for an address the browser navigates to: the page's HTML document (with the
 * page's status, e.g. 404 for the not-found page), or where the address leads instead.
 */
export type PageAnswer = { kind: 'page'; status: number; html: string } | { kind: 'redirect'; redirect: string };

/**
 * The page of a same-site address (path and query), from the shell, in the browser. Rejects with
 * CmsUnavailableError when the shell cannot be reached or answers with neither page nor redirect.
 */
export async function fetchPage(target: string, options: Pick<JsonCallOptions, 'fetch' | 'signal'> = {}): Promise<PageAnswer> {
  const url = pageDataUrl(target);
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  let response: Response;
  try {
    response = await doFetch(url, { headers: { accept: 'text/html, application/json' }, ...(options.signal ? { signal: options.signal } : {}) });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new CmsUnavailableError(`${url} unreachable: ${(error as Error).message}`);
  }
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('text/html')) return { kind: 'page', status: response.status, html: await response.text() };
  const body = type.includes('json') ? ((await response.json().catch(() => null)) as { redirect?: unknown } | null) : null;
  if (response.ok && typeof body?.redirect === 'string') return { kind: 'redirect', redirect: body.redirect };
  throw new CmsUnavailableError(`Page answered ${response.status}`, response.status);
}

/**
 * A form of a page posted as a navigation (a plain `<form method="post">`, the same request the
 * browser would send): the page the shell answers it with (its outcome, with the status), or the
 * same-site address its redirect led to.
 */
export async function postPage(target: string, body: FormData | URLSearchParams, options: Pick<JsonCallOptions, 'fetch' | 'signal'> = {}): Promise<PageAnswer> {
  if (!isSameSitePath(target)) throw new Error(`Not a path of this site: ${target}`);
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  let response: Response;
  try {
    response = await doFetch(target, { method: 'POST', body, headers: { accept: 'text/html' }, ...(options.signal ? { signal: options.signal } : {}) });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new CmsUnavailableError(`${target} unreachable: ${(error as Error).message}`);
  }
  if (response.redirected && response.url) {
    const url = new URL(response.url);
    return { kind: 'redirect', redirect: `${url.pathname}${url.search}` };
  }
  if ((response.headers.get('content-type') ?? '').startsWith('text/html')) return { kind: 'page', status: response.status, html: await response.text() };
  throw new CmsUnavailableError(`Form answered ${response.status}`, response.status);
}
