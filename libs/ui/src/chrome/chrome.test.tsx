import type { PageView } from '@musterstadt/shell-contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ContactAddress, Hero, LogoLink, ServiceBar, SubsiteFooter, SubsiteHeader, SubsitePage, TOWN_FOOTER_LINKS } from './index';

const page = (path: string, extra: Partial<PageView> = {}): PageView => ({
  path,
  search: '',
  layout: 'feuerwehr',
  theme: 'feuerwehr',
  title: 'Einsätze',
  heading: 'Einsätze',
  description: 'Einsätze',
  canonical: path,
  breadcrumbs: [{ title: 'Startseite', url: '/' }, { title: 'Einsätze' }],
  heroImages: [],
  status: 200,
  ...extra,
});

describe('LogoLink', () => {
  it('links to the sub-site start page with a hidden hint', () => {
    render(
      <LogoLink home="/feuerwehr/" path="/feuerwehr/einsaetze/" homeLabel="zur Startseite der Feuerwehr">
        Feuerwehr
      </LogoLink>,
    );
    expect(screen.getByRole('link', { name: 'Feuerwehr – zur Startseite der Feuerwehr' })).toHaveAttribute('href', '/feuerwehr/');
  });

  it('is no link on the start page itself, with or without a trailing slash', () => {
    render(
      <LogoLink home="/feuerwehr/" path="/feuerwehr" homeLabel="zur Startseite der Feuerwehr">
        Feuerwehr
      </LogoLink>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Feuerwehr')).toBeInTheDocument();
  });
});

describe('ServiceBar', () => {
  const links = [
    { title: 'Angebote', href: '/jugendhaus/angebote' },
    { title: 'Termine', href: '/jugendhaus/veranstaltungen' },
  ];

  it('is a labelled navigation that marks the current page', () => {
    render(<ServiceBar links={links} path="/jugendhaus/veranstaltungen/" label="Servicelinks Jugendhaus" icon={() => <svg aria-hidden="true" />} />);
    const nav = screen.getByRole('navigation', { name: 'Servicelinks Jugendhaus' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Angebote', 'Termine']);
    expect(within(nav).getByRole('link', { name: 'Termine' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Angebote' })).not.toHaveAttribute('aria-current');
  });

  it('renders nothing without links', () => {
    const { container } = render(<ServiceBar links={[]} path="/" label="Servicelinks" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Hero', () => {
  it('shows the 16:9 illustration with its caption as text alternative', () => {
    render(<Hero image={{ bild: '/api/cms/media/schulhof.svg', bildtext: 'Der Schulhof', bildcopyright: 'Stadt' }} home />);
    const image = screen.getByRole('img', { name: 'Der Schulhof' });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '450');
    expect(image).toHaveAttribute('loading', 'eager');
  });

  it('renders nothing without an image', () => {
    const { container } = render(<Hero image={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('SubsiteFooter and ContactAddress', () => {
  it('labels each section by its heading and shows phone numbers through the display filter', () => {
    render(
      <SubsiteFooter
        sections={[
          {
            id: 'k',
            heading: 'Jugendhaus Musterstadt',
            content: <ContactAddress lines={['Bahnhofstraße 7', '79999 Musterstadt']} telefon="+49 7999 123-750" email="jugendhaus@musterstadt.de" />,
          },
          { id: 't', heading: 'Träger', links: TOWN_FOOTER_LINKS },
        ]}
      />,
    );
    const footer = screen.getByRole('contentinfo');
    const contact = within(footer).getByRole('region', { name: 'Jugendhaus Musterstadt' });
    expect(within(contact).getByRole('link', { name: '07999123750' })).toHaveAttribute('href', 'tel:+497999123750');
    expect(within(contact).getByRole('link', { name: 'jugendhaus@musterstadt.de' })).toHaveAttribute('href', 'mailto:jugendhaus@musterstadt.de');
    expect(within(contact).getByText(/Bahnhofstraße 7/)).toBeInTheDocument();
    const legal = within(footer).getByRole('region', { name: 'Träger' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/impressum', '/datenschutz']);
  });
});

describe('SubsitePage', () => {
  const header = (path: string) => (
    <SubsiteHeader
      path={path}
      home="/feuerwehr/"
      logo={{ homeLabel: 'zur Startseite der Feuerwehr', mark: null, lines: [{ text: 'Feuerwehr', className: 'fw-logo__name' }] }}
      aside={<p>Notruf 112</p>}
      menu={{ items: [{ title: 'Einsätze', href: '/feuerwehr/einsaetze/' }], label: 'Hauptmenü Feuerwehr' }}
    />
  );

  it('has banner, menu, one h1 in main, breadcrumb and footer; a sidebar stands beside main', () => {
    const path = '/feuerwehr/einsaetze/';
    render(
      <SubsitePage
        page={page(path)}
        slots={{ main: <p>Liste</p>, sidebar: <p>Kasten</p> }}
        home="/feuerwehr/"
        className="fw-page"
        header={header(path)}
        footer={<SubsiteFooter sections={[]} />}
      />,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Notruf 112');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Feuerwehr – zur Startseite der Feuerwehr' })).toHaveAttribute('href', '/feuerwehr/');
    expect(within(screen.getByRole('navigation', { name: 'Hauptmenü Feuerwehr' })).getByRole('link', { name: 'Einsätze' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'inhalt');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Einsätze');
    expect(within(screen.getByRole('complementary', { name: 'Weitere Informationen' })).getByText('Kasten')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('keeps sidebar blocks inside main when asked to', () => {
    const path = '/feuerwehr/einsaetze/';
    render(
      <SubsitePage
        page={page(path)}
        slots={{ main: <p>Liste</p>, sidebar: <p>Kasten</p> }}
        home="/feuerwehr/"
        className="fw-page"
        header={header(path)}
        footer={null}
        sidebarPlacement="inline"
      />,
    );
    expect(screen.queryByRole('complementary', { name: 'Weitere Informationen' })).toBeNull();
    expect(within(screen.getByRole('main')).getByText('Kasten')).toBeInTheDocument();
  });
});

describe('SubsiteHeader', () => {
  const props = {
    path: '/feuerwehr/einsaetze/',
    home: '/feuerwehr/',
    logo: { homeLabel: 'zur Startseite der Feuerwehr', mark: null, lines: [{ text: 'Feuerwehr', className: 'fw-logo__name' }] },
    menu: {
      items: [
        { title: 'Start', href: '/feuerwehr/' },
        { title: 'Einsätze', href: '/feuerwehr/einsaetze/' },
        { title: 'Termine', href: '/feuerwehr/termine/' },
      ],
      label: 'Hauptmenü Feuerwehr',
    },
    service: {
      links: [
        { title: 'Termine', href: '/feuerwehr/termine' },
        { title: 'Kontakt', href: '/feuerwehr/verwaltung/' },
      ],
      label: 'Servicelinks Feuerwehr',
    },
  };

  it('has a search button that opens the town search, a GET form that works without JavaScript', () => {
    render(<SubsiteHeader {...props} />);
    const toggle = within(screen.getByRole('banner')).getByText('Suche', { selector: 'summary span' }).closest('summary')!;
    const box = screen.getByRole('searchbox', { name: 'Suche' });
    expect(box).not.toBeVisible();
    fireEvent.click(toggle);
    expect(box).toBeVisible();
    const form = box.closest('form')!;
    expect(form).toHaveAttribute('action', '/suche');
    expect(form).toHaveAttribute('method', 'get');
    expect(box).toHaveAttribute('name', 'q');
    // Marked for the shell's page script (Escape, focus) and exclusive with the menu.
    const details = toggle.closest('details')!;
    expect(details).toHaveAttribute('data-ms-disclosure');
    expect(details.getAttribute('name')).toBeTruthy();
    expect(details.getAttribute('name')).toBe(screen.getByText('Menü').closest('details')!.getAttribute('name'));
  });

  it('puts the main menu and the service links in the menu panel, each link once', () => {
    render(<SubsiteHeader {...props} />);
    const panel = screen.getByText('Menü').closest('details')!;
    expect(panel).toHaveAttribute('data-ms-disclosure');
    const links = within(panel)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(['Start', 'Einsätze', 'Termine', 'Kontakt']);
    expect(within(panel).getByRole('navigation', { name: 'Servicelinks Feuerwehr im Menü' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Einsätze' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches where the sub-site says, or not at all', () => {
    const { unmount } = render(
      <SubsiteHeader {...props} search={{ action: '/ratsinfo/suche', heading: 'Im Ratsinformationssystem suchen', label: 'Suche' }} />,
    );
    expect(screen.getByRole('searchbox', { name: 'Suche' }).closest('form')).toHaveAttribute('action', '/ratsinfo/suche');
    expect(screen.getByRole('heading', { name: 'Im Ratsinformationssystem suchen', hidden: true })).toBeInTheDocument();
    unmount();
    render(<SubsiteHeader {...props} search={false} />);
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
