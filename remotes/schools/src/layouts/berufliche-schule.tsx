import type { LayoutProps } from '@musterstadt/shell-contract';
import { SchoolLayout } from '../chrome/school-layout';
import { BERUFLICHE_SCHULE } from '../schools';

export const menus = [BERUFLICHE_SCHULE.menu] as const;

export default function BeruflicheSchuleLayout(props: LayoutProps) {
  return <SchoolLayout school={BERUFLICHE_SCHULE} {...props} />;
}
