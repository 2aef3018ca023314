import type {
  Amt,
  Ausschreibung,
  Baugebiet,
  Brancheneintrag,
  ContentItem,
  Einrichtung,
  EventItem,
  Meldung,
  StaffEntry,
  Zeitstrahl,
} from '@musterstadt/cms-client';
import type { Block } from '@musterstadt/cms-client';
import type { PageView, TemplateProps } from '@musterstadt/shell-contract';
import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { exampleEvent, examplePage } from '../examples';
import AemterList from './departments/departments';
import AmtDetail from './departments/department-detail';
import ArticleDetail from './news/article-detail';
import AlsoInteresting from './content/also-interesting';
import TenderDetail from './tenders/tender-detail';
import Tenders from './tenders/tenders';
import AccessibilityStatement from './content/accessibility-statement';
import BuildingAreaDetail from './building-areas/building-area-detail';
import ImageGallery from './galleries/gallery';
import BusinessDetail from './businesses/business-detail';
import Businesses from './businesses/businesses';
import Staff from './staff/staff';
import StaffDirectory from './staff/staff-directory';
import GridOperators from './widgets/grid-operators';
import OpeningTimesBlock from './departments/opening-times-block';
import Prices from './departments/prices';
import PushWidget from './widgets/push-widget';
import AppOverview from './widgets/app-overview';
import NoticeBoard from './notice-board/notice-board';
import NoticeBlock from './notice-board/notice-block';
import NoticeDetail from './notice-board/notice-detail';
import EventDetail from './events/event-detail';
import Timeline from './content/timeline';

const page = (overrides: Partial<PageView> = {}): PageView => ({ ...examplePage, ...overrides });
const props = (data: unknown, context: Block['context'] = {}, view: Partial<PageView> = {}): TemplateProps => ({
  page: page(view),
  block: { template: 'x', context: { apiCalls: ['daten'], ...context } },
  data: { daten: data },
});
const list = <T,>(...data: T[]) => ({ data, seiten: 1, anzahl: data.length });

const person = (id: number, vorname: string, nachname: string): StaffEntry => ({
  id,
  vorname,
  nachname,
  funktion: 'Pass- und Meldewesen',
  kontakt: { telefon: '+49 7999 123-121', email: `${vorname.toLowerCase()}@musterstadt.de` },
  zimmer: 'EG 03',
  sprechzeiten: 'Montag bis Freitag 08:00 bis 12:00 Uhr',
  aemter: [{ titel: 'Bürgerbüro', detailURL: '/rathaus/aemter/buergerbuero' }],
});

const notice = (id: number, titel: string, extra: Partial<Meldung> = {}): Meldung => ({
  id,
  titel,
  einleitung: 'Kurz &amp; knapp',
  datum_von: '2026-11-20T08:30:00Z',
  datum_bis: '2099-01-31T22:59:00Z',
  detailURL: `/leben-wohnen/schwarzes-brett/${id}`,
  rubriken: [{ id: 31, titel: 'Vereine und Gruppen', detailURL: '/leben-wohnen/schwarzes-brett?rubrik_id=31' }],
  ...extra,
});

