import type { TemplateProps } from '@musterstadt/shell-contract';
import { LogoutForm } from '../components/session-forms';
import { useProfil } from '../session/use-profil';
import { PATHS } from '../texts';

/** Logout page (`/redaktion/abmelden`) and the page after it (`/redaktion/abgemeldet`). */
export default function Abmelden(_props: TemplateProps) {
  const profil = useProfil();
  if (!profil) {
    return (
      <div role="status">
        <p>Sie sind abgemeldet.</p>
        <p>
          <a href={PATHS.login}>Erneut anmelden</a> · <a href="/">Zur Website der Stadt</a>
        </p>
      </div>
    );
  }
  return (
    <>
      <p>Angemeldet als {profil.name}. Möchten Sie sich abmelden?</p>
      <LogoutForm />
    </>
  );
}
