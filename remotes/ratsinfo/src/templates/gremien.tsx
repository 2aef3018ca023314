import type { RatsGremium, RatsGremiumDetail, RatsListe } from '@musterstadt/cms-client';
import { blockData, type TemplateProps } from '@musterstadt/shell-contract';
import { SitzungListe } from '../components/parts';

/** The committees (list), or one committee with its members and next meetings (detail). */
export default function Gremien(props: TemplateProps) {
  const answer = blockData<(RatsListe<RatsGremium> | RatsGremiumDetail) & { error?: string }>(props);
  if (!answer || answer.error) return <p className="ri-empty">Dieses Gremium gibt es nicht.</p>;
  if ('data' in answer) {
    return (
      <ul className="ms-area-cards">
        {answer.data.map((g) => (
          <li key={g.id} className="ms-area-card">
            <h2>
              <a href={g.detailURL}>{g.name}</a>
            </h2>
            <p className="ms-area-meta">
              {g.art} · {g.mitglieder} Mitglieder
            </p>
            <p>{g.beschreibung}</p>
          </li>
        ))}
      </ul>
    );
  }
  const g = answer as RatsGremiumDetail;
  return (
    <article>
      <h1>{g.name}</h1>
      <p>{g.beschreibung}</p>
      <h2>Mitglieder</h2>
      <ul className="ms-area-list">
        {g.mitgliederListe.map((m) => (
          <li key={m.person.id} className="ms-area-list__item">
            <a href={`/ratsinfo/personen#person-${m.person.id}`}>{m.person.name}</a>{' '}
            <span className="ms-area-meta">
              · {m.person.partei} · {m.rolle}
            </span>
          </li>
        ))}
      </ul>
      <h2>Nächste Sitzungen</h2>
      <SitzungListe sitzungen={g.naechsteSitzungen} leer="Aktuell stehen keine Termine an" />
      <p>
        <a href={`/ratsinfo/sitzungen?gremium=${g.kuerzel}`}>Alle Sitzungen des Gremiums</a>
      </p>
    </article>
  );
}
