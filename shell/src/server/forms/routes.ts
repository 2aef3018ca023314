import multipart from '@fastify/multipart';
import type { AnyFormHandler, FormCapabilities, FormSubmission } from '@musterstadt/shell-contract';
import { FORM_BODY_MAX_BYTES, FORM_ID_FIELD } from '@musterstadt/shell-contract';
import { formInputFromFields } from '@musterstadt/ui/forms/schema';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { FORM_TEXTS, processSubmission, type FormLookup, type SubmissionDeps } from './handler';
import { MULTIPART_LIMITS, UPLOAD_TEXTS, type ReceivedFile } from './uploads';

/** A form's JSON is well under 2 KiB; anything far bigger is refused (a form of long texts asks for more: its bodyLimit). */
export const FORM_BODY_LIMIT = 16 * 1024;

/** The size in bytes of each urlencoded body as read, for the limit of the form it turns out to be. */
const bodySizes = new WeakMap<FastifyRequest, number>();

/** Whether a submission is within what its form takes (16 KiB unless the handler asks for more). */
function withinLimit(handler: AnyFormHandler, request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length']);
  const size = bodySizes.get(request) ?? (Number.isFinite(length) ? length : Buffer.byteLength(JSON.stringify(request.body ?? null)));
  return size <= (handler.bodyLimit ?? FORM_BODY_LIMIT);
}

/** What the no-JavaScript path needs of the shell's page rendering. */
export interface PagePort {
  /** True when the page at this path has a block of the form. */
  hasForm(path: string, id: string): Promise<boolean>;
  /** Renders the page at the request's path with the outcome of a submission. */
  render(request: FastifyRequest, reply: FastifyReply, submission: { id: string; result: FormSubmission }, status: number): Promise<FastifyReply>;
  /** The error page with a status. */
  error(request: FastifyRequest, reply: FastifyReply, status: number): Promise<FastifyReply>;
}

/**
 * The capabilities of one request's form: the visitor's sessions of the form's remote, and for a
 * submission with an idempotency key a content-API client that sends it (so a repeat of the
 * submission, on any shell, writes nothing twice). Without it every form gets `deps.caps`.
 */
export type RequestCapabilities = (request: FastifyRequest, reply: FastifyReply, form: { id: string; idempotencyKey?: string }) => Promise<FormCapabilities>;

export interface FormRoutesOptions {
  forms: FormLookup;
  deps: SubmissionDeps;
  capsFor?: RequestCapabilities;
  pages: PagePort;
  /** Submissions per address and form within the window (needs @fastify/rate-limit registered by the app). */
  rateLimit?: { max: number; windowMs: number };
}

/** An idempotency key of a submission: letters, digits, `.`, `_`, `-`, 8 to 120 characters (a UUID fits). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9._-]{8,120}$/;

/** Default: ten submissions of one form per address and minute, far more than a person sends. */
export const FORM_RATE_LIMIT = { max: 10, windowMs: 60_000 } as const;

/** A refused submission that carries its HTTP status (thrown by the rate limit, answered by the error handler). */
interface StatusError {
  statusCode: number;
  message: string;
}

/** Decoded fields of a form post; a name sent twice keeps all its values (and then fails its type). */
export function parseFields(body: string): Record<string, string | string[]> {
  const params = new URLSearchParams(body);
  const fields = Object.create(null) as Record<string, string | string[]>;
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    fields[name] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return fields;
}

/** What a multipart post (a form with file fields, posted to its page) was read into. */
interface MultipartPost {
  fields: Record<string, string | string[]>;
  files: ReceivedFile[];
  /** German reason when the post went over the shell's hard limits (too many files or fields, a field too long). */
  overLimit?: string;
}

/**
 * Reads a multipart post: fields like a urlencoded post, files into memory up to 10 MB each (the
 * rest is read and dropped, so the browser still gets the answer). Its limits cap what one post costs.
 */
async function readMultipart(request: FastifyRequest): Promise<MultipartPost> {
  const fields = Object.create(null) as Record<string, string | string[]>;
  const files: ReceivedFile[] = [];
  let overLimit: string | undefined;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        files.push({ field: part.fieldname, filename: part.filename ?? '', data, truncated: part.file.truncated });
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) overLimit = FORM_TEXTS.tooLarge;
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        const before = fields[part.fieldname];
        fields[part.fieldname] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') overLimit = UPLOAD_TEXTS.tooManyFiles;
    else if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') overLimit = FORM_TEXTS.tooLarge;
    else throw error;
  }
  return { fields, files, ...(overLimit ? { overLimit } : {}) };
}

