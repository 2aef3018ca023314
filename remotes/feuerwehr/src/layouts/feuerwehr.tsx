import { normalizePath, type LayoutProps } from '@musterstadt/shell-contract';
import { AccessibilityBar, Breadcrumb, Figure, MenuNav } from '@musterstadt/ui';
import { PRODUCT, PRODUCT_NAME } from '../product';

export const menus = ['Hauptmenü Feuerwehr'] as const;

const HOME = '/feuerwehr/';

const SERVICE_LINKS = [
  { title: 'Über uns', href: '/feuerwehr/aufgaben/' },
  { title: 'Berichte', href: '/feuerwehr/feuerwehrmeldungen/' },
  { title: 'Kontakt', href: '/feuerwehr/verwaltung/' },
  { title: 'Termine', href: '/feuerwehr/termine/' },
];

const QUICK_LINKS = [
  { title: 'Aktuelle Einsätze', href: '/feuerwehr/einsaetze/' },
  { title: 'Mitglied werden', href: '/feuerwehr/mitglied-werden/' },
  { title: `Abteilung ${PRODUCT_NAME}`, href: `/feuerwehr/abteilung-${PRODUCT}/` },
  { title: 'Abteilung Hallwangen', href: '/feuerwehr/abteilung-hallwangen/' },
  { title: 'Abteilung Oberbach', href: '/feuerwehr/abteilung-oberbach/' },
];

function FireLogo({ isHome }: { isHome: boolean }) {
  const content = (
    <>
      <svg className="fw-logo__mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path d="M24 3c3 9 13 13 13 26a13 13 0 0 1-26 0c0-7 4-11 6-15 1 4 3 6 5 7-1-7 1-13 2-18z" fill="currentColor" />
      </svg>
      <span className="fw-logo__text">
        <span className="fw-logo__small">Freiwillige Feuerwehr</span>
        <span className="fw-logo__name">Musterstadt</span>
      </span>
    </>
  );
  return isHome ? (
    <span className="fw-logo">{content}</span>
  ) : (
    <a className="fw-logo" href={HOME}>
      {content}
      <span className="ms-visually-hidden"> – zur Startseite der Feuerwehr</span>
    </a>
  );
}

/** Layout of the volunteer fire brigade's sub-site. */
export default function FeuerwehrLayout({ page, slots, menus: loaded }: LayoutProps) {
  const isHome = normalizePath(page.path) === normalizePath(HOME);
  const hero = page.heroImages[0];
  return (
    <div className="fw-page">
      <header className="fw-header">
        <div className="ms-container fw-header__bar">
          <FireLogo isHome={isHome} />
          <p className="fw-header__emergency">
            <a href="tel:112">
              Notruf <span className="fw-header__number">112</span>
            </a>
          </p>
        </div>
        <div className="fw-header__nav">
          <div className="ms-container">
            <MenuNav items={loaded['Hauptmenü Feuerwehr'] ?? []} path={page.path} label="Hauptmenü Feuerwehr" className="fw-menu" activeClassName="fw-menu__active" root={HOME} />
          </div>
        </div>
      </header>
      <nav className="fw-servicebar" aria-label="Servicelinks Feuerwehr">
        <div className="ms-container">
          <ul>
            {SERVICE_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.title}</a>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      {hero && (
        <div className={`fw-hero${isHome ? ' fw-hero--home' : ''}`}>
          <Figure {...hero} alt={hero.bildtext ?? ''} loading="eager" width={1600} height={500} className="fw-hero__figure" />
        </div>
      )}
      <div className="ms-container">
        <Breadcrumb items={page.breadcrumbs} />
      </div>
      <main id="inhalt" tabIndex={-1} className="ms-container fw-main">
        {page.heading && <h1>{page.heading}</h1>}
        {slots.main}
        {slots.sidebar}
      </main>
      <AccessibilityBar path={page.path} search={page.search} />
      <footer className="fw-footer">
        <div className="ms-container fw-footer__grid">
          <section aria-labelledby="fw-footer-kontakt">
            <h2 id="fw-footer-kontakt">Freiwillige Feuerwehr Musterstadt</h2>
            <address>
              Feuerwehrhaus Musterstadt
              <br />
              Am Gerätehaus 3<br />
              79999 Musterstadt
              <br />
              Telefon: <a href="tel:07999123700">07999 123-700</a>
              <br />
              E-Mail: <a href="mailto:feuerwehr@musterstadt.de">feuerwehr@musterstadt.de</a>
            </address>
          </section>
          <section aria-labelledby="fw-footer-notruf">
            <h2 id="fw-footer-notruf">Im Notfall</h2>
            <p>
              Feuerwehr und Rettungsdienst: <a href="tel:112">112</a>
              <br />
              Polizei: <a href="tel:110">110</a>
            </p>
          </section>
          <section aria-labelledby="fw-footer-schnell">
            <h2 id="fw-footer-schnell">Schnellzugriff</h2>
            <ul>
              {QUICK_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.title}</a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="fw-footer-stadt">
            <h2 id="fw-footer-stadt">Stadt Musterstadt</h2>
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
