import type { ContentItem, ListResult } from '@musterstadt/cms-client';
import { blockData, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { DateText, DocumentList, Figure, JsonLd, RichText } from '@musterstadt/ui';
import { firstEntry, plainText } from '../parts';
import { townHtml } from '../../safe-html';

/** schema.org NewsArticle of a dated news item. */
function newsArticle(item: ContentItem, url: string) {
  return {
    '@type': 'NewsArticle',
    headline: item.titel,
    datePublished: item.datum_von,
    dateModified: item.datum_von,
    ...(item.einleitung ? { description: plainText(item.einleitung) } : {}),
    ...(item.bild ? { image: [item.bild] } : {}),
    mainEntityOfPage: url,
    inLanguage: 'de-DE',
    author: { '@type': 'GovernmentOrganization', name: 'Stadt Musterstadt' },
    publisher: { '@type': 'GovernmentOrganization', name: 'Stadt Musterstadt', logo: { '@type': 'ImageObject', url: '/favicon.svg' } },
  };
}

/**
 * An article: date (for news), title, intro, image with gallery, rich text, links and documents.
 * Scripts embedded in the text run only when the block's options allow their source (see the shell's
 * sanitiser); duplicate job-listing containers arrive trimmed to one.
 */
export default function ArticleDetail(props: TemplateProps) {
  const item = firstEntry(blockData<ListResult<ContentItem> | ContentItem>(props));
  if (!item) return null;
  const gallery = item.bildergalerie_zuordnung?.bilder ?? [];
  const links = (item.links ?? []).flatMap((l) => {
    const href = safeHref(l.link);
    return href ? [{ href, text: l.linktext || l.link }] : [];
  });
  const isNews = !!item.datum_von;
  return (
    <article className="town-article">
      {isNews && <JsonLd data={newsArticle(item, item.detailURL ?? props.page.canonical)} />}
      <header>
        {isNews && (
          <p className="town-article__date">
            <DateText value={item.datum_von} />
          </p>
        )}
        <h1>{item.titel}</h1>
        {item.einleitung && <RichText className="town-article__intro" html={townHtml(item.einleitung, props.block)} />}
      </header>
      <Figure bild={item.bild} bildtext={item.bildtext} bildcopyright={item.bildcopyright} loading="eager" />
      <RichText html={townHtml(item.text, props.block)} />
      {gallery.length > 0 && (
        <section aria-labelledby="galerie-titel">
          <h2 id="galerie-titel">Bildergalerie</h2>
          <ul className="town-gallery">
            {gallery.map((image) => (
              <li key={image.bild}>
                <Figure {...image} width={640} height={360} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {links.length > 0 && (
        <section aria-labelledby="links-titel">
          <h2 id="links-titel">Weiterführende Links</h2>
          <ul>
            {links.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.text}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <DocumentList documents={item.dokumente} />
    </article>
  );
}
