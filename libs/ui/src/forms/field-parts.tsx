import type { ReactNode } from 'react';

/* The parts every field is drawn with: its hint, its error, and the ids that tie them to the control. */

export function classes(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** ids of a field's hint and error texts, for aria-describedby. */
function fieldIds(id: string) {
  return { hint: `${id}-hinweis`, error: `${id}-fehler` };
}

export function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = fieldIds(id);
  return [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;
}

export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p className="ms-field__error" id={fieldIds(id).error}>
      <span className="ms-visually-hidden">Fehler: </span>
      {message}
    </p>
  );
}

export function Hint({ id, hint }: { id: string; hint: ReactNode }) {
  return hint ? (
    <div className="ms-field__hint" id={fieldIds(id).hint}>
      {hint}
    </div>
  ) : null;
}

/**
 * Whether the visitor is already on the element (the focus in it, the pointer over it): a field
 * whose richer form loads on intent checks this when it mounts, as intent shown before the page's
 * island hydrated sent no event it could hear.
 */
export function alreadyReachedFor(element: Element): boolean {
  return element.contains(element.ownerDocument.activeElement) || element.matches(':hover');
}
