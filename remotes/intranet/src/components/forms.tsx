import { island } from '@musterstadt/shell-contract';
import { loggedIn, loggedOut } from '@musterstadt/shell-contract/store';
import { SessionLoginForm, SessionLogoutForm } from '@musterstadt/ui/member-area';
import type { IntranetProfile } from '../session/profile';
import { useAppDispatch } from '../slice';
import { PATHS } from '../texts';

/** The login form; a full load follows, so pages fetched ahead while logged out (the login's redirects) are not reused. */
function LoginFormView({ ziel, fehler }: { ziel: string; fehler: string }) {
  const dispatch = useAppDispatch();
  return (
    <SessionLoginForm<IntranetProfile>
      action={PATHS.login}
      ziel={ziel}
      fehler={fehler}
      onLoggedIn={(answer) => {
        if (answer.profile) dispatch(loggedIn('intranet', answer.profile));
        window.location.assign(answer.weiter ?? PATHS.home);
      }}
    />
  );
}

/** The logout button; a full load follows, so no intranet page fetched ahead stays in the browser's memory. */
function LogoutFormView() {
  const dispatch = useAppDispatch();
  return (
    <SessionLogoutForm
      action={PATHS.logout}
      onLoggedOut={(answer) => {
        dispatch(loggedOut('intranet'));
        window.location.assign(answer.weiter ?? PATHS.loggedOut);
      }}
    />
  );
}

export const LoginForm = island('anmelden', LoginFormView);
export const LogoutForm = island('abmelden', LogoutFormView);
