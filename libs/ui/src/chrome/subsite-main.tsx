import type { ReactNode } from 'react';

export interface SubsiteMainProps {
  heading?: string | null;
  main: ReactNode;
  sidebar?: ReactNode;
  /** 'inline' keeps sidebar blocks inside main, after the main blocks (the fire brigade's one column). */
  sidebarPlacement?: 'aside' | 'inline';
  className?: string;
}

/** The page's main content with its one h1; a sidebar, when the page has one, beside it as a labelled aside. */
export function SubsiteMain({ heading, main, sidebar, sidebarPlacement = 'aside', className }: SubsiteMainProps) {
  const hasSidebar = sidebarPlacement === 'aside' && sidebar !== undefined && sidebar !== null;
  return (
    <div className={['ms-container ms-subsite-columns', hasSidebar ? 'ms-subsite-columns--sidebar' : null, className].filter(Boolean).join(' ')}>
      <main id="inhalt" tabIndex={-1} className="ms-subsite-main">
        {heading && <h1>{heading}</h1>}
        {main}
        {sidebarPlacement === 'inline' && sidebar}
      </main>
      {hasSidebar && (
        <aside className="ms-subsite-sidebar" aria-label="Weitere Informationen">
          {sidebar}
        </aside>
      )}
    </div>
  );
}
