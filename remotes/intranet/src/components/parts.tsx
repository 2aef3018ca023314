import type { IntranetText } from '@musterstadt/cms-client';
import { formatDate } from '@musterstadt/ui';
import { island } from '@musterstadt/shell-contract';
import { useEffect } from 'react';
import { listeFehlgeschlagen, listeGeladen, useAppDispatch, type IntranetListe, type IntranetState } from '../slice';

/** A list of texts as cards: title (link), date, category, introduction. */
export function TextListe({ texte, leer, headingLevel = 2 }: { texte: IntranetText[]; leer: string; headingLevel?: 2 | 3 }) {
  if (texte.length === 0) return <p className="in-empty">{leer}</p>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="in-latest">
      {texte.map((t) => (
        <li key={t.id} className="ms-area-card">
          <Heading>
            <a href={t.detailURL}>{t.titel}</a>
          </Heading>
          <p className="ms-area-meta">
            {formatDate(t.datum_von)} · <a href={t.rubrik.detailURL}>{t.rubrik.titel}</a> · {t.autor}
          </p>
          <p>{t.einleitung}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Puts what the page shows into the intranet slice (the browser's store), once per answer; a failed
 * fetch (null) clears the list (spec point 8). Shows nothing.
 */
function InStoreView<K extends IntranetListe>({ liste, werte }: { liste: K; werte: IntranetState[K] | null }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (werte) dispatch(listeGeladen({ liste, werte } as Parameters<typeof listeGeladen>[0]));
    else dispatch(listeFehlgeschlagen(liste));
  }, [dispatch, liste, werte]);
  return null;
}

export const InStore = island('in-store', InStoreView, { hydrate: 'idle' });
