import { island } from '@musterstadt/shell-contract';
import { loggedIn, loggedOut, type AppDispatch } from '@musterstadt/shell-contract/store';
import { SessionLoginForm, SessionLogoutForm } from '@musterstadt/ui/member-area';
import { useDispatch } from 'react-redux';
import type { RedaktionProfile } from '../session/profile';
import { PATHS } from '../texts';

/** The login form; a full load follows, so no page fetched while logged out is reused. */
function LoginFormView({ ziel, fehler }: { ziel: string; fehler: string }) {
  const dispatch = useDispatch<AppDispatch>();
  return (
    <SessionLoginForm<RedaktionProfile>
      action={PATHS.login}
      ziel={ziel}
      fehler={fehler}
      onLoggedIn={(answer) => {
        if (answer.profile) dispatch(loggedIn('redaktion', answer.profile));
        window.location.assign(answer.weiter ?? PATHS.home);
      }}
    />
  );
}

/** The logout button; a full load follows, so no editorial page stays in the browser's memory. */
function LogoutFormView() {
  const dispatch = useDispatch<AppDispatch>();
  return (
    <SessionLogoutForm
      action={PATHS.logout}
      onLoggedOut={(answer) => {
        dispatch(loggedOut('redaktion'));
        window.location.assign(answer.weiter ?? PATHS.loggedOut);
      }}
    />
  );
}

export const LoginForm = island('anmelden', LoginFormView);
export const LogoutForm = island('abmelden', LogoutFormView);
