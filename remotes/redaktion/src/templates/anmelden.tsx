import type { TemplateProps } from '@musterstadt/shell-contract';
import { LoginForm, LogoutForm } from '../components/session-forms';
import { useProfil } from '../session/use-profil';
import { PATHS, errorOf, zielOf } from '../texts';

/** Login of the editors. */
export default function Anmelden({ page }: TemplateProps) {
  const profil = useProfil();
  if (profil) {
    return (
      <>
        <p>
          Sie sind angemeldet als {profil.name}. <a href={PATHS.home}>Zur Startseite der Redaktion</a>
        </p>
        <LogoutForm />
      </>
    );
  }
  return (
    <>
      <p>Melden Sie sich mit Ihrer dienstlichen E-Mail-Adresse und Ihrem Passwort an.</p>
      <LoginForm ziel={zielOf(page.search)} fehler={errorOf(page.search)} />
    </>
  );
}
