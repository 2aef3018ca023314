import type { RedaktionInhaltKopf } from '@musterstadt/cms-client';
import type { TemplateProps } from '@musterstadt/shell-contract';
import { InhalteTabelle, listeAus } from '../components/inhalte-tabelle';
import { BereichFilter, Seitenwahl } from '../components/listen-teile';
import { useProfil } from '../session/use-profil';
import { ARTEN, PATHS, STATUS, queryValue } from '../texts';

/** The content of the editor's sections, newest change first, filtered by section, kind, status and title. */
export default function Inhalte({ page, data }: TemplateProps) {
  const profil = useProfil();
  const inhalte = listeAus<RedaktionInhaltKopf>(data.inhalte);
  const answer = data.inhalte as { anzahl?: number; seiten?: number } | null;
  const wert = (name: string) => queryValue(page.search, name);
  return (
    <>
      <form method="get" action={PATHS.inhalte} role="search" aria-label="Inhalte filtern">
        <div className="rd-field">
          <label htmlFor="rd-suche">Titel enthält</label>
          <input id="rd-suche" type="search" name="suche" defaultValue={wert('suche')} />
        </div>
        <BereichFilter id="rd-bereich" bereiche={profil?.bereiche ?? []} wert={wert('bereich')} />
        <div className="rd-field">
          <label htmlFor="rd-art">Art</label>
          <select id="rd-art" name="art" defaultValue={wert('art')}>
            <option value="">Alle Arten</option>
            {Object.entries(ARTEN).map(([art, titel]) => (
              <option key={art} value={art}>
                {titel}
              </option>
            ))}
          </select>
        </div>
        <div className="rd-field">
          <label htmlFor="rd-status">Status</label>
          <select id="rd-status" name="status" defaultValue={wert('status')}>
            <option value="">Jeder Status</option>
            <option value="online">Online</option>
            {STATUS.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
        <p className="rd-actions">
          <button type="submit">Filtern</button>
        </p>
      </form>
      <p>
        <a className="rd-button" href={PATHS.neu}>
          Neuen Inhalt anlegen
        </a>
      </p>
      <h2>Treffer{answer?.anzahl !== undefined ? ` (${answer.anzahl})` : ''}</h2>
      {inhalte ? (
        <InhalteTabelle inhalte={inhalte} leer="Keine Inhalte gefunden." />
      ) : (
        <p role="alert">Die Inhalte konnten nicht geladen werden. Bitte prüfen Sie die Filter oder laden Sie die Seite neu.</p>
      )}
      <Seitenwahl pfad={PATHS.inhalte} search={page.search} seiten={answer?.seiten ?? 1} label="Seiten der Liste" />
    </>
  );
}
