import type { TemplateProps } from '@musterstadt/shell-contract';
import { LogoutForm } from '../components/forms';
import { useCouncilUser } from '../slice';
import { PATHS } from '../texts';

/** Logout page (`/ratsinfo/abmelden`) and the page after it (`/ratsinfo/abgemeldet`). */
export default function Abmelden(_props: TemplateProps) {
  const user = useCouncilUser();
  if (!user) {
    return (
      <div className="ms-area-box" role="status">
        <p>Sie sind abgemeldet. Nichtöffentliche Unterlagen sind erst nach einer neuen Anmeldung wieder sichtbar.</p>
        <p>
          <a href={PATHS.login}>Erneut anmelden</a> · <a href={PATHS.sitzungen}>Öffentliche Sitzungen</a>
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
