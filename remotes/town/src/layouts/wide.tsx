import type { LayoutProps } from '@musterstadt/shell-contract';
import { Breadcrumb } from '@musterstadt/ui';
import { Columns, TOWN_MENUS, TownFrame } from '../chrome/frame';
import { PageHero } from '../chrome/hero';

export const menus = TOWN_MENUS;

/** Town layout without a sidebar column: the content uses the full width. */
export default function WideLayout({ page, slots, menus: loaded }: LayoutProps) {
  return (
    <TownFrame page={page} menus={loaded} variant="wide">
      <PageHero images={page.heroImages} />
      <div className="ms-container">
        <Breadcrumb items={page.breadcrumbs} />
      </div>
      <Columns page={page} slots={slots} wide />
    </TownFrame>
  );
}
