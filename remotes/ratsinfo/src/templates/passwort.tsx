import type { TemplateProps } from '@musterstadt/shell-contract';
import { PasswordForm } from '../components/forms';
import { useCouncilUser } from '../slice';
import { errorOf } from '../texts';
import { LoginPrompt, zielOf } from './anmelden';

/** Change of the password; forced first after a login with the initial password. */
export default function Passwort({ page }: TemplateProps) {
  const user = useCouncilUser();
  if (!user) return <LoginPrompt path={page.path} />;
  return (
    <div className="ms-area-box">
      {!user.pw_geaendert && (
        <p className="ms-area-notice">
          <strong>Bitte ändern Sie zuerst Ihr Startpasswort.</strong> Erst danach können Sie das Ratsinformationssystem nutzen.
        </p>
      )}
      <PasswordForm fehler={errorOf(page.search)} ziel={zielOf(page.search)} />
    </div>
  );
}
