import { normalizePath, type LayoutProps } from '@musterstadt/shell-contract';
import { AccessibilityBar, Breadcrumb, Figure, MenuNav } from '@musterstadt/ui';

export const MAIN_MENU = 'Hauptmenü Jugendhaus';
export const menus = [MAIN_MENU] as const;

const HOME = '/jugendhaus';

export const SERVICE_LINKS = [
  { title: 'Angebote', href: '/jugendhaus/angebote' },
  { title: 'Aktuelles', href: '/jugendhaus/aktuelles' },
  { title: 'Termine', href: '/jugendhaus/veranstaltungen' },
  { title: 'Ferienprogramm', href: '/jugendhaus/ferienprogramm' },
  { title: 'Team & Kontakt', href: '/jugendhaus/ueber-uns' },
];

function Logo({ isHome }: { isHome: boolean }) {
  const content = (
    <>
      <svg className="jh-logo__mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path d="M6 8h36a3 3 0 0 1 3 3v20a3 3 0 0 1-3 3H22l-10 8v-8H6a3 3 0 0 1-3-3V11a3 3 0 0 1 3-3z" fill="currentColor" />
        <path d="M15 17v8a3 3 0 0 1-6 0M21 17v6a4 4 0 0 0 8 0v-6M35 17v11M35 22h4M39 17v11" className="jh-logo__letters" fill="none" strokeWidth="2.6" strokeLinecap="round" />
      </svg>
      <span className="jh-logo__text">
        <span className="jh-logo__name">Jugendhaus</span>
        <span className="jh-logo__place">Musterstadt · 12 bis 25 Jahre</span>
      </span>
    </>
  );
  return isHome ? (
    <span className="jh-logo">{content}</span>
  ) : (
    <a className="jh-logo" href={HOME}>
      {content}
      <span className="ms-visually-hidden"> – zur Startseite des Jugendhauses</span>
    </a>
  );
}

/** Layout of the youth centre's own site. */
export default function JugendhausLayout({ page, slots, menus: loaded }: LayoutProps) {
  const isHome = normalizePath(page.path) === HOME;
  const hero = page.heroImages[0];
  const hasSidebar = slots.sidebar !== undefined && slots.sidebar !== null;
  return (
    <div className="jh-page">
      <header className="jh-header">
        <div className="ms-container jh-header__bar">
          <Logo isHome={isHome} />
          <p className="jh-header__open">
            Offener Treff: Di–Fr ab 15 Uhr, Sa ab 14 Uhr
          </p>
        </div>
        <div className="ms-container">
          <MenuNav items={loaded[MAIN_MENU] ?? []} path={page.path} label="Hauptmenü Jugendhaus" className="jh-menu" activeClassName="jh-active" root={HOME} />
        </div>
      </header>
      <div className="jh-servicebar">
        <div className="ms-container">
          <MenuNav items={SERVICE_LINKS} path={page.path} label="Servicelinks Jugendhaus" className="jh-service" activeClassName="jh-active" root={HOME} />
        </div>
      </div>
      {hero && (
        <div className={`jh-hero${isHome ? ' jh-hero--home' : ''}`}>
          <Figure {...hero} alt={hero.bildtext ?? ''} loading="eager" width={1600} height={500} className="jh-hero__figure" />
        </div>
      )}
      <div className="ms-container">
        <Breadcrumb items={page.breadcrumbs} />
      </div>
      <div className={`ms-container jh-columns${hasSidebar ? ' jh-columns--sidebar' : ''}`}>
        <main id="inhalt" tabIndex={-1} className="jh-main">
          {page.heading && <h1>{page.heading}</h1>}
          {slots.main}
        </main>
        {hasSidebar && (
          <aside className="jh-sidebar" aria-label="Weitere Informationen">
            {slots.sidebar}
          </aside>
        )}
      </div>
      <AccessibilityBar path={page.path} search={page.search} />
      <footer className="jh-footer">
        <div className="ms-container jh-footer__grid">
          <section aria-labelledby="jh-footer-kontakt">
            <h2 id="jh-footer-kontakt">Jugendhaus Musterstadt</h2>
            <address>
              Bahnhofstraße 7
              <br />
              79999 Musterstadt
              <br />
              Telefon: <a href="tel:07999123750">07999 123-750</a>
              <br />
              E-Mail: <a href="mailto:jugendhaus@musterstadt.de">jugendhaus@musterstadt.de</a>
            </address>
          </section>
          <section aria-labelledby="jh-footer-schnell">
            <h2 id="jh-footer-schnell">Schnell gefunden</h2>
            <ul>
              {SERVICE_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.title}</a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="jh-footer-traeger">
            <h2 id="jh-footer-traeger">Träger</h2>
            <p>Stadt Musterstadt, Fachbereich Jugend, Familie und Soziales</p>
            <ul>
              <li>
                <a href="/">Zur Website der Stadt</a>
              </li>
              <li>
                <a href="/impressum">Impressum</a>
              </li>
              <li>
                <a href="/datenschutz">Datenschutz</a>
              </li>
            </ul>
          </section>
        </div>
      </footer>
    </div>
  );
}
