import type { IntranetListe as Liste, IntranetRubrik, IntranetText } from '@musterstadt/cms-client';
import type { TemplateProps } from '@musterstadt/shell-contract';
import { useMemo } from 'react';
import { InStore, TextListe } from '../components/parts';
import { mergeNeueste, NEUESTE_STANDARD, useIntranetUser } from '../slice';
import { PATHS } from '../texts';

const listOf = <T,>(value: unknown): T[] | null =>
  value && typeof value === 'object' && Array.isArray((value as { data?: unknown }).data) ? (value as Liste<T>).data : null;

/** Start page: a greeting, the latest texts over all categories (3 by default), the categories. */
export default function Start({ data }: TemplateProps) {
  const user = useIntranetUser();
  const neueste = useMemo(
    () =>
      mergeNeueste(
        Object.entries(data)
          .filter(([name]) => name.startsWith('neueste-'))
          .map(([, value]) => listOf<IntranetText>(value)),
        NEUESTE_STANDARD,
      ),
    [data],
  );
  const rubriken = useMemo(() => listOf<IntranetRubrik>(data.rubriken), [data]);
  return (
    <>
      <InStore liste="neuesteTexte" werte={neueste} />
      <InStore liste="rubriken" werte={rubriken} />
      {user && (
        <p>
          Guten Tag, {user.vorname} {user.nachname}.
        </p>
      )}
      <section aria-labelledby="in-neueste">
        <h2 id="in-neueste">Neueste Texte</h2>
        <TextListe texte={neueste} leer="Aktuell sind noch keine Artikel erfasst worden" headingLevel={3} />
      </section>
      <section aria-labelledby="in-rubriken">
        <h2 id="in-rubriken">Rubriken</h2>
        <ul className="ms-area-list">
          {(rubriken ?? []).map((r) => (
            <li key={r.id} className="ms-area-list__item">
              <a href={r.detailURL}>{r.titel}</a> <span className="ms-area-meta">({r.anzahl} Texte)</span>
            </li>
          ))}
        </ul>
        <p>
          <a href={PATHS.archiv}>Zum Dokumentenarchiv</a>
        </p>
      </section>
    </>
  );
}
