import { postJson } from '@musterstadt/cms-client';
import { blockData, FORM_ID_FIELD, formEndpoint, island, useNavigate, type FormResult, type TemplateProps } from '@musterstadt/shell-contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ERINNERUNG_FORM_ID } from './waste-reminder-fields';
import type { Stammdaten } from '../../templates/waste/types';
import type { FormTemplateProps } from '../../templates/with-rich-text';

export { MESSAGES } from './waste-reminder-fields';

type Field = 'email' | 'bezirk' | 'arten' | 'tage' | 'datenschutz';

const FIELD_IDS: Record<Field, string> = {
  email: 'erinnerung-email',
  bezirk: 'erinnerung-bezirk',
  arten: 'erinnerung-art-0',
  tage: 'erinnerung-tage-0',
  datenschutz: 'erinnerung-datenschutz',
};

const FIELD_ORDER: Field[] = ['email', 'bezirk', 'arten', 'tage', 'datenschutz'];

interface Values {
  email: string;
  bezirk: string;
  arten: string[];
  tage: string;
  datenschutz: boolean;
}

interface Problems {
  /** German message per field. */
  fields: Partial<Record<Field, string>>;
  /** An error that belongs to no field (mail could not be sent, service down). */
  general: string | null;
}

const NO_PROBLEMS: Problems = { fields: {}, general: null };

/** Values preset by a link, e.g. /abfall/erinnerung?bezirk=hallwangen from the waste calendar. */
export function fromQuery(search: string): Values {
  const params = new URLSearchParams(search);
  return {
    email: params.get('email') ?? '',
    bezirk: params.get('bezirk') ?? '',
    arten: params.getAll('arten'),
    tage: params.get('tage') ?? '1',
    datenschutz: false,
  };
}

/** What the shell answered a form posted without JavaScript: the entered values and the problems. */
function fromSubmission(submission: NonNullable<TemplateProps['form']>['submission'], preset: Values): { values: Values; problems: Problems } {
  if (!submission || submission.status === 'success') return { values: preset, problems: NO_PROBLEMS };
  const entered = submission.values ?? {};
  const textOf = (name: string, fallback: string) => (typeof entered[name] === 'string' ? (entered[name] as string) : fallback);
  return {
    values: {
      email: textOf('email', ''),
      bezirk: textOf('bezirk', ''),
      arten: Array.isArray(entered.arten) ? entered.arten.filter((art): art is string => typeof art === 'string') : [],
      tage: textOf('tage', '1'),
      datenschutz: entered.datenschutz === true,
    },
    problems: problemsOf(submission),
  };
}

function problemsOf(result: FormResult): Problems {
  const fields: Problems['fields'] = {};
  for (const [field, text] of Object.entries(result.errors ?? {})) {
    if ((FIELD_ORDER as string[]).includes(field)) fields[field as Field] = text;
  }
  const general =
    Object.keys(fields).length > 0 ? null : result.message || 'Die Anmeldung konnte gerade nicht gesendet werden. Bitte versuchen Sie es später erneut.';
  return { fields, general };
}

function FieldError({ field, text }: { field: Field; text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="town-form__fehler" id={`${FIELD_IDS[field]}-fehler`}>
      <span className="ms-visually-hidden">Fehler: </span>
      {text}
    </p>
  );
}

/**
 * The reminder sign-up, a form of the shell's form mechanism: without JavaScript it posts to its
 * page, and the shell answers with the confirmation page or this page with the messages. With
 * JavaScript it posts JSON to the form's endpoint and shows the same messages without a page load.
 */
