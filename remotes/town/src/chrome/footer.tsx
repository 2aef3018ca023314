import type { MenuItem } from '@musterstadt/cms-client';
import { safeHref } from '@musterstadt/shell-contract';

function LinkList({ items, label }: { items: MenuItem[]; label: string }) {
  const links = items.flatMap((item) => {
    const href = safeHref(item.href);
    return href ? [{ title: item.title, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className="town-footer__links">
        {links.map(({ title, href }) => (
          <li key={title}>
            <a href={href}>{title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function TownFooter({ quickLinks, legalLinks }: { quickLinks: MenuItem[]; legalLinks: MenuItem[] }) {
  return (
    <footer className="town-footer">
      <div className="ms-container town-footer__grid">
        <section aria-labelledby="footer-rathaus">
          <h2 id="footer-rathaus">Stadtverwaltung Musterstadt</h2>
          <address>
            Marktplatz 1<br />
            79999 Musterstadt
            <br />
            Telefon: <a href="tel:079991230">07999 123-0</a>
            <br />
            E-Mail: <a href="mailto:info@musterstadt.de">info@musterstadt.de</a>
          </address>
        </section>
        <section aria-labelledby="footer-tourismus">
          <h2 id="footer-tourismus">Tourist-Information</h2>
          <address>
            Hauptstraße 12
            <br />
            79999 Musterstadt
            <br />
            Telefon: <a href="tel:07999123400">07999 123-400</a>
            <br />
            E-Mail: <a href="mailto:tourismus@musterstadt.de">tourismus@musterstadt.de</a>
          </address>
        </section>
        <section aria-labelledby="footer-quicklinks">
          <h2 id="footer-quicklinks">Schnell gefunden</h2>
          <LinkList items={quickLinks} label="Quicklinks" />
        </section>
      </div>
      <div className="town-footer__legal">
        <div className="ms-container">
          <LinkList items={legalLinks} label="Rechtliches" />
          <p>© Stadt Musterstadt</p>
        </div>
      </div>
    </footer>
  );
}
