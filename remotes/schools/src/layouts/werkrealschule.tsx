import type { LayoutProps } from '@musterstadt/shell-contract';
import { SchoolLayout } from '../chrome/school-layout';
import { WERKREALSCHULE } from '../schools';

export const menus = [WERKREALSCHULE.menu] as const;

export default function WerkrealschuleLayout(props: LayoutProps) {
  return <SchoolLayout school={WERKREALSCHULE} {...props} />;
}
