import { postJson } from '@musterstadt/cms-client';
import { useBusy } from '@musterstadt/shell-contract';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';

/** The shell's answer to a login, logout or password change sent as JSON. */
export interface SessionAnswer<P> {
  status: 'success' | 'invalid' | 'error';
  message?: string;
  profile?: P;
  weiter?: string;
}

const FALLBACK = 'Die Anmeldung ist zurzeit nicht möglich. Bitte versuchen Sie es später noch einmal.';

/**
 * Posts a session form to the shell as JSON when scripts run; without them the browser posts it and
 * the shell answers with a redirect. A refusal shows in the form's alert, which gets the focus.
 */
export function useSessionSubmit<P>(path: string, fields: (form: HTMLFormElement) => Record<string, string>, onSuccess: (answer: SessionAnswer<P>) => void) {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const alert = useRef<HTMLDivElement>(null);
  const wait = useBusy();
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    // A login taking longer than 200 ms shows the page's progress indicator.
    const waited = wait();
    try {
      const answer = await postJson<SessionAnswer<P>>(path, fields(event.currentTarget));
      if (answer.body?.status === 'success') {
        onSuccess(answer.body);
        return;
      }
      setMessage(answer.body?.message ?? FALLBACK);
    } catch {
      setMessage(FALLBACK);
    } finally {
      waited();
      setBusy(false);
    }
    window.setTimeout(() => alert.current?.focus(), 0);
  }
  return { message, busy, alert, onSubmit };
}

/** The value of a form's text field. */
export function fieldValue(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : '';
}

/** The form's alert: hidden while empty, focusable so a refusal is read out. */
export function SessionAlert({ text, alertRef, className }: { text: string; alertRef: RefObject<HTMLDivElement | null>; className: string }) {
  return (
    <div ref={alertRef} className={className} role="alert" tabIndex={-1} hidden={text === ''}>
      {text}
    </div>
  );
}

/** The login form: E-Mail-Adresse, Passwort, the address to go on to. */
export function SessionLoginForm<P>({
  action,
  ziel,
  fehler,
  onLoggedIn,
}: {
  action: string;
  ziel: string;
  fehler: string;
  onLoggedIn: (answer: SessionAnswer<P>) => void;
}) {
  const id = useId();
  const { message, busy, alert, onSubmit } = useSessionSubmit<P>(
    action,
    (form) => ({ email: fieldValue(form, 'email'), passwort: fieldValue(form, 'passwort'), ziel }),
    onLoggedIn,
  );
  return (
    <form className="ms-area-form" method="post" action={action} onSubmit={onSubmit} noValidate>
      <SessionAlert text={message || fehler} alertRef={alert} className="ms-area-alert" />
      <input type="hidden" name="ziel" value={ziel} />
      <p className="ms-area-field">
        <label htmlFor={`${id}-email`}>E-Mail-Adresse</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="username" required />
      </p>
      <p className="ms-area-field">
        <label htmlFor={`${id}-passwort`}>Passwort</label>
        <input id={`${id}-passwort`} name="passwort" type="password" autoComplete="current-password" required />
      </p>
      <button type="submit" className="ms-area-button" disabled={busy}>
        Anmelden
      </button>
    </form>
  );
}

/** The logout button. */
export function SessionLogoutForm({ action, onLoggedOut }: { action: string; onLoggedOut: (answer: SessionAnswer<never>) => void }) {
  const { message, busy, alert, onSubmit } = useSessionSubmit<never>(action, () => ({}), onLoggedOut);
  return (
    <form className="ms-area-logout" method="post" action={action} onSubmit={onSubmit}>
      <SessionAlert text={message} alertRef={alert} className="ms-area-alert" />
      <button type="submit" className="ms-area-button ms-area-button--secondary" disabled={busy}>
        Abmelden
      </button>
    </form>
  );
}
