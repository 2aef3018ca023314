import type { FormResult, FormSubmission } from '@musterstadt/shell-contract';
import { validateForm, type AnyFormSchema, type FieldErrors } from '@musterstadt/ui/forms';

/** What a handler's submit step ends in. `problem` of an error is reported to error reporting. */
export type SubmitOutcome =
  | { status: 'success' }
  | { status: 'error'; httpStatus: 400 | 409 | 502 | 503; reason: string; problem?: unknown };

/**
 * A form the shell answers: registered under the template name of the blocks that render it. The
 * browser posts to /_forms/<id> (JSON); without JavaScript the form posts to its page, which the
 * shell renders again with the outcome. Both run the same steps: honeypot, schema, submit.
 */
export interface FormHandler<Values = never, Data = unknown, State = unknown> {
  id: string;
  /** The yup schema shared with the browser. */
  schema: AnyFormSchema;
  /** Trap field: a value in it gives the error outcome, and nothing is submitted. */
  honeypot?: string;
  /** German messages of the outcomes, for JSON callers (templates show their own texts). */
  messages: { success: string; error: string };
  /** What the form shows (e.g. the days on offer); a failure is only logged, the block gets null. */
  load?(): Promise<Data>;
  /** What validation (schema context) and submission need, read once per submission. */
  prepare?(): Promise<{ context: Record<string, unknown>; state: State }>;
  submit(values: Values, state: State): Promise<SubmitOutcome>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds handlers of any value type
export type AnyFormHandler = FormHandler<any, unknown, any>;

export interface FormLookup {
  get(id: string): AnyFormHandler | undefined;
}

export class FormRegistry implements FormLookup {
  private readonly handlers = new Map<string, AnyFormHandler>();

  constructor(handlers: AnyFormHandler[] = []) {
    handlers.forEach((handler) => this.register(handler));
  }

  register(handler: AnyFormHandler): void {
    if (this.handlers.has(handler.id)) throw new Error(`Form handler ${handler.id} registered twice`);
    this.handlers.set(handler.id, handler);
  }

  get(id: string): AnyFormHandler | undefined {
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
} as const;

export interface Processed {
  httpStatus: number;
  result: FormSubmission;
}

export interface SubmissionDeps {
  report: (error: unknown, context: Record<string, unknown>) => void;
  warn: (context: Record<string, unknown>, message: string) => void;
}

/** The entered values worth showing again: the schema's fields, never the honeypot, only plain values. */
function echo(handler: AnyFormHandler, input: unknown): Record<string, unknown> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return {};
  const fields = Object.keys(handler.schema.fields).filter((name) => name !== handler.honeypot);
  const values: Record<string, unknown> = {};
  for (const name of fields) {
    const value = (input as Record<string, unknown>)[name];
    if ((typeof value === 'string' && value.length <= 1000) || typeof value === 'boolean') values[name] = value;
  }
  return values;
}

function invalid(errors: FieldErrors, message?: string): FormResult {
  return { status: 'invalid', message: message ?? FORM_TEXTS.invalid, ...(Object.keys(errors).length > 0 ? { errors } : {}) };
}

/** Honeypot, schema, submit: the same steps for the JSON endpoint and for a form posted without JavaScript. */
export async function processSubmission(handler: AnyFormHandler, input: unknown, deps: SubmissionDeps): Promise<Processed> {
  const values = echo(handler, input);
  const error = (httpStatus: number): Processed => ({ httpStatus, result: { status: 'error', message: handler.messages.error, values } });

  const trap = handler.honeypot && input && typeof input === 'object' ? (input as Record<string, unknown>)[handler.honeypot] : undefined;
  if (trap !== undefined && trap !== null && trap !== '') {
    deps.warn({ form: handler.id }, 'form refused: honeypot filled');
    return error(400);
  }

  let prepared: { context: Record<string, unknown>; state: unknown } = { context: {}, state: undefined };
  try {
    if (handler.prepare) prepared = await handler.prepare();
  } catch (problem) {
    deps.report(problem, { form: handler.id, phase: 'prepare' });
    return error(502);
  }

  const checked = await validateForm(handler.schema, input, prepared.context);
  if (!checked.ok) {
    return { httpStatus: checked.message ? 400 : 422, result: { ...invalid(checked.errors, checked.message), values } };
  }

  try {
    const outcome = await handler.submit(checked.values, prepared.state);
    if (outcome.status === 'success') return { httpStatus: 200, result: { status: 'success', message: handler.messages.success } };
    if (outcome.problem !== undefined) deps.report(outcome.problem, { form: handler.id, phase: 'submit', reason: outcome.reason });
    else deps.warn({ form: handler.id, reason: outcome.reason }, 'form submission refused');
    return error(outcome.httpStatus);
  } catch (problem) {
    deps.report(problem, { form: handler.id, phase: 'submit' });
    return error(502);
  }
}

/** Data for a form block; a failure is logged and the block gets null (spec point 8: only logged). */
export async function loadFormData(handler: AnyFormHandler, deps: SubmissionDeps): Promise<unknown> {
  if (!handler.load) return null;
  try {
    return await handler.load();
  } catch (problem) {
    deps.report(problem, { form: handler.id, phase: 'load' });
    return null;
  }
}
