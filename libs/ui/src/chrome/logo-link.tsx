import { normalizePath } from '@musterstadt/shell-contract';
import type { ReactNode } from 'react';

export interface LogoLinkProps {
  /** Start page of the sub-site. */
  home: string;
  /** Path of the current page. */
  path: string;
  /** Hidden text after the logo, e.g. 'zur Startseite der Feuerwehr'. */
  homeLabel: string;
  /** Extra class of the sub-site (its own look). */
  className?: string;
  /** The mark (decorative) and the name as text. */
  children: ReactNode;
}

/** The sub-site's logo: a link to its start page, except on the start page itself (spec "Header"). */
export function LogoLink({ home, path, homeLabel, className, children }: LogoLinkProps) {
  const classes = ['ms-subsite-logo', className].filter(Boolean).join(' ');
  if (normalizePath(path) === normalizePath(home)) return <span className={classes}>{children}</span>;
  return (
    <a className={classes} href={home}>
      {children}
      <span className="ms-visually-hidden"> – {homeLabel}</span>
    </a>
  );
}
