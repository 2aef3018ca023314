import { innerHtml, safeJsonScript } from '../safe-html';

/** JSON that cannot end or break the <script> element it is placed in. */
export function jsonLdText(data: unknown): string {
  return safeJsonScript(data);
}

/** schema.org structured data, rendered on the server with the content it describes. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={innerHtml(safeJsonScript({ '@context': 'https://schema.org', ...data }))} />;
}
