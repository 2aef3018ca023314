import type { RatsListe, RatsPerson } from '@musterstadt/cms-client';
import { blockData, type TemplateProps } from '@musterstadt/shell-contract';

/** The members of the council and its committees, with party, roles and areas of work. */
export default function Personen(props: TemplateProps) {
  const personen = blockData<RatsListe<RatsPerson>>(props)?.data ?? [];
  return (
    <ul className="ms-area-cards">
      {personen.map((p) => (
        <li key={p.id} className="ms-area-card" id={`person-${p.id}`}>
          <h2>{p.name}</h2>
          <p className="ms-area-meta">
            {p.partei} · {p.wohnort}
          </p>
          <ul className="ms-area-list">
            {p.mitgliedschaften.map((m) => (
              <li key={m.gremium.id}>
                <a href={m.gremium.detailURL}>{m.gremium.name}</a>: {m.rolle}
                {m.bis && ` (bis ${m.bis.split('-').reverse().join('.')})`}
              </li>
            ))}
          </ul>
          {p.taetigkeitsbereiche.length > 0 && <p>Tätigkeitsbereiche: {p.taetigkeitsbereiche.join(', ')}</p>}
        </li>
      ))}
    </ul>
  );
}
