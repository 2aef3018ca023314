import type { LayoutProps } from '@musterstadt/shell-contract';
import { TOWN_MENUS } from '../chrome/frame';
import { SectionLayout } from './section';

export const menus = [...TOWN_MENUS, 'Gäste'] as const;

/** Pages for guests: tall hero, the guests' menu, breadcrumb, content and sidebar. */
export default function GaesteLayout(props: LayoutProps) {
  return <SectionLayout {...props} variant="gaeste" menuName="Gäste" sectionTitle="Musterstadt für Gäste" sectionHref="/gaeste/" />;
}
