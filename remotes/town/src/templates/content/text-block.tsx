import { contextText, type TemplateProps } from '@musterstadt/shell-contract';
import { RichText } from '@musterstadt/ui';
import { townHtml } from '../../safe-html';

/** A heading and CMS rich text. */
export default function TextBlock({ block }: TemplateProps) {
  const titel = contextText(block, 'titel');
  return (
    <section className="town-text" aria-label={titel || undefined}>
      {titel && <h2>{titel}</h2>}
      <RichText html={townHtml(contextText(block, 'text'), block)} />
    </section>
  );
}
