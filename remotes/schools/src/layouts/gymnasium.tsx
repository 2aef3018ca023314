import type { LayoutProps } from '@musterstadt/shell-contract';
import { SchoolLayout } from '../chrome/school-layout';
import { GYMNASIUM } from '../schools';

export const menus = [GYMNASIUM.menu] as const;

export default function GymnasiumLayout(props: LayoutProps) {
  return <SchoolLayout school={GYMNASIUM} {...props} />;
}
