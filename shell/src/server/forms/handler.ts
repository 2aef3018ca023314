import type { AnyFormHandler, FormCapabilities, FormResult, FormSubmission, UploadedFile } from '@musterstadt/shell-contract';
import { type FieldErrors } from '@musterstadt/ui/forms';
import { validateForm } from '@musterstadt/ui/forms/schema';
import { checkUploads, type ReceivedFile } from './uploads';

/** Finds the handler of a form: the remote that owns the form id lends it (design: a remote owns its server side). */
export interface FormLookup {
  get(id: string): Promise<AnyFormHandler | undefined>;
  /** What the shell lends the handlers it finds. */
  readonly caps: FormCapabilities;
  /** What it lends the handler of one form in this request (with the visitor's sessions of the form's remote). */
  capsFor?(id: string): FormCapabilities;
}

const unavailable = (what: string) => () => Promise.reject(new Error(`${what} is not available here`));

/** Capabilities that refuse every call: for lookups whose handlers need none. */
export const NO_CAPABILITIES: FormCapabilities = {
  rows: { baseUrl: '', get: unavailable('The row database'), send: unavailable('The row database') },
  cms: { baseUrl: '', get: unavailable('The content API'), send: unavailable('The content API') },
  report: () => undefined,
};

/** A fixed set of handlers, for tests and tools. */
export class FormRegistry implements FormLookup {
  private readonly handlers = new Map<string, AnyFormHandler>();

  constructor(
    handlers: AnyFormHandler[] = [],
    readonly caps: FormCapabilities = NO_CAPABILITIES,
  ) {
    handlers.forEach((handler) => this.register(handler));
  }

  register(handler: AnyFormHandler): void {
    if (this.handlers.has(handler.id)) throw new Error(`Form handler ${handler.id} registered twice`);
    this.handlers.set(handler.id, handler);
  }

  async get(id: string): Promise<AnyFormHandler | undefined> {
    return this.handlers.get(id);
  }
}

export const FORM_TEXTS = {
  invalid: 'Bitte prüfen Sie Ihre Angaben.',
  unknownForm: 'Dieses Formular gibt es nicht.',
  badRequest: 'Die Anfrage ist ungültig. Bitte senden Sie das Formular noch einmal ab.',
  tooLarge: 'Die Angaben sind zu umfangreich.',
  unsupportedType: 'Bitte senden Sie das Formular als JSON oder als Formular (application/x-www-form-urlencoded).',
  otherSite: 'Formulare dieser Website können nur von dieser Website aus abgeschickt werden.',
  badIdempotencyKey: 'Die Kennung der Übermittlung (Idempotency-Key) ist ungültig. Bitte senden Sie das Formular noch einmal ab.',
  tooMany: (seconds: number) =>
    `Sie haben dieses Formular zu oft abgeschickt. Bitte versuchen Sie es in ${seconds <= 60 ? `${seconds} Sekunden` : `${Math.ceil(seconds / 60)} Minuten`} noch einmal.`,
} as const;

export interface Processed {
  httpStatus: number;
  result: FormSubmission;
}

export interface SubmissionDeps {
  report: (error: unknown, context: Record<string, unknown>) => void;
  warn: (context: Record<string, unknown>, message: string) => void;
  /** What the shell lends the handler (clients with their credentials attached, error reporting). */
  caps: FormCapabilities;
}

/** The longest value shown again: 1000 characters, or what a form of long texts takes (its bodyLimit). */
const echoLength = (handler: AnyFormHandler) => Math.max(1000, handler.bodyLimit ?? 0);

/** The entered values worth showing again: the schema's fields, never the honeypot, only plain values. */
function echo(handler: AnyFormHandler, input: unknown): Record<string, unknown> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return {};
  const fields = Object.keys(handler.schema.fields).filter((name) => name !== handler.honeypot);
  const longest = echoLength(handler);
  const values: Record<string, unknown> = {};
  for (const name of fields) {
    const value = (input as Record<string, unknown>)[name];
    if ((typeof value === 'string' && value.length <= longest) || typeof value === 'boolean') values[name] = value;
    // The ticked boxes of a group of checkboxes, the rows of a list of links.
    else if (Array.isArray(value) && value.length <= 50 && value.every((item) => typeof item === 'string' && item.length <= longest)) values[name] = value;
  }
  return values;
}

