import type { LayoutProps } from '@musterstadt/shell-contract';
import { TOWN_MENUS, TownFrame } from '../chrome/frame';
import { PageHero, ScrollDown } from '../chrome/hero';

export const menus = TOWN_MENUS;

/**
 * Portal layout: the hero (the page's images, or the portal's hero modules), the main area with the
 * portal modules, and a scroll-down button past the hero.
 */
export default function PortalLayout({ page, slots, menus: loaded }: LayoutProps) {
  const hasHero = page.heroImages.length > 0;
  return (
    <TownFrame page={page} menus={loaded} variant="portal">
      <main id="inhalt" tabIndex={-1} className="town-main town-main--portal">
        {hasHero && (
          <div className="town-portal-hero">
            <PageHero images={page.heroImages} size="tall" />
            <ScrollDown target="portal-start" />
          </div>
        )}
        {hasHero && <div id="portal-start" className="town-portal-start" />}
        {page.heading && (
          <div className="ms-container">
            <h1 className="town-portal-title">{page.heading}</h1>
          </div>
        )}
        {slots.main}
      </main>
    </TownFrame>
  );
}
