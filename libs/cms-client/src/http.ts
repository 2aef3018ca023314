/** The one data client of the content API: fetching, its error types, and JSON decoding. */

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface CmsClientOptions {
  /** Absolute origin of the content API on the server ('http://127.0.0.1:4300'); '' in the browser. */
  baseUrl: string;
  fetch?: FetchLike;
  /** Headers sent with every call (session tokens are added by the server only). */
  headers?: Record<string, string>;
  /** Abort a call after this many milliseconds. */
  timeoutMs?: number;
}

export interface CmsResponse<T = unknown> {
  status: number;
  body: T | null;
}

/** The content API could not be reached or answered with a server error. */
export class CmsUnavailableError extends Error {
  override readonly name = 'CmsUnavailableError';
  constructor(
    message: string,
    readonly status = 503,
  ) {
    super(message);
  }
}

export interface CmsClient {
  readonly baseUrl: string;
  get<T = unknown>(path: string, params?: Record<string, unknown>): Promise<CmsResponse<T>>;
}

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A client that also writes (server side only: form handlers, logins). */
export interface CmsWriteClient extends CmsClient {
  /** Sends a JSON body (if any); like get, any status comes back with its decoded body. */
  send<T = unknown>(method: WriteMethod, path: string, body?: unknown, params?: Record<string, unknown>): Promise<CmsResponse<T>>;
}

/** Only paths of the content API itself may be called: never an absolute URL from content. */
export function isApiPath(path: string): boolean {
  return /^\/api\/[^/]/.test(path) && !path.includes('..') && !path.includes('//');
}

export function toQueryString(params: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The decoded JSON body of a response, or null when it has none or it is not JSON. */
async function readJson<T>(response: Response): Promise<T | null> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function createCmsClient(options: CmsClientOptions): CmsWriteClient {
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const baseUrl = options.baseUrl.replace(/\/$/, '');

  async function request<T>(method: string, path: string, params?: Record<string, unknown>, body?: unknown): Promise<CmsResponse<T>> {
    if (!isApiPath(path)) throw new Error(`Not a content API path: ${path}`);
    const url = `${baseUrl}${path}${toQueryString(params)}`;
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(url, {
        ...(method === 'GET' ? {} : { method }),
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new CmsUnavailableError(`Content API unreachable: ${(error as Error).message}`);
    }
    return { status: response.status, body: await readJson<T>(response) };
  }

  return {
    baseUrl,
    get: <T>(path: string, params?: Record<string, unknown>) => request<T>('GET', path, params),
    send: <T>(method: WriteMethod, path: string, body?: unknown, params?: Record<string, unknown>) => request<T>(method, path, params, body),
  };
}