describe('staff', () => {
  it("heads one contact person 'Ihr Ansprechpartner' with name, contact, room and office hours", () => {
    render(<Staff {...props(list({ ...person(1, 'Murat', 'Yıldız'), anrede: 'Herr' as const }))} />);
    const block = screen.getByRole('region', { name: 'Ihr Ansprechpartner' });
    expect(within(block).getByRole('heading', { level: 3, name: 'Murat Yıldız' })).toBeInTheDocument();
    const phone = within(block).getByRole('link', { name: '07999123121' });
    expect(phone).toHaveAttribute('href', 'tel:+497999123121');
    expect(within(block).getByRole('link', { name: 'murat@musterstadt.de' })).toHaveAttribute('href', 'mailto:murat@musterstadt.de');
    expect(within(block).getByText('EG 03')).toBeInTheDocument();
    expect(within(block).getByText('Montag bis Freitag 08:00 bis 12:00 Uhr')).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Bürgerbüro' })).toHaveAttribute('href', '/rathaus/aemter/buergerbuero');
  });

  it("heads one female contact 'Ihre Ansprechpartnerin'", () => {
    render(<Staff {...props(list({ ...person(1, 'Jana', 'Fehrenbach'), anrede: 'Frau' as const }))} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ihre Ansprechpartnerin' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ihr Ansprechpartner' })).toBeNull();
  });

  it("heads several 'Ihre Ansprechpartner' and shows nothing without anyone", () => {
    const { unmount } = render(<Staff {...props(list(person(1, 'Jana', 'Fehrenbach'), person(2, 'Lea', 'Schwär')))} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ihre Ansprechpartner' })).toBeInTheDocument();
    unmount();
    const { container } = render(<Staff {...props(list())} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists all staff A to Z with jump links per initial', () => {
    render(<StaffDirectory {...props(list(person(1, 'Katrin', 'Albrecht'), person(2, 'Miriam', 'Baumann'), person(3, 'Andreas', 'Maier')))} />);
    const letters = screen.getByRole('navigation', { name: 'Nach Anfangsbuchstaben' });
    expect(
      within(letters)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['A', 'B', 'M']);
    expect(screen.getByRole('heading', { level: 3, name: 'M' })).toHaveAttribute('id', 'buchstabe-M');
    expect(screen.getByRole('heading', { level: 4, name: 'Andreas Maier' })).toBeInTheDocument();
  });
});

