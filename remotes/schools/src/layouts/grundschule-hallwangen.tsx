import type { LayoutProps } from '@musterstadt/shell-contract';
import { SchoolLayout } from '../chrome/school-layout';
import { GRUNDSCHULE_HALLWANGEN } from '../schools';

export const menus = [GRUNDSCHULE_HALLWANGEN.menu] as const;

export default function GrundschuleHallwangenLayout(props: LayoutProps) {
  return <SchoolLayout school={GRUNDSCHULE_HALLWANGEN} {...props} />;
}
