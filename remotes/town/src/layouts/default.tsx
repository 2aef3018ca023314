import type { LayoutProps } from '@musterstadt/shell-contract';
import { Breadcrumb, Figure } from '@musterstadt/ui';
import { TownFooter } from '../chrome/footer';
import { TownHeader } from '../chrome/header';
import { TOWN_MENUS } from '../chrome/menus';

export const menus = TOWN_MENUS;

/** Town layout: hero, breadcrumb, main column and an optional sidebar. */
export default function DefaultLayout({ page, slots, menus: loaded }: LayoutProps) {
  const hero = page.heroImages[0];
  const hasSidebar = slots.sidebar !== undefined && slots.sidebar !== null;
  return (
    <div className="town-page">
      <TownHeader path={page.path} mainMenu={loaded['Hauptmenü'] ?? []} />
      {hero && (
        <div className="town-hero">
          <Figure {...hero} alt={hero.bildtext ?? ''} loading="eager" width={1600} height={500} className="town-hero__figure" />
        </div>
      )}
      <div className="ms-container">
        <Breadcrumb items={page.breadcrumbs} />
      </div>
      <div className={`ms-container town-columns${hasSidebar ? ' town-columns--sidebar' : ''}`}>
        <main id="inhalt" tabIndex={-1} className="town-main">
          {page.heading && <h1>{page.heading}</h1>}
          {slots.main}
        </main>
        {hasSidebar && (
          <aside className="town-sidebar" aria-label="Weitere Informationen">
            {slots.sidebar}
          </aside>
        )}
      </div>
      <TownFooter quickLinks={loaded['Footer Quicklinks'] ?? []} legalLinks={loaded.Footer ?? []} />
    </div>
  );
}
