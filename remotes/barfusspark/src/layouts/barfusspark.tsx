import type { LayoutProps } from '@musterstadt/shell-contract';
import { MenuNav, SUGGESTED_SEARCHES } from '@musterstadt/ui';
import { ContactAddress, LogoMark, ServiceBar, SubsiteFooter, SubsiteHeader, SubsitePage } from '@musterstadt/ui/chrome';

export const MAIN_MENU = 'Hauptmenü Barfusspark';
export const LEGAL_MENU = 'Barfusspark Footer Rechtliches';
export const menus = [MAIN_MENU, LEGAL_MENU] as const;

const HOME = '/barfusspark';

/** Service bar of the park (spec point 2): tourist information, excursion, contact, nature experience, accessibility. */
export const SERVICE_LINKS = [
  { title: 'Tourist-Information', href: '/touristinformation', icon: 'i' },
  { title: 'Ausflug planen', href: '/barfusspark/ausflug-planen', icon: 'karte' },
  { title: 'Kontakt', href: '/barfusspark/kontakt', icon: 'telefon' },
  { title: 'Naturerlebnis', href: '/barfusspark/naturerlebnis', icon: 'blatt' },
  { title: 'Barrierefreiheit', href: '/barfusspark/barrierefreiheit', icon: 'barrierefrei' },
] as const;

const MORE_LINKS = [
  { title: 'Öffnungszeiten und Preise', href: '/barfusspark/oeffnungszeiten' },
  { title: 'Angebote und Führungen', href: '/barfusspark/angebote-fuehrungen/' },
  { title: 'Zur Website der Stadt Musterstadt', href: '/' },
];

type Icon = (typeof SERVICE_LINKS)[number]['icon'];

function ServiceIcon({ icon }: { icon: Icon }) {
  return (
    <svg className="bp-service__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {icon === 'i' && (
        <>
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 10v7M12 6.5v.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </>
      )}
      {icon === 'karte' && (
        <path d="M3 6l6-2 6 2 6-2v14l-6 2-6-2-6 2zM9 4v14M15 6v14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      )}
      {icon === 'telefon' && (
        <path
          d="M6 3h3l2 5-2 1.5a11 11 0 0 0 5.5 5.5L16 13l5 2v3a3 3 0 0 1-3 3A15 15 0 0 1 3 6a3 3 0 0 1 3-3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      )}
      {icon === 'blatt' && <path d="M5 19C5 9 11 4 20 4c0 9-5 15-15 15zm0 0 8-8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
      {icon === 'barrierefrei' && (
        <>
          <circle cx="12" cy="4" r="2" fill="currentColor" />
          <path d="M5 8h14M12 8v6l-4 7M12 14l4 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}

const FOOTPRINTS_MARK = (
  <LogoMark>
    <ellipse cx="17" cy="29" rx="7" ry="11" fill="currentColor" />
    <circle cx="12" cy="14" r="2.6" fill="currentColor" />
    <circle cx="17" cy="12.5" r="2.3" fill="currentColor" />
    <circle cx="21.5" cy="14" r="2" fill="currentColor" />
    <ellipse cx="33" cy="24" rx="6" ry="9.5" fill="currentColor" opacity=".75" />
    <circle cx="29" cy="11" r="2.2" fill="currentColor" opacity=".75" />
    <circle cx="33.5" cy="9.8" r="2" fill="currentColor" opacity=".75" />
    <circle cx="37.5" cy="11.2" r="1.8" fill="currentColor" opacity=".75" />
  </LogoMark>
);

/** Layout of the barefoot park's own site. */
export default function BarfussparkLayout({ page, slots, menus: loaded }: LayoutProps) {
  const header = (
    <SubsiteHeader
      className="bp-header"
      path={page.path}
      home={HOME}
      logo={{
        homeLabel: 'zur Startseite des Barfußparks',
        className: 'bp-logo',
        mark: FOOTPRINTS_MARK,
        lines: [
          { text: 'Barfußpark', className: 'bp-logo__name' },
          { text: 'Musterstadt im Schwarzwald', className: 'bp-logo__place' },
        ],
      }}
      search={{ label: 'Schnell gefunden', heading: 'Schnell gefunden', suggestions: SUGGESTED_SEARCHES }}
      menu={{ items: loaded[MAIN_MENU] ?? [], label: 'Hauptmenü Barfußpark' }}
      service={{ links: SERVICE_LINKS, label: 'Servicelinks Barfußpark' }}
    />
  );
  const footer = (
    <SubsiteFooter
      className="bp-footer"
      sections={[
        {
          id: 'bp-footer-park',
          heading: 'Barfußpark Musterstadt',
          content: (
            <>
              <ContactAddress lines={['Eingang Kurpark, Am Sulzbach', '79999 Musterstadt']} />
              <p>Eintritt frei – Spende willkommen</p>
            </>
          ),
        },
        {
          id: 'bp-footer-kontakt',
          heading: 'Tourist-Information',
          content: <ContactAddress lines={['Hauptstraße 12', '79999 Musterstadt']} telefon="07999 123-400" email="barfusspark@musterstadt.de" />,
        },
        { id: 'bp-footer-mehr', heading: 'Mehr entdecken', links: MORE_LINKS },
      ]}
      bottom={
        <div className="bp-footer__legal">
          <div className="ms-container">
            <MenuNav items={loaded[LEGAL_MENU] ?? []} path={page.path} label="Rechtliches" className="bp-legal" activeClassName="bp-active" root={HOME} />
            <p>© Stadt Musterstadt</p>
          </div>
        </div>
      }
    />
  );
  return (
    <SubsitePage
      page={page}
      slots={slots}
      home={HOME}
      className="bp-page"
      header={header}
      serviceBar={
        <ServiceBar
          links={SERVICE_LINKS}
          path={page.path}
          label="Servicelinks Barfußpark"
          className="bp-service"
          icon={(link) => <ServiceIcon icon={link.icon} />}
          wideOnly
        />
      }
      footer={footer}
    />
  );
}
