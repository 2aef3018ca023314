import { getJson } from '@musterstadt/cms-client';
import { CAPTCHA_FIELDS } from '@musterstadt/forms/fields';
import { contextText, FORM_ID_FIELD, formEndpoint, safeHref, type CaptchaChallenge } from '@musterstadt/shell-contract';
import {
  CaptchaField,
  ConsentField,
  ErrorSummary,
  FormErrorNotice,
  Honeypot,
  useFormKit,
  useFormSubmission,
  valuesAgain,
  type FormSchemaSource,
  type FieldErrors,
  type FormKit,
} from '@musterstadt/ui/forms';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path, PathValue } from 'react-hook-form';
import type { FormTemplateProps } from '../templates/with-rich-text';

/** The texts around a form's fields: what it says after sending, on failure and above the fields. */
interface CaptchaFormTexts {
  erfolg: string;
  erfolgDetail: string;
  fehler: string;
  nichtVerfuegbar: string;
  nochEine: string;
  absenden: string;
  pflicht: string;
}

/** What every form with consent, captcha and honeypot carries besides its own fields. */
export interface CaptchaFormValues extends FieldValues {
  datenschutz: boolean;
  captcha: string;
  captchaToken: string;
}

/** What a form's own fields are drawn with. */
interface FieldsProps<V extends CaptchaFormValues> {
  kit: FormKit<V>;
  defaults: V;
  idOf: (name: string) => string;
}

interface CaptchaFormProps<V extends CaptchaFormValues> extends Pick<FormTemplateProps, 'block' | 'form' | 'intro'> {
  /** Accessible name of the section when the block has no title; also names the form in logs. */
  name: string;
  schema: FormSchemaSource;
  fieldOrder: readonly string[];
  /** The form's empty text and check fields (lists come from `lists`). */
  empty: Record<string, string | boolean>;
  /** Fields holding several choices (checkbox groups). */
  lists: readonly string[];
  /** Where the focus goes when the visitor starts another submission. */
  firstField: string;
  honeypot: Path<V>;
  texts: CaptchaFormTexts;
  /** Who to call when sending fails, as a sentence with a phone link. */
  contact: ReactNode;
  fields: (props: FieldsProps<V>) => ReactNode;
  /**
   * The form has file fields: it posts multipart/form-data to its page, also with JavaScript (which
   * checks the fields first); the page answers with the outcome, 413/415 for files over the limits.
   */
  withFiles?: boolean;
  /** The consent's wording where the form's default does not cover it (e.g. publication). */
  consentLabel?: string;
}

function challengeOf(data: unknown): CaptchaChallenge | null {
  const captcha = (data as { captcha?: CaptchaChallenge | null } | null)?.captcha;
  return captcha && typeof captcha.question === 'string' && typeof captcha.token === 'string' ? captcha : null;
}