describe('notice board', () => {
  it('filters by category with plain links, starting again on page 1', () => {
    render(
      <NoticeBoard
        {...props(
          list(notice(1, 'Liederkranz sucht Tenöre')),
          {
            rubriken: [
              { id: 31, titel: 'Vereine und Gruppen' },
              { id: 34, titel: 'Fundsachen' },
            ],
          },
          {
            path: '/leben-wohnen/schwarzes-brett',
            search: '?seite=2&rubrik_id=31',
            pagination: { page: 2, pages: 3 },
          },
        )}
      />,
    );
    const filter = screen.getByRole('navigation', { name: 'Meldungen nach Rubrik' });
    expect(within(filter).getByRole('link', { name: 'Vereine und Gruppen' })).toHaveAttribute('aria-current', 'page');
    expect(within(filter).getByRole('link', { name: 'Fundsachen' })).toHaveAttribute('href', '/leben-wohnen/schwarzes-brett?rubrik_id=34');
    expect(within(filter).getByRole('link', { name: 'Alle Meldungen' })).toHaveAttribute('href', '/leben-wohnen/schwarzes-brett');
    expect(screen.getByRole('link', { name: 'Liederkranz sucht Tenöre' })).toHaveAttribute('href', '/leben-wohnen/schwarzes-brett/1');
    expect(screen.getByText('Kurz & knapp')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seite 3' })).toHaveAttribute('href', '/leben-wohnen/schwarzes-brett?seite=3&rubrik_id=31');
  });

  it("shows the spec's empty-state text in the overview and in a block", () => {
    const { unmount } = render(<NoticeBoard {...props(list())} />);
    expect(screen.getByText('Aktuell sind keine Meldungen erfasst')).toBeInTheDocument();
    unmount();
    render(<NoticeBlock {...props(list(), { titel: 'Fundsachen', link: '/rathaus/aemter/buergerbuero', linktext: 'Zum Fundbüro' })} />);
    expect(screen.getByRole('region', { name: 'Fundsachen' })).toHaveTextContent('Aktuell sind keine Meldungen erfasst');
    expect(screen.getByRole('link', { name: 'Zum Fundbüro' })).toHaveAttribute('href', '/rathaus/aemter/buergerbuero');
  });

  it('shows a notice with its dates, category and contact', () => {
    render(
      <NoticeDetail {...props(list(notice(1, 'Lesepaten gesucht', { anbieter: 'Grundschule Musterstadt', kontakt: { telefon: '+49 7999 123-610' } })))} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Lesepaten gesucht' })).toBeInTheDocument();
    expect(screen.getByText('Veröffentlicht am').nextSibling).toHaveTextContent('20.11.2026');
    expect(screen.getByRole('link', { name: 'Vereine und Gruppen' })).toHaveAttribute('href', '/leben-wohnen/schwarzes-brett?rubrik_id=31');
    expect(screen.getByRole('region', { name: 'Kontakt' })).toHaveTextContent('Grundschule Musterstadt');
    expect(screen.queryByText('Dieser Aushang ist abgelaufen.')).toBeNull();
  });

  it('keeps an expired notice’s page but no longer shows who to contact', () => {
    const expired = notice(2, 'Fahrrad zu verschenken', {
      datum_bis: '2020-01-31T22:59:00Z',
      anbieter: 'Familie Weber',
      kontakt: { telefon: '+49 7999 1234' },
    });
    render(<NoticeDetail {...props(list(expired))} />);
    expect(screen.getByText('Dieser Aushang ist abgelaufen.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Kontakt' })).toBeNull();
    expect(screen.queryByText('Familie Weber')).toBeNull();
  });
});

describe('departments and opening times', () => {
  const amt: Amt = {
    id: 1,
    titel: 'Bürgerbüro',
    einleitung: '<p>Ihre erste Anlaufstelle.</p>',
    detailURL: '/rathaus/aemter/buergerbuero',
    adresse: { location: 'Rathaus, Erdgeschoss', street: 'Marktplatz 1', zip: '79999', city: 'Musterstadt' },
    kontakt: { telefon: '+49 7999 123-120', email: 'buergerbuero@musterstadt.de' },
    leistungen: ['Personalausweis und Reisepass'],
  };

  it('lists departments and shows one with services and contact', () => {
    const { unmount } = render(<AemterList {...props(list(amt))} />);
    expect(screen.getByRole('link', { name: 'Bürgerbüro' })).toHaveAttribute('href', '/rathaus/aemter/buergerbuero');
    expect(screen.getByText('Ihre erste Anlaufstelle.')).toBeInTheDocument();
    unmount();
    render(<AmtDetail {...props(list(amt))} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Bürgerbüro' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Leistungen' })).toHaveTextContent('Personalausweis und Reisepass');
    expect(screen.getByRole('region', { name: 'So erreichen Sie uns' })).toHaveTextContent('Marktplatz 1');
  });

  it('shows the kinds of opening time of a facility with the Wednesday rule and current deviations', () => {
    const now = Date.now();
    const touristInfo: Einrichtung = {
      id: 4,
      titel: 'Touristinformation Musterstadt',
      adresse: { street: 'Hauptstraße 12', zip: '79999', city: 'Musterstadt' },
      oeffnungszeiten: [
        {
          typ: 'allgemein',
          regelzeiten: ['mo', 'di', 'do', 'fr'].map((tagtyp) => ({ tagtyp: tagtyp as 'mo', beginn: '09:00', ende: '12:00' })),
          abweichungen: [
            { beginn: new Date(now - 86_400_000).toISOString(), ende: new Date(now + 86_400_000).toISOString(), text: 'Heute im Rathaus' },
            { beginn: new Date(now - 2 * 86_400_000).toISOString(), ende: new Date(now - 60_000).toISOString(), text: 'Gestern geschlossen' },
          ],
        },
        { typ: 'telefon', regelzeiten: [{ tagtyp: 'mo-fr', beginn: '09:00', ende: '17:00' }] },
      ],
    };
    render(<OpeningTimesBlock {...props(list(touristInfo))} />);
    const block = screen.getByRole('region', { name: 'Touristinformation Musterstadt' });
    expect(within(block).getByRole('heading', { level: 3, name: 'Öffnungszeiten' })).toBeInTheDocument();
    expect(within(block).getByRole('heading', { level: 3, name: 'Telefonische Erreichbarkeit' })).toBeInTheDocument();
    expect(within(block).getByText('Mittwoch').closest('div')).toHaveTextContent('geschlossen');
    expect(within(block).getByText('Heute im Rathaus', { exact: false })).toBeInTheDocument();
    expect(within(block).queryByText('Gestern geschlossen', { exact: false })).toBeNull();
    expect(within(block).getByRole('heading', { level: 3, name: 'Adresse und Kontakt' })).toBeInTheDocument();
  });

  it('shows prices in whole euros and free entries as "frei"', () => {
    render(
      <Prices
        {...props(
          list({
            id: 1,
            titel: 'Freibad',
            preise: [
              {
                titel: 'Einzelkarten',
                positionen: [
                  { bezeichnung: 'Erwachsene', preis: 4 },
                  { bezeichnung: 'Kinder unter 6 Jahren', preis: 0 },
                ],
              },
            ],
          }),
          {
            titel: 'Eintrittspreise',
          },
        )}
      />,
    );
    const table = screen.getByRole('table', { name: 'Einzelkarten' });
    expect(within(table).getByRole('row', { name: 'Erwachsene 4 €' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Kinder unter 6 Jahren frei' })).toBeInTheDocument();
  });
});

describe('tenders', () => {
  const tender: Ausschreibung = {
    id: 1,
    titel: 'Winterdienst auf Gehwegen',
    detailURL: '/rathaus/ausschreibungen/winterdienst',
    vergabenummer: '2026-OA-031',
    vergabeart: 'Öffentliche Ausschreibung nach UVgO',
    abgabefrist: '2026-12-10T11:00:00Z',
    datum_von: '2026-11-18T08:00:00Z',
    dokumente: [{ link: '/api/cms/media/preisblatt.xlsx', downloadtext: 'Preisblatt' }],
  };

  it('lists tenders with their deadline and says so when there are none', () => {
    const { unmount } = render(<Tenders {...props(list(tender))} />);
    expect(screen.getByRole('link', { name: 'Winterdienst auf Gehwegen' })).toBeInTheDocument();
    expect(screen.getByText(/Angebotsfrist:/)).toHaveTextContent('Angebotsfrist: 10.12.2026, 12:00 Uhr');
    unmount();
    render(<Tenders {...props(list())} />);
    expect(screen.getByRole('status')).toHaveTextContent('Aktuell sind keine Ausschreibungen veröffentlicht.');
  });

  it('shows the facts, and the tender documents with their file type', () => {
    render(<TenderDetail {...props(list(tender))} />);
    expect(screen.getByText('Vergabenummer').nextSibling).toHaveTextContent('2026-OA-031');
    expect(screen.getByRole('region', { name: 'Vergabeunterlagen' })).toHaveTextContent('XLSX');
    expect(screen.getByRole('link', { name: 'Preisblatt (Tabelle)' })).toBeInTheDocument();
  });
});

describe('building areas', () => {
  const area: Baugebiet = {
    id: 1,
    titel: 'Wohngebiet Sonnenhalde',
    karte: { zentrum: [48.09, 8.2], zoom: 17, umriss: [] },
    bauplaetze: [
      { nummer: 'S1', flaeche: 512, preis_qm: 245, status: 'verkauft', lage: [48.09, 8.2] },
      { nummer: 'S2', flaeche: 600, preis_qm: 245, status: 'frei', lage: [48.091, 8.2] },
    ],
  };

  it('lists the plots as a table with area, price per m², total price and state', () => {
    render(<BuildingAreaDetail {...props(list(area))} />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: 'S2 600 m² 245 € 147.000 € frei' })).toBeInTheDocument();
    expect(screen.getByText('Ein Bauplatz ist von 2 noch frei.')).toBeInTheDocument();
  });

  it('asks before loading the map: the server sends no button and no map, only a link', () => {
    const html = renderToString(<BuildingAreaDetail {...props(list(area))} />);
    expect(html).not.toContain('Karte laden');
    expect(html).not.toContain('tile.openstreetmap.org');
    expect(html).toContain('https://www.openstreetmap.org/?mlat=48.09&amp;mlon=8.2#map=17/48.09/8.2');
  });

  it('offers the button once the page runs in the browser', () => {
    render(<BuildingAreaDetail {...props(list(area))} />);
    expect(screen.getByRole('button', { name: 'Karte laden' })).toBeEnabled();
  });
});

