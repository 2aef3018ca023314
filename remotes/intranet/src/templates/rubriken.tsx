import type { IntranetListe, IntranetRubrik } from '@musterstadt/cms-client';
import { blockData, type TemplateProps } from '@musterstadt/shell-contract';
import { InStore } from '../components/parts';

/** All categories with their description and number of texts. */
export default function Rubriken(props: TemplateProps) {
  const rubriken = blockData<IntranetListe<IntranetRubrik>>(props)?.data ?? null;
  if (!rubriken || rubriken.length === 0) return <p className="in-empty">Aktuell sind keine Rubriken erfasst.</p>;
  return (
    <>
      <InStore liste="rubriken" werte={rubriken} />
      <ul className="ms-area-cards">
        {rubriken.map((r) => (
          <li key={r.id} className="ms-area-card">
            <h2>
              <a href={r.detailURL}>{r.titel}</a>
            </h2>
            <p>{r.beschreibung}</p>
            <p className="ms-area-meta">{r.anzahl === 1 ? '1 Text' : `${r.anzahl} Texte`}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
