// Must NOT compile: libs/ui/src/safe-html/safe-html.test.ts runs tsc on this file and expects an
// error on exactly the lines marked `unsafe`, none on the lines marked `safe`. It lies outside the
// project's tsconfig on purpose.
import type { TemplateProps } from '@musterstadt/shell-contract';
import { contextText } from '@musterstadt/shell-contract';
import { RichText, safeHtml } from '@musterstadt/ui';
import { innerHtml } from '@musterstadt/ui/safe-html';

export function Statement({ block }: TemplateProps) {
  const erstellung = contextText(block, 'erstellung');
  return (
    <>
      <RichText html={erstellung} /> {/* unsafe: a raw content field */}
      <RichText html={'<img src=x onerror=alert(1)>'} /> {/* unsafe: a string literal */}
      <div dangerouslySetInnerHTML={innerHtml(erstellung)} /> {/* unsafe: innerHtml of a raw field */}
      <RichText html={safeHtml(erstellung, block)} /> {/* safe: through the sanitiser */}
      <div dangerouslySetInnerHTML={innerHtml(safeHtml(erstellung))} /> {/* safe: through the sanitiser */}
    </>
  );
}
