import type { LayoutProps } from '@musterstadt/shell-contract';
import { ContactAddress, LogoMark, SubsiteFooter, SubsiteHeader, SubsitePage, TOWN_FOOTER_LINKS } from '@musterstadt/ui/chrome';
import { useCouncilUser } from '../slice';
import { PATHS } from '../texts';

/** The remote has no menu in the content API: its few sections are fixed. */
export const menus = [] as const;

const HOME = PATHS.home;

const MENU = [
  { title: 'Übersicht', href: '/ratsinfo' },
  { title: 'Sitzungen', href: '/ratsinfo/sitzungen' },
  { title: 'Gremien', href: '/ratsinfo/gremien' },
  { title: 'Personen', href: '/ratsinfo/personen' },
  { title: 'Berichte', href: '/ratsinfo/berichte' },
  { title: 'Suche', href: '/ratsinfo/suche' },
];

const MARK = (
  <LogoMark>
    <path d="M24 4 6 13v3h36v-3zM9 19h5v16H9zm12 0h6v16h-6zm13 0h5v16h-5zM6 38h36v5H6z" fill="currentColor" />
  </LogoMark>
);

/** Who is logged in (or the way to log in), beside the logo. */
function SessionInfo() {
  const user = useCouncilUser();
  if (!user) {
    return (
      <p className="ms-area-session">
        <a href={PATHS.login}>Anmelden</a>
      </p>
    );
  }
  return (
    <p className="ms-area-session">
      Angemeldet: {user.vorname} {user.nachname} · <a href={PATHS.password}>Passwort ändern</a> · <a href={PATHS.logout}>Abmelden</a>
    </p>
  );
}

/** Layout of the council information system: a sober council look with the town's accessibility bar. */
export default function RatsinfoLayout({ page, slots }: LayoutProps) {
  const header = (
    <SubsiteHeader
      className="ri-header"
      path={page.path}
      home={HOME}
      logo={{
        homeLabel: 'zur Übersicht des Ratsinformationssystems',
        className: 'ri-logo',
        textClassName: 'ri-logo__text',
        mark: MARK,
        lines: [
          { text: 'Stadt Musterstadt', className: 'ms-area-logo__small' },
          // On a phone the long word breaks between its parts.
          {
            text: (
              <>
                Ratsinformations
                <wbr />
                system
              </>
            ),
            className: 'ms-area-logo__name',
          },
        ],
      }}
      aside={<SessionInfo />}
      search={{ action: '/ratsinfo/suche', heading: 'Im Ratsinformationssystem suchen' }}
      menu={{ items: MENU, label: 'Hauptmenü Ratsinformationssystem' }}
    />
  );
  const footer = (
    <SubsiteFooter
      className="ri-footer"
      sections={[
        {
          id: 'ri-footer-kontakt',
          heading: 'Hauptamt – Sitzungsdienst',
          content: (
            <ContactAddress
              lines={['Rathaus Musterstadt', 'Marktplatz 1', '79999 Musterstadt']}
              telefon="07999 123-110"
              email="sitzungsdienst@musterstadt.de"
            />
          ),
        },
        { id: 'ri-footer-stadt', heading: 'Stadt Musterstadt', links: TOWN_FOOTER_LINKS },
      ]}
    />
  );
  return <SubsitePage page={page} slots={slots} home={HOME} className="ri-page ms-area-page" header={header} footer={footer} sidebarPlacement="inline" />;
}
