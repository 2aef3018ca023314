import type { RedaktionBereich, RedaktionKonto } from '@musterstadt/cms-client';
import type { TemplateProps } from '@musterstadt/shell-contract';
import { Ergebnis, PostForm } from '../components/form-parts';
import { listeAus } from '../components/inhalte-tabelle';
import { MELDUNGEN } from '../forms/meldungen';
import { kontoPfad, PATHS, queryValue } from '../texts';

/** The editorial accounts (name, e-mail address, roles, sections, active) and the sections' one-person publishing. */
export default function Konten({ page, data, form }: TemplateProps) {
  const konten = listeAus<RedaktionKonto>(data.konten);
  const bereiche = listeAus<RedaktionBereich>(data.bereiche) ?? [];
  const titel = new Map(bereiche.map((bereich) => [bereich.id, bereich.titel]));
  const meldung = MELDUNGEN[queryValue(page.search, 'meldung')];
  return (
    <>
      {meldung && !form?.submission && (
        <p className="rd-notice" role="status">
          {meldung}
        </p>
      )}
      <p>
        <a className="rd-button" href={PATHS.kontoNeu}>
          Neues Konto anlegen
        </a>
      </p>
      <h2>Konten</h2>
      {!konten ? (
        <p role="alert">Die Konten konnten nicht geladen werden. Bitte laden Sie die Seite neu.</p>
      ) : konten.length === 0 ? (
        <p>Es gibt noch keine Konten.</p>
      ) : (
        <table className="rd-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-Mail-Adresse</th>
              <th scope="col">Rollen</th>
              <th scope="col">Bereiche</th>
              <th scope="col">Aktiv</th>
            </tr>
          </thead>
          <tbody>
            {konten.map((konto) => (
              <tr key={konto.id}>
                <td>
                  <a href={kontoPfad(konto.id)}>{konto.name}</a>
                </td>
                <td>{konto.email}</td>
                <td>{konto.rollen.join(', ')}</td>
                <td>{konto.rollen.includes('Administration') ? 'alle' : konto.bereiche.map((id) => titel.get(id) ?? id).join(', ') || 'keine'}</td>
                <td>{konto.aktiv ? 'ja' : 'nein (beendet)'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div id={form?.id ?? 'bereiche-einstellungen'}>
        <h2 id="bereiche">Ein-Personen-Freigabe der Bereiche</h2>
        <p>
          Nach dem Vier-Augen-Prinzip gibt eine andere Person frei, als die Fassung geschrieben hat. In einem Bereich mit nur einer Person (etwa einer kleinen
          Schule) kann die Administration erlauben, dass die Autorin ihre eigene Fassung freigibt; das Protokoll hält es fest.
        </p>
        {form && <Ergebnis form={form} labels={{}} />}
        <table className="rd-table">
          <thead>
            <tr>
              <th scope="col">Bereich</th>
              <th scope="col">Ein-Personen-Freigabe</th>
              <th scope="col">Ändern</th>
            </tr>
          </thead>
          <tbody>
            {bereiche.map((bereich) => (
              <tr key={bereich.id}>
                <td>{bereich.titel}</td>
                <td>{bereich.einpersonen_freigabe ? 'erlaubt' : 'nicht erlaubt (Vier-Augen-Prinzip)'}</td>
                <td>
                  {form && (
                    <PostForm form={form} id={`${form.id}-${bereich.id}`} label={`Ein-Personen-Freigabe für ${bereich.titel}`}>
                      <input type="hidden" name="bereich" value={bereich.id} />
                      <input type="hidden" name="einpersonen_freigabe" value={bereich.einpersonen_freigabe ? 'nein' : 'ja'} />
                      <button type="submit" className="rd-button">
                        {bereich.einpersonen_freigabe
                          ? `Vier-Augen-Prinzip für ${bereich.titel} wieder einschalten`
                          : `Ein-Personen-Freigabe für ${bereich.titel} erlauben`}
                      </button>
                    </PostForm>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
