import type { Ausschreibung, ListResult } from '@musterstadt/cms-client';
import { blockData, type TemplateProps } from '@musterstadt/shell-contract';
import { DateText, DocumentList, RichText } from '@musterstadt/ui';
import { DeadlineText } from './deadline-text';
import { firstEntry } from '../parts';
import type { ReactNode } from 'react';
import { townHtml } from '../../safe-html';

/** One tender: the facts bidders need, the description and the tender documents. */
export default function TenderDetail(props: TemplateProps) {
  const item = firstEntry(blockData<ListResult<Ausschreibung> | Ausschreibung>(props));
  if (!item) return null;
  const over = item.abgabefrist ? Date.parse(item.abgabefrist) < Date.now() : false;
  const facts: [string, ReactNode][] = [
    ['Vergabenummer', item.vergabenummer],
    ['Verfahren', item.vergabeart],
    ['Veröffentlicht am', item.datum_von ? <DateText value={item.datum_von} /> : null],
    ['Angebotsfrist', <DeadlineText key="frist" value={item.abgabefrist} />],
    ['Ausführung', item.ausfuehrung],
    ['Vergabestelle', item.vergabestelle],
  ];
  return (
    <article className="town-article town-tender-detail">
      <h1>{item.titel}</h1>
      {over && <p className="ms-notice">Die Angebotsfrist dieser Ausschreibung ist abgelaufen.</p>}
      <dl className="town-facts">
        {facts
          .filter(([, value]) => value !== null && value !== undefined && value !== '')
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {item.einleitung && <RichText className="town-article__intro" html={townHtml(item.einleitung, props.block)} />}
      <RichText html={townHtml(item.text, props.block)} />
      <DocumentList documents={item.dokumente} title="Vergabeunterlagen" />
    </article>
  );
}
