import type { PageView } from '@musterstadt/shell-contract';
import { render, screen, within } from '@testing-library/react';
import remote from '../remote';
import { BERUFLICHE_SCHULE, GRUNDSCHULE, GRUNDSCHULE_HALLWANGEN, GYMNASIUM, WERKREALSCHULE } from '../schools';
import { SchoolLayout } from './school-layout';

const page = (path: string, layout: string): PageView => ({
  path,
  search: '',
  layout,
  theme: layout,
  title: 'Berichte',
  heading: 'Berichte',
  description: 'Berichte',
  canonical: path,
  breadcrumbs: [{ title: 'Startseite', url: '/' }, { title: 'Berichte' }],
  heroImages: [],
  status: 200,
});

describe('school layouts', () => {
  it('registers one layout per school, the primary school under the product slug', () => {
    expect(Object.keys(remote.layouts).sort()).toEqual([
      'berufliche-schule',
      'grundschule-hallwangen',
      'grundschule-musterstadt',
      'gymnasium',
      'werkrealschule',
    ]);
    expect(GRUNDSCHULE).toMatchObject({ layout: 'grundschule-musterstadt', home: '/grundschule-musterstadt/', name: 'Grundschule Musterstadt' });
  });

  it.each([GRUNDSCHULE, GRUNDSCHULE_HALLWANGEN, WERKREALSCHULE, GYMNASIUM, BERUFLICHE_SCHULE])(
    '$name has its own header, main menu, quick links, one h1 and a footer with its address',
    (school) => {
      render(
        <SchoolLayout
          school={school}
          page={page(school.service[1]!.href, school.layout)}
          slots={{ main: <p>Inhalt</p> }}
          menus={{
            [school.menu]: [
              { title: 'Start', href: school.home },
              { title: 'Kontakt', href: `${school.home}kontakt/` },
            ],
          }}
        />,
      );
      const banner = screen.getByRole('banner');
      expect(banner).toHaveTextContent(school.name);
      expect(banner).toHaveTextContent(school.claim);
      expect(within(banner).getByRole('navigation', { name: `Hauptmenü ${school.name}` })).toBeInTheDocument();
      const service = within(banner).getByRole('navigation', { name: `Servicelinks ${school.name}` });
      expect(
        within(service)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(school.service.map((s) => s.href));
      expect(within(service).getByRole('link', { name: school.service[1]!.title })).toHaveAttribute('aria-current', 'page');
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      const footer = screen.getByRole('contentinfo');
      expect(footer).toHaveTextContent(school.kontakt.strasse);
      expect(within(footer).getByRole('link', { name: school.kontakt.email })).toHaveAttribute('href', `mailto:${school.kontakt.email}`);
      expect(within(footer).getByRole('link', { name: 'Zur Website der Stadt' })).toHaveAttribute('href', '/');
    },
  );

  it.each([
    { school: GRUNDSCHULE, href: '/grundschule-musterstadt/bildergalerie/' },
    { school: GRUNDSCHULE_HALLWANGEN, href: '/grundschule-hallwangen/bildergalerie/' },
    { school: WERKREALSCHULE, href: '/werkrealschule/bildergalerie' },
    { school: GYMNASIUM, href: '/gydo/bildergalerie/' },
  ])("$school.name: the service bar links the school's own gallery (spec point 2)", ({ school, href }) => {
    render(<SchoolLayout school={school} page={page(href, school.layout)} slots={{}} menus={{}} />);
    const gallery = within(screen.getByRole('navigation', { name: `Servicelinks ${school.name}` })).getByRole('link', { name: 'Bildergalerie' });
    expect(gallery).toHaveAttribute('href', href);
    expect(gallery).toHaveAttribute('aria-current', 'page');
  });

  it('links the logo to the school start page except on it', () => {
    const { unmount } = render(<SchoolLayout school={GYMNASIUM} page={page('/gydo/berichte/', 'gymnasium')} slots={{}} menus={{}} />);
    expect(screen.getByRole('link', { name: /Gymnasium am Dornberg.*zur Startseite der Schule/ })).toHaveAttribute('href', '/gydo/');
    unmount();
    render(<SchoolLayout school={GYMNASIUM} page={page('/gydo', 'gymnasium')} slots={{}} menus={{}} />);
    expect(screen.queryByRole('link', { name: /zur Startseite der Schule/ })).toBeNull();
  });

  it('shows the hero image and a sidebar when the page has them', () => {
    const hero = { bild: '/api/cms/media/gymnasium.svg', bildtext: 'Das Gymnasium', bildcopyright: 'GyDo' };
    render(
      <SchoolLayout
        school={GYMNASIUM}
        page={{ ...page('/gydo/kontakt/', 'gymnasium'), heroImages: [hero] }}
        slots={{ main: null, sidebar: <p>Anschrift</p> }}
        menus={{}}
      />,
    );
    expect(screen.getByRole('img', { name: 'Das Gymnasium' })).toBeInTheDocument();
    expect(screen.getByRole('complementary')).toHaveTextContent('Anschrift');
  });
});
