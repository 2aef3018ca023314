import type { LayoutProps } from '@musterstadt/shell-contract';
import { PhoneLink } from '@musterstadt/ui';
import { ContactAddress, ServiceBar, SubsiteFooter, SubsiteHeader, SubsitePage, TOWN_FOOTER_LINKS } from '@musterstadt/ui/chrome';
import type { School } from '../schools';
import { Mark } from './marks';

export interface SchoolLayoutProps extends LayoutProps {
  school: School;
}

/** The common frame of the school sites; each school brings its own name, mark, colours and links. */
export function SchoolLayout({ school, page, slots, menus }: SchoolLayoutProps) {
  const { kontakt } = school;
  const header = (
    <SubsiteHeader
      className="sc-header"
      path={page.path}
      home={school.home}
      top={<ServiceBar links={school.service} path={page.path} label={`Servicelinks ${school.name}`} className="sc-servicebar" />}
      logo={{
        homeLabel: 'zur Startseite der Schule',
        className: 'sc-logo',
        mark: <Mark mark={school.mark} />,
        lines: [
          {
            text: (
              <>
                {school.name}
                {school.kurzname && <span className="sc-logo__short"> ({school.kurzname})</span>}
              </>
            ),
            className: 'sc-logo__name',
          },
          { text: school.claim, className: 'sc-logo__claim' },
        ],
      }}
      aside={
        <p className="sc-header__contact">
          <span>Sekretariat</span> <PhoneLink number={kontakt.telefon} />
        </p>
      }
      menu={{ items: menus[school.menu] ?? [], label: `Hauptmenü ${school.name}` }}
      service={{ links: school.service, label: `Servicelinks ${school.name}` }}
    />
  );
  const footer = (
    <SubsiteFooter
      className="sc-footer"
      sections={[
        {
          id: 'sc-footer-kontakt',
          heading: school.name,
          content: (
            <>
              <ContactAddress lines={[kontakt.strasse, kontakt.ort]} telefon={kontakt.telefon} email={kontakt.email} />
              <p>Sekretariat: {kontakt.sekretariat}</p>
            </>
          ),
        },
        { id: 'sc-footer-schnell', heading: 'Schnell gefunden', links: school.service },
        { id: 'sc-footer-traeger', heading: 'Schulträger', content: <p>{school.traeger}</p>, links: TOWN_FOOTER_LINKS },
      ]}
    />
  );
  return <SubsitePage page={page} slots={slots} home={school.home} className={`sc-page sc--${school.stil}`} header={header} footer={footer} />;
}
