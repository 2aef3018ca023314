import type { RedaktionInhaltKopf } from '@musterstadt/cms-client';
import { ARTEN, bearbeitenPfad, zeit } from '../texts';

/** Content as a table: title (to its edit form), kind, section, status, last change. */
export function InhalteTabelle({ inhalte, leer, grund = false }: { inhalte: readonly RedaktionInhaltKopf[]; leer: string; grund?: boolean }) {
  if (inhalte.length === 0) return <p>{leer}</p>;
  return (
    <table className="rd-table">
      <thead>
        <tr>
          <th scope="col">Titel</th>
          <th scope="col">Art</th>
          <th scope="col">Ablage</th>
          <th scope="col">Status</th>
          <th scope="col">Geändert</th>
          {grund && <th scope="col">Grund</th>}
        </tr>
      </thead>
      <tbody>
        {inhalte.map((inhalt) => (
          <tr key={inhalt.id}>
            <td>
              <a href={bearbeitenPfad(inhalt)}>{inhalt.titel}</a>
            </td>
            <td>{ARTEN[inhalt.art] ?? inhalt.art}</td>
            <td>{inhalt.ablage}</td>
            <td>
              <span className="rd-status">{inhalt.status}</span>
              {inhalt.online && inhalt.status !== 'Veröffentlicht' ? ' (eine ältere Fassung ist online)' : ''}
            </td>
            <td>{zeit(inhalt.geaendert_am)}</td>
            {grund && <td>{inhalt.letzter_status.grund ?? ''}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The list of an answer `{ data: [...] }`, or null. */
export function listeAus<T>(value: unknown): T[] | null {
  return value && typeof value === 'object' && Array.isArray((value as { data?: unknown }).data) ? (value as { data: T[] }).data : null;
}
