import { postJson } from '@musterstadt/cms-client';
import { blockData, contextText, useNavigate, type TemplateProps } from '@musterstadt/shell-contract';
import { RichText } from '@musterstadt/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Stammdaten } from './types';

/** Where the form posts: the content API through the shell's /api proxy. */
export const ACTION = '/api/cms/abfall/erinnerung';

type Field = 'email' | 'bezirk' | 'arten' | 'tage' | 'datenschutz';

const FIELD_IDS: Record<Field, string> = {
  email: 'erinnerung-email',
  bezirk: 'erinnerung-bezirk',
  arten: 'erinnerung-art-0',
  tage: 'erinnerung-tage-0',
  datenschutz: 'erinnerung-datenschutz',
};

const FIELD_ORDER: Field[] = ['email', 'bezirk', 'arten', 'tage', 'datenschutz'];

/** German messages for the error codes the content API answers with ('feld.code'). */
export const MESSAGES: Record<string, string> = {
  'email.fehlt': 'Bitte geben Sie Ihre E-Mail-Adresse an.',
  'email.ungueltig': 'Bitte geben Sie eine gültige E-Mail-Adresse an, zum Beispiel name@beispiel.de.',
  'bezirk.fehlt': 'Bitte wählen Sie Ihren Abfuhrbezirk aus.',
  'bezirk.unbekannt': 'Bitte wählen Sie einen Abfuhrbezirk aus der Liste aus.',
  'arten.fehlt': 'Bitte wählen Sie mindestens eine Abfallart aus.',
  'arten.unbekannt': 'Bitte wählen Sie nur Abfallarten aus der Liste aus.',
  'tage.ungueltig': 'Bitte wählen Sie, wann wir Sie erinnern sollen.',
  'datenschutz.fehlt': 'Bitte bestätigen Sie, dass Sie die Hinweise zum Datenschutz gelesen haben.',
  'versand.fehlgeschlagen': 'Die E-Mail konnte gerade nicht versendet werden. Bitte versuchen Sie es in einigen Minuten erneut.',
};

interface Values {
  email: string;
  bezirk: string;
  arten: string[];
  tage: string;
  datenschutz: boolean;
}

interface Problems {
  /** Field errors by field: the code after the dot. */
  fields: Partial<Record<Field, string>>;
  /** An error that belongs to no field (mail could not be sent, service down). */
  general: string | null;
}

/** Values and errors of a form the content API sent back (no JavaScript): /abfall/erinnerung?fehler=… */
export function fromQuery(search: string): { values: Values; problems: Problems } {
  const params = new URLSearchParams(search);
  const fields: Problems['fields'] = {};
  let general: string | null = null;
  for (const entry of params.getAll('fehler')) {
    const [field, code] = entry.split('.');
    if (field && code && (FIELD_ORDER as string[]).includes(field)) fields[field as Field] = code;
    else if (MESSAGES[entry]) general = MESSAGES[entry] ?? null;
  }
  return {
    values: {
      email: params.get('email') ?? '',
      bezirk: params.get('bezirk') ?? '',
      arten: params.getAll('arten'),
      tage: params.get('tage') ?? '1',
      datenschutz: params.get('datenschutz') === 'ja',
    },
    problems: { fields, general },
  };
}

const message = (field: Field, code: string | undefined): string | undefined =>
  code === undefined ? undefined : (MESSAGES[`${field}.${code}`] ?? MESSAGES[`${field}.fehlt`] ?? 'Bitte prüfen Sie diese Angabe.');

function FieldError({ field, code }: { field: Field; code: string | undefined }) {
  const text = message(field, code);
  if (!text) return null;
  return (
    <p className="town-form__fehler" id={`${FIELD_IDS[field]}-fehler`}>
      <span className="ms-visually-hidden">Fehler: </span>
      {text}
    </p>
  );
}

/**
 * The reminder sign-up: a real POST form that the content API answers with a redirect (to the
 * confirmation page, or back here with error codes). With JavaScript it posts JSON instead and shows
 * the same messages without a page load.
 */
export default function WasteReminderForm(props: TemplateProps) {
  const stammdaten = blockData<Stammdaten>(props);
  const navigate = useNavigate();
  const { search } = props.page;
  const initial = fromQuery(search);
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
      tage: String(form.get('tage') ?? ''),
      datenschutz: form.get('datenschutz') === 'ja',
      firma: String(form.get('firma') ?? ''),
    };
    setSending(true);
    try {
      const response = await postJson<{
        weiter?: string;
        error?: string;
        fehler?: Record<string, { code: string }>;
      }>(ACTION, body);
      const answer = response.body ?? {};
      if (response.ok && answer.weiter) {
        navigate(answer.weiter);
        return;
      }
      const fields: Problems['fields'] = {};
      for (const [field, detail] of Object.entries(answer.fehler ?? {})) fields[field as Field] = detail.code;
      setProblems({
        fields,
        general: Object.keys(fields).length > 0 ? null : answer.error || 'Die Anmeldung konnte gerade nicht gesendet werden. Bitte versuchen Sie es später erneut.',
      });
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
      <RichText html={contextText(props.block, 'einleitung')} />
      {hasErrors && (
        <div className="town-form__zusammenfassung" id="fehler" role="alert" tabIndex={-1} ref={summary} aria-labelledby="fehler-titel">
          <h2 id="fehler-titel">Bitte prüfen Sie Ihre Angaben</h2>
          <ul>
            {problems.general && <li>{problems.general}</li>}
            {fieldErrors.map((field) => (
              <li key={field}>
                <a href={`#${FIELD_IDS[field]}`}>{message(field, problems.fields[field])}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <form key={search} method="post" action={ACTION} noValidate onSubmit={onSubmit} aria-label="Erinnerung an Abfuhrtermine einrichten">
        <div className="town-form__feld">
          <label htmlFor={FIELD_IDS.email}>E-Mail-Adresse</label>
          <FieldError field="email" code={problems.fields.email} />
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
          <FieldError field="bezirk" code={problems.fields.bezirk} />
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
          <FieldError field="arten" code={problems.fields.arten} />
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
          <FieldError field="tage" code={problems.fields.tage} />
          {(stammdaten?.tageVorher ?? []).map((option, index) => (
            <div className="town-form__wahl" key={option.tage}>
              <input
                id={`erinnerung-tage-${index}`}
                type="radio"
                name="tage"
                value={option.tage}
                defaultChecked={values.tage === String(option.tage)}
              />
              <label htmlFor={`erinnerung-tage-${index}`}>{option.text.charAt(0).toUpperCase() + option.text.slice(1)}, am Nachmittag</label>
            </div>
          ))}
        </fieldset>

        <div className="town-form__feld">
          <FieldError field="datenschutz" code={problems.fields.datenschutz} />
          <div className="town-form__wahl">
            <input
              id={FIELD_IDS.datenschutz}
              type="checkbox"
              name="datenschutz"
              value="ja"
              required
              defaultChecked={values.datenschutz}
              aria-invalid={invalid('datenschutz')}
              aria-describedby={describedBy('datenschutz')}
            />
            <label htmlFor={FIELD_IDS.datenschutz}>
              Ich habe die <a href="/datenschutz">Hinweise zum Datenschutz</a> gelesen. Meine E-Mail-Adresse darf für die Erinnerung gespeichert
              werden.
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
