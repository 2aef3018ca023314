import type { IntranetTextDetail } from '@musterstadt/cms-client';
import { blockData, type TemplateProps } from '@musterstadt/shell-contract';
import { formatDate, RichText, safeHtml } from '@musterstadt/ui';
import { useMemo } from 'react';
import { InStore } from '../components/parts';

/** One text: its heading (the page's h1), date, category, author and sanitised HTML. */
export default function Text(props: TemplateProps) {
  const text = blockData<IntranetTextDetail>(props);
  const liste = useMemo(() => (text ? [text] : null), [text]);
  if (!text) return <p className="in-empty">Dieser Text ist nicht mehr vorhanden.</p>;
  return (
    <article className="ms-area-box">
      <InStore liste="texte" werte={liste} />
      <h1>{text.titel}</h1>
      <p className="ms-area-meta">
        {formatDate(text.datum_von)} · <a href={text.rubrik.detailURL}>{text.rubrik.titel}</a> · {text.autor}
      </p>
      <p>
        <strong>{text.einleitung}</strong>
      </p>
      <RichText html={safeHtml(text.text, props.block)} />
    </article>
  );
}
