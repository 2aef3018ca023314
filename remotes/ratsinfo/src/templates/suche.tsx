import type { RatsListe, RatsSuchtreffer } from '@musterstadt/cms-client';
import { blockData, type TemplateProps } from '@musterstadt/shell-contract';
import { useId } from 'react';
import { useCouncilUser } from '../slice';
import { PATHS, queryValue } from '../texts';

/**
 * Full-text search over papers and agenda items (German stemming in the content API): a GET form,
 * so it works without script; non-public hits only reach a logged-in member.
 */
export default function Suche(props: TemplateProps) {
  const id = useId();
  const user = useCouncilUser();
  const q = queryValue(props.page.search, 'q').trim();
  const treffer = blockData<RatsListe<RatsSuchtreffer>>(props)?.data ?? [];
  return (
    <>
      <form className="ms-area-filter" method="get" action={PATHS.suche} role="search">
        <div className="ms-area-field ms-area-field--search">
          <label htmlFor={`${id}-q`}>Suchbegriff</label>
          <input id={`${id}-q`} type="search" name="q" defaultValue={q} maxLength={200} aria-describedby={`${id}-hinweis`} />
        </div>
        <button type="submit" className="ms-area-button">
          Suchen
        </button>
      </form>
      <p id={`${id}-hinweis`} className="ms-area-meta">
        Durchsucht Vorlagen und Tagesordnungspunkte, auch nach gebeugten Wortformen (etwa „Bebauungspläne“ findet „Bebauungsplan“).
        {user ? '' : ' Nichtöffentliche Vorlagen und Tagesordnungspunkte finden Sie nach der Anmeldung.'}
      </p>
      {q === '' ? null : (
        <section aria-labelledby={`${id}-ergebnis`}>
          <h2 id={`${id}-ergebnis`}>{treffer.length === 0 ? `Keine Treffer für „${q}“` : `${treffer.length} Treffer für „${q}“`}</h2>
          {treffer.length === 0 ? (
            <p className="ri-empty">Versuchen Sie einen anderen oder allgemeineren Suchbegriff.</p>
          ) : (
            <ul className="ms-area-cards">
              {treffer.map((t) => (
                <li key={`${t.art}-${t.detailURL}-${t.titel}`} className="ms-area-card">
                  <p className="ms-area-meta">{t.art}</p>
                  <h3>
                    <a href={t.detailURL}>{t.titel}</a>
                  </h3>
                  <p className="ms-area-meta">{t.untertitel}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}