/** Fetch metadata a browser sends with a request this site's own pages started (or the visitor typed). */
const OWN_FETCH_SITES = new Set(['same-origin', 'same-site', 'none']);

/** A post from this site's pages: a browser's Origin names this host and its Sec-Fetch-Site agrees. */
export function sameSite(request: Pick<FastifyRequest, 'headers' | 'host'>): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && !OWN_FETCH_SITES.has(String(site))) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

function germanMessage(status: number): string {
  if (status === 413) return FORM_TEXTS.tooLarge;
  if (status === 415) return FORM_TEXTS.unsupportedType;
  return FORM_TEXTS.badRequest;
}

/** Counted per address and form (or page): one busy form does not block another. */
type Limited = (formKey: (request: FastifyRequest) => string) => { rateLimit: Record<string, unknown> };

/** What the routes of the plugin share. */
interface Routes {
  forms: FormLookup;
  deps: SubmissionDeps;
  pages: PagePort;
  limited: Limited;
  depsFor(request: FastifyRequest, reply: FastifyReply, form: { id: string; idempotencyKey?: string }): Promise<SubmissionDeps>;
}

/** The plugin's parsers, same-site check and German error answers (a refused no-JS post gets its page again). */
async function guard(app: FastifyInstance, { forms, deps, pages }: Routes): Promise<void> {
  // File fields: throwFileSizeLimit off, so a file over 10 MB is cut and marked, and answered with 413 and its page.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  // Read up to the largest limit a form may ask for; each form's own limit is checked once it is known.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_MAX_BYTES }, (request, body, done) => {
    bodySizes.set(request, Buffer.byteLength(body as string));
    done(null, parseFields(body as string));
  });
  app.setErrorHandler(async (error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 429) {
      const message = (error as StatusError).message;
      // A form posted without JavaScript gets its page again, with the German notice (and Retry-After).
      const fields = request.body as Record<string, unknown> | undefined;
      const id = !request.url.startsWith('/_forms/') && typeof fields?.[FORM_ID_FIELD] === 'string' ? fields[FORM_ID_FIELD] : undefined;
      const handler = id ? await forms.get(id) : undefined;
      const path = new URL(request.url, 'http://shell.local').pathname;
      if (handler && (await pages.hasForm(path, handler.id))) {
        return pages.render(request, reply, { id: handler.id, result: { status: 'invalid', message } }, 429);
      }
      return reply.code(429).header('cache-control', 'no-store').send({ status: 'invalid', message });
    }
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply
        .code(status)
        .header('cache-control', 'no-store')
        .send({ status: 'invalid', message: germanMessage(status) });
    }
    deps.report(error, { path: request.url, phase: 'form' });
    return reply.code(500).send({ status: 'error', message: FORM_TEXTS.badRequest });
  });
  app.addHook('preValidation', async (request, reply) => {
    if (request.method === 'POST' && !sameSite(request)) {
      return reply.code(403).header('cache-control', 'no-store').send({ status: 'invalid', message: FORM_TEXTS.otherSite });
    }
    return undefined;
  });
}

