import type { LayoutProps } from '@musterstadt/shell-contract';
import { TownFooter } from '../chrome/footer';
import { TownHeader } from '../chrome/header';
import { TOWN_MENUS } from '../chrome/menus';

export const menus = TOWN_MENUS;

/** Home portal: hero or hero slider from the portal modules, the main area, a scroll-down link. */
export default function PortalLayout({ page, slots, menus: loaded }: LayoutProps) {
  return (
    <div className="town-page town-page--portal">
      <TownHeader path={page.path} mainMenu={loaded['Hauptmenü'] ?? []} />
      <main id="inhalt" tabIndex={-1} className="ms-container town-main town-main--portal">
        {page.heading && <h1>{page.heading}</h1>}
        {slots.main}
        <p className="town-scroll-top">
          <a href="#inhalt">
            <span aria-hidden="true">↑</span> Nach oben
          </a>
        </p>
      </main>
      <TownFooter quickLinks={loaded['Footer Quicklinks'] ?? []} legalLinks={loaded.Footer ?? []} />
    </div>
  );
}
