/** How the content API's answers to the editorial calls become the outcomes of the shell's forms. */
import type { CmsResponse, CmsWriteClient } from '@musterstadt/cms-client';
import type { FormCapabilities, FormSession, SubmitOutcome, UploadedFile } from '@musterstadt/shell-contract';
import { formSession } from '@musterstadt/shell-contract/server';
import type { RedaktionProfile } from '../session/profile';

export const FORM_TEXTS = {
  success: 'Gespeichert.',
  error: 'Das hat leider nicht geklappt. Bitte versuchen Sie es noch einmal.',
  login: 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an; Ihre Eingaben stehen unten noch im Formular.',
  unreachable: 'Die Redaktion ist zurzeit nicht erreichbar. Ihre Eingaben sind nicht verloren: Bitte versuchen Sie es gleich noch einmal.',
} as const;

/** The editor's session, or the outcome that says the login is missing. */
export function sitzung(caps: FormCapabilities): FormSession<RedaktionProfile> | SubmitOutcome {
  return formSession(caps, 'redaktion') ?? { status: 'error', httpStatus: 401, reason: 'no redaktion session', message: FORM_TEXTS.login };
}

export function istOutcome(value: FormSession<RedaktionProfile> | SubmitOutcome): value is SubmitOutcome {
  return 'status' in value;
}

type Fehlerantwort = { error?: unknown; errors?: unknown } | null;

/** A call of the content API; an unreachable API is an answer with status 502. */
export async function rufe<T>(
  cms: CmsWriteClient,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
): Promise<CmsResponse<T | Fehlerantwort>> {
  try {
    return await cms.send<T | Fehlerantwort>(method, path, body);
  } catch (problem) {
    return { status: 502, body: { error: FORM_TEXTS.unreachable, problem } as Fehlerantwort };
  }
}

const STATUS = [400, 401, 403, 404, 409, 410, 413, 415, 422] as const;
type Abgelehnt = (typeof STATUS)[number];

/**
 * A refusal of the content API as the form's outcome: its field checks (422 `errors`) at the fields,
 * its German `error` as the message; `felder` maps the API's field names to the form's.
 */
export function abgelehnt(answer: CmsResponse<unknown>, was: string, data?: unknown, feld?: string): SubmitOutcome {
  const body = (answer.body ?? null) as Fehlerantwort;
  const message = typeof body?.error === 'string' ? body.error : FORM_TEXTS.error;
  const errors = body?.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string>) : null;
  if (answer.status === 422 && errors) return { status: 'invalid', errors, message, ...(data === undefined ? {} : { data }) };
  // A missing reason (400) belongs at its field.
  if (answer.status === 400 && feld) return { status: 'invalid', errors: { [feld]: message }, message, ...(data === undefined ? {} : { data }) };
  const status = (STATUS as readonly number[]).includes(answer.status) ? (answer.status as Abgelehnt) : 502;
  return { status: 'error', httpStatus: status, reason: `${was} answered ${answer.status}`, message, ...(data === undefined ? {} : { data }) };
}

/** A refusal (400, 409) at the field its German message names (`feldVon`); any other refusal as `abgelehnt`. */
export function anFeld(answer: CmsResponse<unknown>, was: string, feldVon: (message: string) => string | undefined): SubmitOutcome {
  const error = (answer.body as { error?: unknown } | null)?.error;
  const feld = typeof error === 'string' && (answer.status === 400 || answer.status === 409) ? feldVon(error) : undefined;
  if (feld && typeof error === 'string') return { status: 'invalid', errors: { [feld]: error }, message: error };
  return abgelehnt(answer, was);
}

/** A file sent on to the content API: its name as sent (without path; the shell cleaned it) and its bytes as base64. */
export function dateiFuerApi(file: UploadedFile, ersatzname: string): { dateiname: string; daten: string } {
  return { dateiname: file.name.slice(-200) || ersatzname, daten: Buffer.from(file.data).toString('base64') };
}

/**
 * An upload the content API refused, as the form's outcome: what it says about the file (`daten`,
 * or an answer whose status is about the file, e.g. 413 too large) stands at the form's file field `datei`.
 */
export function abgelehnteDatei(answer: CmsResponse<unknown>, was: string, dateiStatus: readonly number[]): SubmitOutcome {
  const outcome = abgelehnt(answer, was);
  const daten = outcome.status === 'invalid' ? outcome.errors.daten : undefined;
  if (outcome.status === 'invalid' && daten) {
    const { daten: _daten, ...rest } = outcome.errors;
    return { ...outcome, errors: { ...rest, datei: daten } };
  }
  if (outcome.status === 'error' && dateiStatus.includes(answer.status)) {
    const message = outcome.message ?? FORM_TEXTS.error;
    return { status: 'invalid', errors: { datei: message }, message };
  }
  return outcome;
}
