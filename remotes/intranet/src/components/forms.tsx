import { postJson } from '@musterstadt/cms-client';
import type { IntranetProfile } from '@musterstadt/shell-contract';
import { intranetLoggedIn, intranetLoggedOut } from '@musterstadt/shell-contract/store';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useAppDispatch } from '../slice';
import { PATHS } from '../texts';

interface Answer {
  status: 'success' | 'invalid' | 'error';
  message?: string;
  profile?: IntranetProfile;
  weiter?: string;
}

const FALLBACK = 'Die Anmeldung ist zurzeit nicht möglich. Bitte versuchen Sie es später noch einmal.';

/** Posts the form as JSON when scripts run; without them the browser posts it and the shell redirects. */
function useJsonSubmit(path: string, fields: (form: HTMLFormElement) => Record<string, string>, onSuccess: (answer: Answer) => void) {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const alert = useRef<HTMLDivElement>(null);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await postJson<Answer>(path, fields(event.currentTarget));
      if (answer.body?.status === 'success') {
        onSuccess(answer.body);
        return;
      }
      setMessage(answer.body?.message ?? FALLBACK);
    } catch {
      setMessage(FALLBACK);
    } finally {
      setBusy(false);
    }
    window.setTimeout(() => alert.current?.focus(), 0);
  }
  return { message, busy, alert, onSubmit };
}

function Alert({ text, alertRef }: { text: string; alertRef: RefObject<HTMLDivElement | null> }) {
  return (
    <div ref={alertRef} className="in-alert" role="alert" tabIndex={-1} hidden={text === ''}>
      {text}
    </div>
  );
}

function value(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : '';
}

/** The login form: E-Mail-Adresse, Passwort, the address to go on to. */
export function LoginForm({ ziel, fehler }: { ziel: string; fehler: string }) {
  const id = useId();
  const dispatch = useAppDispatch();
  const { message, busy, alert, onSubmit } = useJsonSubmit(
    PATHS.login,
    (form) => ({ email: value(form, 'email'), passwort: value(form, 'passwort'), ziel }),
    (answer) => {
      if (answer.profile) dispatch(intranetLoggedIn(answer.profile));
      // A full load: pages fetched ahead while logged out (the login's redirects) are not reused.
      window.location.assign(answer.weiter ?? PATHS.home);
    },
  );
  const shown = message || fehler;
  return (
    <form className="in-form" method="post" action={PATHS.login} onSubmit={onSubmit} noValidate>
      <Alert text={shown} alertRef={alert} />
      <input type="hidden" name="ziel" value={ziel} />
      <p className="in-field">
        <label htmlFor={`${id}-email`}>E-Mail-Adresse</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="username" required />
      </p>
      <p className="in-field">
        <label htmlFor={`${id}-passwort`}>Passwort</label>
        <input id={`${id}-passwort`} name="passwort" type="password" autoComplete="current-password" required />
      </p>
      <button type="submit" className="in-button" disabled={busy}>
        Anmelden
      </button>
    </form>
  );
}

/** The logout button. */
export function LogoutForm() {
  const dispatch = useAppDispatch();
  const { message, busy, alert, onSubmit } = useJsonSubmit(
    PATHS.logout,
    () => ({}),
    (answer) => {
      dispatch(intranetLoggedOut());
      // A full load: no intranet page fetched ahead during the session stays in the browser's memory.
      window.location.assign(answer.weiter ?? PATHS.loggedOut);
    },
  );
  return (
    <form className="in-logout" method="post" action={PATHS.logout} onSubmit={onSubmit}>
      <Alert text={message} alertRef={alert} />
      <button type="submit" className="in-button in-button--secondary" disabled={busy}>
        Abmelden
      </button>
    </form>
  );
}