/** Only a path of this site: a handler never sends a visitor elsewhere. */
function isSitePath(path: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(path);
}

function invalid(errors: FieldErrors, message?: string): FormResult {
  return { status: 'invalid', message: message ?? FORM_TEXTS.invalid, ...(Object.keys(errors).length > 0 ? { errors } : {}) };
}

/**
 * Honeypot, schema, files, submit: the same steps for the JSON endpoint and for a form posted
 * without JavaScript (`received`: the file parts of a multipart post).
 */
export async function processSubmission(
  handler: AnyFormHandler,
  input: unknown,
  deps: SubmissionDeps,
  received: readonly ReceivedFile[] = [],
): Promise<Processed> {
  const values = echo(handler, input);
  const error = (httpStatus: number, message: string = handler.messages.error, data?: unknown): Processed => ({
    httpStatus,
    result: { status: 'error', message, values, ...(data === undefined ? {} : { data }) },
  });

  const trap = handler.honeypot && input && typeof input === 'object' ? (input as Record<string, unknown>)[handler.honeypot] : undefined;
  if (trap !== undefined && trap !== null && trap !== '') {
    deps.warn({ form: handler.id }, 'form refused: honeypot filled');
    return error(400);
  }

  let prepared: { context: Record<string, unknown>; state: unknown } = { context: {}, state: undefined };
  try {
    if (handler.prepare) prepared = await handler.prepare(deps.caps);
  } catch (problem) {
    deps.report(problem, { form: handler.id, phase: 'prepare' });
    return error(502);
  }

  const checked = await validateForm(handler.schema, input, prepared.context);
  if (!checked.ok && checked.message) return { httpStatus: 400, result: { ...invalid(checked.errors, checked.message), values } };
  // Files only of a form that has file fields; their problems are shown beside the other fields' ones.
  const uploads =
    handler.files || received.length > 0 ? await checkUploads(handler.files, received) : ({ ok: true, files: [] } as { ok: true; files: UploadedFile[] });
  if (!uploads.ok && uploads.message) return { httpStatus: uploads.status, result: { ...invalid({}, uploads.message), values } };
  if (!checked.ok || !uploads.ok) {
    const errors = { ...(checked.ok ? {} : checked.errors), ...(uploads.ok ? {} : uploads.errors) };
    return { httpStatus: uploads.ok ? 422 : uploads.status, result: { ...invalid(errors), values } };
  }

  try {
    const outcome = await handler.submit(checked.values, deps.caps, prepared.state, uploads.files);
    if (outcome.status === 'success') {
      const redirect = outcome.redirect !== undefined && isSitePath(outcome.redirect) ? { redirect: outcome.redirect } : {};
      return { httpStatus: 200, result: { status: 'success', message: handler.messages.success, ...redirect } };
    }
    if (outcome.status === 'invalid') {
      const data = outcome.data === undefined ? {} : { data: outcome.data };
      return { httpStatus: 422, result: { ...invalid(outcome.errors, outcome.message), values, ...data } };
    }
    if (outcome.problem !== undefined) deps.report(outcome.problem, { form: handler.id, phase: 'submit', reason: outcome.reason });
    else deps.warn({ form: handler.id, reason: outcome.reason }, 'form submission refused');
    return error(outcome.httpStatus, outcome.message, outcome.data);
  } catch (problem) {
    deps.report(problem, { form: handler.id, phase: 'submit' });
    return error(502);
  }
}

/** Data for a form block; a failure is logged and the block gets null (spec point 8: only logged). */
export async function loadFormData(handler: AnyFormHandler, deps: SubmissionDeps): Promise<unknown> {
  if (!handler.load) return null;
  try {
    return await handler.load(deps.caps);
  } catch (problem) {
    deps.report(problem, { form: handler.id, phase: 'load' });
    return null;
  }
}
