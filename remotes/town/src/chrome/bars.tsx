import { normalizePath } from '@musterstadt/shell-contract';
import { useOrigin } from './hooks';
import { Icon } from './icons';
import { BARRIER_REPORT_MAIL, IconLinkList, SERVICE_LINKS, barrierReportHref } from './links';

/** Service bar of the default layout (spec point 2). */
export function ServiceBar({ path }: { path: string }) {
  return (
    <nav className="town-servicebar" aria-label="Servicelinks">
      <div className="ms-container">
        <IconLinkList links={SERVICE_LINKS} className="town-servicebar__list" path={path} />
      </div>
    </nav>
  );
}

/**
 * Accessibility bar of every layout (spec point 2): statement, plain language, help with using the
 * site, reporting a barrier (an e-mail naming the current page), imprint, contact form, start page.
 */
export function AccessibilityBar({ path, search }: { path: string; search: string }) {
  const origin = useOrigin();
  const links = [
    { title: 'Erklärung zur Barrierefreiheit', href: '/barrierefreiheit', icon: 'accessibility' as const },
    { title: 'Leichte Sprache', href: '/leichte-sprache', icon: 'plainLanguage' as const },
    { title: 'Hilfe zur Bedienung', href: '/bedienungshilfe', icon: 'help' as const },
  ];
  const after = [
    { title: 'Impressum', href: '/impressum', icon: 'document' as const },
    { title: 'Kontaktformular', href: '/kontakt', icon: 'mail' as const },
    { title: 'Startseite', href: '/', icon: 'home' as const },
  ];
  return (
    <nav className="town-a11ybar" aria-label="Barrierefreiheit">
      <div className="ms-container">
        <ul className="town-a11ybar__list">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-current={normalizePath(link.href) === normalizePath(path) ? 'page' : undefined}>
                <Icon name={link.icon} size={20} />
                <span>{link.title}</span>
              </a>
            </li>
          ))}
          <li>
            <a href={barrierReportHref(`${origin}${path}${search}`)} title={`E-Mail an ${BARRIER_REPORT_MAIL}`}>
              <Icon name="flag" size={20} />
              <span>Barriere melden</span>
            </a>
          </li>
          {after.map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-current={normalizePath(link.href) === normalizePath(path) ? 'page' : undefined}>
                <Icon name={link.icon} size={20} />
                <span>{link.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
