import type { RedaktionInhalt, RedaktionVerlauf } from '@musterstadt/cms-client';
import type { TemplateProps } from '@musterstadt/shell-contract';
import { Ergebnis, PostForm } from '../components/form-parts';
import { bearbeitenPfad, vergleichPfad, zeit } from '../texts';

const HERKUNFT = { uebernommen: 'übernommen', gespeichert: 'gespeichert', wiederhergestellt: 'wiederhergestellt' } as const;

function verlaufAus(value: unknown): RedaktionVerlauf | null {
  const v = value as Partial<RedaktionVerlauf> | null;
  return v && Array.isArray(v.revisionen) && Array.isArray(v.status) ? (v as RedaktionVerlauf) : null;
}

/** History of one piece of content: revisions (who, when), statuses, comparing two revisions, restoring one. */
export default function Verlauf({ data, form }: TemplateProps) {
  const verlauf = verlaufAus(data.verlauf);
  const inhalt = data.inhalt as RedaktionInhalt | null;
  if (!verlauf || !inhalt || typeof inhalt.id !== 'number') return <p role="alert">Diesen Inhalt gibt es nicht, oder er gehört nicht zu Ihren Bereichen.</p>;
  const [neueste, vorige] = verlauf.revisionen;
  const darfWiederherstellen = inhalt.aktionen.includes('wiederherstellen') && form;
  return (
    <>
      <p>
        <a href={bearbeitenPfad(inhalt)}>Zurück zu „{inhalt.titel}“</a>
      </p>
      <Ergebnis form={form} labels={{}} />
      <h2>Fassungen</h2>
      <table className="rd-table">
        <thead>
          <tr>
            <th scope="col">Nr.</th>
            <th scope="col">Wer</th>
            <th scope="col">Wann</th>
            <th scope="col">Wie</th>
          </tr>
        </thead>
        <tbody>
          {verlauf.revisionen.map((revision) => (
            <tr key={revision.id}>
              <td>{revision.nummer}</td>
              <td>{revision.autor?.name ?? '–'}</td>
              <td>{zeit(revision.erstellt_am)}</td>
              <td>{HERKUNFT[revision.herkunft]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {verlauf.revisionen.length > 1 && neueste && vorige && (
        <form method="get" action={vergleichPfad(inhalt.id)} aria-label="Zwei Fassungen vergleichen">
          <h2>Vergleichen</h2>
          <div className="rd-field">
            <label htmlFor="rd-von">Ältere Fassung</label>
            <select id="rd-von" name="von" defaultValue={String(vorige.id)}>
              {verlauf.revisionen.map((revision) => (
                <option key={revision.id} value={revision.id}>{`Nr. ${revision.nummer}`}</option>
              ))}
            </select>
          </div>
          <div className="rd-field">
            <label htmlFor="rd-bis">Neuere Fassung</label>
            <select id="rd-bis" name="bis" defaultValue={String(neueste.id)}>
              {verlauf.revisionen.map((revision) => (
                <option key={revision.id} value={revision.id}>{`Nr. ${revision.nummer}`}</option>
              ))}
            </select>
          </div>
          <p className="rd-actions">
            <button type="submit">Vergleichen</button>
          </p>
        </form>
      )}
      {darfWiederherstellen && verlauf.revisionen.length > 1 && (
        <PostForm form={form} label="Fassung wiederherstellen">
          <h2>Wiederherstellen</h2>
          <input type="hidden" name="id" value={inhalt.id} />
          <input type="hidden" name="basis_revision" value={inhalt.revision.id} />
          <div className="rd-field">
            <label htmlFor="rd-revision">Fassung, die als neuer Entwurf wiederhergestellt wird</label>
            <select id="rd-revision" name="revision" defaultValue={String(verlauf.revisionen.at(-1)?.id ?? '')}>
              {verlauf.revisionen.map((revision) => (
                <option key={revision.id} value={revision.id}>{`Nr. ${revision.nummer}`}</option>
              ))}
            </select>
          </div>
          <p className="rd-actions">
            <button type="submit">Als Entwurf wiederherstellen</button>
          </p>
        </PostForm>
      )}
      <h2>Status</h2>
      <table className="rd-table">
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Fassung</th>
            <th scope="col">Wer</th>
            <th scope="col">Wann</th>
            <th scope="col">Grund</th>
          </tr>
        </thead>
        <tbody>
          {verlauf.status.map((eintrag) => (
            <tr key={eintrag.id}>
              <td>{eintrag.status}</td>
              <td>Nr. {eintrag.revision_nummer}</td>
              <td>{eintrag.wer?.name ?? 'automatisch'}</td>
              <td>{zeit(eintrag.zeit)}</td>
              <td>{eintrag.grund ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
