import type { LayoutProps } from '@musterstadt/shell-contract';
import { ContactAddress, LogoMark, ServiceBar, SubsiteFooter, SubsiteHeader, SubsitePage, TOWN_FOOTER_LINKS } from '@musterstadt/ui/chrome';

export const MAIN_MENU = 'Hauptmenü Jugendhaus';
export const menus = [MAIN_MENU] as const;

const HOME = '/jugendhaus';

export const SERVICE_LINKS = [
  { title: 'Angebote', href: '/jugendhaus/angebote' },
  { title: 'Aktuelles', href: '/jugendhaus/aktuelles' },
  { title: 'Termine', href: '/jugendhaus/veranstaltungen' },
  { title: 'Ferienprogramm', href: '/jugendhaus/ferienprogramm' },
  { title: 'Team & Kontakt', href: '/jugendhaus/ueber-uns' },
  { title: 'Bildergalerie', href: '/jugendhaus/bildergalerie' },
];

const SPEECH_BUBBLE_MARK = (
  <LogoMark className="jh-logo__mark">
    <path d="M6 8h36a3 3 0 0 1 3 3v20a3 3 0 0 1-3 3H22l-10 8v-8H6a3 3 0 0 1-3-3V11a3 3 0 0 1 3-3z" fill="currentColor" />
    <path
      d="M15 17v8a3 3 0 0 1-6 0M21 17v6a4 4 0 0 0 8 0v-6M35 17v11M35 22h4M39 17v11"
      className="jh-logo__letters"
      fill="none"
      strokeWidth="2.6"
      strokeLinecap="round"
    />
  </LogoMark>
);

/** Layout of the youth centre's own site. */
export default function JugendhausLayout({ page, slots, menus: loaded }: LayoutProps) {
  const header = (
    <SubsiteHeader
      className="jh-header"
      path={page.path}
      home={HOME}
      logo={{
        homeLabel: 'zur Startseite des Jugendhauses',
        className: 'jh-logo',
        mark: SPEECH_BUBBLE_MARK,
        lines: [
          { text: 'Jugendhaus', className: 'jh-logo__name' },
          { text: 'Musterstadt · 12 bis 25 Jahre', className: 'jh-logo__place' },
        ],
      }}
      aside={<p className="jh-header__open">Offener Treff: Di–Fr ab 15 Uhr, Sa ab 14 Uhr</p>}
      menu={{ items: loaded[MAIN_MENU] ?? [], label: 'Hauptmenü Jugendhaus' }}
      service={{ links: SERVICE_LINKS, label: 'Servicelinks Jugendhaus' }}
    />
  );
  const footer = (
    <SubsiteFooter
      className="jh-footer"
      sections={[
        {
          id: 'jh-footer-kontakt',
          heading: 'Jugendhaus Musterstadt',
          content: <ContactAddress lines={['Bahnhofstraße 7', '79999 Musterstadt']} telefon="07999 123-750" email="jugendhaus@musterstadt.de" />,
        },
        { id: 'jh-footer-schnell', heading: 'Schnell gefunden', links: SERVICE_LINKS },
        {
          id: 'jh-footer-traeger',
          heading: 'Träger',
          content: <p>Stadt Musterstadt, Fachbereich Jugend, Familie und Soziales</p>,
          links: TOWN_FOOTER_LINKS,
        },
      ]}
    />
  );
  return (
    <SubsitePage
      page={page}
      slots={slots}
      home={HOME}
      className="jh-page"
      header={header}
      serviceBar={<ServiceBar links={SERVICE_LINKS} path={page.path} label="Servicelinks Jugendhaus" className="jh-service" wideOnly />}
      footer={footer}
    />
  );
}
