import type { Meldung } from '@musterstadt/cms-client';
import { safeHref } from '@musterstadt/shell-contract';
import { Bild, BILD_BREITEN, DateText } from '@musterstadt/ui';
import { Icon } from '../icon';
import { plainText } from '../parts';

/** A notice as a card: date, category, title linking to the notice, intro and image. */
export function NoticeCard({ item, headingLevel = 2, withImage = false }: { item: Meldung; headingLevel?: 2 | 3; withImage?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = safeHref(item.detailURL);
  const rubric = item.rubriken?.[0];
  return (
    <article className="ms-card town-notice-card">
      {withImage &&
        (item.bild ? (
          <Bild src={item.bild} alt="" loading="lazy" width={640} height={360} sizes={BILD_BREITEN.karte} />
        ) : (
          <div className="town-notice-card__placeholder" aria-hidden="true">
            <Icon name="pinnwand" />
          </div>
        ))}
      <div className="ms-card__body">
        <p className="ms-card__meta">
          <DateText value={item.datum_von} />
          {rubric && <span className="town-notice-card__rubric"> · {rubric.titel}</span>}
        </p>
        <Heading className="ms-card__title">{href ? <a href={href}>{item.titel}</a> : item.titel}</Heading>
        {item.einleitung && <p className="ms-clamp-3">{plainText(item.einleitung)}</p>}
      </div>
    </article>
  );
}
