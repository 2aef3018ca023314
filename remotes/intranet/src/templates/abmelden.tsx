import type { TemplateProps } from '@musterstadt/shell-contract';
import { LogoutForm } from '../components/forms';
import { useIntranetUser } from '../slice';
import { PATHS } from '../texts';

/** Logout page (`/intranet/abmelden`) and the page after it (`/intranet/abgemeldet`). */
export default function Abmelden(_props: TemplateProps) {
  const user = useIntranetUser();
  if (!user) {
    return (
      <div className="ms-area-box" role="status">
        <p>Sie sind abgemeldet. Die Inhalte des Intranets sind erst nach einer neuen Anmeldung wieder sichtbar.</p>
        <p>
          <a href={PATHS.login}>Erneut anmelden</a> · <a href="/">Zur Website der Stadt</a>
        </p>
      </div>
    );
  }
  return (
    <div className="ms-area-box">
      <p>
        Angemeldet als {user.vorname} {user.nachname}. Möchten Sie sich abmelden?
      </p>
      <LogoutForm />
    </div>
  );
}
