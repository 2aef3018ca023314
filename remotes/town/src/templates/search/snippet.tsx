import { Fragment } from 'react';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (text: string): string => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/**
 * The snippet of a hit with its search terms marked. The API escapes everything but <mark>; this
 * renders the text as React text nodes all the same, so no other markup can ever reach the page.
 */
export function Snippet({ html }: { html: string }) {
  const parts = html.split(/<mark>(.*?)<\/mark>/g);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? <mark key={index}>{decode(part)}</mark> : <Fragment key={index}>{decode(part.replace(/<\/?mark>/g, ''))}</Fragment>,
      )}
    </>
  );
}
