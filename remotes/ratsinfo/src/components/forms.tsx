import { postJson } from '@musterstadt/cms-client';
import { useNavigate, type CouncilProfile } from '@musterstadt/shell-contract';
import { councilLoggedIn, councilLoggedOut } from '@musterstadt/shell-contract/store';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useAppDispatch } from '../slice';
import { PATHS } from '../texts';

interface Answer {
  status: 'success' | 'invalid' | 'error';
  message?: string;
  profile?: CouncilProfile;
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
    <div ref={alertRef} className="ri-alert" role="alert" tabIndex={-1} hidden={text === ''}>
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
  const navigate = useNavigate();
  const { message, busy, alert, onSubmit } = useJsonSubmit(
    PATHS.login,
    (form) => ({ email: value(form, 'email'), passwort: value(form, 'passwort'), ziel }),
    (answer) => {
      if (answer.profile) dispatch(councilLoggedIn(answer.profile));
      navigate(answer.weiter ?? PATHS.home);
    },
  );
  const shown = message || fehler;
  return (
    <form className="ri-form" method="post" action={PATHS.login} onSubmit={onSubmit} noValidate>
      <Alert text={shown} alertRef={alert} />
      <input type="hidden" name="ziel" value={ziel} />
      <p className="ri-field">
        <label htmlFor={`${id}-email`}>E-Mail-Adresse</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="username" required />
      </p>
      <p className="ri-field">
        <label htmlFor={`${id}-passwort`}>Passwort</label>
        <input id={`${id}-passwort`} name="passwort" type="password" autoComplete="current-password" required />
      </p>
      <button type="submit" className="ri-button" disabled={busy}>
        Anmelden
      </button>
    </form>
  );
}

/** The logout button. */
export function LogoutForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { message, busy, alert, onSubmit } = useJsonSubmit(
    PATHS.logout,
    () => ({}),
    (answer) => {
      dispatch(councilLoggedOut());
      navigate(answer.weiter ?? PATHS.loggedOut);
    },
  );
  return (
    <form className="ri-logout" method="post" action={PATHS.logout} onSubmit={onSubmit}>
      <Alert text={message} alertRef={alert} />
      <button type="submit" className="ri-button ri-button--secondary" disabled={busy}>
        Abmelden
      </button>
    </form>
  );
}

/** Change of the password: the current one, the new one twice. */
export function PasswordForm({ fehler, ziel }: { fehler: string; ziel: string }) {
  const id = useId();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { message, busy, alert, onSubmit } = useJsonSubmit(
    PATHS.password,
    (form) => ({
      passwort_alt: value(form, 'passwort_alt'),
      passwort_neu: value(form, 'passwort_neu'),
      passwort_wiederholung: value(form, 'passwort_wiederholung'),
    }),
    (answer) => {
      if (answer.profile) dispatch(councilLoggedIn(answer.profile));
      navigate(ziel || `${PATHS.home}?hinweis=passwort-geaendert`);
    },
  );
  const hint = `${id}-regel`;
  return (
    <form className="ri-form" method="post" action={PATHS.password} onSubmit={onSubmit} noValidate>
      <Alert text={message || fehler} alertRef={alert} />
      <p className="ri-field">
        <label htmlFor={`${id}-alt`}>Bisheriges Passwort</label>
        <input id={`${id}-alt`} name="passwort_alt" type="password" autoComplete="current-password" required />
      </p>
      <p id={hint} className="ri-hint">
        Mindestens 10 Zeichen, mit Buchstaben und Ziffern.
      </p>
      <p className="ri-field">
        <label htmlFor={`${id}-neu`}>Neues Passwort</label>
        <input id={`${id}-neu`} name="passwort_neu" type="password" autoComplete="new-password" aria-describedby={hint} required />
      </p>
      <p className="ri-field">
        <label htmlFor={`${id}-wdh`}>Neues Passwort wiederholen</label>
        <input id={`${id}-wdh`} name="passwort_wiederholung" type="password" autoComplete="new-password" required />
      </p>
      <button type="submit" className="ri-button" disabled={busy}>
        Passwort ändern
      </button>
    </form>
  );
}
