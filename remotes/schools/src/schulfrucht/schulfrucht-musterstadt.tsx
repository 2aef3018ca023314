import { contextText, type TemplateProps } from '@musterstadt/shell-contract';
import { RichText, safeHtml } from '@musterstadt/ui';
import SchulfruchtForm from './schulfrucht-form';

/** Template 'schulfrucht-musterstadt': the sign-up of the primary school in the town (days table 359, three helpers a day). */
export default function SchulfruchtMusterstadt(props: TemplateProps) {
  return <SchulfruchtForm {...props} intro={<RichText html={safeHtml(contextText(props.block, 'einleitung'), props.block)} />} />;
}
