/**
 * The server side a remote contributes: its form handlers. A remote's `defineRemote({ forms })` maps
 * each form id (the template name of the blocks that render the form) to a loader of a module whose
 * default export is a handler. Handlers run only in the shell's server, loaded from the remote's
 * server build; the shell hands them capabilities, never a secret or its configuration.
 */
import type { CmsWriteClient } from '@musterstadt/cms-client';
import type { AnyObject, ObjectSchema } from 'yup';

/** What a handler's submit step ends in. `problem` of an error is reported to error reporting. */
export type SubmitOutcome =
  | {
      status: 'success';
      /** A path of this site to go on to (e.g. a confirmation page); the no-JS answer redirects there. */
      redirect?: string;
    }
  /** A service behind the form refused single fields: German message per field. */
  | {
      status: 'invalid';
      errors: Record<string, string>;
      /** German text about the whole submission, instead of the general 'Bitte prüfen Sie Ihre Angaben.' */
      message?: string;
      /** What the form's template shows beside the errors (data, never markup). */
      data?: unknown;
    }
  | {
      status: 'error';
      /** 401 or 403: the form needs a session of its remote's login kind, or one with other rights. */
      httpStatus: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 502 | 503;
      reason: string;
      problem?: unknown;
      /** German text for this failure, instead of the handler's general error message. */
      message?: string;
      /** What the form's template shows with the message, e.g. what changed meanwhile in a conflict (data, never markup). */
      data?: unknown;
    };

/** Largest submission a form may ask for (`bodyLimit`): a long article with its links fits. */
export const FORM_BODY_MAX_BYTES = 512 * 1024;

/** A captcha question the shell asked and signed (the signing secret stays in the shell). */
export interface CaptchaChallenge {
  /** The question in words, e.g. 'Wie viel ist sieben plus drei?'. */
  question: string;
  /** Goes back with the answer in a hidden field. */
  token: string;
}

/** The shell's self-hosted captcha: no image, no script, no third party. */
interface CaptchaCapability {
  create(): CaptchaChallenge;
  /** Checks an answer against its token; a question answers one submission only, right or wrong (then a new one is asked). */
  verify(token: unknown, answer: unknown): Promise<{ ok: true } | { ok: false; message: string }>;
}

/** A visitor's session, as a form handler gets it: the profile, and the content API with the session's token. */
export interface FormSession<Profile = unknown> {
  profile: Profile;
  /** Calls carry the session's token (and the shell's service token); the token itself stays in the shell. */
  cms: CmsWriteClient;
}

/** What the shell lends a form handler. Clients carry their credentials; a handler never sees them. */
export interface FormCapabilities {
  /** Asks and checks captcha questions (absent where a shell offers none). */
  captcha?: CaptchaCapability;
  /** The row database (REST shape `/api/database/rows/table/{id}/`), with the shell's token attached. */
  rows: CmsWriteClient;
  /** The content API, for writes (messages, sign-ups, confirmation mails). */
  cms: CmsWriteClient;
  /** Error reporting, for problems a handler survives on its own. */
  report(error: unknown, context?: Record<string, unknown>): void;
  /** The request's sessions of the login kinds the form's own remote contributes, by kind (absent: none). */
  sessions?: Readonly<Record<string, FormSession>>;
  /** The templates a page's blocks may use, with what each takes (for the editorial area's block forms; absent where a shell offers none). */
  templateCatalog?(): TemplateCatalog;
}

/**
 * The remotes' template options as JSON (design: "Template options"): each layout's remote, and
 * each remote's templates with their German title, description and the JSON schema of a block's `context`.
 */
export interface TemplateCatalog {
  /** Layout name → the remote that owns it. */
  layouts: Record<string, string>;
  /** Layout name → its German title, as its remote declares it (`layoutTitles`). */
  layoutTitles: Record<string, string>;
  /** Remote id → template name → its options. */
  remotes: Record<string, Record<string, { title: string; description: string; context: Record<string, unknown> }>>;
}

/** What a file field of a form takes; the shell checks each file's content, not its name. */
export interface UploadLimits {
  /** Content types allowed, e.g. ['image/jpeg', 'image/png', 'application/pdf']. */
  types: readonly string[];
  /** Largest size of one file in bytes (the shell takes at most 10 MB). */
  maxBytes: number;
  /** How many files at most. */
  maxFiles: number;
  /** German message when no file was chosen; without it the field is optional. */
  required?: string;
}

