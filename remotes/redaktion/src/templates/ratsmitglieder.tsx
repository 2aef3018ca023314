import type { RatsmitgliedAktion, RatsmitgliederListe } from '@musterstadt/cms-client';
import type { TemplateProps } from '@musterstadt/shell-contract';
import { Ergebnis, PostForm } from '../components/form-parts';
import { StapelKopf } from '../components/stapel-kopf';
import { ANREDEN, Feld, gremiumOptionen, kontoStand, linkKnopf, mitgliedschaftText, RATSMITGLIED_LABELS } from '../components/ratsmitglied-felder';
import { MELDUNGEN } from '../forms/meldungen';
import { PATHS, queryValue } from '../texts';

const SPALTEN = ['Name', 'Partei', 'Gremien', 'Konto'] as const;

function listeAus(value: unknown): RatsmitgliederListe | null {
  const liste = value as Partial<RatsmitgliederListe> | null;
  return liste && Array.isArray(liste.data) && Array.isArray(liste.gremien) && Array.isArray(liste.aktionen) ? (liste as RatsmitgliederListe) : null;
}

/**
 * The council members (`/redaktion/ratsmitglieder`): the administration invites a member with her
 * first committee by mail, sees party, committees and where each account stands, sends a link for a
 * new password; the member's own page changes the public data and memberships and ends the account.
 * The council office sees the same list and keeps the public data and memberships on the member's
 * page; the account actions are not offered to it (`aktionen` of the content API).
 */
export default function Ratsmitglieder({ page, data, form }: TemplateProps) {
  if (!form) return <p role="alert">Das Formular ist gerade nicht verfügbar.</p>;
  const liste = listeAus(data.ratsmitglieder);
  const meldung = MELDUNGEN[queryValue(page.search, 'meldung')];
  // After another action (a link) the invitation's fields start empty.
  const feld = { form, aktiv: form.submission?.values?.aktion === 'einladen', wert: '' };
  const darf = (aktion: RatsmitgliedAktion) => liste?.aktionen.includes(aktion) ?? false;
  return (
    <>
      {meldung && !form.submission && (
        <p className="rd-notice" role="status">
          {meldung}
        </p>
      )}
      <Ergebnis form={form} labels={RATSMITGLIED_LABELS} />
      {liste && !darf('einladen') && (
        <p className="rd-hint">
          Hier pflegen Sie die öffentlichen Angaben der Ratsmitglieder und ihre Mitgliedschaften in den Gremien. Einladungen, Links für ein neues Passwort, die
          E-Mail-Adresse der Anmeldung und das Beenden eines Kontos übernimmt die Administration.
        </p>
      )}
      {darf('einladen') && (
        <>
          <h2>Ratsmitglied einladen</h2>
          <PostForm form={form} id={`${form.id}-einladen`} label="Ratsmitglied einladen">
            <p className="rd-hint" id="rd-einladen-hinweis">
              Die Angaben und Mitgliedschaften sind sofort öffentlich. Die Person erhält eine E-Mail mit einem Link, über den sie ihr Passwort für das
              Ratsinformationssystem festlegt. Der Link gilt 72 Stunden und nur einmal.
            </p>
            <fieldset className="rd-fieldset">
              <legend>Person</legend>
              <Feld {...feld} name="anrede" type="select" optionen={ANREDEN} />
              <Feld {...feld} name="titel" />
              <Feld {...feld} name="vorname" />
              <Feld {...feld} name="nachname" />
              <Feld {...feld} name="email" type="email" />
              <Feld {...feld} name="partei" />
              <Feld {...feld} name="beruf" />
              <Feld {...feld} name="wohnort" />
            </fieldset>
            <fieldset className="rd-fieldset">
              <legend>Mitgliedschaft</legend>
              <p className="rd-hint">Weitere Gremien fügen Sie auf der Seite des Ratsmitglieds hinzu.</p>
              <Feld {...feld} name="gremium_id" type="select" optionen={gremiumOptionen(liste?.gremien ?? [], 'noch kein Gremium')} />
              <Feld {...feld} name="rolle" wert="Mitglied" />
              <Feld {...feld} name="seit" type="date" hinweis="Im Format TT.MM.JJJJ, falls Ihr Browser kein Kalenderfeld zeigt." />
              <Feld {...feld} name="bis" type="date" />
            </fieldset>
            <p className="rd-actions">
              <button type="submit" name="aktion" value="einladen" aria-describedby="rd-einladen-hinweis">
                Einladung schicken
              </button>
            </p>
          </PostForm>
        </>
      )}
      <h2>Mitglieder des Gemeinderats und der Ausschüsse</h2>
      {!liste ? (
        <p role="alert">Die Ratsmitglieder konnten nicht geladen werden. Bitte laden Sie die Seite neu.</p>
      ) : (
        // On a phone each member stands as a block of her own, each value with its column's name.
        <table className="rd-table rd-stapel" role="table">
          <StapelKopf spalten={darf('passwort-link') ? [...SPALTEN, 'Aktionen'] : SPALTEN} />
          <tbody role="rowgroup">
            {liste.data.map((mitglied) => {
              const name = [mitglied.titel, mitglied.vorname, mitglied.nachname].filter(Boolean).join(' ');
              const linkText = linkKnopf(mitglied);
              return (
                <tr key={mitglied.id} role="row">
                  <td role="cell">
                    <a href={`${PATHS.ratsmitglieder}/${mitglied.id}`}>{name}</a>
                  </td>
                  <td role="cell" data-spalte={SPALTEN[1]}>
                    {mitglied.partei}
                  </td>
                  <td role="cell" data-spalte={SPALTEN[2]}>
                    {mitglied.mitgliedschaften.length === 0 ? (
                      'keine'
                    ) : (
                      <ul>
                        {mitglied.mitgliedschaften.map((m) => (
                          <li key={m.id}>{mitgliedschaftText(m)}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td role="cell" data-spalte={SPALTEN[3]}>
                    {kontoStand(mitglied)}
                  </td>
                  {darf('passwort-link') && (
                    <td role="cell">
                      {mitglied.aktiv && (
                        <PostForm form={form} id={`${form.id}-link-${mitglied.id}`} label={`Link für ein neues Passwort an ${name}`}>
                          <input type="hidden" name="id" value={mitglied.id} />
                          <button type="submit" name="aktion" value="passwort-link" aria-label={`${linkText}: ${name}`}>
                            {linkText}
                          </button>
                        </PostForm>
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <p>
        Ein beendetes Konto kann sich nicht mehr anmelden; seine offenen Anmeldungen enden beim nächsten Seitenaufruf. Die Person bleibt mit ihren
        Mitgliedschaften in den öffentlichen Listen. Das Protokoll hält jede Aktion fest.
      </p>
    </>
  );
}
