import type { ContentItem, ListResult } from '@musterstadt/cms-client';
import { blockData, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { DateText, Figure, RichText } from '@musterstadt/ui';

function single(value: ListResult<ContentItem> | ContentItem | undefined): ContentItem | undefined {
  if (!value) return undefined;
  return 'data' in value && Array.isArray(value.data) ? value.data[0] : (value as ContentItem);
}

/** One news article: date, title, intro, image with gallery, rich text, links and documents. */
export default function ArticleDetail(props: TemplateProps) {
  const item = single(blockData<ListResult<ContentItem> | ContentItem>(props));
  if (!item) return null;
  const gallery = item.bildergalerie_zuordnung?.bilder ?? [];
  const links = (item.links ?? []).flatMap((l) => {
    const href = safeHref(l.link);
    return href ? [{ href, text: l.linktext || l.link }] : [];
  });
  const documents = (item.dokumente ?? []).flatMap((d) => {
    const href = safeHref(d.link);
    return href ? [{ href, text: d.downloadtext || d.link }] : [];
  });
  return (
    <article className="town-article">
      <header>
        {item.datum_von && (
          <p className="town-article__date">
            <DateText value={item.datum_von} />
          </p>
        )}
        <h1>{item.titel}</h1>
        {item.einleitung && <RichText className="town-article__intro" html={item.einleitung} />}
      </header>
      <Figure bild={item.bild} bildtext={item.bildtext} bildcopyright={item.bildcopyright} loading="eager" />
      <RichText html={item.text} />
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
      {documents.length > 0 && (
        <section aria-labelledby="dokumente-titel">
          <h2 id="dokumente-titel">Downloads</h2>
          <ul>
            {documents.map((d) => (
              <li key={d.href}>
                <a href={d.href}>{d.text}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
