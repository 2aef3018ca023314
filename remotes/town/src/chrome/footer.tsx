import type { MenuItem } from '@musterstadt/cms-client';
import { menuLinks } from '@musterstadt/shell-contract';
import { Logo } from './header';
import { Icon } from './icons';
import { SocialLinks } from './links';
import { PhoneLink, SEARCH_PATH } from '@musterstadt/ui';

function LinkList({ items, className }: { items: MenuItem[]; className: string }) {
  const links = menuLinks(items);
  if (links.length === 0) return null;
  return (
    <ul className={className}>
      {links.map(({ title, href }) => (
        <li key={href}>
          <a href={href}>{title}</a>
        </li>
      ))}
    </ul>
  );
}

/** Footer (spec point 2): addresses of the town hall and the tourist office, search, quick, legal and social links. */
export function TownFooter({ quickLinks, legalLinks }: { quickLinks: MenuItem[]; legalLinks: MenuItem[] }) {
  return (
    <footer className="town-footer">
      <div className="ms-container town-footer__top">
        <Logo isHome variant="light" />
        <p className="town-footer__claim">Fachwerk, Wälder und gelebte Gemeinschaft im Herzen des Schwarzwalds.</p>
        <SocialLinks className="town-social town-social--light" />
      </div>
      <div className="ms-container town-footer__grid">
        <section aria-labelledby="footer-rathaus">
          <h2 id="footer-rathaus">Stadtverwaltung Musterstadt</h2>
          <address>
            Marktplatz 1<br />
            79999 Musterstadt
            <br />
            Telefon: <PhoneLink number="07999 123-0" />
            <br />
            E-Mail: <a href="mailto:info@musterstadt.de">info@musterstadt.de</a>
          </address>
          <p className="town-footer__hours">
            Rathaus: Mo–Fr 8:00–12:00 Uhr,
            <br />
            Di 14:00–16:00 Uhr, Do 14:00–18:30 Uhr
          </p>
        </section>
        <section aria-labelledby="footer-tourismus">
          <h2 id="footer-tourismus">Tourist-Information</h2>
          <address>
            Hauptstraße 12
            <br />
            79999 Musterstadt
            <br />
            Telefon: <PhoneLink number="07999 123-400" />
            <br />
            E-Mail: <a href="mailto:tourismus@musterstadt.de">tourismus@musterstadt.de</a>
          </address>
          <p className="town-footer__hours">
            Mo, Di, Do, Fr 9:00–12:00 und 14:00–17:00 Uhr,
            <br />
            Sa 10:00–12:00 Uhr, Mi geschlossen
          </p>
        </section>
        <nav aria-labelledby="footer-quicklinks">
          <h2 id="footer-quicklinks">Häufig besucht</h2>
          <LinkList items={quickLinks} className="town-footer__links" />
        </nav>
        <section aria-labelledby="footer-suche">
          <h2 id="footer-suche">Suche</h2>
          <form className="town-footer__search" action={SEARCH_PATH} method="get" role="search" aria-labelledby="footer-suche">
            <label htmlFor="footer-q">Website durchsuchen</label>
            <div className="town-footer__search-row">
              <input id="footer-q" type="search" name="q" autoComplete="off" />
              <button type="submit" className="ms-button town-footer__search-button">
                <Icon name="search" size={20} />
                <span className="ms-visually-hidden">Suchen</span>
              </button>
            </div>
          </form>
        </section>
      </div>
      <div className="town-footer__legal">
        <div className="ms-container">
          <nav aria-label="Rechtliches">
            <LinkList items={legalLinks} className="town-footer__legal-links" />
          </nav>
          <p>© Stadt Musterstadt</p>
        </div>
      </div>
    </footer>
  );
}