describe('galleries, timelines and tips', () => {
  it('links every gallery image to its full size with caption and credit', () => {
    const gallery: ContentItem = {
      id: 1,
      titel: 'Musterstadt in Bildern',
      bildergalerie_zuordnung: {
        bilder: [
          { bild: '/api/cms/media/rathaus.svg', bildtext: 'Das Rathaus', bildcopyright: 'Stadt Musterstadt' },
          { bild: '/api/cms/media/marktplatz.svg', bildtext: 'Der Marktplatz', bildcopyright: 'Sabine Wagner' },
        ],
      },
    };
    render(<ImageGallery {...props(list(gallery))} />);
    expect(screen.getByRole('link', { name: 'Das Rathaus (Bild 1 von 2 vergrößern)' })).toHaveAttribute('href', '/api/cms/media/rathaus.svg');
    expect(screen.getByText('© Sabine Wagner')).toBeInTheDocument();
  });

  it('orders the timeline by year', () => {
    const timeline: Zeitstrahl = {
      id: 1,
      titel: 'Stadtgeschichte',
      ereignisse: [
        { jahr: '1148', titel: 'Erste Erwähnung' },
        { jahr: '1786', titel: 'Neues Rathaus', text: 'Eingeweiht.' },
      ],
    };
    render(<Timeline {...props(list(timeline))} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('time')?.getAttribute('datetime'))).toEqual(['1148', '1786']);
    expect(screen.getByRole('heading', { level: 3, name: 'Neues Rathaus' })).toBeInTheDocument();
  });

  it("shows the 'Auch interessant' menu beside its image, without the current page", () => {
    render(
      <AlsoInteresting
        {...props(
          {
            name: 'Auch interessant Freizeit',
            menuItems: [
              { title: 'Freibad', href: '/freibad' },
              { title: 'Heimatmuseum', href: '/heimatmuseum' },
              { title: 'Böse', href: 'javascript:x' },
            ],
          },
          { bild: '/api/cms/media/wanderweg.svg' },
          { path: '/freibad' },
        )}
      />,
    );
    const block = screen.getByRole('region', { name: 'Auch interessant' });
    expect(
      within(block)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Heimatmuseum']);
    expect(block.querySelector('img')).toHaveAttribute('src', '/api/cms/media/wanderweg.svg');
  });
});

