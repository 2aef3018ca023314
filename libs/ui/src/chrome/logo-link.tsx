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

/** A sub-site's logo mark on the kit's 48×48 grid; decorative, the name stands beside it as text. */
export function LogoMark({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg className={['ms-subsite-logo__mark', className].filter(Boolean).join(' ')} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export interface SubsiteLogoProps extends Omit<LogoLinkProps, 'children'> {
  mark: ReactNode;
  /** The name in lines, each with the sub-site's class (e.g. a small line above a big name). */
  lines: readonly { text: ReactNode; className: string }[];
  textClassName?: string;
}

/** Mark and name of a sub-site as its logo link. */
export function SubsiteLogo({ mark, lines, textClassName, ...link }: SubsiteLogoProps) {
  return (
    <LogoLink {...link}>
      {mark}
      <span className={['ms-subsite-logo__text', textClassName].filter(Boolean).join(' ')}>
        {lines.map((line) => (
          <span key={line.className} className={line.className}>
            {line.text}
          </span>
        ))}
      </span>
    </LogoLink>
  );
}
