import type { RedaktionInhaltKopf } from '@musterstadt/cms-client';
import type { TemplateProps } from '@musterstadt/shell-contract';
import { listeAus } from '../components/inhalte-tabelle';
import { StapelKopf } from '../components/stapel-kopf';
import { useProfil } from '../session/use-profil';
import { menuePfad, zeit } from '../texts';

/** The columns; stacked on a phone, each cell but the menu's name names its column (`rd-stapel`). */
const SPALTEN = ['Menü', 'Bereich', 'Status', 'Geändert'] as const;

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
        <table className="rd-table rd-stapel" role="table">
          <caption>Menüs Ihrer Bereiche ({menues.length})</caption>
          <StapelKopf spalten={SPALTEN} />
          <tbody role="rowgroup">
            {[...menues]
              .sort((a, b) => a.titel.localeCompare(b.titel, 'de'))
              .map((menue) => (
                <tr key={menue.id} role="row">
                  <td role="cell">
                    <a href={menuePfad(menue.id)}>{menue.titel}</a>
                  </td>
                  <td role="cell" data-spalte={SPALTEN[1]}>
                    {bereich(menue.bereich)}
                  </td>
                  <td role="cell" data-spalte={SPALTEN[2]}>
                    <span className="rd-status">{menue.status}</span>
                  </td>
                  <td role="cell" data-spalte={SPALTEN[3]}>
                    {zeit(menue.geaendert_am)}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
    </>
  );
}
