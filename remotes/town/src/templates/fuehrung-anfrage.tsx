import { getJson } from '@musterstadt/cms-client';
import {
  CAPTCHA_FIELDS,
  FUEHRUNG_FIELDS,
  FUEHRUNG_HONEYPOT,
  FUEHRUNG_INTERESSEN,
  FUEHRUNG_LABELS as L,
  FUEHRUNG_SPRACHEN,
  FUEHRUNGEN,
  fuehrungSchema,
} from '@musterstadt/forms';
import { contextText, FORM_ID_FIELD, formEndpoint, safeHref, type CaptchaChallenge, type TemplateProps } from '@musterstadt/shell-contract';
import { RichText } from '@musterstadt/ui';
import {
  CaptchaField,
  CheckboxGroupField,
  ConsentField,
  DateField,
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
  erfolg: 'Vielen Dank für Ihre Anfrage!',
  erfolgDetail:
    'Die Tourist-Information prüft, ob eine Gästeführerin oder ein Gästeführer an Ihrem Wunschtermin frei ist, und schickt Ihnen innerhalb von drei Werktagen ein Angebot. Eine Eingangsbestätigung ist bereits an Ihre E-Mail-Adresse unterwegs.',
  fehler: 'Leider konnte Ihre Anfrage nicht gesendet werden.',
  nichtVerfuegbar: 'Das Formular ist zurzeit leider nicht verfügbar.',
  nochEine: 'Weitere Führung anfragen',
  absenden: 'Anfrage senden',
  pflicht: 'Alle Felder ohne den Zusatz „freiwillig“ sind Pflichtfelder.',
} as const;

interface Data {
  captcha: CaptchaChallenge | null;
}

type Values = {
  fuehrung: string;
  datum: string;
  gruppe: string;
  sprache: string;
  interessen: string[];
  name: string;
  email: string;
  telefon: string;
  anmerkungen: string;
  datenschutz: boolean;
  captcha: string;
  captchaToken: string;
  firma: string;
};

const EMPTY_TEXT = {
  fuehrung: '',
  datum: '',
  gruppe: '',
  sprache: 'deutsch',
  name: '',
  email: '',
  telefon: '',
  anmerkungen: '',
  datenschutz: false,
  captcha: '',
  firma: '',
};

function challengeOf(data: unknown): CaptchaChallenge | null {
  const captcha = (data as Data | null)?.captcha;
  return captcha && typeof captcha.question === 'string' && typeof captcha.token === 'string' ? captcha : null;
}

function Telefonbuero() {
  return (
    <>
      Bitte versuchen Sie es später noch einmal oder rufen Sie die Tourist-Information an: <a href="tel:+49799912340">07999 123-40</a>.
    </>
  );
}

/**
 * Template 'fuehrung-anfrage': a group asks the tourist office for a guided tour. A plain form
 * posting to its page without JavaScript; with it, the same schema checks in the browser.
 */
export default function FuehrungAnfrage({ block, form }: TemplateProps) {
  const formId = form?.id ?? block.template;
  const idOf = (name: string) => `${formId}-${name}`;
  const submission = form?.submission;
  const titleId = useId();
  const pflichtId = useId();
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(challengeOf(form?.data));
  const again = submission?.status === 'success' ? undefined : submission?.values;
  const interessenAgain = Array.isArray(again?.interessen) ? (again.interessen as unknown[]).filter((v): v is string => typeof v === 'string') : [];
  const defaults: Values = { ...valuesAgain(EMPTY_TEXT, again), captcha: '', interessen: interessenAgain, captchaToken: challenge?.token ?? '' };
  const kit = useFormKit<Values>({
    schema: fuehrungSchema,
    defaultValues: defaults,
    serverErrors: submission?.status === 'invalid' ? submission.errors : undefined,
    fieldOrder: FUEHRUNG_FIELDS,
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
      console.error('[fuehrung-anfrage] loading a new question failed', error);
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
    logName: 'fuehrung-anfrage',
  });
  const titel = contextText(block, 'titel');
  const datenschutz = safeHref(contextText(block, 'datenschutz')) ?? '/datenschutz';
  const generalProblem = submission?.status === 'invalid' && !submission.errors ? submission.message : undefined;

  function writeAnother(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset({ ...EMPTY_TEXT, interessen: [], captchaToken: challenge?.token ?? '' });
    setPhase('form');
    window.setTimeout(() => document.getElementById(idOf('fuehrung'))?.focus(), 0);
  }

  return (
    <section id={formId} className="town-kontakt" aria-labelledby={titel ? titleId : undefined} aria-label={titel ? undefined : 'Führung anfragen'}>
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
              id={idOf('fuehrung')}
              label={L.fuehrung}
              placeholder="Bitte wählen Sie …"
              options={FUEHRUNGEN.map((f) => ({ ...f }))}
              error={kit.messages.fuehrung}
              defaultValue={defaults.fuehrung}
              required
              {...register('fuehrung')}
            />
            <DateField id={idOf('datum')} label={L.datum} error={kit.messages.datum} defaultValue={defaults.datum} required {...register('datum')} />
            <TextField
              id={idOf('gruppe')}
              label={L.gruppe}
              hint="Höchstens 50 Personen je Führung."
              inputMode="numeric"
              error={kit.messages.gruppe}
              defaultValue={defaults.gruppe}
              required
              {...register('gruppe')}
            />
            <SelectField
              id={idOf('sprache')}
              label={L.sprache}
              options={FUEHRUNG_SPRACHEN.map((s) => ({ ...s }))}
              error={kit.messages.sprache}
              defaultValue={defaults.sprache}
              required
              {...register('sprache')}
            />
            <CheckboxGroupField
              id={idOf('interessen')}
              label={L.interessen}
              hint="Freiwillig; mehrere Antworten sind möglich."
              options={FUEHRUNG_INTERESSEN.map((i) => ({ ...i }))}
              error={kit.messages.interessen ?? kit.messages['interessen[0]']}
              defaultValue={defaults.interessen}
              {...register('interessen')}
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
              id={idOf('email')}
              type="email"
              label={L.email}
              hint="An diese Adresse schicken wir die Eingangsbestätigung und unser Angebot."
              autoComplete="email"
              spellCheck={false}
              error={kit.messages.email}
              defaultValue={defaults.email}
              required
              {...register('email')}
            />
            <TextField
              id={idOf('telefon')}
              type="tel"
              label={L.telefon}
              autoComplete="tel"
              error={kit.messages.telefon}
              defaultValue={defaults.telefon}
              {...register('telefon')}
            />
            <TextAreaField
              id={idOf('anmerkungen')}
              label={L.anmerkungen}
              hint="z. B. Rollstuhl, Kinderwagen, Wunschuhrzeit. Höchstens 1000 Zeichen."
              rows={4}
              error={kit.messages.anmerkungen}
              defaultValue={defaults.anmerkungen}
              {...register('anmerkungen')}
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
            <Honeypot id={idOf(FUEHRUNG_HONEYPOT)} {...register(FUEHRUNG_HONEYPOT)} />
            <button type="submit" className="ms-button" aria-disabled={busy || undefined}>
              {TEXTS.absenden}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
