import type { LayoutProps } from '@musterstadt/shell-contract';
import { isActivePath, menuLinks, normalizePath } from '@musterstadt/shell-contract';
import { Breadcrumb } from '@musterstadt/ui';
import { Columns, TownFrame } from '../chrome/frame';
import { PageHero } from '../chrome/hero';

export interface SectionLayoutProps extends LayoutProps {
  variant: 'gaeste' | 'wirtschaft';
  /** Name of the section's own menu (also the label of its navigation). */
  menuName: string;
  /** Visible name of the section above its menu. */
  sectionTitle: string;
  sectionHref: string;
}

/** A section of the town site with its own menu under the hero (guests, business). */
export function SectionLayout({ page, slots, menus, variant, menuName, sectionTitle, sectionHref }: SectionLayoutProps) {
  const links = menuLinks(menus[menuName]);
  const onSectionHome = normalizePath(page.path) === normalizePath(sectionHref);
  return (
    <TownFrame page={page} menus={menus} variant={variant}>
      <PageHero images={page.heroImages} size="tall" />
      {links.length > 0 && (
        <nav className="town-subnav" aria-label={menuName}>
          <div className="ms-container town-subnav__inner">
            {onSectionHome ? (
              <span className="town-subnav__title">{sectionTitle}</span>
            ) : (
              <a className="town-subnav__title" href={sectionHref}>
                {sectionTitle}
              </a>
            )}
            <ul className="town-subnav__list">
              {links.map((link) => {
                const exact = normalizePath(link.href) === normalizePath(page.path);
                return (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      aria-current={exact ? 'page' : undefined}
                      className={
                        !exact && isActivePath(link.href, page.path) && normalizePath(link.href) !== normalizePath(sectionHref) ? 'is-current' : undefined
                      }
                    >
                      {link.title}
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        </nav>
      )}
      <div className="ms-container">
        <Breadcrumb items={page.breadcrumbs} />
      </div>
      <Columns page={page} slots={slots} />
    </TownFrame>
  );
}
