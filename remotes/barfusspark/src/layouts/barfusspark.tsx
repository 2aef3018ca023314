import { normalizePath, type LayoutProps } from '@musterstadt/shell-contract';
import { AccessibilityBar, Breadcrumb, Figure, MenuNav } from '@musterstadt/ui';
import { SearchToggle } from './search-toggle';

export const MAIN_MENU = 'Hauptmenü Barfusspark';
export const LEGAL_MENU = 'Barfusspark Footer Rechtliches';
export const menus = [MAIN_MENU, LEGAL_MENU] as const;

const HOME = '/barfusspark';

/** Service bar of the park (spec point 2): tourist information, excursion, contact, nature experience, accessibility. */
export const SERVICE_LINKS = [
  { title: 'Tourist-Information', href: '/touristinformation', icon: 'i' },
  { title: 'Ausflug planen', href: '/barfusspark/ausflug-planen', icon: 'karte' },
  { title: 'Kontakt', href: '/barfusspark/kontakt', icon: 'telefon' },
  { title: 'Naturerlebnis', href: '/barfusspark/naturerlebnis', icon: 'blatt' },
  { title: 'Barrierefreiheit', href: '/barfusspark/barrierefreiheit', icon: 'barrierefrei' },
] as const;

type Icon = (typeof SERVICE_LINKS)[number]['icon'];

function ServiceIcon({ icon }: { icon: Icon }) {
  return (
    <svg className="bp-service__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {icon === 'i' && (
        <>
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 10v7M12 6.5v.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </>
      )}
      {icon === 'karte' && <path d="M3 6l6-2 6 2 6-2v14l-6 2-6-2-6 2zM9 4v14M15 6v14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />}
      {icon === 'telefon' && (
        <path
          d="M6 3h3l2 5-2 1.5a11 11 0 0 0 5.5 5.5L16 13l5 2v3a3 3 0 0 1-3 3A15 15 0 0 1 3 6a3 3 0 0 1 3-3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      )}
      {icon === 'blatt' && <path d="M5 19C5 9 11 4 20 4c0 9-5 15-15 15zm0 0 8-8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
      {icon === 'barrierefrei' && (
        <>
          <circle cx="12" cy="4" r="2" fill="currentColor" />
          <path d="M5 8h14M12 8v6l-4 7M12 14l4 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}

function Logo({ isHome }: { isHome: boolean }) {
  const content = (
    <>
      <svg className="bp-logo__mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <ellipse cx="17" cy="29" rx="7" ry="11" fill="currentColor" />
        <circle cx="12" cy="14" r="2.6" fill="currentColor" />
        <circle cx="17" cy="12.5" r="2.3" fill="currentColor" />
        <circle cx="21.5" cy="14" r="2" fill="currentColor" />
        <ellipse cx="33" cy="24" rx="6" ry="9.5" fill="currentColor" opacity=".75" />
        <circle cx="29" cy="11" r="2.2" fill="currentColor" opacity=".75" />
        <circle cx="33.5" cy="9.8" r="2" fill="currentColor" opacity=".75" />
        <circle cx="37.5" cy="11.2" r="1.8" fill="currentColor" opacity=".75" />
      </svg>
      <span className="bp-logo__text">
        <span className="bp-logo__name">Barfußpark</span>
        <span className="bp-logo__place">Musterstadt im Schwarzwald</span>
      </span>
    </>
  );
  return isHome ? (
    <span className="bp-logo">{content}</span>
  ) : (
    <a className="bp-logo" href={`${HOME}`}>
      {content}
      <span className="ms-visually-hidden"> – zur Startseite des Barfußparks</span>
    </a>
  );
}

/** Layout of the barefoot park's own site. */
export default function BarfussparkLayout({ page, slots, menus: loaded }: LayoutProps) {
  const isHome = normalizePath(page.path) === HOME;
  const hero = page.heroImages[0];
  const hasSidebar = slots.sidebar !== undefined && slots.sidebar !== null;
  return (
    <div className="bp-page">
      <header className="bp-header">
        <div className="ms-container bp-header__bar">
          <Logo isHome={isHome} />
          <SearchToggle />
        </div>
        <div className="bp-header__nav">
          <div className="ms-container">
            <MenuNav items={loaded[MAIN_MENU] ?? []} path={page.path} label="Hauptmenü Barfußpark" className="bp-menu" activeClassName="bp-active" root={HOME} />
          </div>
        </div>
      </header>
      <nav className="bp-service" aria-label="Servicelinks Barfußpark">
        <ul className="ms-container">
          {SERVICE_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-current={normalizePath(link.href) === normalizePath(page.path) ? 'page' : undefined}>
                <ServiceIcon icon={link.icon} />
                {link.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {hero && (
        <div className={`bp-hero${isHome ? ' bp-hero--home' : ''}`}>
          <Figure {...hero} alt={hero.bildtext ?? ''} loading="eager" width={1600} height={500} className="bp-hero__figure" />
        </div>
      )}
      <div className="ms-container">
        <Breadcrumb items={page.breadcrumbs} />
      </div>
      <div className={`ms-container bp-columns${hasSidebar ? ' bp-columns--sidebar' : ''}`}>
        <main id="inhalt" tabIndex={-1} className="bp-main">
          {page.heading && <h1>{page.heading}</h1>}
          {slots.main}
        </main>
        {hasSidebar && (
          <aside className="bp-sidebar" aria-label="Weitere Informationen">
            {slots.sidebar}
          </aside>
        )}
      </div>
      <AccessibilityBar path={page.path} search={page.search} />
      <footer className="bp-footer">
        <div className="ms-container bp-footer__grid">
          <section aria-labelledby="bp-footer-park">
            <h2 id="bp-footer-park">Barfußpark Musterstadt</h2>
            <address>
              Eingang Kurpark, Am Sulzbach
              <br />
              79999 Musterstadt
            </address>
            <p>Eintritt frei – Spende willkommen</p>
          </section>
          <section aria-labelledby="bp-footer-kontakt">
            <h2 id="bp-footer-kontakt">Tourist-Information</h2>
            <address>
              Hauptstraße 12
              <br />
              79999 Musterstadt
              <br />
              Telefon: <a href="tel:07999123400">07999 123-400</a>
              <br />
              E-Mail: <a href="mailto:barfusspark@musterstadt.de">barfusspark@musterstadt.de</a>
            </address>
          </section>
          <section aria-labelledby="bp-footer-mehr">
            <h2 id="bp-footer-mehr">Mehr entdecken</h2>
            <ul>
              <li>
                <a href="/barfusspark/oeffnungszeiten">Öffnungszeiten und Preise</a>
              </li>
              <li>
                <a href="/barfusspark/angebote-fuehrungen/">Angebote und Führungen</a>
              </li>
              <li>
                <a href="/">Zur Website der Stadt Musterstadt</a>
              </li>
            </ul>
          </section>
        </div>
        <div className="bp-footer__legal">
          <div className="ms-container">
            <MenuNav items={loaded[LEGAL_MENU] ?? []} path={page.path} label="Rechtliches" className="bp-legal" activeClassName="bp-active" root={HOME} />
            <p>© Stadt Musterstadt</p>
          </div>
        </div>
      </footer>
    </div>
  );
}
