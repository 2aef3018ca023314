import { CAPTCHA_FIELDS } from '@musterstadt/forms';
import {
  defineFormHandler,
  type CaptchaChallenge,
  type FormHandler,
  type FormSchema,
  type SubmitOutcome,
  type UploadedFile,
  type UploadLimits,
} from '@musterstadt/shell-contract';

/** What a form with the shell's captcha shows: a fresh question (null when the shell offers none). */
export interface CaptchaData {
  captcha: CaptchaChallenge | null;
}

/** What the office reads: a one-line summary, the sender's address for the confirmation, the answers. */
interface Eingabe {
  zusammenfassung: string;
  email: string | null;
  felder: { label: string; wert: string }[];
  /** What an editor's approval publishes (events, clubs, businesses, ads); nothing is public before. */
  veroeffentlichung?: Record<string, unknown>;
}

/** The position of a field's first file among the stored files (what a publication names as its picture), or null. */
export const fileIndex = (files: readonly UploadedFile[], field: string): number | null => {
  const index = files.findIndex((file) => file.field === field);
  return index < 0 ? null : index;
};

/** The label of a chosen option, as the office reads it. */
export const labelOf = (options: readonly { value: string; label: string }[], value: string): string =>
  options.find((option) => option.value === value)?.label ?? value;

type CaptchaValues = { [CAPTCHA_FIELDS.token]: string; [CAPTCHA_FIELDS.answer]: string };

interface StoredSubmissionForm<Values> {
  id: string;
  /** The content API's store of this kind of submission, e.g. '/api/formulare/fuehrung'. */
  endpoint: string;
  schema: FormSchema;
  honeypot: string;
  messages: { success: string; error: string };
  /** What the office reads and an approval publishes; `files` are the submission's files in the order they are stored. */
  eingabe: (values: Values, files: readonly UploadedFile[]) => Eingabe;
  /** File fields; their checked files are stored with the submission (and mailed to the office). */
  files?: Record<string, UploadLimits>;
}

/** The files as the content API takes them: base64, with the type the shell read from the content. */
const dateien = (files: readonly UploadedFile[]) =>
  files.length === 0 ? {} : { dateien: files.map((file) => ({ name: file.name, typ: file.type, daten: Buffer.from(file.data).toString('base64') })) };

const failed = (reason: string, problem: unknown): SubmitOutcome => ({ status: 'error', httpStatus: 502, reason, problem });

/**
 * A town form whose submissions the content API stores first, then mails to the responsible office
 * and confirms to the sender: the shell's captcha is asked on load and checked on submit.
 */
export function storedSubmissionForm<Values extends CaptchaValues>(form: StoredSubmissionForm<Values>): FormHandler<Values, CaptchaData> {
  return defineFormHandler<Values, CaptchaData>({
    id: form.id,
    schema: form.schema,
    honeypot: form.honeypot,
    messages: form.messages,
    ...(form.files ? { files: form.files } : {}),
    async load({ captcha }) {
      return { captcha: captcha ? captcha.create() : null };
    },
    async submit(values, { cms, captcha }, _state, files = []) {
      if (!captcha) return { status: 'error', httpStatus: 503, reason: 'the shell offers no captcha' };
      const checked = captcha.verify(values[CAPTCHA_FIELDS.token], values[CAPTCHA_FIELDS.answer]);
      if (!checked.ok) return { status: 'invalid', errors: { [CAPTCHA_FIELDS.answer]: checked.message } };
      let answer: { status: number; body: { ok?: unknown } | null };
      try {
        answer = await cms.send<{ ok?: unknown }>('POST', form.endpoint, { ...form.eingabe(values, files), ...dateien(files) });
      } catch (problem) {
        return failed('content API unreachable', problem);
      }
      if (answer.status === 200 && answer.body?.ok === true) return { status: 'success' };
      return failed('content API refused the submission', new Error(`${form.endpoint} answered ${answer.status}`));
    },
  });
}
