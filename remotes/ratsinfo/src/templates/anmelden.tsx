import { wayBack, type TemplateProps } from '@musterstadt/shell-contract';
import { LoginForm, LogoutForm } from '../components/forms';
import { useCouncilUser } from '../slice';
import { PATHS, errorOf, queryValue } from '../texts';

/**
 * A same-site path to go on to after login, else '' (the contract's one rule; the shell decides on
 * the post whether it leads into the council's area or to a page that names the council's middleware).
 */
export function zielOf(search: string): string {
  return wayBack(queryValue(search, 'ziel'), '/') ?? '';
}

/** Login of the council members. */
export default function Anmelden({ page }: TemplateProps) {
  const user = useCouncilUser();
  if (user) {
    return (
      <div className="ms-area-box">
        <p>
          Sie sind angemeldet als {user.vorname} {user.nachname}. <a href={PATHS.home}>Zur Übersicht</a>
        </p>
        <LogoutForm />
      </div>
    );
  }
  return (
    <div className="ms-area-box">
      <p>Melden Sie sich mit der E-Mail-Adresse und dem Passwort an, die Ihnen das Hauptamt mitgeteilt hat.</p>
      <LoginForm ziel={zielOf(page.search)} fehler={errorOf(page.search)} />
    </div>
  );
}

/** What a visitor without a session sees in place of non-public content. */
export function LoginPrompt({ path }: { path: string }) {
  return (
    <div className="ms-area-box">
      <p>
        <strong>Dieser Inhalt ist nichtöffentlich.</strong> Bitte melden Sie sich im Ratsinformationssystem an.
      </p>
      <LoginForm ziel={path} fehler="" />
    </div>
  );
}
