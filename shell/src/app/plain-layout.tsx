import type { LayoutProps } from '@musterstadt/shell-contract';

/** The shell's own frame, used only when no remote can provide a layout. */
export function PlainLayout({ page, slots }: LayoutProps) {
  return (
    <div className="shell-plain">
      <header className="shell-plain__header">
        <div className="ms-container">
          {page.path === '/' ? (
            <span className="shell-plain__logo">Stadt Musterstadt</span>
          ) : (
            <a className="shell-plain__logo" href="/">
              Stadt Musterstadt
            </a>
          )}
        </div>
      </header>
      <main id="inhalt" tabIndex={-1} className="ms-container shell-plain__main">
        {page.heading && <h1>{page.heading}</h1>}
        {slots.main}
        {slots.sidebar}
      </main>
      <footer className="shell-plain__footer">
        <div className="ms-container">
          <a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a>
        </div>
      </footer>
    </div>
  );
}
