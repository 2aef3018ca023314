import type { DocumentRef } from '@musterstadt/cms-client';
import { contextText, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { RichText, safeHtml } from '@musterstadt/ui';

interface Gruppe {
  titel: string;
  dokumente: (DocumentRef & { beschreibung?: string | null })[];
}

function groupsOf(value: unknown): Gruppe[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const group = entry as Partial<Gruppe> | null;
    if (!group || typeof group.titel !== 'string' || !Array.isArray(group.dokumente)) return [];
    return [{ titel: group.titel, dokumente: group.dokumente.filter((d) => d && typeof d.link === 'string') }];
  });
}

/** 'PDF' from '/api/cms/dokumente/ferienplan.pdf' */
function fileType(href: string): string {
  return /\.([a-z0-9]{2,5})(?:[?#]|$)/i.exec(href)?.[1]?.toUpperCase() ?? '';
}

/** Forms and documents of a school to download, in groups. */
export default function SchulDownloads({ block }: TemplateProps) {
  const groups = groupsOf(block.context?.gruppen);
  return (
    <>
      <RichText html={safeHtml(contextText(block, 'text'), block)} />
      {groups.map((group, index) => (
        <section key={group.titel} aria-labelledby={`sc-downloads-${index}`} className="sc-downloads">
          <h2 id={`sc-downloads-${index}`}>{group.titel}</h2>
          <ul>
            {group.dokumente.flatMap((doc) => {
              const href = safeHref(doc.link);
              if (!href) return [];
              const type = fileType(href);
              return [
                <li key={href} className="sc-download">
                  <span className="sc-download__type" aria-hidden="true">
                    {type || 'DATEI'}
                  </span>
                  <span>
                    <a href={href} download>
                      {doc.downloadtext || href}
                      {type && <span className="ms-visually-hidden"> ({type}-Datei)</span>}
                    </a>
                    {doc.beschreibung && <span className="sc-download__text">{doc.beschreibung}</span>}
                  </span>
                </li>,
              ];
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
