import type { LayoutProps } from '@musterstadt/shell-contract';
import { Breadcrumb } from '@musterstadt/ui';
import { ServiceBar } from '../chrome/bars';
import { Columns, TOWN_MENUS, TownFrame } from '../chrome/frame';
import { PageHero } from '../chrome/hero';

export const menus = TOWN_MENUS;

/** Town layout: hero carousel, service bar, breadcrumb, main column and an optional sidebar. */
export default function DefaultLayout({ page, slots, menus: loaded }: LayoutProps) {
  return (
    <TownFrame page={page} menus={loaded} variant="default">
      <PageHero images={page.heroImages} />
      <ServiceBar path={page.path} />
      <div className="ms-container">
        <Breadcrumb items={page.breadcrumbs} />
      </div>
      <Columns page={page} slots={slots} />
    </TownFrame>
  );
}
