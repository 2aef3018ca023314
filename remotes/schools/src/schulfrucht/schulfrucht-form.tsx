import type { SchulfruchtTag, SchulfruchtValues } from '@musterstadt/forms';
import { isSchulfruchtDaten, SCHULFRUCHT_FIELDS, SCHULFRUCHT_HONEYPOT } from '@musterstadt/forms/fields';
import { getJson } from '@musterstadt/cms-client';
import { contextText, FORM_ID_FIELD, formEndpoint, island, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { BusyBar, DAY_TYPE_LABELS, tagtypDesDatums, useDelayedBusy } from '@musterstadt/ui';
import {
  CheckboxField,
  ErrorSummary,
  FormErrorNotice,
  Honeypot,
  SelectField,
  TextField,
  useFormKit,
  useFormSubmission,
  valuesAgain,
} from '@musterstadt/ui/forms';
import { useId, useState, type FormEvent, type ReactNode } from 'react';

/** The form's schema (and yup with it) loads on the first check, not with the page. */
const loadSchema = () => import('@musterstadt/forms/schema/schulfrucht').then((module) => module.schulfruchtSchema);

export interface SchulfruchtFormProps extends TemplateProps {
  /** The block's introduction, server HTML. */
  intro?: ReactNode;
}

/** The sign-up's texts (spec points 4 and 8). */
export const TEXTS = {
  keineTage: 'Zur Zeit stehen keine Tage zur Anmeldung zur Verfügung.',
  erfolg: 'Vielen Dank für Ihre Mithilfe!',
  erfolgDetail: 'Sie sind eingetragen. Die Bestätigung mit allen Angaben schicken wir Ihnen per E-Mail.',
  fehler: 'Leider ist ein Fehler bei der Anmeldung aufgetreten.',
  zurueck: 'Zurück zum Formular',
  absenden: 'Verbindlich eintragen',
  pflicht: 'Alle Felder sind Pflichtfelder.',
} as const;

/** The first field gets the focus this long after 'back to form' (spec point 4). */
export const FOCUS_DELAY_MS = 1000;

type Defaults = Omit<SchulfruchtValues, 'datenschutz'> & { datenschutz: boolean };

const EMPTY: Defaults = { tag: '', name: '', email: '', telefon: '', datenschutz: false, [SCHULFRUCHT_HONEYPOT]: '' };

function optionLabel(tag: SchulfruchtTag): string {
  const day = DAY_TYPE_LABELS[tagtypDesDatums(tag.datum)];
  return `${day}, ${tag.label} – noch ${tag.frei} ${tag.frei === 1 ? 'Platz' : 'Plätze'} frei`;
}

function ErrorNotice({ kontakt, message, focusKey }: { kontakt: string; message?: string | undefined; focusKey: number }) {
  return (
    <FormErrorNotice title={TEXTS.fehler} message={message} focusKey={focusKey} className="schulfrucht__notice">
      Bitte versuchen Sie es noch einmal, gerne auch mit einem anderen Tag. In dringenden Fällen schreiben Sie uns bitte eine E-Mail an{' '}
      <a href={`mailto:${kontakt}`}>{kontakt}</a>.
    </FormErrorNotice>
  );
}

/**
 * School-fruit sign-up (spec points 2, 4, 5, 8): a real form that posts to its page without
 * JavaScript; with JavaScript it validates in the browser with the same schema and submits to the
 * shell's form endpoint without leaving the page.
 */
function SchulfruchtFormView({ block, form, intro }: SchulfruchtFormProps) {
  const formId = form?.id ?? block.template;
  const idOf = (name: string) => `${formId}-${name}`;
  const submission = form?.submission;
  const [tage, setTage] = useState<SchulfruchtTag[]>(() => (isSchulfruchtDaten(form?.data) ? form.data.tage : []));
  const titleId = useId();
  const pflichtId = useId();
  const [loadingDays, setLoadingDays] = useState(false);
  // Loading the days shows only when it takes longer than 200 ms (spec point 9).
  const daysBusy = useDelayedBusy(loadingDays);
  const defaults = valuesAgain(EMPTY, submission?.status === 'success' ? undefined : submission?.values);
  const kit = useFormKit<Defaults>({
    schema: loadSchema,
    defaultValues: defaults,
    serverErrors: submission?.status === 'invalid' ? submission.errors : undefined,
    fieldOrder: SCHULFRUCHT_FIELDS,
    idOf,
  });
  const { register } = kit.form;
  const { field } = kit;
  const { phase, setPhase, errorKey, busy, successRef, send } = useFormSubmission<Defaults>({
    formId,
    submission,
    showErrors: kit.showErrors,
    onError: () => void reloadDays(),
    logName: 'schulfrucht',
  });
  const kontakt = contextText(block, 'kontaktEmail') || 'schulfrucht@gs-musterstadt.de';
  const datenschutz = safeHref(contextText(block, 'datenschutz')) ?? '/datenschutz';
  const generalProblem = submission?.status === 'invalid' && !submission.errors ? submission.message : undefined;

  async function reloadDays(): Promise<SchulfruchtTag[] | null> {
    setLoadingDays(true);
    try {
      const response = await getJson<{ data?: unknown }>(formEndpoint(formId));
      const body = response.body ?? {};
      if (!response.ok || !isSchulfruchtDaten(body.data)) throw new Error(`Days answered ${response.status}`);
      setTage(body.data.tage);
      return body.data.tage;
    } catch (error) {
      // Spec point 8: a failure to load the days is only logged.
      console.error('[schulfrucht] days could not be loaded', error);
      return null;
    } finally {
      setLoadingDays(false);
    }
  }

  async function backToForm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fresh = await reloadDays();
    kit.form.reset(EMPTY);
    setPhase('form');
    if (fresh === null || fresh.length > 0) window.setTimeout(() => document.getElementById(idOf('tag'))?.focus(), FOCUS_DELAY_MS);
  }

  const titel = contextText(block, 'titel') || 'Ihr Helfertag';
  return (
    <section id={formId} className="schulfrucht" aria-labelledby={titleId} aria-busy={daysBusy || undefined}>
      <BusyBar shown={daysBusy} />
      <h2 id={titleId}>{titel}</h2>
      {intro}
      {phase === 'success' ? (
        <div className="ms-notice ms-notice--success schulfrucht__notice" role="status" tabIndex={-1} ref={successRef}>
          <p>
            <strong>{TEXTS.erfolg}</strong>
          </p>
          <p>{TEXTS.erfolgDetail}</p>
          <form method="get" action={form?.action ?? ''} onSubmit={(event) => void backToForm(event)}>
            <button type="submit" className="ms-button ms-button--secondary">
              {TEXTS.zurueck}
            </button>
          </form>
        </div>
      ) : (
        <>
          {phase === 'error' && <ErrorNotice kontakt={kontakt} focusKey={errorKey} />}
          {generalProblem && <ErrorNotice kontakt={kontakt} message={generalProblem} focusKey={1} />}
          {tage.length === 0 ? (
            <p className="ms-empty-state" role="status">
              {TEXTS.keineTage}
            </p>
          ) : (
            <form
              className="ms-form schulfrucht__form"
              method="post"
              action={form?.action}
              noValidate
              aria-describedby={pflichtId}
              onSubmit={(event) => void kit.handleSubmit(send)(event)}
            >
              <ErrorSummary {...kit.summary} />
              <input type="hidden" name={FORM_ID_FIELD} value={formId} />
              <p id={pflichtId}>{TEXTS.pflicht}</p>
              <SelectField
                label="An welchem Tag helfen Sie?"
                placeholder="Bitte wählen Sie einen Tag"
                options={tage.map((tag) => ({ value: tag.id, label: optionLabel(tag) }))}
                required
                {...field('tag')}
              />
              <TextField label="Vor- und Nachname" autoComplete="name" required {...field('name')} />
              <TextField
                type="email"
                label="E-Mail-Adresse"
                hint="Dorthin schicken wir Ihre Bestätigung."
                autoComplete="email"
                spellCheck={false}
                required
                {...field('email')}
              />
              <TextField
                type="tel"
                label="Telefonnummer"
                hint="Für kurzfristige Absprachen rund um Ihren Helfertag."
                autoComplete="tel"
                required
                {...field('telefon')}
              />
              <CheckboxField
                id={idOf('datenschutz')}
                label="Ich bin einverstanden, dass die Schule meine Angaben für die Organisation der Schulfrucht speichert und mich dazu kontaktiert."
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
              <Honeypot id={idOf(SCHULFRUCHT_HONEYPOT)} {...register(SCHULFRUCHT_HONEYPOT)} />
              <button type="submit" className="ms-button" aria-disabled={busy || undefined}>
                {TEXTS.absenden}
              </button>
            </form>
          )}
        </>
      )}
    </section>
  );
}

/** The sign-up is an island; both schools' templates show it below their introduction. */
const SchulfruchtForm = island('schulfrucht', SchulfruchtFormView, { hydrate: 'interaction' });

export default SchulfruchtForm;
