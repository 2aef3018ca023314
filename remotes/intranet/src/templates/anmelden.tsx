import type { TemplateProps } from '@musterstadt/shell-contract';
import { LoginForm, LogoutForm } from '../components/forms';
import { useIntranetUser } from '../slice';
import { PATHS, errorOf, zielOf } from '../texts';

/** Login of the staff. */
export default function Anmelden({ page }: TemplateProps) {
  const user = useIntranetUser();
  if (user) {
    return (
      <div className="ms-area-box">
        <p>
          Sie sind angemeldet als {user.vorname} {user.nachname}. <a href={PATHS.home}>Zur Startseite des Intranets</a>
        </p>
        <LogoutForm />
      </div>
    );
  }
  return (
    <div className="ms-area-box">
      <p>Melden Sie sich mit Ihrer dienstlichen E-Mail-Adresse und Ihrem Passwort an.</p>
      <LoginForm ziel={zielOf(page.search)} fehler={errorOf(page.search)} />
    </div>
  );
}
