import { normalizePath } from '@musterstadt/shell-contract';
import { BrandIcon, Icon, type BrandName, type IconName } from './icons';

export interface ChromeLink {
  title: string;
  href: string;
  icon: IconName;
}

/** Links to the pages for guests and to accommodation (header). */
export const GUEST_LINKS: ChromeLink[] = [
  { title: 'Gäste', href: '/gaeste/', icon: 'suitcase' },
  { title: 'Unterkünfte', href: '/gaeste/unterkuenfte', icon: 'bed' },
];

/** Plain language and sign language (header). */
export const AID_LINKS: ChromeLink[] = [
  { title: 'Leichte Sprache', href: '/leichte-sprache', icon: 'plainLanguage' },
  { title: 'Gebärdensprache', href: '/gebaerdensprache', icon: 'signLanguage' },
];

/** Service bar of the default layout (spec point 2): five links. */
export const SERVICE_LINKS: ChromeLink[] = [
  { title: 'Informatives', href: '/buergerservice', icon: 'info' },
  { title: 'Ansprechpartner', href: '/mitarbeiter', icon: 'person' },
  { title: 'Kontakt', href: '/anfragen', icon: 'mail' },
  { title: 'Wegweiser', href: '/wegweiser', icon: 'signpost' },
  { title: 'Barrierefreiheit', href: '/barrierefreiheit', icon: 'accessibility' },
];

export const SOCIAL_LINKS: { network: BrandName; title: string; href: string }[] = [
  { network: 'facebook', title: 'Facebook', href: 'https://www.facebook.com/stadt.musterstadt' },
  { network: 'instagram', title: 'Instagram', href: 'https://www.instagram.com/stadt.musterstadt' },
  { network: 'youtube', title: 'YouTube', href: 'https://www.youtube.com/@stadtmusterstadt' },
];

/** Links with icons; the one of the current page is marked as such. */
export function IconLinkList({ links, className, path }: { links: ChromeLink[]; className: string; path?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} aria-current={path !== undefined && normalizePath(link.href) === normalizePath(path) ? 'page' : undefined}>
            <Icon name={link.icon} size={20} />
            <span>{link.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function SocialLinks({ className }: { className: string }) {
  return (
    <ul className={className}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.network}>
          <a href={link.href} rel="noopener">
            <BrandIcon name={link.network} />
            <span className="ms-visually-hidden">Musterstadt auf {link.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
