import type { BlockForm } from '@musterstadt/shell-contract';
import { FORM_ID_FIELD } from '@musterstadt/shell-contract';
import type { ReactNode } from 'react';

/** The form's outcome message and its field errors as a summary with links to the fields (no script needed). */
export function Ergebnis({ form, labels }: { form: BlockForm | undefined; labels: Record<string, string> }) {
  const submission = form?.submission;
  if (!submission || submission.status === 'success') return null;
  const errors = Object.entries(submission.errors ?? {});
  return (
    <div className="rd-summary" role="alert" tabIndex={-1} id="rd-ergebnis">
      <h2>{submission.status === 'invalid' ? 'Bitte prüfen Sie Ihre Angaben' : 'Das hat nicht geklappt'}</h2>
      <p>{submission.message}</p>
      {errors.length > 0 && (
        <ul>
          {errors.map(([feld, message]) => (
            <li key={feld}>{labels[feld] ? <a href={`#rd-${feld}`}>{`${labels[feld]}: ${message}`}</a> : `${feld}: ${message}`}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A plain form posting to its page through the shell's form mechanism (`id`: of one of several forms
 * of a handler on the page; `dateien`: it has a file field, so it posts multipart).
 */
export function PostForm({
  form,
  children,
  label,
  id = form.id,
  dateien = false,
}: {
  form: BlockForm;
  children: ReactNode;
  label: string;
  id?: string;
  dateien?: boolean;
}) {
  return (
    <form id={id} method="post" action={form.action} aria-label={label} noValidate {...(dateien ? { encType: 'multipart/form-data' } : {})}>
      <input type="hidden" name={FORM_ID_FIELD} value={form.id} />
      {children}
    </form>
  );
}

/** A posted value to fill the form in again, else the given one. */
export function eingabe(form: BlockForm | undefined, name: string, fallback: string): string {
  const value = form?.submission?.values?.[name];
  return typeof value === 'string' ? value : fallback;
}

/** The ticked boxes of a group as posted, else the given ones (none ticked is none posted). */
export function auswahl(form: BlockForm | undefined, name: string, fallback: readonly string[]): string[] {
  const values = form?.submission?.values;
  if (!values) return [...fallback];
  const value = values[name];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : typeof value === 'string' ? [value] : [];
}

/** The field's error id and attributes. */
export function fehlerVon(form: BlockForm | undefined, name: string): string | undefined {
  return form?.submission?.errors?.[name];
}
