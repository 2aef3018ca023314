import type { TemplateProps } from '@musterstadt/shell-contract';
import { render, screen, within } from '@testing-library/react';
import { examplePage } from '../../examples';
import Portal from './portal';
import { examplePortal } from './examples';
import { numberedEntries } from './fields';

// These tests look at the rendered structure; swiper itself is tested with the carousel in libs/ui.
// Without it the carousels stay the server-rendered scroll rows.
jest.mock('swiper', () => ({
  __esModule: true,
  default: jest.fn(() => {
    throw new Error('swiper is not loaded in these tests');
  }),
}));

const block = { template: 'portal', context: { apiCalls: ['startseite'] } };
const home = { ...examplePage, path: '/', layout: 'portal', heading: null, breadcrumbs: [] };

function renderPortal(page: TemplateProps['page'] = home, answer = examplePortal) {
  return render(<Portal page={page} block={block} data={{ startseite: answer }} />);
}

const section = (name: string) => screen.getByRole('region', { name });

describe('portal modules', () => {
  it('renders every module kind in the order of the CMS, the first hero carrying the h1', () => {
    renderPortal();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Willkommen in Musterstadt']);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Die Altstadt',
      'Kurz informiert',
      'Aktuelles aus dem Rathaus',
      'Veranstaltungen',
      'Leben in Musterstadt',
      'Musterstadt entdecken',
      'Heimatmuseum',
      'Stadtkapelle',
      'Sommer in Musterstadt',
      'Eine Stadt zum Leben',
      'Auch interessant',
      'Musterstadt auf Instagram',
    ]);
    expect(screen.queryByText('Wird nicht gezeigt')).toBeNull();
    expect(screen.getByRole('link', { name: 'Nach unten zum Inhalt' })).toHaveAttribute('href', '#portal-start');
  });

  it('hero-slider: up to five numbered slides in a carousel', () => {
    renderPortal();
    const slider = screen.getByRole('group', { name: 'Titelbilder' });
    expect(
      within(slider)
        .getAllByRole('group')
        .map((slide) => slide.getAttribute('aria-label')),
    ).toEqual(['1 von 2', '2 von 2']);
    expect(within(slider).getByText('Im Herzen des Schwarzwalds')).toBeInTheDocument();
    expect(within(slider).getByRole('link', { name: 'Was ist los?' })).toHaveAttribute('href', '/veranstaltungen');
    expect(screen.queryByText('Eine sechste Folie gibt es nicht')).toBeNull();
  });

  it('kurzinfo-icons: icon, title, plain text and link of each numbered entry', () => {
    renderPortal();
    const kurzinfo = section('Kurz informiert');
    expect(within(kurzinfo).getByRole('link', { name: 'Öffnungszeiten' })).toHaveAttribute('href', '/verwaltung/');
    expect(within(kurzinfo).getByText('Termine für Ihre Straße')).toBeInTheDocument();
    expect(kurzinfo.querySelectorAll('.portal-kurzinfo__icon svg')).toHaveLength(2);
  });

  it('headline-teaser and eventteaser: the entries the API filled in, events in a carousel', () => {
    renderPortal();
    expect(within(section('Aktuelles aus dem Rathaus')).getByRole('link', { name: 'Gemeinderat beschließt Haushalt' })).toBeInTheDocument();
    expect(within(section('Aktuelles aus dem Rathaus')).getByRole('link', { name: /Alle Meldungen/ })).toHaveAttribute('href', '/aktuelles');
    const events = within(section('Veranstaltungen')).getByRole('group', { name: 'Veranstaltungen' });
    expect(
      within(events)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Konzert der Stadtkapelle', 'Wochenmarkt']);
  });

  it('bild-text-teaser-3x: three image-text teasers with text clamped to three lines and only safe links', () => {
    renderPortal();
    const teasers = section('Leben in Musterstadt');
    expect(within(teasers).getByText('Kurze Wege.')).toBeInTheDocument();
    expect(within(teasers).getAllByRole('article')).toHaveLength(3);
    expect(within(teasers).getByText('Zwei Grundschulen und die Stadtbücherei.')).toHaveClass('ms-clamp-3');
    expect(within(teasers).getByRole('link', { name: 'Familie & Bildung' })).toHaveAttribute('href', '/bildung');
    expect(within(teasers).queryByRole('link', { name: 'Sport' })).toBeNull();
  });

  it('panoramabild-panoramateaser: panorama image with parallax and up to five teasers in the discover carousel', () => {
    renderPortal();
    const panorama = section('Musterstadt entdecken');
    expect(panorama).toHaveClass('is-parallax');
    expect(within(panorama).getByRole('img', { name: 'Wanderweg' })).toBeInTheDocument();
    const carousel = within(panorama).getByRole('group', { name: 'Musterstadt entdecken: Tipps' });
    expect(within(carousel).getAllByRole('article')).toHaveLength(2);
  });

  it('bild-text: arrangement text-bild or bild-text, parallax on or off, caption and copyright', () => {
    renderPortal();
    const museum = section('Heimatmuseum');
    expect(museum).toHaveClass('portal-bildtext--bild-text');
    expect(museum).not.toHaveClass('is-parallax');
    expect(within(museum).getByRole('figure')).toHaveTextContent('Das Vogtshaus © Stadt Musterstadt');
    const kapelle = section('Stadtkapelle');
    expect(kapelle).toHaveClass('portal-bildtext--text-bild');
    expect(kapelle).toHaveClass('is-parallax');
    expect(within(kapelle).getByText('Vereine')).toBeInTheDocument();
  });

  it('a later hero is a banner with an h2; text shows rich text and its link', () => {
    renderPortal();
    expect(section('Sommer in Musterstadt')).toHaveClass('portal-hero--banner');
    expect(within(section('Eine Stadt zum Leben')).getByRole('link', { name: /Zum Bürgerservice/ })).toHaveAttribute('href', '/buergerservice');
  });

  it("'Auch interessant': the menu's links beside an image; instagram: pictures linking to the profile", () => {
    renderPortal();
    const auch = section('Auch interessant');
    expect(
      within(auch)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/gemeinderat', '/stellenangebote']);
    expect(within(auch).getByRole('img', { name: 'Das Rathaus' })).toBeInTheDocument();
    const instagram = section('Musterstadt auf Instagram');
    expect(within(instagram).getAllByRole('link', { name: /auf Instagram ansehen/ })).toHaveLength(2);
    expect(within(instagram).getByRole('link', { name: /Zum Instagram-Profil/ })).toHaveAttribute('href', 'https://www.instagram.com/stadt.musterstadt');
  });

  it('on a page with its own h1 (section start pages) no hero takes the h1', () => {
    renderPortal({ ...examplePage, heading: 'Musterstadt für Gäste' });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Willkommen in Musterstadt' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nach unten zum Inhalt' })).toBeNull();
  });

  it('without a hero the portal title is a hidden h1', () => {
    renderPortal(home, { titel: 'Startseite', module: [{ typ: 'text', titel: 'Hallo', text: '<p>Text</p>' }] });
    expect(screen.getByRole('heading', { level: 1, name: 'Startseite' })).toHaveClass('ms-visually-hidden');
  });
});

