import { contextText, type IslandComponent, type TemplateModule, type TemplateProps } from '@musterstadt/shell-contract';
import { RichText } from '@musterstadt/ui';
import type { ReactNode } from 'react';
import { townHtml } from '../safe-html';

/** An interactive template's props: the block's rich text comes as server HTML (a slot of the island). */
export interface FormTemplateProps extends TemplateProps {
  intro?: ReactNode;
}

/**
 * The template of an island whose block has a rich-text field above it (a form's 'einleitung'): the
 * text is made safe and rendered on the server only, so the browser never loads the sanitiser for it.
 */
export function withRichText(load: () => Promise<{ default: IslandComponent<FormTemplateProps> }>, field = 'einleitung'): () => Promise<TemplateModule> {
  return async () => {
    const Island = (await load()).default;
    function Template(props: TemplateProps) {
      return <Island {...props} intro={<RichText html={townHtml(contextText(props.block, field), props.block)} />} />;
    }
    Template.displayName = `Template(${Island.islandName})`;
    return { default: Template };
  };
}
