import { normalizePath } from '@musterstadt/shell-contract';

/** Address that receives barrier reports from every page of the platform. */
const BARRIER_REPORT_MAIL = 'barrierefreiheit@musterstadt.de';

/** A 'Barriere melden' e-mail that names the page it was sent from. */
function barrierReportHref(pageAddress: string): string {
  const subject = 'Barriere melden';
  const body = `Guten Tag,\n\nich möchte eine Barriere auf folgender Seite melden:\n${pageAddress}\n\nBeschreibung der Barriere:\n\n`;
  return `mailto:${BARRIER_REPORT_MAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** 24×24 line icons of the bar; decorative, the text names each link. */
const ICONS = {
  statement: 'M12 5.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM5 8l7 1.5L19 8M12 9.5V14M12 14l-3.5 7M12 14l3.5 7',
  plainLanguage: 'M4 5h7a2 2 0 0 1 2 2v12a2 2 0 0 0-2-2H4zM20 5h-7a2 2 0 0 0-2 2v12a2 2 0 0 1 2-2h7z',
  help: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17v.5',
  report: 'M5 21V4M5 4h12l-2 4 2 4H5',
  imprint: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  contact: 'M3.5 6h17v12h-17zM3.5 6.5l8.5 6.5 8.5-6.5',
  start: 'M3.5 11 12 4l8.5 7M6 9.5V20h12V9.5M10 20v-5h4v5',
} as const;

type BarIcon = keyof typeof ICONS;

/** The links of the bar in their order (spec point 2); 'Barriere melden' comes after the third. */
export const ACCESSIBILITY_LINKS: { title: string; href: string; icon: BarIcon }[] = [
  { title: 'Erklärung zur Barrierefreiheit', href: '/barrierefreiheit', icon: 'statement' },
  { title: 'Leichte Sprache', href: '/leichte-sprache', icon: 'plainLanguage' },
  { title: 'Hilfe zur Bedienung', href: '/bedienungshilfe', icon: 'help' },
  { title: 'Impressum', href: '/impressum', icon: 'imprint' },
  { title: 'Kontaktformular', href: '/kontakt', icon: 'contact' },
  { title: 'Startseite', href: '/', icon: 'start' },
];

function BarLink({ href, title, icon, current, extra }: { href: string; title: string; icon: BarIcon; current?: boolean; extra?: string }) {
  return (
    <li>
      <a href={href} aria-current={current ? 'page' : undefined} title={extra}>
        <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
          <path d={ICONS[icon]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span>{title}</span>
      </a>
    </li>
  );
}

/**
 * Accessibility bar of every layout (spec point 2): statement, plain language, help with using the
 * site, reporting a barrier (an e-mail naming the current page), imprint, contact form, start page.
 */
export function AccessibilityBar({ path, search = '', origin = '' }: { path: string; search?: string; origin?: string }) {
  const here = normalizePath(path);
  const before = ACCESSIBILITY_LINKS.slice(0, 3);
  const after = ACCESSIBILITY_LINKS.slice(3);
  const link = (entry: (typeof ACCESSIBILITY_LINKS)[number]) => <BarLink key={entry.href} {...entry} current={normalizePath(entry.href) === here} />;
  return (
    <nav className="ms-a11ybar" aria-label="Barrierefreiheit">
      <div className="ms-container">
        <ul className="ms-a11ybar__list">
          {before.map(link)}
          <BarLink href={barrierReportHref(`${origin}${path}${search}`)} title="Barriere melden" icon="report" extra={`E-Mail an ${BARRIER_REPORT_MAIL}`} />
          {after.map(link)}
        </ul>
      </div>
    </nav>
  );
}