describe('numbered fields', () => {
  it('reads titelN, textN, linkN, linktextN, bilduploadN, iconN and untertitelN up to the limit', () => {
    const entries = numberedEntries(
      {
        typ: 'x',
        titel1: 'Eins',
        text1: 'Text',
        link1: '/eins',
        linktext1: 'Mehr',
        icon1: 'clock',
        untertitel1: 'Unter',
        titel3: 'Drei',
        bildupload4: { bild: '/b.svg' },
        titel5: 'Fünf',
      },
      4,
    );
    expect(entries.map((e) => e.n)).toEqual([1, 3, 4]);
    expect(entries[0]).toEqual({ n: 1, titel: 'Eins', untertitel: 'Unter', text: 'Text', href: '/eins', linktext: 'Mehr', icon: 'clock', bild: null });
    expect(entries[2]?.bild).toEqual({ bild: '/b.svg', bildtext: null, bildcopyright: null });
  });
});

describe('the search module', () => {
  it('puts a search field on the page: a GET form to the site search with frequent searches', () => {
    const answer = { ...examplePortal, module: [{ typ: 'suche', titel: 'Was suchen Sie?', untertitel: 'z. B. Personalausweis' }] };
    renderPortal(home, answer);
    const search = screen.getByRole('search', { name: 'Was suchen Sie?' });
    expect(search).toHaveAttribute('action', '/suche');
    expect(search).toHaveAttribute('method', 'get');
    const box = within(search).getByRole('searchbox', { name: 'Suchbegriff' });
    expect(box).toHaveAttribute('name', 'q');
    expect(box).toHaveAttribute('placeholder', 'z. B. Personalausweis');
    expect(within(section('Was suchen Sie?')).getByRole('link', { name: 'Fachwerk & Altstadt' })).toHaveAttribute('href', '/suche?q=Fachwerk%20%26%20Altstadt');
  });
});
