import type { LayoutProps } from '@musterstadt/shell-contract';
import { ContactAddress, LogoMark, ServiceBar, SubsiteFooter, SubsiteHeader, SubsitePage, TOWN_FOOTER_LINKS } from '@musterstadt/ui/chrome';
import { PhoneLink, phoneHref } from '@musterstadt/ui';
import { PRODUCT, PRODUCT_NAME } from '../product';

export const menus = ['Hauptmenü Feuerwehr'] as const;

const HOME = '/feuerwehr/';

const SERVICE_LINKS = [
  { title: 'Über uns', href: '/feuerwehr/aufgaben/' },
  { title: 'Berichte', href: '/feuerwehr/feuerwehrmeldungen/' },
  { title: 'Kontakt', href: '/feuerwehr/verwaltung/' },
  { title: 'Termine', href: '/feuerwehr/termine/' },
];

const QUICK_LINKS = [
  { title: 'Aktuelle Einsätze', href: '/feuerwehr/einsaetze/' },
  { title: 'Mitglied werden', href: '/feuerwehr/mitglied-werden/' },
  { title: `Abteilung ${PRODUCT_NAME}`, href: `/feuerwehr/abteilung-${PRODUCT}/` },
  { title: 'Abteilung Hallwangen', href: '/feuerwehr/abteilung-hallwangen/' },
  { title: 'Abteilung Aach', href: '/feuerwehr/abteilung-aach/' },
];

const FIRE_MARK = (
  <LogoMark>
    <path d="M24 3c3 9 13 13 13 26a13 13 0 0 1-26 0c0-7 4-11 6-15 1 4 3 6 5 7-1-7 1-13 2-18z" fill="currentColor" />
  </LogoMark>
);

/** Layout of the volunteer fire brigade's sub-site. */
export default function FeuerwehrLayout({ page, slots, menus: loaded }: LayoutProps) {
  const header = (
    <SubsiteHeader
      className="fw-header"
      path={page.path}
      home={HOME}
      logo={{
        homeLabel: 'zur Startseite der Feuerwehr',
        className: 'fw-logo',
        textClassName: 'fw-logo__text',
        mark: FIRE_MARK,
        lines: [
          { text: 'Freiwillige Feuerwehr', className: 'fw-logo__small' },
          { text: 'Musterstadt', className: 'fw-logo__name' },
        ],
      }}
      aside={
        <p className="fw-header__emergency">
          <a href={phoneHref('112')}>
            Notruf <span className="fw-header__number">112</span>
          </a>
        </p>
      }
      menu={{ items: loaded['Hauptmenü Feuerwehr'] ?? [], label: 'Hauptmenü Feuerwehr' }}
      service={{ links: SERVICE_LINKS, label: 'Servicelinks Feuerwehr' }}
    />
  );
  const footer = (
    <SubsiteFooter
      className="fw-footer"
      sections={[
        {
          id: 'fw-footer-kontakt',
          heading: 'Freiwillige Feuerwehr Musterstadt',
          content: (
            <ContactAddress
              lines={['Feuerwehrhaus Musterstadt', 'Am Gerätehaus 3', '79999 Musterstadt']}
              telefon="07999 123-700"
              email="feuerwehr@musterstadt.de"
            />
          ),
        },
        {
          id: 'fw-footer-notruf',
          heading: 'Im Notfall',
          content: (
            <p>
              Feuerwehr und Rettungsdienst: <PhoneLink number="112" />
              <br />
              Polizei: <PhoneLink number="110" />
            </p>
          ),
        },
        { id: 'fw-footer-schnell', heading: 'Schnellzugriff', links: QUICK_LINKS },
        { id: 'fw-footer-stadt', heading: 'Stadt Musterstadt', links: TOWN_FOOTER_LINKS },
      ]}
    />
  );
  return (
    <SubsitePage
      page={page}
      slots={slots}
      home={HOME}
      className="fw-page"
      header={header}
      serviceBar={<ServiceBar links={SERVICE_LINKS} path={page.path} label="Servicelinks Feuerwehr" className="fw-servicebar" wideOnly />}
      footer={footer}
      sidebarPlacement="inline"
    />
  );
}
