import { contextText, type TemplateProps } from '@musterstadt/shell-contract';
import { RichText, safeHtml } from '@musterstadt/ui';
import SchulfruchtForm from './schulfrucht-form';

/** Template 'schulfrucht-aach': the sign-up of the school's branch in Aach (days table 361, two helpers a day). */
export default function SchulfruchtAach(props: TemplateProps) {
  return <SchulfruchtForm {...props} intro={<RichText html={safeHtml(contextText(props.block, 'einleitung'), props.block)} />} />;
}
