import type { SitzungListe } from '@musterstadt/cms-client';
import type { TemplateProps } from '@musterstadt/shell-contract';
import { Ergebnis, PostForm } from '../components/form-parts';
import { StapelKopf } from '../components/stapel-kopf';
import { MELDUNGEN } from '../forms/meldungen';
import { PATHS, queryValue, zeit } from '../texts';

type Sitzung = SitzungListe['data'][number];

/** The columns; stacked on a phone, each cell names its column (`rd-stapel`). */
const SPALTEN = ['Angemeldet am', 'Zuletzt aktiv', 'Endet spätestens', 'Abmelden'] as const;

function sitzungenAus(value: unknown): Sitzung[] | null {
  const liste = (value as Partial<SitzungListe> | null)?.data;
  return Array.isArray(liste) ? liste.filter((s): s is Sitzung => !!s && typeof s.id === 'string' && typeof s.aktuell === 'boolean') : null;
}

/**
 * The editor's own open sessions (`/redaktion/anmeldungen`), newest first as the content API lists
 * them: since when, last request, latest end; `Abmelden` ends one left open elsewhere.
 */
export default function Anmeldungen({ page, data, form }: TemplateProps) {
  const sitzungen = sitzungenAus(data.sitzungen);
  const meldung = MELDUNGEN[queryValue(page.search, 'meldung')];
  if (!sitzungen) return <p role="alert">Ihre Anmeldungen konnten gerade nicht geladen werden. Bitte laden Sie die Seite neu.</p>;
  return (
    <>
      {meldung && !form?.submission && (
        <p className="rd-notice" role="status">
          {meldung}
        </p>
      )}
      <Ergebnis form={form} labels={{}} />
      <p>
        Jede Anmeldung endet nach 30 Minuten ohne Aktivität von selbst. Kennen Sie eine Anmeldung nicht, melden Sie sie ab und{' '}
        <a href={PATHS.passwort}>ändern Sie Ihr Passwort</a>.
      </p>
      <table className="rd-table rd-stapel" role="table">
        <caption>Offene Anmeldungen Ihres Kontos ({sitzungen.length})</caption>
        <StapelKopf spalten={SPALTEN} />
        <tbody role="rowgroup">
          {sitzungen.map((sitzung, index) => (
            <tr key={sitzung.id} role="row">
              <td role="cell" data-spalte={SPALTEN[0]}>
                {zeit(sitzung.erstellt_am)}
              </td>
              <td role="cell" data-spalte={SPALTEN[1]}>
                {zeit(sitzung.zuletzt_am)}
              </td>
              <td role="cell" data-spalte={SPALTEN[2]}>
                {zeit(sitzung.laeuft_ab_am)}
              </td>
              <td role="cell">
                {sitzung.aktuell ? (
                  <>
                    Diese Anmeldung · <a href={PATHS.logout}>Hier abmelden</a>
                  </>
                ) : form ? (
                  <PostForm form={form} id={`${form.id}-${index + 1}`} label={`Anmeldung vom ${zeit(sitzung.erstellt_am)} abmelden`}>
                    <input type="hidden" name="id" value={sitzung.id} />
                    <button type="submit">Abmelden</button>
                  </PostForm>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
