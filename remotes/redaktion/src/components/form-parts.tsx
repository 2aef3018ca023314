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

/** A plain form posting to its page through the shell's form mechanism. */
export function PostForm({ form, children, label }: { form: BlockForm; children: ReactNode; label: string }) {
  return (
    <form id={form.id} method="post" action={form.action} aria-label={label} noValidate>
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

/** The field's error id and attributes. */
export function fehlerVon(form: BlockForm | undefined, name: string): string | undefined {
  return form?.submission?.errors?.[name];
}
