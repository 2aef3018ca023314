import type { IntranetRubrikDetail } from '@musterstadt/cms-client';
import { blockData, type TemplateProps } from '@musterstadt/shell-contract';
import { Pagination } from '@musterstadt/ui';
import { InStore, TextListe } from '../components/parts';

/**
 * A category with its texts, newest first, paginated. Its name is the page's one h1 (the page takes
 * its title from the category); under a page that has a heading of its own it is the h2.
 */
export default function Rubrik(props: TemplateProps) {
  const rubrik = blockData<IntranetRubrikDetail>(props);
  const { page } = props;
  if (!rubrik) return <p className="in-empty">Aktuell sind noch keine Artikel erfasst worden</p>;
  const Heading = page.heading ? 'h2' : 'h1';
  return (
    <>
      <InStore liste="texte" werte={rubrik.data} />
      <Heading>{rubrik.titel}</Heading>
      <p>{rubrik.beschreibung}</p>
      <p className="ms-area-meta" role="status">
        {rubrik.anzahl === 1 ? '1 Text' : `${rubrik.anzahl} Texte`}
      </p>
      <TextListe texte={rubrik.data} leer="Aktuell sind noch keine Artikel erfasst worden" />
      {page.pagination && <Pagination pagination={page.pagination} path={page.path} search={page.search} label={`Seitennavigation ${rubrik.titel}`} />}
    </>
  );
}