describe('businesses', () => {
  it('filters by trade and shows address and phone', () => {
    const entry: Brancheneintrag = {
      id: 1,
      titel: 'Bäckerei Hummel',
      detailURL: '/leben-wohnen/branchenbuch/baeckerei-hummel',
      branche: { id: 42, titel: 'Einzelhandel' },
      adresse: { street: 'Hauptstraße 31', zip: '79999', city: 'Musterstadt' },
      kontakt: { telefon: '+49 7999 2150' },
    };
    const { unmount } = render(
      <Businesses {...props(list(entry), { branchen: [{ id: 42, titel: 'Einzelhandel' }] }, { path: '/leben-wohnen/branchenbuch', search: '?branche=42' })} />,
    );
    expect(screen.getByRole('link', { name: 'Einzelhandel' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Hauptstraße 31, 79999 Musterstadt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '079992150' })).toHaveAttribute('href', 'tel:+4979992150');
    unmount();
    render(<Businesses {...props(list())} />);
    expect(screen.getByRole('status')).toHaveTextContent('In dieser Branche sind noch keine Betriebe eingetragen.');
  });

  it('shows a business’s logo in the list and on its page, only from the served pictures, and the way to be listed', () => {
    const entry: Brancheneintrag = {
      id: 2,
      titel: 'Zweiradservice Kienzle',
      detailURL: '/leben-wohnen/branchenbuch/zweiradservice-kienzle-7',
      branche: { id: 44, titel: 'Dienstleistungen' },
      adresse: { street: 'Bahnhofstraße 40', zip: '79999', city: 'Musterstadt' },
      logo: '/api/cms/bilder/logo-zweiradservice-kienzle-7-0a1b2c3d4e5f.jpg',
    };
    const { container, unmount } = render(
      <Businesses {...props(list(entry, { ...entry, id: 3, titel: 'Fremdlogo', logo: 'https://evil.example/x.png' }), { formular: '/betrieb-eintragen' })} />,
    );
    const logos = container.querySelectorAll('img');
    expect(logos).toHaveLength(1);
    expect(logos[0]).toHaveAttribute('src', entry.logo);
    expect(logos[0]).toHaveAttribute('alt', '');
    expect(screen.getByRole('link', { name: 'Betrieb für das Branchenbuch melden' })).toHaveAttribute('href', '/betrieb-eintragen');
    unmount();
    render(<BusinessDetail {...props(list(entry))} />);
    expect(screen.getByRole('img', { name: 'Logo: Zweiradservice Kienzle' })).toHaveAttribute('src', entry.logo);
  });
});