/** A file as a handler gets it: its type read from its content, pictures re-encoded without metadata (no location). */
export interface UploadedFile {
  /** The form field it was sent in. */
  field: string;
  /** The file's name as sent, without any path. */
  name: string;
  /** The content type read from the content (e.g. 'image/jpeg'). */
  type: string;
  data: Uint8Array;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a form's own schema types its values
export type FormSchema = ObjectSchema<any, AnyObject, any, any>;

/**
 * A form the shell answers. The browser posts to /_forms/<id> (JSON); without JavaScript the form
 * posts to its page, which the shell renders again with the outcome. Both run the same steps:
 * honeypot, schema, submit.
 */
export interface FormHandler<Values = never, Data = unknown, State = unknown> {
  id: string;
  /** The yup schema shared with the browser. */
  schema: FormSchema;
  /**
   * Largest submission in bytes, for a form of long texts (an article): 16 KiB when left out, at most
   * FORM_BODY_MAX_BYTES. Values up to this size are also what a page answering a submission shows again.
   */
  bodyLimit?: number;
  /** Trap field: a value in it gives the error outcome, and nothing is submitted. */
  honeypot?: string;
  /** German messages of the outcomes, for JSON callers (templates show their own texts). */
  messages: { success: string; error: string };
  /** What the form shows (e.g. the days on offer); a failure is only logged, the block gets null. */
  load?(caps: FormCapabilities): Promise<Data>;
  /** What validation (schema context) and submission need, read once per submission. */
  prepare?(caps: FormCapabilities): Promise<{ context: Record<string, unknown>; state: State }>;
  /**
   * File fields (name → limits). Such a form posts multipart/form-data to its page; the shell refuses
   * files over the limits with 413 (size, count) or 415 (type by content) before submit is called.
   */
  files?: Record<string, UploadLimits>;
  /** `files`: the checked files of the submission (the shell passes none for a form without file fields). */
  submit(values: Values, caps: FormCapabilities, state: State, files?: readonly UploadedFile[]): Promise<SubmitOutcome>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shell holds handlers of any value type
export type AnyFormHandler = FormHandler<any, unknown, any>;

/** The module a `forms` loader gives. */
export interface FormHandlerModule {
  default: AnyFormHandler;
}

/** Types a handler in a remote's `*.server.ts` module (identity at run time). */
export function defineFormHandler<Values, Data = unknown, State = unknown>(handler: FormHandler<Values, Data, State>): FormHandler<Values, Data, State> {
  return handler;
}

/** Checks a loaded handler module against the contract; returns what is wrong, or null. */
export function validateFormHandler(value: unknown, expectedId: string): string | null {
  const handler = (value as { default?: unknown } | null)?.default;
  if (!handler || typeof handler !== 'object') return 'the module has no default handler';
  const h = handler as Partial<AnyFormHandler>;
  if (h.id !== expectedId) return `handler id '${String(h.id)}' does not match '${expectedId}'`;
  if (!h.schema || typeof h.schema !== 'object' || typeof (h.schema as { validate?: unknown }).validate !== 'function')
    return 'schema must be a yup object schema';
  if (!h.messages || typeof h.messages.success !== 'string' || typeof h.messages.error !== 'string') return 'messages need success and error texts';
  if (typeof h.submit !== 'function') return 'submit must be a function';
  for (const step of ['load', 'prepare'] as const) {
    if (h[step] !== undefined && typeof h[step] !== 'function') return `${step} must be a function`;
  }
  if (h.honeypot !== undefined && typeof h.honeypot !== 'string') return 'honeypot must be a field name';
  if (h.files !== undefined && (!h.files || typeof h.files !== 'object')) return 'files must map field names to limits';
  if (h.bodyLimit !== undefined && (!Number.isInteger(h.bodyLimit) || h.bodyLimit < 1024 || h.bodyLimit > FORM_BODY_MAX_BYTES))
    return `bodyLimit must be 1024 to ${FORM_BODY_MAX_BYTES} bytes`;
  return null;
}