/** GET and POST /_forms/:id: the form's data, and a submission as JSON. */
function jsonEndpoints(app: FastifyInstance, { forms, deps, limited, depsFor }: Routes): void {
  app.get<{ Params: { id: string } }>('/_forms/:id', async (request, reply) => {
    const handler = await forms.get(request.params.id);
    if (!handler) return reply.code(404).send({ error: FORM_TEXTS.unknownForm });
    reply.header('cache-control', 'no-store');
    if (!handler.load) return { data: null };
    try {
      return { data: await handler.load((await depsFor(request, reply, { id: handler.id })).caps) };
    } catch (problem) {
      // Spec point 8: only logged; the browser keeps what it shows.
      deps.report(problem, { form: handler.id, phase: 'load' });
      return reply.code(502).send({ error: 'Die Daten des Formulars konnten nicht geladen werden.', data: null });
    }
  });

  app.post<{ Params: { id: string } }>(
    '/_forms/:id',
    { bodyLimit: FORM_BODY_MAX_BYTES, config: limited((request) => (request.params as { id: string }).id) },
    async (request, reply) => {
      const handler = await forms.get(request.params.id);
      if (!handler) return reply.code(404).send({ status: 'invalid', message: FORM_TEXTS.unknownForm });
      if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
        return reply.code(415).send({ status: 'invalid', message: FORM_TEXTS.unsupportedType });
      }
      if (!withinLimit(handler, request)) return reply.code(413).header('cache-control', 'no-store').send({ status: 'invalid', message: FORM_TEXTS.tooLarge });
      // A browser's retry of one submission carries the same key (header Idempotency-Key).
      const key = request.headers['idempotency-key'];
      if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
        return reply.code(400).header('cache-control', 'no-store').send({ status: 'invalid', message: FORM_TEXTS.badIdempotencyKey });
      }
      const submissionDeps = await depsFor(request, reply, { id: handler.id, ...(key !== undefined ? { idempotencyKey: `${handler.id}:${key}` } : {}) });
      const { httpStatus, result } = await processSubmission(handler, request.body, submissionDeps);
      const { values: _values, ...answer } = result;
      return reply.code(httpStatus).header('cache-control', 'no-store').send(answer);
    },
  );
}

/** POST <page path>: a form posted without JavaScript; the answer is its page again, with the outcome. */
function pagePosts(app: FastifyInstance, { forms, pages, limited, depsFor }: Routes): void {
  app.post(
    '*',
    { bodyLimit: FORM_BODY_MAX_BYTES, config: limited((request) => new URL(request.url, 'http://shell.local').pathname) },
    async (request, reply) => {
      const post = request.isMultipart() ? await readMultipart(request) : undefined;
      const fields = post ? post.fields : request.body;
      if ((!post && !/^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '')) || !fields || typeof fields !== 'object') {
        return reply.code(415).send({ status: 'invalid', message: FORM_TEXTS.unsupportedType });
      }
      const { [FORM_ID_FIELD]: id, ...rest } = fields as Record<string, string | string[]>;
      const handler = typeof id === 'string' ? await forms.get(id) : undefined;
      const path = new URL(request.url, 'http://shell.local').pathname;
      if (!handler || !(await pages.hasForm(path, handler.id))) return pages.error(request, reply, 400);
      if (post?.overLimit) return pages.render(request, reply, { id: handler.id, result: { status: 'invalid', message: post.overLimit } }, 413);
      if (!post && !withinLimit(handler, request))
        return pages.render(request, reply, { id: handler.id, result: { status: 'invalid', message: FORM_TEXTS.tooLarge } }, 413);
      const submissionDeps = await depsFor(request, reply, { id: handler.id });
      const { httpStatus, result } = await processSubmission(handler, formInputFromFields(handler.schema, rest), submissionDeps, post?.files);
      // A form that goes on to its own page (e.g. a confirmation) answers like a redirect after post.
      if (result.status === 'success' && result.redirect) return reply.redirect(result.redirect, 303);
      return pages.render(request, reply, { id: handler.id, result }, httpStatus);
    },
  );
}

/**
 * The shell's form endpoints:
 *   GET  /_forms/:id   the form's data (e.g. the days on offer), for the browser to reload it
 *   POST /_forms/:id   a submission as JSON → { status, message, errors? }
 *   POST <page path>   a submission without JavaScript (form fields, `_form` names the form) → the
 *                      page again, showing the outcome
 */
export const formRoutes: FastifyPluginAsync<FormRoutesOptions> = async (app, { forms, deps, capsFor, pages, rateLimit = FORM_RATE_LIMIT }) => {
  // Counted after the body is read, so the no-JavaScript answer can show the page of the form that was refused.
  const limited: Limited = (formKey) => ({
    rateLimit: {
      max: rateLimit.max,
      timeWindow: rateLimit.windowMs,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `${request.ip}|${formKey(request)}`,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }): StatusError => ({
        statusCode: 429,
        message: FORM_TEXTS.tooMany(Math.max(1, Math.ceil(context.ttl / 1000))),
      }),
    },
  });
  const routes: Routes = {
    forms,
    deps,
    pages,
    limited,
    depsFor: async (request, reply, form) => (capsFor ? { ...deps, caps: await capsFor(request, reply, form) } : deps),
  };
  await guard(app, routes);
  jsonEndpoints(app, routes);
  pagePosts(app, routes);
};
