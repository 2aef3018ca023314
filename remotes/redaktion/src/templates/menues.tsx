import type { RedaktionInhaltKopf } from '@musterstadt/cms-client';
import type { TemplateProps } from '@musterstadt/shell-contract';
import { listeAus } from '../components/inhalte-tabelle';
import { useProfil } from '../session/use-profil';
import { menuePfad, zeit } from '../texts';

/** The menus of the editor's sections: the town's main menu, footers and quick links, each sub-site's main menu. */
export default function Menues({ data }: TemplateProps) {
  const profil = useProfil();
  const menues = listeAus<RedaktionInhaltKopf>(data.menues);
  if (!menues) return <p role="alert">Die Menüs konnten nicht geladen werden. Bitte laden Sie die Seite neu.</p>;
  const bereich = (id: string) => profil?.bereiche.find((entry) => entry.id === id)?.titel ?? id;
  return (
    <>
      <p>
        Hier ändern Sie die Menüs Ihrer Bereiche: Einträge hinzufügen, umbenennen, verschieben und einrücken. Eine Änderung wird mit der Freigabe öffentlich;
        Kopf und Fuß der Seiten zeigen sie dann in wenigen Sekunden.
      </p>
      {menues.length === 0 ? (
        <p>Zu Ihren Bereichen gehört kein Menü.</p>
      ) : (
        <table className="rd-table">
          <thead>
            <tr>
              <th scope="col">Menü</th>
              <th scope="col">Bereich</th>
              <th scope="col">Status</th>
              <th scope="col">Geändert</th>
            </tr>
          </thead>
          <tbody>
            {[...menues]
              .sort((a, b) => a.titel.localeCompare(b.titel, 'de'))
              .map((menue) => (
                <tr key={menue.id}>
                  <td>
                    <a href={menuePfad(menue.id)}>{menue.titel}</a>
                  </td>
                  <td>{bereich(menue.bereich)}</td>
                  <td>
                    <span className="rd-status">{menue.status}</span>
                  </td>
                  <td>{zeit(menue.geaendert_am)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
    </>
  );
}
