import { normalizePath, type LayoutProps } from '@musterstadt/shell-contract';
import type { ReactNode } from 'react';
import { AccessibilityBar } from '../components/accessibility-bar';
import { Breadcrumb } from '../components/breadcrumb';
import { Hero } from './hero';
import { SubsiteMain } from './subsite-main';

export interface SubsitePageProps extends Pick<LayoutProps, 'page' | 'slots'> {
  /** Start page of the sub-site (its hero is taller). */
  home: string;
  /** Class of the sub-site's page: it scopes the sub-site's look and chrome tokens. */
  className: string;
  header: ReactNode;
  /** The service bar under the header, when it is not inside it. */
  serviceBar?: ReactNode;
  footer: ReactNode;
  sidebarPlacement?: 'aside' | 'inline';
}

/** The frame every sub-site shares: header, service bar, hero, breadcrumb, main, accessibility bar, footer. */
export function SubsitePage({ page, slots, home, className, header, serviceBar, footer, sidebarPlacement }: SubsitePageProps) {
  const isHome = normalizePath(page.path) === normalizePath(home);
  return (
    <div className={['ms-subsite', className].join(' ')}>
      {header}
      {serviceBar}
      <Hero image={page.heroImages[0]} home={isHome} />
      <div className="ms-container">
        <Breadcrumb items={page.breadcrumbs} />
      </div>
      <SubsiteMain heading={page.heading} main={slots.main} sidebar={slots.sidebar} sidebarPlacement={sidebarPlacement} />
      <AccessibilityBar path={page.path} search={page.search} origin={page.origin} />
      {footer}
    </div>
  );
}
