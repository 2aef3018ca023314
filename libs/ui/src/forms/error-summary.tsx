import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import type { FieldErrors } from './validate';

export interface ErrorSummaryItem {
  /** id of the field the entry links to. */
  id: string;
  message: string;
}

export interface ErrorSummaryProps {
  items: ErrorSummaryItem[];
  title?: string;
  /** Changes with every submit that has errors; the summary then takes the focus. */
  focusKey?: number;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  // Bring the label into view too, as the field alone would hide what it asks for.
  const label = document.querySelector(`label[for="${CSS.escape(id)}"]`);
  (label ?? field).scrollIntoView({ block: 'start' });
  field.focus({ preventScroll: true });
}

/**
 * The list of a form's errors above the form (GOV.UK error summary): a heading and one link per
 * invalid field. It takes the focus after a submit, so keyboard and screen-reader users learn what
 * to correct first. Without JavaScript the links still jump to the fields.
 */
export function ErrorSummary({ items, title = 'Bitte prüfen Sie Ihre Angaben', focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const focused = useRef<number | undefined>(undefined);
  const titleId = useId();
  const shown = items.length > 0;
  // Once per submit, as soon as the summary is there (the errors may arrive a render later).
  useEffect(() => {
    if (focusKey && shown && focused.current !== focusKey && ref.current) {
      focused.current = focusKey;
      ref.current.focus();
    }
  }, [focusKey, shown]);
  if (!shown) return null;
  return (
    <div className="ms-error-summary" ref={ref} tabIndex={-1} role="alert" aria-labelledby={titleId}>
      <h2 className="ms-error-summary__title" id={titleId}>
        {title}
      </h2>
      <ul className="ms-error-summary__list">
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} onClick={(event) => focusField(event, item.id)}>
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Messages from react-hook-form's error object (or any `{ field: { message } }`). */
export function errorMessages(errors: Partial<Record<string, { message?: unknown } | undefined>>): FieldErrors {
  const messages: FieldErrors = {};
  for (const [name, error] of Object.entries(errors)) {
    if (typeof error?.message === 'string' && error.message) messages[name] = error.message;
  }
  return messages;
}

/** Summary entries in the order of the form's fields; `idOf` maps a field name to its control's id. */
export function summaryItems(messages: FieldErrors, fieldOrder: readonly string[], idOf: (name: string) => string): ErrorSummaryItem[] {
  return fieldOrder.filter((name) => messages[name]).map((name) => ({ id: idOf(name), message: messages[name] ?? '' }));
}

export interface FormErrorNoticeProps {
  /** What went wrong, in one sentence. */
  title: string;
  /** The server's message, when it gave one. */
  message?: string | undefined;
  /** What to do now. */
  children: ReactNode;
  /** Changes with every failure; the notice then takes the focus (0: not on first render). */
  focusKey: number;
  className?: string;
}

/** A failed submission: an alert that takes the focus, with what to do instead. */
export function FormErrorNotice({ title, message, children, focusKey, className }: FormErrorNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusKey) ref.current?.focus();
  }, [focusKey]);
  return (
    <div className={['ms-notice ms-notice--error', className].filter(Boolean).join(' ')} role="alert" tabIndex={-1} ref={ref}>
      <p>
        <strong>{title}</strong>
      </p>
      {message && <p>{message}</p>}
      <p>{children}</p>
    </div>
  );
}
