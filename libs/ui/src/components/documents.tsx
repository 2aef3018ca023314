import type { DocumentRef } from '@musterstadt/cms-client';
import { safeHref } from '@musterstadt/shell-contract';
import { fileType } from '../file-type';

/** A document icon with the file type's short name; decorative, the link names the type in words. */
function FileIcon({ link }: { link: string }) {
  const type = fileType(link);
  return (
    <span className={`ms-file-icon ms-file-icon--${type.kind}`} aria-hidden="true">
      <svg viewBox="0 0 30 36" width="30" height="36" focusable="false">
        <path d="M2 1h18l8 8v26H2z" fill="currentColor" opacity="0.12" />
        <path d="M2 1h18l8 8v26H2zM20 1v8h8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <span className="ms-file-icon__badge">{type.badge}</span>
    </span>
  );
}

/** A link to a document with its file-type icon and the type in words for screen readers. */
function DocumentLink({ link, text }: { link: string; text: string }) {
  const type = fileType(link);
  return (
    <a className="ms-document-link" href={link}>
      <FileIcon link={link} />
      <span>
        {text}
        <span className="ms-visually-hidden"> ({type.label})</span>
      </span>
    </a>
  );
}

export interface DocumentListProps {
  documents: DocumentRef[] | null | undefined;
  /** Heading of the list; none when null. */
  title?: string | null;
  headingLevel?: 2 | 3;
  id?: string;
}

/** The content item's documents (spec point 3: dokumente with file-type icons). */
export function DocumentList({ documents, title = 'Downloads', headingLevel = 2, id = 'dokumente-titel' }: DocumentListProps) {
  const items = (documents ?? []).flatMap((d) => {
    const href = safeHref(d.link);
    return href ? [{ href, text: d.downloadtext || d.link }] : [];
  });
  if (items.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="ms-documents" aria-labelledby={title ? id : undefined}>
      {title && <Heading id={id}>{title}</Heading>}
      <ul className="ms-document-list">
        {items.map((d) => (
          <li key={d.href}>
            <DocumentLink link={d.href} text={d.text} />
          </li>
        ))}
      </ul>
    </section>
  );
}
