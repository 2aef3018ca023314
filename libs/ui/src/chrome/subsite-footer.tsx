import { PhoneLink } from '../components/phone';
import type { ReactNode } from 'react';

export interface FooterLink {
  title: string;
  href: string;
}

interface FooterSection {
  /** Id of the heading (unique on the page), e.g. 'fw-footer-kontakt'. */
  id: string;
  heading: string;
  /** Address, opening hours or other text of the section. */
  content?: ReactNode;
  links?: readonly FooterLink[];
}

export interface SubsiteFooterProps {
  sections: readonly FooterSection[];
  /** A row under the sections (legal menu, copyright). */
  bottom?: ReactNode;
  className?: string;
}

/** The links every sub-site footer offers back to the town. */
export const TOWN_FOOTER_LINKS: readonly FooterLink[] = [
  { title: 'Zur Website der Stadt', href: '/' },
  { title: 'Impressum', href: '/impressum' },
  { title: 'Datenschutz', href: '/datenschutz' },
];

/** Footer of a sub-site: labelled sections of text and links on the theme's footer colours. */
export function SubsiteFooter({ sections, bottom, className }: SubsiteFooterProps) {
  return (
    <footer className={['ms-subsite-footer', className].filter(Boolean).join(' ')}>
      <div className="ms-container ms-subsite-footer__grid">
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.heading}</h2>
            {section.content}
            {section.links && section.links.length > 0 && (
              <ul>
                {section.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.title}</a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      {bottom}
    </footer>
  );
}

export interface ContactAddressProps {
  /** Lines of the postal address. */
  lines: readonly string[];
  /** Phone number as written; linked and shown through the phone helper. */
  telefon?: string;
  email?: string;
}

/** A postal address with phone and e-mail links, as the sub-site footers show it. */
export function ContactAddress({ lines, telefon, email }: ContactAddressProps) {
  return (
    <address>
      {lines.map((line, index) => (
        <span key={line}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
      {telefon && (
        <>
          <br />
          Telefon: <PhoneLink number={telefon} />
        </>
      )}
      {email && (
        <>
          <br />
          E-Mail: <a href={`mailto:${email}`}>{email}</a>
        </>
      )}
    </address>
  );
}
