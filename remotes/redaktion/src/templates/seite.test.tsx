import type { RedaktionInhalt, RedaktionSeitenFelder } from '@musterstadt/cms-client';
import type { BlockForm, PageView, TemplateCatalog, TemplateProps } from '@musterstadt/shell-contract';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import Seite from './seite';

const page = (search = ''): PageView => ({
  path: '/redaktion/inhalte/7',
  search,
  layout: 'redaktion',
  theme: 'default',
  title: 'Inhalt bearbeiten',
  heading: 'Inhalt bearbeiten',
  description: '',
  canonical: '/redaktion/inhalte/7',
  breadcrumbs: [],
  heroImages: [],
  status: 200,
});

const KATALOG = {
  layouts: { default: 'town' },
  layoutTitles: { default: 'Standard' },
  remotes: {
    town: {
      text: {
        title: 'Text',
        description: 'Überschrift und Text.',
        context: { type: 'object', properties: { ueberschrift: { type: 'string', title: 'Überschrift' } } },
      },
      mitarbeiter: {
        title: 'Ansprechpartner',
        description: 'Personen.',
        context: { type: 'object', properties: { titel: { type: 'string', title: 'Titel' } } },
      },
    },
  },
} as unknown as TemplateCatalog;

const FELDER: RedaktionSeitenFelder = {
  url: '/leben-wohnen/spielplatz',
  layout: 'default',
  titel: 'Spielplatz',
  description: 'Der Spielplatz.',
  canonical: null,
  breadcrumbs: [{ title: 'Startseite', url: '/' }, { title: 'Leben & Wohnen', url: '/leben-wohnen' }, { title: 'Spielplatz' }],
  hero_images: [
    { bild: '/api/cms/medien/schaukel.jpg', bildtext: 'Eine Schaukel', bildcopyright: 'Stadt Musterstadt' },
    { bild: '/api/cms/medien/ranke.jpg', bildtext: null, bildcopyright: 'Stadt Musterstadt', bild_dekorativ: true },
  ],
  blocks: [
    { template: 'mitarbeiter', slot: 'main', context: { titel: 'Wer ihn betreut' } },
    { template: 'text', slot: 'main', context: { ueberschrift: 'Geräte' } },
  ],
  api_calls: [],
};

const inhalt = {
  id: 7,
  art: 'seite',
  bereich: 'stadt',
  titel: 'Spielplatz',
  status: 'Entwurf',
  online: false,
  adresse: null,
  revision: { id: 71, nummer: 3, autor: { id: 1, name: 'Julia Hartmann' }, erstellt_am: '2026-11-27T08:00:00.000Z' },
  letzter_status: { grund: null },
  felder: FELDER,
  aktionen: ['vorschau', 'speichern', 'zur-freigabe'],
} as unknown as RedaktionInhalt;

const form = (submission?: BlockForm['submission']): BlockForm => ({
  id: 'redaktion-seite',
  action: '/redaktion/inhalte/7#redaktion-seite',
  data: KATALOG,
  ...(submission ? { submission } : {}),
});
const props = (search = '', submission?: BlockForm['submission']) =>
  ({
    page: page(search),
    data: { inhalt, weiterleitungen: { data: [] }, bilder: { data: [] } },
    form: form(submission),
    block: {},
  }) as unknown as TemplateProps;

