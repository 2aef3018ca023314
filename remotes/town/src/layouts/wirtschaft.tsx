import type { LayoutProps } from '@musterstadt/shell-contract';
import { TOWN_MENUS } from '../chrome/frame';
import { SectionLayout } from './section';

export const menus = [...TOWN_MENUS, 'Wirtschaft'] as const;

/** Pages of the business development office: tall hero, its menu, breadcrumb, content and sidebar. */
export default function WirtschaftLayout(props: LayoutProps) {
  return <SectionLayout {...props} variant="wirtschaft" menuName="Wirtschaft" sectionTitle="Wirtschaft & Gewerbe" sectionHref="/wirtschaft" />;
}