function WasteReminderForm(props: FormTemplateProps) {
  const stammdaten = blockData<Stammdaten>(props);
  const navigate = useNavigate();
  const { search } = props.page;
  const formId = props.form?.id ?? ERINNERUNG_FORM_ID;
  // The page's own path: the answer of a post without JavaScript opens at the top of the form.
  const action = props.page.path;
  const initial = fromSubmission(props.form?.submission, fromQuery(search));
  // Errors of an enhanced post belong to the page they were made on; a new address starts afresh.
  const [posted, setPosted] = useState<{ search: string; problems: Problems } | null>(null);
  const problems = posted && posted.search === search ? posted.problems : initial.problems;
  const setProblems = (next: Problems) => setPosted({ search, problems: next });
  const [sending, setSending] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const values = initial.values;
  const preset = values.bezirk;
  const fieldErrors = FIELD_ORDER.filter((field) => problems.fields[field] !== undefined);
  const hasErrors = fieldErrors.length > 0 || problems.general !== null;

  // Errors from the server (a page load) or from the enhanced post: move focus to the summary.
  const errorKey = JSON.stringify(problems);
  useEffect(() => {
    if (hasErrors) summary.current?.focus();
  }, [errorKey, hasErrors]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      email: String(form.get('email') ?? ''),
      bezirk: String(form.get('bezirk') ?? ''),
      arten: form.getAll('arten').map(String),
      tage: String(form.get('tage') ?? '1'),
      datenschutz: form.get('datenschutz') === 'true',
      firma: String(form.get('firma') ?? ''),
    };
    setSending(true);
    try {
      const response = await postJson<Partial<FormResult>>(formEndpoint(formId), body);
      const answer = response.body ?? {};
      if (response.ok && answer.status === 'success' && answer.redirect) {
        navigate(answer.redirect);
        return;
      }
      setProblems(problemsOf({ status: answer.status ?? 'error', message: answer.message ?? '', ...(answer.errors ? { errors: answer.errors } : {}) }));
    } catch {
      setProblems({ fields: {}, general: 'Die Anmeldung konnte gerade nicht gesendet werden. Bitte prüfen Sie Ihre Internetverbindung.' });
    } finally {
      setSending(false);
    }
  }

  const invalid = (field: Field) => (problems.fields[field] !== undefined ? true : undefined);
  const describedBy = (field: Field, hint?: string) =>
    [hint, problems.fields[field] !== undefined ? `${FIELD_IDS[field]}-fehler` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className="town-abfall town-form">
      {props.intro}
      {hasErrors && (
        <div className="town-form__zusammenfassung" id="fehler" role="alert" tabIndex={-1} ref={summary} aria-labelledby="fehler-titel">
          <h2 id="fehler-titel">Bitte prüfen Sie Ihre Angaben</h2>
          <ul>
            {problems.general && <li>{problems.general}</li>}
            {fieldErrors.map((field) => (
              <li key={field}>
                <a href={`#${FIELD_IDS[field]}`}>{problems.fields[field]}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <form key={search} method="post" action={action} noValidate onSubmit={onSubmit} aria-label="Erinnerung an Abfuhrtermine einrichten">
        <input type="hidden" name={FORM_ID_FIELD} value={formId} />
        <div className="town-form__feld">
          <label htmlFor={FIELD_IDS.email}>E-Mail-Adresse</label>
          <FieldError field="email" text={problems.fields.email} />
          <input
            id={FIELD_IDS.email}
            name="email"
            type="email"
            autoComplete="email"
            spellCheck={false}
            required
            defaultValue={values.email}
            aria-invalid={invalid('email')}
            aria-describedby={describedBy('email')}
          />
        </div>

        <div className="town-form__feld">
          <label htmlFor={FIELD_IDS.bezirk}>Abfuhrbezirk</label>
          <p className="town-form__hilfe" id="erinnerung-bezirk-hilfe">
            Ihren Bezirk zeigt Ihnen der <a href="/abfall">Abfallkalender</a>, wenn Sie Ihre Straße eingeben.
          </p>
          <FieldError field="bezirk" text={problems.fields.bezirk} />
          <select
            id={FIELD_IDS.bezirk}
            name="bezirk"
            required
            defaultValue={preset}
            aria-invalid={invalid('bezirk')}
            aria-describedby={describedBy('bezirk', 'erinnerung-bezirk-hilfe')}
          >
            <option value="">Bitte wählen</option>
            {(stammdaten?.bezirke ?? []).map((bezirk) => (
              <option key={bezirk.slug} value={bezirk.slug}>
                {bezirk.name}
              </option>
            ))}
          </select>
        </div>

        <fieldset className="town-form__feld" aria-describedby={describedBy('arten')}>
          <legend>Abfallarten</legend>
          <FieldError field="arten" text={problems.fields.arten} />
          {(stammdaten?.arten ?? []).map((art, index) => (
            <div className="town-form__wahl" key={art.schluessel}>
              <input
                id={`erinnerung-art-${index}`}
                type="checkbox"
                name="arten"
                value={art.schluessel}
                defaultChecked={values.arten.includes(art.schluessel)}
              />
              <label htmlFor={`erinnerung-art-${index}`}>{art.name}</label>
            </div>
          ))}
        </fieldset>

        <fieldset className="town-form__feld" aria-describedby={describedBy('tage')}>
          <legend>Wann sollen wir Sie erinnern?</legend>
          <FieldError field="tage" text={problems.fields.tage} />
          {(stammdaten?.tageVorher ?? []).map((option, index) => (
            <div className="town-form__wahl" key={option.tage}>
              <input id={`erinnerung-tage-${index}`} type="radio" name="tage" value={option.tage} defaultChecked={values.tage === String(option.tage)} />
              <label htmlFor={`erinnerung-tage-${index}`}>{option.text.charAt(0).toUpperCase() + option.text.slice(1)}, am Nachmittag</label>
            </div>
          ))}
        </fieldset>

        <div className="town-form__feld">
          <FieldError field="datenschutz" text={problems.fields.datenschutz} />
          <div className="town-form__wahl">
            <input
              id={FIELD_IDS.datenschutz}
              type="checkbox"
              name="datenschutz"
              value="true"
              required
              defaultChecked={values.datenschutz}
              aria-invalid={invalid('datenschutz')}
              aria-describedby={describedBy('datenschutz')}
            />
            <label htmlFor={FIELD_IDS.datenschutz}>
              Ich habe die <a href="/datenschutz">Hinweise zum Datenschutz</a> gelesen. Meine E-Mail-Adresse darf für die Erinnerung gespeichert werden.
            </label>
          </div>
        </div>

        {/* Left empty by people; bots fill it in. */}
        <div className="town-form__falle" aria-hidden="true">
          <label htmlFor="erinnerung-firma">Firma (bitte frei lassen)</label>
          <input id="erinnerung-firma" type="text" name="firma" tabIndex={-1} autoComplete="off" />
        </div>

        <button type="submit" className="ms-button" disabled={sending}>
          {sending ? 'Wird gesendet …' : 'Erinnerung einrichten'}
        </button>
      </form>
    </div>
  );
}

export default island('abfall-erinnerung', WasteReminderForm, { hydrate: 'interaction' });
