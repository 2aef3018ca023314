import type { LayoutProps } from '@musterstadt/shell-contract';
import { ContactAddress, LogoMark, SubsiteFooter, SubsiteHeader, SubsitePage } from '@musterstadt/ui/chrome';
import { useIntranetUser } from '../slice';
import { PATHS } from '../texts';

/** The remote has no menu in the content API: its few sections are fixed. */
export const menus = [] as const;

const MENU = [
  { title: 'Start', href: PATHS.home },
  { title: 'Rubriken', href: PATHS.rubriken },
  { title: 'Dokumentenarchiv', href: PATHS.archiv },
  { title: 'Suche', href: PATHS.suche },
];

const MARK = (
  <LogoMark>
    <path d="M8 8h32v24H8zm4 4v16h24V12zM18 36h12v4H18z" fill="currentColor" />
  </LogoMark>
);

function SessionInfo() {
  const user = useIntranetUser();
  if (!user) {
    return (
      <p className="ms-area-session">
        <a href={PATHS.login}>Anmelden</a>
      </p>
    );
  }
  return (
    <p className="ms-area-session">
      Angemeldet: {user.vorname} {user.nachname} · <a href={PATHS.logout}>Abmelden</a>
    </p>
  );
}

/** Layout of the staff intranet: a dark staff look with a bar that says it is internal. */
export default function IntranetLayout({ page, slots }: LayoutProps) {
  const header = (
    <>
      <p className="in-staffbar">Intranet – nur für Beschäftigte der Stadtverwaltung</p>
      <SubsiteHeader
        className="in-header"
        path={page.path}
        home={PATHS.home}
        logo={{
          homeLabel: 'zur Startseite des Intranets',
          className: 'in-logo',
          textClassName: 'in-logo__text',
          mark: MARK,
          lines: [
            { text: 'Stadtverwaltung Musterstadt', className: 'ms-area-logo__small' },
            { text: 'Intranet', className: 'ms-area-logo__name' },
          ],
        }}
        aside={<SessionInfo />}
        search={{ action: PATHS.suche, heading: 'Im Intranet suchen' }}
        menu={{ items: MENU, label: 'Hauptmenü Intranet' }}
      />
    </>
  );
  const footer = (
    <SubsiteFooter
      className="in-footer"
      sections={[
        {
          id: 'in-footer-it',
          heading: 'IT-Service',
          content: (
            <ContactAddress
              lines={['Rathaus Musterstadt, Zimmer 012', 'Marktplatz 1', '79999 Musterstadt']}
              telefon="07999 123-190"
              email="it-service@musterstadt.de"
            />
          ),
        },
        { id: 'in-footer-links', heading: 'Intranet', links: MENU.map((item) => ({ title: item.title, href: item.href })) },
      ]}
    />
  );
  return <SubsitePage page={page} slots={slots} home={PATHS.home} className="in-page ms-area-page" header={header} footer={footer} sidebarPlacement="inline" />;
}