describe('widgets', () => {
  it('names each grid operator with its round-the-clock fault number', () => {
    render(<GridOperators {...props(null, { netze: [{ sparte: 'Strom', betreiber: 'Stadtwerke Musterstadt GmbH', telefon: '+49 7999 8877-100' }] })} />);
    const strom = screen.getByRole('article', { name: 'Strom' });
    expect(strom).toHaveTextContent('Stadtwerke Musterstadt GmbH');
    expect(within(strom).getByRole('link', { name: '079998877100' })).toHaveAttribute('href', 'tel:+4979998877100');
    expect(screen.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  });

  it('shows the app tiles and the install steps', () => {
    render(
      <AppOverview
        {...props(null, {
          kacheln: [{ titel: 'Aktuelles', text: 'Meldungen', link: '/aktuelles', icon: 'zeitung' }],
          installation: [{ geraet: 'Android (Chrome)', schritte: ['Menü öffnen', 'Zum Startbildschirm hinzufügen'] }],
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Aktuelles Meldungen' })).toHaveAttribute('href', '/aktuelles');
    expect(within(screen.getByRole('region', { name: 'Android (Chrome)' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('tells a visitor in app mode that the app is already in use, without installation steps', () => {
    const context = {
      text: '<p>Legen Sie die Website auf den Startbildschirm.</p>',
      installation: [{ geraet: 'Android (Chrome)', schritte: ['Menü öffnen'] }],
    };
    render(<AppOverview {...props(null, context, { appMode: true })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Sie nutzen die App bereits');
    expect(screen.queryByText(/Legen Sie die Website/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Android (Chrome)' })).not.toBeInTheDocument();
  });

  const topics = list({ id: 'warnungen', titel: 'Warnungen' }, { id: 'abfall', titel: 'Abfuhrtermine' });

  it('tells readers without push support what they can use instead', () => {
    render(<PushWidget {...props(topics)} />);
    expect(screen.getByText(/Ihr Browser unterstützt keine Push-Benachrichtigungen/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Newsfeed der Stadt abonnieren' })).toHaveAttribute('href', '/aktuelles/feed.xml');
  });

  it('offers the topics where push works, and asks for at least one', async () => {
    const restore = { Notification: 'Notification' in window, PushManager: 'PushManager' in window, sw: 'serviceWorker' in navigator };
    Object.assign(window, { Notification: class {}, PushManager: class {} });
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    try {
      render(<PushWidget {...props(topics)} />);
      const group = screen.getByRole('group', { name: 'Worüber möchten Sie informiert werden?' });
      expect(within(group).getAllByRole('checkbox')).toHaveLength(2);
      await act(async () => screen.getByRole('button', { name: 'Benachrichtigungen aktivieren' }).click());
      expect(screen.getByText('Bitte wählen Sie mindestens ein Thema aus.')).toBeInTheDocument();
      expect(group).toHaveAccessibleDescription('Bitte wählen Sie mindestens ein Thema aus.');
    } finally {
      if (!restore.Notification) delete (window as { Notification?: unknown }).Notification;
      if (!restore.PushManager) delete (window as { PushManager?: unknown }).PushManager;
      if (!restore.sw) delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });

  it('shows the accessibility statement with a section to report a barrier', () => {
    render(
      <AccessibilityStatement
        {...props(null, {
          status: 'teilweise',
          stand: '2026-09-30',
          barrieren: ['Ältere PDF-Dokumente'],
          kontakt: { name: 'Stabsstelle Digitalisierung', telefon: '+49 7999 123-140', email: 'barrierefreiheit@musterstadt.de' },
        })}
      />,
    );
    expect(screen.getByText(/teilweise vereinbar/)).toBeInTheDocument();
    expect(screen.getByText('30.09.2026')).toBeInTheDocument();
    const report = screen.getByRole('region', { name: 'Barriere melden' });
    expect(within(report).getByRole('link', { name: 'barrierefreiheit@musterstadt.de' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Barriere melden' })).toHaveAttribute('id', 'barriere-melden');
  });
});

describe('structured data', () => {
  const jsonLd = (container: HTMLElement) =>
    JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as Record<string, unknown> | null;

  it('describes a dated news item as a NewsArticle, with its documents and their file types', () => {
    const item: ContentItem = {
      id: 1,
      titel: 'Haushalt beschlossen',
      einleitung: '<p>Der Rat hat entschieden.</p>',
      datum_von: '2026-11-20T15:30:00Z',
      detailURL: '/aktuelles/haushalt',
      bild: '/api/cms/media/rathaus.svg',
      dokumente: [{ link: '/api/cms/media/haushaltsplan.pdf', downloadtext: 'Haushaltsplan (PDF, 4,2 MB)' }],
    };
    const { container } = render(<ArticleDetail {...props(list(item))} />);
    expect(jsonLd(container)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Haushalt beschlossen',
      datePublished: '2026-11-20T15:30:00Z',
      description: 'Der Rat hat entschieden.',
      mainEntityOfPage: '/aktuelles/haushalt',
    });
    expect(screen.getByRole('link', { name: 'Haushaltsplan (PDF, 4,2 MB) (PDF-Dokument)' })).toBeInTheDocument();
  });

  it('leaves undated page articles without NewsArticle data', () => {
    const { container } = render(<ArticleDetail {...props(list({ id: 2, titel: 'Stellenangebote', detailURL: '/stellenangebote' }))} />);
    expect(jsonLd(container)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Stellenangebote' })).toBeInTheDocument();
  });

  it('describes an event as an Event with start, end and place', () => {
    const event: EventItem = { ...exampleEvent, datum_bis: '2026-12-05T20:30:00Z' };
    const { container } = render(<EventDetail {...props(list(event))} />);
    expect(jsonLd(container)).toMatchObject({
      '@type': 'Event',
      name: 'Konzert der Stadtkapelle',
      startDate: '2026-12-05T18:30:00Z',
      endDate: '2026-12-05T20:30:00Z',
      location: { '@type': 'Place', name: 'Stadthalle Musterstadt' },
      organizer: { '@type': 'GovernmentOrganization', name: 'Stadt Musterstadt' },
    });
    expect(screen.queryByText('Veranstalter')).toBeNull();
  });

  it('names an event’s organiser on its page and in its data', () => {
    const event: EventItem = { ...exampleEvent, veranstalter: 'Stadtkapelle Musterstadt e. V.' };
    const { container } = render(<EventDetail {...props(list(event))} />);
    expect(screen.getByText('Veranstalter').nextSibling).toHaveTextContent('Stadtkapelle Musterstadt e. V.');
    expect(jsonLd(container)).toMatchObject({ organizer: { '@type': 'Organization', name: 'Stadtkapelle Musterstadt e. V.' } });
  });
});
