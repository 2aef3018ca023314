import { getJson } from '@musterstadt/cms-client';
import {
  CAPTCHA_FIELDS,
  HILFE_ARTEN,
  HILFE_BEREICHE,
  NACHBARSCHAFTSHILFE_FIELDS,
  NACHBARSCHAFTSHILFE_HONEYPOT,
  NACHBARSCHAFTSHILFE_LABELS as L,
  nachbarschaftshilfeSchema,
} from '@musterstadt/forms';
import { contextText, FORM_ID_FIELD, formEndpoint, safeHref, type CaptchaChallenge, type TemplateProps } from '@musterstadt/shell-contract';
import { RichText } from '@musterstadt/ui';
import {
  CaptchaField,
  CheckboxGroupField,
  ConsentField,
  ErrorSummary,
  FormErrorNotice,
  Honeypot,
  SelectField,
  TextAreaField,
  TextField,
  useFormKit,
  useFormSubmission,
  valuesAgain,
  type FieldErrors,
} from '@musterstadt/ui/forms';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';

export const TEXTS = {
  erfolg: 'Vielen Dank! Ihre Angaben sind bei uns angekommen.',
  erfolgDetail:
    'Das Bürgerbüro bringt Hilfe und Bedarf zusammen und meldet sich innerhalb von zwei Werktagen bei Ihnen. Haben Sie eine E-Mail-Adresse angegeben, erhalten Sie gleich eine Eingangsbestätigung.',
  fehler: 'Leider konnten Ihre Angaben nicht gesendet werden.',
  nichtVerfuegbar: 'Das Formular ist zurzeit leider nicht verfügbar.',
  nochEine: 'Weitere Meldung schreiben',
  absenden: 'Angaben senden',
  pflicht: 'Alle Felder sind Pflichtfelder. Geben Sie entweder eine Telefonnummer oder eine E-Mail-Adresse an, nicht beides.',
} as const;

interface Data {
  captcha: CaptchaChallenge | null;
}

type Values = {
  art: string;
  bereiche: string[];
  beschreibung: string;
  name: string;
  wohnort: string;
  telefon: string;
  email: string;
  datenschutz: boolean;
  captcha: string;
  captchaToken: string;
  firma: string;
};

const EMPTY_TEXT = { art: '', beschreibung: '', name: '', wohnort: '', telefon: '', email: '', datenschutz: false, captcha: '', firma: '' };

function challengeOf(data: unknown): CaptchaChallenge | null {
  const captcha = (data as Data | null)?.captcha;
  return captcha && typeof captcha.question === 'string' && typeof captcha.token === 'string' ? captcha : null;
}

function Telefonbuero() {
  return (
    <>
      Bitte versuchen Sie es später noch einmal oder rufen Sie das Bürgerbüro an: <a href="tel:+4979991230">07999 123-0</a>.
    </>
  );
}

/**
 * Template 'nachbarschaftshilfe': neighbours offer or ask for help (the town's former corona form).
 * A plain form posting to its page without JavaScript; with it, the same schema checks in the
 * browser and the shell's form endpoint answers without leaving the page.
 */
