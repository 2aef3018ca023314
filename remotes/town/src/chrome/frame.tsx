import type { LayoutProps } from '@musterstadt/shell-contract';
import { AccessibilityBar } from '@musterstadt/ui';
import type { ReactNode } from 'react';
import { TownFooter } from './footer';
import { TownHeader } from './header';

/** Names of the content API menus the town chrome renders (spec point 7). */
export const TOWN_MENUS = ['Hauptmenü', 'Quicklinks', 'Footer', 'Footer Quicklinks'] as const;

/** Header, accessibility bar and footer around a layout's content. */
export function TownFrame({ page, menus, variant, children }: Pick<LayoutProps, 'page' | 'menus'> & { variant: string; children: ReactNode }) {
  return (
    <div className={`town-page town-page--${variant}`}>
      <TownHeader path={page.path} mainMenu={menus['Hauptmenü'] ?? []} quickLinks={menus.Quicklinks ?? []} />
      {children}
      <AccessibilityBar path={page.path} search={page.search} origin={page.origin} />
      <TownFooter quickLinks={menus['Footer Quicklinks'] ?? []} legalLinks={menus.Footer ?? []} />
    </div>
  );
}

/** The page's h1 and main content, with the sidebar beside it (or below it in wide layouts). */
export function Columns({ page, slots, wide = false }: Pick<LayoutProps, 'page' | 'slots'> & { wide?: boolean }) {
  const sidebar = slots.sidebar;
  const hasSidebar = sidebar !== undefined && sidebar !== null;
  return (
    <div className={`ms-container town-columns${hasSidebar && !wide ? ' town-columns--sidebar' : ''}`}>
      <main id="inhalt" tabIndex={-1} className="town-main">
        {page.heading && <h1>{page.heading}</h1>}
        {slots.main}
      </main>
      {hasSidebar && (
        <aside className={`town-sidebar${wide ? ' town-sidebar--below' : ''}`} aria-label="Weitere Informationen">
          {sidebar}
        </aside>
      )}
    </div>
  );
}
