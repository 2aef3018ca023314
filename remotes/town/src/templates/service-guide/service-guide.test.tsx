import { render, screen, within } from '@testing-library/react';
import GuideAbc from './guide-abc';
import GuidePersons from './guide-persons';
import { exampleAbc, examplePerson, exampleService, guidePage } from './examples';
import GuideServices from './guide-services';
import GuideNavigation from './guide-navigation';
import GuideSearch from './guide-search';

const detail = (name: string) => ({ template: 'x', context: { apiCalls: [name], ansicht: 'detail' } });
const list = (name: string) => ({ template: 'x', context: { apiCalls: [name], ansicht: 'liste' } });

describe('service guide', () => {
  it('shows the ABC as plain letter links, empty letters as text', () => {
    render(<GuideAbc page={guidePage('/wegweiser')} block={{ template: 'wegweiser-abc', context: { apiCalls: ['abc'] } }} data={{ abc: exampleAbc }} />);
    const letters = screen.getByRole('navigation', { name: 'Leistungen nach Anfangsbuchstaben' });
    expect(within(letters).getByRole('link', { name: 'Buchstabe P' })).toHaveAttribute('href', '/wegweiser?buchstabe=P');
    expect(within(letters).queryByRole('link', { name: /Buchstabe Q/ })).toBeNull();
    expect(within(letters).getByText('Buchstabe Q: keine Leistungen')).toBeInTheDocument();
    expect(within(letters).getByRole('link', { name: 'Alle' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: 'P' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Personalausweis beantragen' })).toHaveAttribute('href', '/wegweiser/leistungen/personalausweis-beantragen');
  });

  it('shows a service with documents, fees, office, contact persons, forms and life situations', () => {
    render(
      <GuideServices page={guidePage('/wegweiser/leistungen/wohnsitz-anmelden')} block={detail('eintrag')} data={{ eintrag: { data: [exampleService] } }} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Wohnsitz anmelden' })).toBeInTheDocument();
    expect(screen.getByText('Leistung · Meldewesen')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Erforderliche Unterlagen' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Gebühren' })).getByText('Gebührenfrei')).toBeInTheDocument();
    const office = screen.getByRole('region', { name: 'Zuständige Stelle' });
    expect(within(office).getByRole('link', { name: 'Bürgerbüro' })).toHaveAttribute('href', '/wegweiser/organisationseinheiten/buergerbuero');
    expect(within(office).getByRole('link', { name: '07999123300' })).toHaveAttribute('href', 'tel:+497999123300');
    const persons = screen.getByRole('region', { name: 'Ihr/Ihre Ansprechpartner' });
    expect(within(persons).getByRole('link', { name: 'Tobias Wehrle' })).toHaveAttribute('href', '/wegweiser/ansprechpartner/tobias-wehrle');
    expect(within(persons).getByText('EG 0.02')).toBeInTheDocument();
    expect(within(persons).getByText('Zu den Öffnungszeiten des Bürgerbüros')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Formulare' })).getByRole('link')).toHaveAttribute(
      'href',
      '/wegweiser/formulare/wohnungsgeberbestaetigung',
    );
    expect(within(screen.getByRole('region', { name: 'Passt zu diesen Lebenslagen' })).getByRole('link', { name: 'Umzug und Zuzug' })).toBeInTheDocument();
    // An unsafe online link is not rendered at all.
    expect(screen.queryByRole('link', { name: 'Böser Link' })).toBeNull();
  });

  it('groups the services by topic', () => {
    const other = { ...exampleService, id: 41, titel: 'Grundsteuer', thema: 'Steuern und Abgaben', detailURL: '/wegweiser/leistungen/grundsteuer' };
    render(<GuideServices page={guidePage('/wegweiser/leistungen')} block={list('liste')} data={{ liste: { data: [other, exampleService] } }} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Meldewesen', 'Steuern und Abgaben']);
  });

  it("shows a person's services and office, with one heading for the name", () => {
    const person = {
      ...examplePerson,
      einheit: exampleService.einheit!,
      leistungen: [{ id: 40, titel: 'Wohnsitz anmelden', detailURL: '/wegweiser/leistungen/wohnsitz-anmelden' }],
    };
    render(<GuidePersons page={guidePage('/wegweiser/ansprechpartner/tobias-wehrle')} block={detail('eintrag')} data={{ eintrag: { data: [person] } }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tobias Wehrle' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Tobias Wehrle' })).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Zuständig für' })).getByRole('link', { name: 'Wohnsitz anmelden' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Amt' })).getByRole('link', { name: 'Bürgerbüro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'tobias.wehrle@musterstadt.de' })).toHaveAttribute('href', 'mailto:tobias.wehrle@musterstadt.de');
  });

  it('marks the current section in the guide navigation', () => {
    render(<GuideNavigation page={guidePage('/wegweiser/ansprechpartner/tobias-wehrle')} block={{ template: 'wegweiser-navigation' }} data={{}} />);
    const nav = screen.getByRole('navigation', { name: 'Wegweiser' });
    expect(within(nav).getByRole('link', { name: 'Ansprechpartner' })).toHaveAttribute('aria-current', 'location');
    expect(within(nav).getByRole('link', { name: 'Leistungen von A bis Z' })).not.toHaveAttribute('aria-current');
  });

  it('offers the guide’s search as a GET form to the site search, a block of its own above the guide', () => {
    render(<GuideSearch page={guidePage('/wegweiser')} block={{ template: 'wegweiser-suche' }} data={{}} />);
    const search = screen.getByRole('search', { name: 'Im Wegweiser suchen' });
    expect(search).toHaveAttribute('action', '/suche');
    expect(search).toHaveAttribute('method', 'get');
    expect(within(search).getByRole('searchbox', { name: 'Leistung suchen' })).toHaveAttribute('name', 'q');
  });
});
