import type { RatsBericht, RatsListe } from '@musterstadt/cms-client';
import { blockData, type TemplateProps } from '@musterstadt/shell-contract';
import { formatDate } from '@musterstadt/ui';
import { fileHref } from '../texts';

/** Reports of the administration to the council (non-public ones for members only). */
export default function Berichte(props: TemplateProps) {
  const berichte = blockData<RatsListe<RatsBericht>>(props)?.data ?? [];
  if (berichte.length === 0) return <p className="ri-empty">Aktuell sind keine Berichte erfasst.</p>;
  return (
    <ul className="ms-area-cards">
      {berichte.map((b) => (
        <li key={b.id} className="ms-area-card">
          <h2>{b.titel}</h2>
          <p className="ms-area-meta">
            {formatDate(b.datum)}
            {b.gremium ? ` · ${b.gremium.name}` : ''}
            {b.oeffentlich ? '' : ' · nichtöffentlich'}
          </p>
          <p>{b.zusammenfassung}</p>
          {b.dateien.map((d) => (
            <p key={d.id}>
              <a href={fileHref(d.url)}>
                {d.titel} <span className="ms-area-meta">(PDF)</span>
              </a>
            </p>
          ))}
        </li>
      ))}
    </ul>
  );
}
