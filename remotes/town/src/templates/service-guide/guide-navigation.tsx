import { isActivePath, normalizePath, type TemplateProps } from '@musterstadt/shell-contract';

export const GUIDE_SECTIONS = [
  { href: '/wegweiser', title: 'Leistungen von A bis Z' },
  { href: '/wegweiser/leistungen', title: 'Leistungen nach Themen' },
  { href: '/wegweiser/lebenslagen', title: 'Lebenslagen' },
  { href: '/wegweiser/formulare', title: 'Formulare' },
  { href: '/wegweiser/organisationseinheiten', title: 'Ämter und Einrichtungen' },
  { href: '/wegweiser/ansprechpartner', title: 'Ansprechpartner' },
] as const;

/** The sections of the service guide, with the current one marked. */
export default function GuideNavigation({ page }: TemplateProps) {
  const current = normalizePath(page.path);
  return (
    <nav className="town-wegweiser-nav" aria-label="Wegweiser">
      <p className="town-wegweiser-nav__titel">Wegweiser</p>
      <ul>
        {GUIDE_SECTIONS.map((section) => {
          const exact = current === section.href;
          const within = section.href !== '/wegweiser' && isActivePath(section.href, current);
          return (
            <li key={section.href}>
              <a href={section.href} aria-current={exact ? 'page' : within ? 'location' : undefined}>
                {section.title}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