function listAgain(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * A town form with the shell's self-hosted captcha: intro, the form's own fields, consent, captcha,
 * honeypot, error summary and the answers after sending. A plain form posting to its page without
 * JavaScript; with it, the same schema checks in the browser, and each answer of the server brings
 * a new question (a question answers one submission).
 */
export function CaptchaForm<V extends CaptchaFormValues>(props: CaptchaFormProps<V>) {
  const { block, form, intro, name, schema, fieldOrder, empty, lists, firstField, honeypot, texts, contact, fields, withFiles = false, consentLabel } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const formId = form?.id ?? block.template;
  const idOf = (field: string) => `${formId}-${field}`;
  const submission = form?.submission;
  const titleId = useId();
  const pflichtId = useId();
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(challengeOf(form?.data));
  const again = submission?.status === 'success' ? undefined : submission?.values;
  const emptyLists = Object.fromEntries(lists.map((list) => [list, [] as string[]]));
  const defaults = {
    ...valuesAgain(empty, again),
    ...Object.fromEntries(lists.map((list) => [list, listAgain(again?.[list])])),
    captcha: '',
    captchaToken: challenge?.token ?? '',
  } as unknown as V;
  const kit = useFormKit<V>({
    schema,
    defaultValues: defaults as DefaultValues<V>,
    serverErrors: submission?.status === 'invalid' ? submission.errors : undefined,
    fieldOrder,
    idOf,
  });
  const { register, setValue, reset } = kit.form;

  const newQuestion = useCallback(async () => {
    try {
      const response = await getJson<{ data?: unknown }>(formEndpoint(formId));
      const next = challengeOf(response.body?.data);
      if (next) setChallenge(next);
    } catch (error) {
      console.error(`[${name}] loading a new question failed`, error);
    }
  }, [formId, name]);
  useEffect(() => {
    setValue(CAPTCHA_FIELDS.token as Path<V>, (challenge?.token ?? '') as PathValue<V, Path<V>>);
    setValue(CAPTCHA_FIELDS.answer as Path<V>, '' as PathValue<V, Path<V>>);
  }, [challenge, setValue]);
  const { showErrors } = kit;
  const showServerErrors = useCallback(
    (errors: FieldErrors) => {
      showErrors(errors);
      void newQuestion();
    },
    [showErrors, newQuestion],
  );

  const { phase, setPhase, errorKey, busy, successRef, send } = useFormSubmission<V>({
    formId,
    submission,
    showErrors: showServerErrors,
    onSuccess: () => void newQuestion(),
    onError: () => void newQuestion(),
    logName: name,
  });
  const titel = contextText(block, 'titel');
  const datenschutz = safeHref(contextText(block, 'datenschutz')) ?? '/datenschutz';
  const generalProblem = submission?.status === 'invalid' && !submission.errors ? submission.message : undefined;

  function writeAnother(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset({ ...empty, ...emptyLists, captcha: '', captchaToken: challenge?.token ?? '' } as unknown as V);
    setPhase('form');
    window.setTimeout(() => document.getElementById(idOf(firstField))?.focus(), 0);
  }

  return (
    <section id={formId} className="town-kontakt" aria-labelledby={titel ? titleId : undefined} aria-label={titel ? undefined : name}>
      {titel && <h2 id={titleId}>{titel}</h2>}
      {intro}
      {phase === 'success' ? (
        <div className="ms-notice ms-notice--success town-kontakt__notice" role="status" tabIndex={-1} ref={successRef}>
          <p>
            <strong>{texts.erfolg}</strong>
          </p>
          <p>{texts.erfolgDetail}</p>
          <form method="get" action={form?.action ?? ''} onSubmit={writeAnother}>
            <button type="submit" className="ms-button ms-button--secondary">
              {texts.nochEine}
            </button>
          </form>
        </div>
      ) : !challenge ? (
        <FormErrorNotice title={texts.nichtVerfuegbar} focusKey={0} className="town-kontakt__notice">
          {contact}
        </FormErrorNotice>
      ) : (
        <>
          {phase === 'error' && (
            <FormErrorNotice title={texts.fehler} focusKey={errorKey} className="town-kontakt__notice">
              {contact}
            </FormErrorNotice>
          )}
          {generalProblem && (
            <FormErrorNotice title={texts.fehler} message={generalProblem} focusKey={1} className="town-kontakt__notice">
              {contact}
            </FormErrorNotice>
          )}
          <form
            ref={formRef}
            className="ms-form town-kontakt__form"
            method="post"
            action={form?.action}
            encType={withFiles ? 'multipart/form-data' : undefined}
            noValidate
            aria-describedby={pflichtId}
            onSubmit={(event) =>
              void kit.handleSubmit(
                withFiles
                  ? () => {
                      // Files go with the page's own post (native submit, not this handler again).
                      formRef.current?.submit();
                    }
                  : send,
              )(event)
            }
          >
            <ErrorSummary {...kit.summary} />
            <input type="hidden" name={FORM_ID_FIELD} value={formId} />
            <p id={pflichtId} className="town-kontakt__pflicht">
              {texts.pflicht}
            </p>
            {fields({ kit, defaults, idOf })}
            <ConsentField
              id={idOf('datenschutz')}
              {...(consentLabel ? { label: consentLabel } : {})}
              privacyHref={datenschutz}
              error={kit.messages.datenschutz}
              defaultChecked={defaults.datenschutz}
              required
              {...register('datenschutz' as Path<V>)}
            />
            <CaptchaField
              id={idOf('captcha')}
              question={challenge.question}
              token={challenge.token}
              tokenName={CAPTCHA_FIELDS.token}
              error={kit.messages.captcha ?? kit.messages.captchaToken}
              required
              {...register(CAPTCHA_FIELDS.answer as Path<V>)}
            />
            <Honeypot id={idOf(honeypot)} {...register(honeypot)} />
            <button type="submit" className="ms-button" aria-disabled={busy || undefined}>
              {texts.absenden}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