describe('the page editor', () => {
  it('offers the breadcrumbs and every title picture as fields, each with its moves, and posts to the page without a fragment', () => {
    const { container } = render(<Seite {...props()} />);
    const krumen = screen.getByRole('group', { name: 'Brotkrumen' });
    expect(
      within(krumen)
        .getAllByRole('textbox', { name: 'Text' })
        .map((feld) => (feld as HTMLInputElement).value),
    ).toEqual(['Startseite', 'Leben & Wohnen', 'Spielplatz']);
    expect(
      within(krumen)
        .getAllByRole('textbox', { name: /^Link/ })
        .map((feld) => (feld as HTMLInputElement).value),
    ).toEqual(['/', '/leben-wohnen', '']);
    expect(within(krumen).getByRole('button', { name: 'Brotkrumen 2: Leben & Wohnen nach oben' })).toHaveAttribute('value', 'hoch:breadcrumbs.1');
    expect(within(krumen).getByRole('button', { name: 'Eintrag der Brotkrumen hinzufügen' })).toBeInTheDocument();

    const bilder = screen.getByRole('group', { name: 'Titelbilder (freiwillig)' });
    expect(
      within(bilder)
        .getAllByRole('textbox', { name: 'Bild' })
        .map((feld) => (feld as HTMLInputElement).value),
    ).toEqual(['/api/cms/medien/schaukel.jpg', '/api/cms/medien/ranke.jpg']);
    const zweites = within(bilder).getByRole('group', { name: 'Titelbild 2' });
    expect(within(zweites).getByRole('checkbox', { name: /dekorativ/ })).toBeChecked();
    expect(within(zweites).getByRole('button', { name: 'Titelbild 2 nach oben' })).toHaveAttribute('value', 'hoch:hero_images.1');
    expect(within(bilder).getByRole('button', { name: 'Titelbild hinzufügen' })).toBeInTheDocument();

    expect(container.querySelector('form')).toHaveAttribute('action', '/redaktion/inhalte/7');
  });

  it('presses „Speichern“ on Enter in a field: the form’s first button saves, it never moves or removes a block', () => {
    const { container } = render(<Seite {...props()} />);
    const erster = container.querySelector('form button[type="submit"]');
    expect(erster).toHaveAttribute('value', 'speichern');
  });

  /** The page as the server sends it (the editor's pages are server HTML: the browser focuses what carries `autofocus`, with or without JavaScript). */
  const seite = (search: string) => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Seite {...props(search)} />);
    return container;
  };
  const fokussiert = (container: HTMLElement) => {
    const alle = container.querySelectorAll('[autofocus]');
    expect(alle).toHaveLength(1);
    return alle[0] as HTMLElement;
  };

  it('after a move by button the focus stays on that button, described by the message saying where the block stands now', () => {
    const html = seite('?meldung=verschoben&fokus=blocks.1~hoch');
    expect(within(html).getByRole('status')).toHaveTextContent(
      'Der Block „Text“ steht jetzt an Stelle 2 von 2. Die neue Reihenfolge ist als Entwurf gespeichert.',
    );
    const knopf = fokussiert(html);
    expect(knopf).toHaveAccessibleName('Block 2: Text nach oben');
    expect(knopf).toHaveAttribute('aria-describedby', 'rd-seite-meldung');
  });

  it('after a move to an end (no button to press again that way) the block itself has the focus', () => {
    const oben = seite('?meldung=verschoben&fokus=blocks.0~hoch');
    expect(within(oben).getByRole('status')).toHaveTextContent('Der Block „Ansprechpartner“ steht jetzt an Stelle 1 von 2.');
    expect(fokussiert(oben)).toHaveAttribute('id', 'rd-block-0');
    expect(fokussiert(seite('?meldung=verschoben&fokus=blocks.1~runter'))).toHaveAttribute('id', 'rd-block-1');
  });

  it('after dragging the moved entry has the focus; after a removal, the message', () => {
    const gezogen = seite('?meldung=verschoben&fokus=hero_images.0');
    expect(within(gezogen).getByRole('status')).toHaveTextContent('Das Titelbild „schaukel.jpg“ steht jetzt an Stelle 1 von 2.');
    expect(fokussiert(gezogen)).toHaveAttribute('id', 'rd-hero_images-0');
    const weg = seite('?meldung=entfernt&fokus=breadcrumbs');
    expect(within(weg).getByRole('status')).toHaveTextContent('Der Eintrag der Brotkrumen ist entfernt.');
    expect(fokussiert(weg)).toHaveAttribute('id', 'rd-seite-meldung');
  });

  it('after an entry was added, it has the focus; after a save or a status action, nothing takes it from the page', () => {
    expect(fokussiert(seite('?meldung=hinzugefuegt&fokus=breadcrumbs.2'))).toHaveAttribute('id', 'rd-breadcrumbs-2');
    expect(seite('?meldung=zur-freigabe').querySelectorAll('[autofocus]')).toHaveLength(0);
  });

  it('a refused save shows the check at the breadcrumb’s field and keeps what was typed', () => {
    const submission = {
      status: 'invalid',
      message: 'Bitte prüfen Sie Ihre Angaben.',
      errors: {
        'breadcrumbs.1.url': 'Der Link führt zu /leben-wohnn, einer Seite, die es auf dieser Website nicht (mehr) gibt. Bitte prüfen Sie die Adresse.',
      },
      values: {
        url: FELDER.url,
        titel: 'Spielplatz',
        layout: 'default',
        description: '',
        canonical: '',
        api_calls: '',
        schluessel: ['breadcrumbs.0.title', 'breadcrumbs.0.url', 'breadcrumbs.1.title', 'breadcrumbs.1.url'],
        wert: ['Startseite', '/', 'Leben und Wohnen', '/leben-wohnn'],
        an: [],
      },
    } as unknown as BlockForm['submission'];
    render(<Seite {...props('', submission)} />);
    const feld = screen.getByRole('textbox', { name: 'Link (freiwillig)', description: /Der Link führt zu \/leben-wohnn/ });
    expect(feld).toHaveValue('/leben-wohnn');
    expect(feld).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: /^Brotkrumen 2: Link: Der Link führt/ })).toHaveAttribute('href', '#rd-breadcrumbs.1.url');
    expect(screen.getAllByRole('textbox', { name: 'Text' }).map((text) => (text as HTMLInputElement).value)).toEqual(['Startseite', 'Leben und Wohnen']);
  });
});
