import type { ListResult, Meldung } from '@musterstadt/cms-client';
import { blockData, contextText, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { DateText, EMPTY_TEXTS, EmptyState } from '@musterstadt/ui';
import { entriesOf } from '../parts';

/** A short list of notices for a sidebar, e.g. the lost-and-found category. */
export default function NoticeBlock(props: TemplateProps) {
  const items = entriesOf(blockData<ListResult<Meldung>>(props)).filter((item) => item.detailURL !== props.page.path);
  const titel = contextText(props.block, 'titel') || 'Schwarzes Brett';
  const link = safeHref(contextText(props.block, 'link'));
  const id = `brett-${props.block.context?.apiCalls?.[0] ?? 'block'}`;
  return (
    <section className="town-box town-notice-block" aria-labelledby={id}>
      <h2 id={id}>{titel}</h2>
      {items.length === 0 ? (
        <EmptyState text={EMPTY_TEXTS.meldungen} />
      ) : (
        <ul className="town-link-list">
          {items.map((item) => {
            const href = safeHref(item.detailURL);
            return (
              <li key={item.id}>
                {href ? <a href={href}>{item.titel}</a> : item.titel}
                <span className="town-link-list__meta">
                  <DateText value={item.datum_von} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {link && (
        <p>
          <a href={link}>{contextText(props.block, 'linktext') || 'Alle Meldungen'}</a>
        </p>
      )}
    </section>
  );
}
