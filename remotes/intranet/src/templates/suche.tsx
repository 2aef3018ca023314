import type { IntranetListe, IntranetText } from '@musterstadt/cms-client';
import { blockData, type TemplateProps } from '@musterstadt/shell-contract';
import { Pagination } from '@musterstadt/ui';
import { useId } from 'react';
import { InStore, TextListe } from '../components/parts';
import { PATHS, queryValue } from '../texts';

/** Search over the intranet's texts (a GET form; the public site search never sees them). */
export default function Suche(props: TemplateProps) {
  const id = useId();
  const { page } = props;
  const q = queryValue(page.search, 'q');
  const treffer = blockData<IntranetListe<IntranetText>>(props);
  return (
    <>
      <InStore liste="texte" werte={treffer?.data ?? null} />
      <form className="ms-area-filter" method="get" action={PATHS.suche} role="search">
        <p className="ms-area-field">
          <label htmlFor={`${id}-q`}>Suchbegriff</label>
          <input id={`${id}-q`} type="search" name="q" defaultValue={q} />
        </p>
        <button type="submit" className="ms-area-button">
          Suchen
        </button>
      </form>
      {q !== '' && (
        <>
          <p className="ms-area-meta" role="status">
            {treffer?.anzahl === 1 ? '1 Treffer' : `${treffer?.anzahl ?? 0} Treffer`} für „{q}“
          </p>
          <TextListe texte={treffer?.data ?? []} leer="Keine Texte gefunden. Versuchen Sie einen anderen Begriff." />
          {page.pagination && <Pagination pagination={page.pagination} path={page.path} search={page.search} label="Seitennavigation Suchergebnisse" />}
        </>
      )}
    </>
  );
}
