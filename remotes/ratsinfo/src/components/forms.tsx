import { island, useNavigate } from '@musterstadt/shell-contract';
import { loggedIn, loggedOut } from '@musterstadt/shell-contract/store';
import { fieldValue, SessionAlert, SessionLoginForm, SessionLogoutForm, useSessionSubmit } from '@musterstadt/ui/member-area';
import { useId } from 'react';
import type { CouncilProfile } from '../session/profile';
import { useAppDispatch } from '../slice';
import { PATHS } from '../texts';

/** The login form: E-Mail-Adresse, Passwort, the address to go on to. */
function LoginFormView({ ziel, fehler }: { ziel: string; fehler: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <SessionLoginForm<CouncilProfile>
      action={PATHS.login}
      ziel={ziel}
      fehler={fehler}
      onLoggedIn={(answer) => {
        if (answer.profile) dispatch(loggedIn('ratsinfo', answer.profile));
        navigate(answer.weiter ?? PATHS.home);
      }}
    />
  );
}

/** The logout button. */
function LogoutFormView() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <SessionLogoutForm
      action={PATHS.logout}
      onLoggedOut={(answer) => {
        dispatch(loggedOut('ratsinfo'));
        navigate(answer.weiter ?? PATHS.loggedOut);
      }}
    />
  );
}

/** Change of the password: the current one, the new one twice. */
function PasswordFormView({ fehler, ziel }: { fehler: string; ziel: string }) {
  const id = useId();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { message, busy, alert, onSubmit } = useSessionSubmit<CouncilProfile>(
    PATHS.password,
    (form) => ({
      passwort_alt: fieldValue(form, 'passwort_alt'),
      passwort_neu: fieldValue(form, 'passwort_neu'),
      passwort_wiederholung: fieldValue(form, 'passwort_wiederholung'),
    }),
    (answer) => {
      if (answer.profile) dispatch(loggedIn('ratsinfo', answer.profile));
      navigate(ziel || `${PATHS.home}?hinweis=passwort-geaendert`);
    },
  );
  const hint = `${id}-regel`;
  return (
    <form className="ms-area-form" method="post" action={PATHS.password} onSubmit={onSubmit} noValidate>
      <SessionAlert text={message || fehler} alertRef={alert} className="ms-area-alert" />
      <p className="ms-area-field">
        <label htmlFor={`${id}-alt`}>Bisheriges Passwort</label>
        <input id={`${id}-alt`} name="passwort_alt" type="password" autoComplete="current-password" required />
      </p>
      <p id={hint} className="ri-hint">
        Mindestens 12 Zeichen, zum Beispiel ein kurzer Satz aus mehreren Wörtern. Häufig verwendete Passwörter sind nicht möglich.
      </p>
      <p className="ms-area-field">
        <label htmlFor={`${id}-neu`}>Neues Passwort</label>
        <input id={`${id}-neu`} name="passwort_neu" type="password" autoComplete="new-password" aria-describedby={hint} required />
      </p>
      <p className="ms-area-field">
        <label htmlFor={`${id}-wdh`}>Neues Passwort wiederholen</label>
        <input id={`${id}-wdh`} name="passwort_wiederholung" type="password" autoComplete="new-password" required />
      </p>
      <button type="submit" className="ms-area-button" disabled={busy}>
        Passwort ändern
      </button>
    </form>
  );
}

export const LoginForm = island('anmelden', LoginFormView);
export const LogoutForm = island('abmelden', LogoutFormView);
export const PasswordForm = island('passwort', PasswordFormView);
