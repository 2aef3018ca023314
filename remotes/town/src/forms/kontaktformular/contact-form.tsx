import type { KontaktValues } from '@musterstadt/forms';
import { KONTAKT_FIELDS, KONTAKT_HONEYPOT } from '@musterstadt/forms/fields';
import { contextText, FORM_ID_FIELD, island, safeHref } from '@musterstadt/shell-contract';
import {
  CheckboxField,
  ErrorSummary,
  FormErrorNotice,
  Honeypot,
  TextAreaField,
  TextField,
  useFormKit,
  useFormSubmission,
  valuesAgain,
} from '@musterstadt/ui/forms';
import { useId, type FormEvent } from 'react';
import type { FormTemplateProps } from '../../templates/with-rich-text';

/** The form's schema (and yup with it) loads on the first check, not with the page. */
const loadSchema = () => import('@musterstadt/forms/schema/kontakt').then((module) => module.kontaktSchema);

/** The contact form's own texts. */
export const TEXTS = {
  erfolg: 'Vielen Dank für Ihre Nachricht!',
  erfolgDetail: 'Wir melden uns so bald wie möglich bei Ihnen.',
  fehler: 'Leider konnte Ihre Nachricht nicht gesendet werden.',
  nochEine: 'Weitere Nachricht schreiben',
  absenden: 'Nachricht senden',
  pflicht: 'Alle Felder außer der Telefonnummer sind Pflichtfelder.',
} as const;

type Defaults = Omit<KontaktValues, 'datenschutz'> & { datenschutz: boolean };

const EMPTY: Defaults = { name: '', email: '', telefon: '', betreff: '', nachricht: '', datenschutz: false, [KONTAKT_HONEYPOT]: '' };

function ErrorNotice({ kontakt, message, focusKey }: { kontakt: string; message?: string | undefined; focusKey: number }) {
  return (
    <FormErrorNotice title={TEXTS.fehler} message={message} focusKey={focusKey} className="town-kontakt__notice">
      Bitte versuchen Sie es später noch einmal oder schreiben Sie eine E-Mail an <a href={`mailto:${kontakt}`}>{kontakt}</a>.
    </FormErrorNotice>
  );
}

/**
 * Template 'kontaktformular': the town's contact form. A real form that posts to its page without
 * JavaScript; with JavaScript it validates in the browser with the same schema as the shell and
 * submits to the shell's form endpoint without leaving the page.
 */
function ContactForm({ block, form, intro }: FormTemplateProps) {
  const formId = form?.id ?? block.template;
  const idOf = (name: string) => `${formId}-${name}`;
  const submission = form?.submission;
  const titleId = useId();
  const pflichtId = useId();
  const defaults = valuesAgain(EMPTY, submission?.status === 'success' ? undefined : submission?.values);
  const kit = useFormKit<Defaults>({
    schema: loadSchema,
    defaultValues: defaults,
    serverErrors: submission?.status === 'invalid' ? submission.errors : undefined,
    fieldOrder: KONTAKT_FIELDS,
    idOf,
  });
  const { phase, setPhase, errorKey, busy, successRef, send } = useFormSubmission<Defaults>({
    formId,
    submission,
    showErrors: kit.showErrors,
    onSuccess: () => kit.form.reset(EMPTY),
    logName: 'kontaktformular',
  });
  const { register } = kit.form;
  const { field } = kit;
  const titel = contextText(block, 'titel');
  const kontakt = contextText(block, 'kontaktEmail') || 'info@musterstadt.de';
  const datenschutz = safeHref(contextText(block, 'datenschutz')) ?? '/datenschutz';
  const generalProblem = submission?.status === 'invalid' && !submission.errors ? submission.message : undefined;

  function writeAnother(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    kit.form.reset(EMPTY);
    setPhase('form');
    window.setTimeout(() => document.getElementById(idOf('name'))?.focus(), 0);
  }

  return (
    <section id={formId} className="town-kontakt" aria-labelledby={titel ? titleId : undefined} aria-label={titel ? undefined : 'ContactForm'}>
      {titel && <h2 id={titleId}>{titel}</h2>}
      {intro}
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
      ) : (
        <>
          {phase === 'error' && <ErrorNotice kontakt={kontakt} focusKey={errorKey} />}
          {generalProblem && <ErrorNotice kontakt={kontakt} message={generalProblem} focusKey={1} />}
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
            <TextField label="Vor- und Nachname" autoComplete="name" required {...field('name')} />
            <TextField
              type="email"
              label="E-Mail-Adresse"
              hint="An diese Adresse schicken wir unsere Antwort."
              autoComplete="email"
              spellCheck={false}
              required
              {...field('email')}
            />
            <TextField
              type="tel"
              label="Telefonnummer (freiwillig)"
              hint="Falls wir Sie für Rückfragen anrufen dürfen."
              autoComplete="tel"
              {...field('telefon')}
            />
            <TextField label="Betreff" required {...field('betreff')} />
            <TextAreaField label="Ihre Nachricht" hint="Mindestens 10, höchstens 4000 Zeichen." required {...field('nachricht')} />
            <CheckboxField
              id={idOf('datenschutz')}
              label="Ich bin einverstanden, dass die Stadtverwaltung meine Angaben speichert und verarbeitet, um meine Nachricht zu beantworten."
              hint={
                <p>
                  Mehr dazu lesen Sie in unserer <a href={datenschutz}>Datenschutzerklärung</a>.
                </p>
              }
              error={kit.messages.datenschutz}
              defaultChecked={defaults.datenschutz}
              required
              {...register('datenschutz')}
            />
            <Honeypot id={idOf(KONTAKT_HONEYPOT)} {...register(KONTAKT_HONEYPOT)} />
            <button type="submit" className="ms-button" aria-disabled={busy || undefined}>
              {TEXTS.absenden}
            </button>
          </form>
        </>
      )}
    </section>
  );
}

export default island('kontaktformular', ContactForm, { hydrate: 'interaction' });