export default function Nachbarschaftshilfe({ block, form }: TemplateProps) {
  const formId = form?.id ?? block.template;
  const idOf = (name: string) => `${formId}-${name}`;
  const submission = form?.submission;
  const titleId = useId();
  const pflichtId = useId();
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(challengeOf(form?.data));
  const again = submission?.status === 'success' ? undefined : submission?.values;
  const bereicheAgain = Array.isArray(again?.bereiche) ? (again.bereiche as unknown[]).filter((v): v is string => typeof v === 'string') : [];
  const defaults: Values = { ...valuesAgain(EMPTY_TEXT, again), captcha: '', bereiche: bereicheAgain, captchaToken: challenge?.token ?? '' };
  const kit = useFormKit<Values>({
    schema: nachbarschaftshilfeSchema,
    defaultValues: defaults,
    serverErrors: submission?.status === 'invalid' ? submission.errors : undefined,
    fieldOrder: NACHBARSCHAFTSHILFE_FIELDS,
    idOf,
  });
  const { register, setValue, reset } = kit.form;

  // A question answers one submission: after every answer of the server, a new one.
  const newQuestion = useCallback(async () => {
    try {
      const response = await getJson<{ data?: unknown }>(formEndpoint(formId));
      const next = challengeOf(response.body?.data);
      if (next) setChallenge(next);
    } catch (error) {
      console.error('[nachbarschaftshilfe] loading a new question failed', error);
    }
  }, [formId]);
  useEffect(() => {
    setValue(CAPTCHA_FIELDS.token, challenge?.token ?? '');
    setValue(CAPTCHA_FIELDS.answer, '');
  }, [challenge, setValue]);
  const { showErrors } = kit;
  const showServerErrors = useCallback(
    (errors: FieldErrors) => {
      showErrors(errors);
      void newQuestion();
    },
    [showErrors, newQuestion],
  );

  const { phase, setPhase, errorKey, busy, successRef, send } = useFormSubmission<Values>({
    formId,
    submission,
    showErrors: showServerErrors,
    onSuccess: () => void newQuestion(),
    onError: () => void newQuestion(),
    logName: 'nachbarschaftshilfe',
  });
  const titel = contextText(block, 'titel');
  const datenschutz = safeHref(contextText(block, 'datenschutz')) ?? '/datenschutz';
  const generalProblem = submission?.status === 'invalid' && !submission.errors ? submission.message : undefined;

  function writeAnother(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset({ ...EMPTY_TEXT, bereiche: [], captchaToken: challenge?.token ?? '' });
    setPhase('form');
    window.setTimeout(() => document.getElementById(idOf('art'))?.focus(), 0);
  }

  return (
    <section id={formId} className="town-kontakt" aria-labelledby={titel ? titleId : undefined} aria-label={titel ? undefined : 'Nachbarschaftshilfe'}>
      {titel && <h2 id={titleId}>{titel}</h2>}
      <RichText html={contextText(block, 'einleitung')} />
      {phase === 'success' ? (
        <div className="ms-notice ms-notice--success town-kontakt__notice" role="status" tabIndex={-1} ref={successRef}>
          <p>
            <strong>{TEXTS.erfolg}</strong>
          </p>
          <p>{TEXTS.erfolgDetail}</p>
          <form method="get" action={form?.action ?? ''} onSubmit={writeAnother}>
            <button type="submit" className="ms-button ms-button--secondary">
              {TEXTS.nochEine}
            </button>
          </form>
        </div>
      ) : !challenge ? (
        <FormErrorNotice title={TEXTS.nichtVerfuegbar} focusKey={0} className="town-kontakt__notice">
          <Telefonbuero />
        </FormErrorNotice>
      ) : (
        <>
          {phase === 'error' && (
            <FormErrorNotice title={TEXTS.fehler} focusKey={errorKey} className="town-kontakt__notice">
              <Telefonbuero />
            </FormErrorNotice>
          )}
          {generalProblem && (
            <FormErrorNotice title={TEXTS.fehler} message={generalProblem} focusKey={1} className="town-kontakt__notice">
              <Telefonbuero />
            </FormErrorNotice>
          )}
          <form
            className="ms-form town-kontakt__form"
            method="post"
            action={form?.action}
            noValidate
            aria-describedby={pflichtId}
            onSubmit={(event) => void kit.handleSubmit(send)(event)}
          >
            <ErrorSummary {...kit.summary} />
            <input type="hidden" name={FORM_ID_FIELD} value={formId} />
            <p id={pflichtId} className="town-kontakt__pflicht">
              {TEXTS.pflicht}
            </p>
            <SelectField
              id={idOf('art')}
              label={L.art}
              placeholder="Bitte wählen Sie …"
              options={HILFE_ARTEN.map((a) => ({ ...a }))}
              error={kit.messages.art}
              defaultValue={defaults.art}
              required
              {...register('art')}
            />
            <CheckboxGroupField
              id={idOf('bereiche')}
              label={L.bereiche}
              hint="Mehrere Antworten sind möglich."
              options={HILFE_BEREICHE.map((b) => ({ ...b }))}
              error={kit.messages.bereiche ?? kit.messages['bereiche[0]']}
              defaultValue={defaults.bereiche}
              {...register('bereiche')}
            />
            <TextAreaField
              id={idOf('beschreibung')}
              label={L.beschreibung}
              hint="Wann und wie oft? Mindestens 10, höchstens 2000 Zeichen."
              rows={5}
              error={kit.messages.beschreibung}
              defaultValue={defaults.beschreibung}
              required
              {...register('beschreibung')}
            />
            <TextField
              id={idOf('name')}
              label={L.name}
              autoComplete="name"
              error={kit.messages.name}
              defaultValue={defaults.name}
              required
              {...register('name')}
            />
            <TextField
              id={idOf('wohnort')}
              label={L.wohnort}
              hint="z. B. Lindenweg 3, Aach"
              autoComplete="street-address"
              error={kit.messages.wohnort}
              defaultValue={defaults.wohnort}
              required
              {...register('wohnort')}
            />
            <TextField
              id={idOf('telefon')}
              type="tel"
              label={L.telefon}
              hint="Entweder Telefonnummer oder E-Mail-Adresse."
              autoComplete="tel"
              error={kit.messages.telefon}
              defaultValue={defaults.telefon}
              {...register('telefon')}
            />
            <TextField
              id={idOf('email')}
              type="email"
              label={L.email}
              hint="An diese Adresse schicken wir eine Eingangsbestätigung."
              autoComplete="email"
              spellCheck={false}
              error={kit.messages.email}
              defaultValue={defaults.email}
              {...register('email')}
            />
            <ConsentField
              id={idOf('datenschutz')}
              privacyHref={datenschutz}
              error={kit.messages.datenschutz}
              defaultChecked={defaults.datenschutz}
              required
              {...register('datenschutz')}
            />
            <CaptchaField
              id={idOf('captcha')}
              question={challenge.question}
              token={challenge.token}
              tokenName={CAPTCHA_FIELDS.token}
              error={kit.messages.captcha ?? kit.messages.captchaToken}
              required
              {...register(CAPTCHA_FIELDS.answer)}
            />
            <Honeypot id={idOf(NACHBARSCHAFTSHILFE_HONEYPOT)} {...register(NACHBARSCHAFTSHILFE_HONEYPOT)} />
            <button type="submit" className="ms-button" aria-disabled={busy || undefined}>
              {TEXTS.absenden}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
