import { contextText, type TemplateProps } from '@musterstadt/shell-contract';

function Angemeldet() {
  return (
    <>
      <p className="town-abfall__status" role="status">
        Fast geschafft! Wir haben Ihnen eine E-Mail geschickt.
      </p>
      <p>
        Bitte öffnen Sie den Link in dieser E-Mail, um Ihre Erinnerung zu aktivieren. Der Link ist sieben Tage gültig. Ohne Bestätigung schicken wir Ihnen keine
        weiteren E-Mails.
      </p>
      <p>
        Keine E-Mail erhalten? Schauen Sie bitte auch im Spam-Ordner nach. Sie können sich jederzeit <a href="/abfall/erinnerung">erneut anmelden</a>; dann gilt
        nur der Link aus der neuesten E-Mail.
      </p>
    </>
  );
}

function Bestaetigt() {
  return (
    <>
      <p className="town-abfall__status" role="status">
        Vielen Dank! Ihre E-Mail-Adresse ist bestätigt.
      </p>
      <p>Ab jetzt erinnern wir Sie an die Abfuhrtermine, die Sie gewählt haben. Jede Erinnerung enthält einen Link, mit dem Sie sie wieder beenden können.</p>
    </>
  );
}

function LinkUngueltig() {
  return (
    <>
      <p className="town-abfall__status town-abfall__status--fehler" role="alert">
        Dieser Link ist abgelaufen, wurde schon verwendet oder durch eine neuere Anmeldung ersetzt.
      </p>
      <p>
        Haben Sie Ihre Erinnerung bereits bestätigt, müssen Sie nichts weiter tun. Sonst <a href="/abfall/erinnerung">melden Sie sich bitte erneut an</a> und
        verwenden den Link aus der neuen E-Mail.
      </p>
    </>
  );
}

function Abmelden({ token }: { token: string }) {
  if (!token) {
    return (
      <p className="town-abfall__status town-abfall__status--fehler" role="alert">
        Der Link ist unvollständig. Bitte verwenden Sie den vollständigen Link aus einer unserer E-Mails.
      </p>
    );
  }
  return (
    <form method="post" action="/api/cms/abfall/erinnerung/abmelden">
      <p>Möchten Sie die Erinnerung an die Abfuhrtermine beenden? Ihre Angaben werden dann gelöscht.</p>
      <input type="hidden" name="token" value={token} />
      <button type="submit" className="ms-button">
        Erinnerung beenden
      </button>
    </form>
  );
}

function Abgemeldet() {
  return (
    <>
      <p className="town-abfall__status" role="status">
        Sie erhalten keine Erinnerungen mehr. Ihre Angaben haben wir gelöscht.
      </p>
      <p>
        Sie können sich jederzeit wieder <a href="/abfall/erinnerung">anmelden</a>.
      </p>
    </>
  );
}

/**
 * The reminder confirmation (spec: 'reminder confirmation'): the steps after the sign-up form, one
 * page each – mail sent, address confirmed, link invalid, end the reminder, reminder ended.
 */
export default function WasteReminderConfirmation({ block, page }: TemplateProps) {
  const zustand = contextText(block, 'zustand');
  const token = new URLSearchParams(page.search).get('token') ?? '';
  return (
    <div className="town-abfall town-abfall--bestaetigung">
      {zustand === 'angemeldet' && <Angemeldet />}
      {zustand === 'bestaetigt' && <Bestaetigt />}
      {zustand === 'link-ungueltig' && <LinkUngueltig />}
      {zustand === 'abmelden' && <Abmelden token={token} />}
      {zustand === 'abgemeldet' && <Abgemeldet />}
      <p className="town-abfall__weiter">
        <a href="/abfall">Zum Abfallkalender</a>
      </p>
    </div>
  );
}
