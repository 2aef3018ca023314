import type { Brancheneintrag, ListResult } from '@musterstadt/cms-client';
import { blockData, contextText, safeHref, withQuery, type TemplateProps } from '@musterstadt/shell-contract';
import { Pagination } from '@musterstadt/ui';
import { FilterLinks, PhoneLink, addressLines, entriesOf, logoOf } from '../parts';

export const NO_BUSINESSES = 'In dieser Branche sind noch keine Betriebe eingetragen.';

/** The business directory: filter by trade, the entries with logo, address and phone, pagination, the way to be listed. */
export default function Businesses(props: TemplateProps) {
  const items = entriesOf(blockData<ListResult<Brancheneintrag>>(props));
  const { page } = props;
  const trades = (Array.isArray(props.block.context?.branchen) ? props.block.context.branchen : []) as { id: number; titel: string }[];
  const current = new URLSearchParams(page.search).get('branche');
  const base = new URLSearchParams(page.search);
  base.delete('seite');
  const formular = safeHref(contextText(props.block, 'formular'));
  return (
    <>
      {trades.length > 0 && (
        <FilterLinks
          label="Betriebe nach Branche"
          allText="Alle Branchen"
          options={trades}
          current={current}
          hrefFor={(id) => withQuery(page.path, base.toString(), 'branche', id)}
        />
      )}
      {items.length === 0 ? (
        <p className="ms-empty-state" role="status">
          {NO_BUSINESSES}
        </p>
      ) : (
        <ul className="town-business-list">
          {items.map((item) => {
            const href = safeHref(item.detailURL);
            const logo = logoOf(item);
            return (
              <li key={item.id}>
                <article className={logo ? 'town-business town-business--logo' : 'town-business'}>
                  {logo && <img className="town-business__logo" src={logo} alt="" loading="lazy" decoding="async" width={160} height={100} />}
                  <p className="ms-card__meta">{item.branche?.titel}</p>
                  <h2 className="town-business__title">{href ? <a href={href}>{item.titel}</a> : item.titel}</h2>
                  <p className="town-business__contact">
                    <span>{addressLines(item.adresse).slice(-2).join(', ')}</span>
                    {item.kontakt?.telefon && (
                      <span>
                        Telefon <PhoneLink value={item.kontakt.telefon} />
                      </span>
                    )}
                  </p>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      {page.pagination && <Pagination pagination={page.pagination} path={page.path} search={page.search} />}
      {formular && (
        <p className="town-business-list__formular">
          Ihr Betrieb fehlt? <a href={formular}>Betrieb für das Branchenbuch melden</a>
        </p>
      )}
    </>
  );
}
