import type { MenuItem } from '@musterstadt/cms-client';
import { normalizePath, type LayoutProps } from '@musterstadt/shell-contract';
import { AccessibilityBar, Breadcrumb, Figure, formatPhone, MenuNav } from '@musterstadt/ui';
import type { School } from '../schools';
import { Mark } from './marks';

function Logo({ school, isHome }: { school: School; isHome: boolean }) {
  const content = (
    <>
      <Mark mark={school.mark} />
      <span className="sc-logo__text">
        <span className="sc-logo__name">
          {school.name}
          {school.kurzname && <span className="sc-logo__short"> ({school.kurzname})</span>}
        </span>
        <span className="sc-logo__claim">{school.claim}</span>
      </span>
    </>
  );
  // On the school's own start page the logo is not a link to itself.
  return isHome ? (
    <span className="sc-logo">{content}</span>
  ) : (
    <a className="sc-logo" href={school.home}>
      {content}
      <span className="ms-visually-hidden"> – zur Startseite der Schule</span>
    </a>
  );
}

export interface SchoolLayoutProps extends LayoutProps {
  school: School;
}

/** The common frame of the school sites; each school brings its own name, mark, colours and links. */
export function SchoolLayout({ school, page, slots, menus }: SchoolLayoutProps) {
  const isHome = normalizePath(page.path) === normalizePath(school.home);
  const hero = page.heroImages[0];
  const hasSidebar = slots.sidebar !== undefined && slots.sidebar !== null;
  const mainMenu: MenuItem[] = menus[school.menu] ?? [];
  const { kontakt } = school;
  return (
    <div className={`sc-page sc--${school.stil}`}>
      <header className="sc-header">
        <div className="sc-servicebar">
          <div className="ms-container">
            <MenuNav items={school.service} path={page.path} label={`Servicelinks ${school.name}`} className="sc-service" activeClassName="sc-active" root={school.home} />
          </div>
        </div>
        <div className="ms-container sc-header__bar">
          <Logo school={school} isHome={isHome} />
          <p className="sc-header__contact">
            <span>Sekretariat</span> <a href={`tel:${formatPhone(kontakt.telefon)}`}>{kontakt.telefon}</a>
          </p>
        </div>
        <div className="sc-header__nav">
          <div className="ms-container">
            <MenuNav items={mainMenu} path={page.path} label={`Hauptmenü ${school.name}`} className="sc-menu" activeClassName="sc-active" root={school.home} />
          </div>
        </div>
      </header>
      {hero && (
        <div className={`sc-hero${isHome ? ' sc-hero--home' : ''}`}>
          <Figure {...hero} alt={hero.bildtext ?? ''} loading="eager" width={1600} height={500} className="sc-hero__figure" />
        </div>
      )}
      <div className="ms-container">
        <Breadcrumb items={page.breadcrumbs} />
      </div>
      <div className={`ms-container sc-columns${hasSidebar ? ' sc-columns--sidebar' : ''}`}>
        <main id="inhalt" tabIndex={-1} className="sc-main">
          {page.heading && <h1>{page.heading}</h1>}
          {slots.main}
        </main>
        {hasSidebar && (
          <aside className="sc-sidebar" aria-label="Weitere Informationen">
            {slots.sidebar}
          </aside>
        )}
      </div>
      <AccessibilityBar path={page.path} search={page.search} />
      <footer className="sc-footer">
        <div className="ms-container sc-footer__grid">
          <section aria-labelledby="sc-footer-kontakt">
            <h2 id="sc-footer-kontakt">{school.name}</h2>
            <address>
              {kontakt.strasse}
              <br />
              {kontakt.ort}
              <br />
              Telefon: <a href={`tel:${formatPhone(kontakt.telefon)}`}>{kontakt.telefon}</a>
              <br />
              E-Mail: <a href={`mailto:${kontakt.email}`}>{kontakt.email}</a>
            </address>
            <p>
              Sekretariat: {kontakt.sekretariat}
            </p>
          </section>
          <section aria-labelledby="sc-footer-schnell">
            <h2 id="sc-footer-schnell">Schnell gefunden</h2>
            <ul>
              {school.service.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.title}</a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="sc-footer-traeger">
            <h2 id="sc-footer-traeger">Schulträger</h2>
            <p>{school.traeger}</p>
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
