import { postJson } from '@musterstadt/cms-client';
import { formEndpoint, useBusy, type FormResult, type FormSubmission } from '@musterstadt/shell-contract';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { FieldErrors } from './validate';

type FormPhase = 'form' | 'success' | 'error';

export interface UseFormSubmissionOptions {
  /** The form's id in the shell's registry. */
  formId: string;
  /** The answer the page was rendered with (a submission without JavaScript). */
  submission: FormSubmission | undefined;
  /** Shows the field errors the server found (FormKit.showErrors). */
  showErrors: (errors: FieldErrors) => void;
  /** After a successful submission, e.g. to empty the form. */
  onSuccess?: () => void;
  /** After a failed submission, e.g. to reload what the form offers. */
  onError?: () => void;
  /** Name in the console when sending fails. */
  logName: string;
}

export interface FormSubmissionState<T> {
  phase: FormPhase;
  setPhase: (phase: FormPhase) => void;
  /** Grows with every failure: the error notice takes the focus when it changes. */
  errorKey: number;
  busy: boolean;
  /** Put on the success notice: it takes the focus when it appears. */
  successRef: RefObject<HTMLDivElement | null>;
  /** Posts the values as JSON to the shell's form endpoint and moves to the outcome. */
  send: (values: T) => Promise<void>;
}

/**
 * The browser half of a form's submission: the same outcomes as the page answering a form posted
 * without JavaScript (success, field errors, error), with the focus moved to what changed.
 */
export function useFormSubmission<T>(options: UseFormSubmissionOptions): FormSubmissionState<T> {
  const { formId, submission, showErrors, onSuccess, onError, logName } = options;
  const [phase, setPhase] = useState<FormPhase>(submission?.status === 'success' ? 'success' : submission?.status === 'error' ? 'error' : 'form');
  const [errorKey, setErrorKey] = useState(submission?.status === 'error' ? 1 : 0);
  const [busy, setBusy] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  const wait = useBusy();
  // The key of a submission whose outcome is unknown (a network error, a server error): sending the
  // same values again repeats it under the same key, so the site stores it once whichever server answers.
  const pending = useRef<{ body: string; key: string } | null>(null);

  useEffect(() => {
    if (phase === 'success') successRef.current?.focus();
  }, [phase]);

  const send = useCallback(
    async (values: T) => {
      if (busy) return;
      setBusy(true);
      // A submission taking longer than 200 ms shows the page's progress indicator.
      const waited = wait();
      setPhase('form');
      const failed = () => {
        setPhase('error');
        setErrorKey((key) => key + 1);
        onError?.();
      };
      try {
        const body = JSON.stringify(values);
        const key = pending.current?.body === body ? pending.current.key : submissionKey();
        pending.current = { body, key };
        const response = await postJson<FormResult>(formEndpoint(formId), values, { headers: { 'idempotency-key': key } });
        const result = response.body;
        if (!result) throw new Error(`The form endpoint answered ${response.status} without a result`);
        // An answer the server gave for good: the next submission is a new one.
        if (result.status !== 'error') pending.current = null;
        if (result.status === 'success') {
          onSuccess?.();
          setPhase('success');
        } else if (result.status === 'invalid' && result.errors) {
          showErrors(result.errors);
        } else {
          failed();
        }
      } catch (error) {
        console.error(`[${logName}] sending failed`, error);
        failed();
      } finally {
        waited();
        setBusy(false);
      }
    },
    [busy, wait, formId, showErrors, onSuccess, onError, logName],
  );

  return { phase, setPhase, errorKey, busy, successRef, send };
}

/** A random key of one submission (32 hex digits): the same values sent again after a failure reuse it. */
function submissionKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The values a page answering a submission without JavaScript hands back, in the shape of the
 * form's empty values: text fields as strings, ticked boxes as booleans; anything else is dropped.
 */
export function valuesAgain<T extends Record<string, string | boolean>>(empty: T, values: Record<string, unknown> | undefined): T {
  const result: Record<string, string | boolean> = { ...empty };
  for (const [name, blank] of Object.entries(empty)) {
    const value = values?.[name];
    if (typeof blank === 'string' && typeof value === 'string') result[name] = value;
    if (typeof blank === 'boolean') result[name] = value === true;
  }
  return result as T;
}
