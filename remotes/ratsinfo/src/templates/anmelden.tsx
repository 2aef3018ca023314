import type { TemplateProps } from '@musterstadt/shell-contract';
import { LoginForm, LogoutForm } from '../components/forms';
import { useCouncilUser } from '../slice';
import { PATHS, errorOf, queryValue } from '../texts';

/** A same-site council path to go on to after login, else ''. */
export function zielOf(search: string): string {
  const ziel = queryValue(search, 'ziel');
  return ziel.startsWith('/ratsinfo') && !ziel.startsWith('//') ? ziel : '';
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
