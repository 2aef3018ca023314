import type { IntranetKonto } from '@musterstadt/cms-client';
import type { BlockForm, TemplateProps } from '@musterstadt/shell-contract';
import { eingabe, Ergebnis, fehlerVon, PostForm } from '../components/form-parts';
import { listeAus } from '../components/inhalte-tabelle';
import { StapelKopf } from '../components/stapel-kopf';
import { MELDUNGEN } from '../forms/meldungen';
import { queryValue, zeit } from '../texts';

const LABELS = { vorname: 'Vorname', nachname: 'Nachname', email: 'E-Mail-Adresse' };
const SPALTEN = ['Name', 'E-Mail-Adresse', 'Stand', 'Aktionen'] as const;

/** A field of the invitation, with its error line tied to it. */
function Feld({ form, name, type = 'text', autoComplete }: { form: BlockForm; name: keyof typeof LABELS; type?: string; autoComplete: string }) {
  const fehler = fehlerVon(form, name);
  // After another action (a link, an end) the invitation's fields start empty.
  const wert = form.submission?.values?.aktion === 'einladen' ? eingabe(form, name, '') : '';
  return (
    <div className="rd-field">
      <label htmlFor={`rd-${name}`}>{LABELS[name]}</label>
      {fehler && (
        <p className="rd-error" id={`rd-${name}-fehler`}>
          {fehler}
        </p>
      )}
      <input
        id={`rd-${name}`}
        type={type}
        name={name}
        autoComplete={autoComplete}
        defaultValue={wert}
        aria-invalid={fehler ? true : undefined}
        aria-describedby={fehler ? `rd-${name}-fehler` : undefined}
      />
    </div>
  );
}

/** Where the person stands: invited, password set, link sent, ended. */
function stand(konto: IntranetKonto): string {
  if (!konto.aktiv) return `Zugang beendet am ${zeit(konto.beendet_am)}`;
  const link = konto.link;
  if (link && link.benutzt_am === null) {
    const art = link.zweck === 'einladung' ? 'Eingeladen' : 'Link für neues Passwort geschickt';
    return new Date(link.laeuft_ab_am).getTime() > Date.now() ? `${art}, Link gilt bis ${zeit(link.laeuft_ab_am)}` : `${art}, Link abgelaufen`;
  }
  return konto.passwort_gesetzt ? 'Aktiv' : 'Noch kein Passwort';
}

/**
 * The staff accounts of the intranet for the administration (`/redaktion/mitarbeitende`): invite a
 * person by mail, send a link for a new password, end the access of someone who leaves.
 */
export default function Mitarbeitende({ page, data, form }: TemplateProps) {
  if (!form) return <p role="alert">Das Formular ist gerade nicht verfügbar.</p>;
  const konten = listeAus<IntranetKonto>(data.mitarbeitende);
  const meldung = MELDUNGEN[queryValue(page.search, 'meldung')];
  return (
    <>
      {meldung && !form.submission && (
        <p className="rd-notice" role="status">
          {meldung}
        </p>
      )}
      <Ergebnis form={form} labels={LABELS} />
      <h2>Neue Person einladen</h2>
      <PostForm form={form} id={`${form.id}-einladen`} label="Neue Person in das Intranet einladen">
        <p className="rd-hint" id="rd-einladen-hinweis">
          Die Person erhält eine E-Mail mit einem Link, über den sie ihr Passwort festlegt. Der Link gilt 72 Stunden und nur einmal.
        </p>
        <Feld form={form} name="vorname" autoComplete="off" />
        <Feld form={form} name="nachname" autoComplete="off" />
        <Feld form={form} name="email" type="email" autoComplete="off" />
        <p className="rd-actions">
          <button type="submit" name="aktion" value="einladen" aria-describedby="rd-einladen-hinweis">
            Einladung schicken
          </button>
        </p>
      </PostForm>
      <h2>Beschäftigte mit Zugang zum Intranet</h2>
      {!konten ? (
        <p role="alert">Die Zugänge konnten nicht geladen werden. Bitte laden Sie die Seite neu.</p>
      ) : konten.length === 0 ? (
        <p>Es hat noch niemand einen Zugang.</p>
      ) : (
        // On a phone each person stands as a block of her own, each value with its column's name.
        <table className="rd-table rd-stapel" role="table">
          <StapelKopf spalten={SPALTEN} />
          <tbody role="rowgroup">
            {konten.map((konto) => {
              const name = `${konto.vorname} ${konto.nachname}`;
              const linkText = konto.passwort_gesetzt ? 'Link für neues Passwort schicken' : 'Einladung erneut schicken';
              return (
                <tr key={konto.uuid} role="row">
                  <td role="cell">{name}</td>
                  <td role="cell" data-spalte={SPALTEN[1]}>
                    {konto.email}
                  </td>
                  <td role="cell" data-spalte={SPALTEN[2]}>
                    {stand(konto)}
                  </td>
                  <td role="cell">
                    {konto.aktiv && (
                      <>
                        <PostForm form={form} id={`${form.id}-link-${konto.uuid}`} label={`Link für ein neues Passwort an ${name}`}>
                          <input type="hidden" name="uuid" value={konto.uuid} />
                          <button type="submit" name="aktion" value="passwort-link" aria-label={`${linkText}: ${name}`}>
                            {linkText}
                          </button>
                        </PostForm>
                        <PostForm form={form} id={`${form.id}-beenden-${konto.uuid}`} label={`Zugang von ${name} beenden`}>
                          <input type="hidden" name="uuid" value={konto.uuid} />
                          <button type="submit" name="aktion" value="beenden" aria-label={`Zugang beenden: ${name}`}>
                            Zugang beenden
                          </button>
                        </PostForm>
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <p>
        Ein beendeter Zugang kann sich nicht mehr anmelden; seine offenen Anmeldungen enden beim nächsten Seitenaufruf. Das Protokoll hält jede Aktion fest.
      </p>
    </>
  );
}
