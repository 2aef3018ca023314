import { plainText, type ContentItem } from '@musterstadt/cms-client';
import { safeHref } from '@musterstadt/shell-contract';
import { Bild, BILD_BREITEN, DateText } from '@musterstadt/ui';

export function ArticleCard({ item, headingLevel = 2 }: { item: ContentItem; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = safeHref(item.detailURL);
  return (
    <article className="ms-card">
      {item.bild && <Bild src={item.bild} alt="" loading="lazy" width={640} height={360} sizes={BILD_BREITEN.karte} />}
      <div className="ms-card__body">
        <p className="ms-card__meta">
          <DateText value={item.datum_von} />
        </p>
        <Heading className="ms-card__title">{href ? <a href={href}>{item.titel}</a> : item.titel}</Heading>
        {item.einleitung && <p className="ms-clamp-3">{plainText(item.einleitung)}</p>}
      </div>
    </article>
  );
}
