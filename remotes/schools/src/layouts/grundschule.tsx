import type { LayoutProps } from '@musterstadt/shell-contract';
import { SchoolLayout } from '../chrome/school-layout';
import { GRUNDSCHULE } from '../schools';

export const menus = [GRUNDSCHULE.menu] as const;

export default function GrundschuleLayout(props: LayoutProps) {
  return <SchoolLayout school={GRUNDSCHULE} {...props} />;
}
