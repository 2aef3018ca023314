import { CmsUnavailableError, type CmsClient } from './http';
import { safeRedirectTarget } from './redirect';
import { plainText } from './plain-text';
import type { ApiCall, ContentItem, Pagination } from '@musterstadt/cms-contract';

/** Spec point 5: a call that relies on its answer got none it could use. */
export class ApiResponseError extends Error {
  override readonly name = 'ApiResponseError';
  constructor(
    readonly callName: string,
    /** 503 when the content API could not be reached at all, 403 for a refusal the call asked to show, else 502. */
    readonly status: 403 | 502 | 503 = 502,
  ) {
    super(`API response has no data: ${callName}`);
  }
}

/** An `errorOnEmpty` call answered with nothing: the page does not exist. */
export class EmptyResultError extends Error {
  override readonly name = 'EmptyResultError';
  readonly status = 404;
  constructor(readonly callName: string) {
    super(`API response is empty: ${callName}`);
  }
}

export type QueryInput = URLSearchParams | Record<string, string | undefined>;

function readQuery(query: QueryInput, name: string): string | undefined {
  if (query instanceof URLSearchParams) return query.get(name) ?? undefined;
  return query[name];
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** Params of a call: its own, plus query-string values whose names the call flags true. */
export function buildParams(call: ApiCall, query: QueryInput): Record<string, unknown> {
  const params: Record<string, unknown> = { ...call.params };
  const flags = call.options?.query ?? {};
  for (const [name, allowed] of Object.entries(flags)) {
    if (allowed !== true) continue;
    const value = readQuery(query, name);
    if (isBlank(value)) continue;
    params[name] = value;
    if (name === 'rubrik_id' && isBlank(params.rubriken)) params.rubriken = value;
  }
  return params;
}

/** The entries of a list answer (`{data: [...]}` or a bare array), else undefined. */
export function listEntries(body: unknown): unknown[] | undefined {
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object' && Array.isArray((body as { data?: unknown }).data)) {
    return (body as { data: unknown[] }).data;
  }
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isEmptyAnswer(body: unknown): boolean {
  if (!isObject(body)) return true;
  const entries = listEntries(body);
  if (entries) return entries.length === 0;
  // `{data: null}` is a list answer without entries.
  if ('data' in body && isBlank(body.data)) return true;
  if ('error' in body && Object.keys(body).length === 1) return true;
  return Object.keys(body).length === 0;
}

/**
 * The single item an answer stands for: an object that is not a list, a list of exactly one, or an
 * entry with its own title that carries a list (a category with a page of its texts in `data`).
 */
export function singleEntry(body: unknown): ContentItem | undefined {
  if (isObject(body) && !Array.isArray(body) && typeof body.titel === 'string' && body.titel !== '' && !('error' in body)) {
    return body as unknown as ContentItem;
  }
  const entries = listEntries(body);
  if (entries) return entries.length === 1 && isObject(entries[0]) ? (entries[0] as unknown as ContentItem) : undefined;
  return isObject(body) && !('error' in body) ? (body as unknown as ContentItem) : undefined;
}

function positiveInt(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

interface PageMeta {
  title?: string;
  description?: string;
}

export interface ApiCallsResult {
  /** Each call's answer by call name (null when a lenient call failed). */
  data: Record<string, unknown>;
  meta?: PageMeta;
  canonical?: string;
  /** Set when a `redirectOnSingleEntry` call answered with exactly one entry. */
  redirect?: string;
  pagination?: Pagination;
}

/** Whether a call with `onlyWhen` is wanted, by the answers of the calls without it. */
function wanted(call: ApiCall, answers: ReadonlyMap<string, unknown>): boolean {
  const when = call.options?.onlyWhen;
  if (!when) return true;
  const answer = answers.get(when.call);
  const value = isObject(answer) ? answer[when.field] : undefined;
  return typeof value === 'string' && when.oneOf.includes(value);
}

/**
 * Runs a page's api calls in parallel and applies their options (spec points 3–5). `presets` are
 * answers given by call name (a preview's draft in place of the published item): those calls are not
 * run, and their options apply to the given answers. Calls with `onlyWhen` run after the others, in
 * parallel, and only those whose condition the others' answers meet.
 */
export async function runApiCalls(
  client: CmsClient,
  calls: ApiCall[],
  query: QueryInput,
  presets: Readonly<Record<string, unknown>> = {},
): Promise<ApiCallsResult> {
  const runOne = async (call: ApiCall): Promise<{ call: ApiCall; body: unknown }> => {
    if (Object.hasOwn(presets, call.name)) return { call, body: presets[call.name] };
    const strict = !!(call.options?.useMeta || call.options?.redirectOnSingleEntry || call.options?.errorOnEmpty);
    try {
      const { status, body } = await client.get(call.endpoint, buildParams(call, query));
      if (status === 403 && call.options?.errorOnForbidden) throw new ApiResponseError(call.name, 403);
      if (strict && (!isObject(body) || status < 200 || status > 499)) throw new ApiResponseError(call.name);
      return { call, body };
    } catch (error) {
      if (error instanceof ApiResponseError) throw error;
      if (strict) throw new ApiResponseError(call.name, error instanceof CmsUnavailableError ? 503 : 502);
      // A generic GET returns null on error; the block shows its empty state.
      return { call, body: null as unknown };
    }
  };
  const first = await Promise.all(calls.filter((call) => !call.options?.onlyWhen).map(runOne));
  const known = new Map(first.map(({ call, body }) => [call.name, body]));
  const second = await Promise.all(calls.filter((call) => call.options?.onlyWhen && wanted(call, known)).map(runOne));
  const answers = new Map([...first, ...second].map((answer) => [answer.call, answer.body]));

  const result: ApiCallsResult = { data: {} };
  for (const call of calls) {
    const body = answers.get(call) ?? null;
    result.data[call.name] = body;
    // A call whose condition is not met has no answer and no effect.
    if (!answers.has(call)) continue;
    const options = call.options ?? {};

    if (options.redirectOnSingleEntry && !result.redirect) {
      const entries = listEntries(body);
      // One entry on this page is not one hit when the answer counts more (page 2 of 11 hits).
      const total = isObject(body) && typeof body.anzahl === 'number' ? body.anzahl : entries?.length;
      const target = total === 1 && entries?.length === 1 && isObject(entries[0]) ? safeRedirectTarget(entries[0].detailURL) : null;
      if (target) result.redirect = target;
    }
    if (options.errorOnEmpty && isEmptyAnswer(body)) throw new EmptyResultError(call.name);

    const single = singleEntry(body);
    if (options.useMeta && single) {
      const title = single.seo?.title || single.titel;
      const description = single.seo?.description || (single.einleitung ? plainText(single.einleitung) : undefined);
      result.meta = { ...(title ? { title } : {}), ...(description ? { description } : {}) };
    }
    if (options.canonical && single?.detailURL) result.canonical = single.detailURL;

    if (options.query && 'seite' in options.query) {
      const pages = isObject(body) ? positiveInt(body.seiten) : undefined;
      result.pagination = { page: positiveInt(readQuery(query, 'seite')) ?? 1, pages: pages ?? 1 };
    }
  }
  return result;
}
