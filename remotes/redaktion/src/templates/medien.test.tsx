import type { RedaktionMediumDetail, RedaktionMediumEintrag } from '@musterstadt/cms-client';
import type { BlockForm, PageView, TemplateProps } from '@musterstadt/shell-contract';
import { makeStore } from '@musterstadt/shell-contract/store';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import RedaktionLayout from '../layouts/redaktion';
import Medien from './medien';
import Medium from './medium';

function view(path: string, search = ''): PageView {
  return {
    path,
    search,
    layout: 'redaktion',
    theme: 'default',
    title: 'Mediathek',
    heading: 'Mediathek',
    description: '',
    canonical: path,
    breadcrumbs: [],
    heroImages: [],
    status: 200,
  };
}

const props = (template: string, path: string, data: Record<string, unknown>, form?: BlockForm, search = ''): TemplateProps => ({
  page: view(path, search),
  block: { template, slot: 'main', context: { apiCalls: Object.keys(data) }, options: {} },
  data,
  ...(form ? { form } : {}),
});

const formOf = (id: string, action: string, submission?: BlockForm['submission']): BlockForm => ({
  id,
  action,
  data: null,
  ...(submission ? { submission } : {}),
});

function inStore(children: React.ReactNode) {
  const profil = {
    id: 1,
    name: 'Julia Hartmann',
    email: 'julia.hartmann@musterstadt.de',
    rollen: ['Redakteur'],
    bereiche: [
      { id: 'stadt', titel: 'Stadt' },
      { id: 'feuerwehr', titel: 'Feuerwehr' },
    ],
  };
  return render(<Provider store={makeStore({ session: { redaktion: profil } } as never)}>{children}</Provider>);
}

const rathaus: RedaktionMediumEintrag = {
  id: 7,
  name: 'rathausplatz-7.jpg',
  art: 'bild',
  typ: 'image/jpeg',
  bereich: 'stadt',
  titel: 'Rathausplatz',
  dateiname: 'rathausplatz.jpg',
  alt: 'Der Rathausplatz mit Brunnen im Sonnenschein',
  copyright: 'Stadt Musterstadt',
  dekorativ: false,
  breite: 1600,
  hoehe: 1000,
  bytes: 240_000,
  url: '/api/cms/medien/rathausplatz-7.jpg',
  srcset: null,
  varianten: [],
  oeffentlich: false,
  erstellt_am: '2026-11-20T09:00:00Z',
  erstellt_von: { id: 1, name: 'Julia Hartmann' },
  pdf: null,
  dokument: null,
  verwendet: 2,
};
const UNGETAGGT =
  'Diese PDF-Datei ist nicht barrierefrei: Sie hat keine Tags (Struktur) und keine Sprachangabe. Menschen mit Screenreader können sie so nicht (richtig) lesen. Bitte laden Sie eine getaggte PDF-Datei mit Sprachangabe hoch (z. B. aus Word oder LibreOffice als „barrierefreies PDF“ exportiert).';
const satzung: RedaktionMediumEintrag = {
  ...rathaus,
  id: 8,
  name: 'kurparksatzung-8.pdf',
  art: 'dokument',
  typ: 'application/pdf',
  titel: 'Kurparksatzung',
  dateiname: 'kurparksatzung.pdf',
  alt: null,
  copyright: null,
  breite: null,
  hoehe: null,
  bereich: 'feuerwehr',
  verwendet: 0,
  pdf: { lesbar: true, getaggt: false, struktur: false, sprache: null, hinweis: UNGETAGGT },
};
const kernzeit: RedaktionMediumEintrag = {
  ...satzung,
  id: 9,
  name: 'kernzeit-9.pdf',
  titel: 'Anmeldung Kernzeit',
  dateiname: 'kernzeit.pdf',
  pdf: { lesbar: true, getaggt: true, struktur: true, sprache: 'de-DE', hinweis: null },
};

describe('redaktion-medien', () => {
  const form = (submission?: BlockForm['submission']) => formOf('redaktion-medien', '/redaktion/medien#redaktion-medien', submission);

  it('lists pictures and documents with thumbnail and its text, name, kind, section and how often each is used', () => {
    inStore(<Medien {...props('redaktion-medien', '/redaktion/medien', { medien: { data: [rathaus, satzung], anzahl: 2, seiten: 1 } }, form())} />);
    expect(screen.getByRole('heading', { name: 'Dateien (2)' })).toBeInTheDocument();
    const [, erste, zweite] = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(erste!).getByRole('img', { name: 'Der Rathausplatz mit Brunnen im Sonnenschein' })).toHaveAttribute(
      'src',
      '/redaktion/dateien/7/datei?breite=320',
    );
    expect(within(erste!).getByRole('link', { name: 'Rathausplatz' })).toHaveAttribute('href', '/redaktion/medien/7');
    expect(erste).toHaveTextContent(/Bild.*Stadt.*in 2 Inhalten/);
    expect(zweite).toHaveTextContent(/Kurparksatzung.*Dokument.*Feuerwehr.*nicht verwendet/);
    expect(within(zweite!).queryByRole('img')).toBeNull();
  });

  it('says of each PDF whether it is accessible, and what it lacks', () => {
    inStore(<Medien {...props('redaktion-medien', '/redaktion/medien', { medien: { data: [satzung, kernzeit], anzahl: 2, seiten: 1 } }, form())} />);
    expect(screen.getByRole('columnheader', { name: 'Alternativtext bzw. PDF-Prüfung' })).toBeInTheDocument();
    const [, ungetaggt, getaggt] = within(screen.getByRole('table')).getAllByRole('row');
    expect(ungetaggt).toHaveTextContent('Nicht barrierefrei: ohne Tags (Struktur) und Sprachangabe');
    expect(getaggt).toHaveTextContent('Barrierefrei: getaggt, Sprache de-DE');
  });

  it('filters by search, kind and section with a plain GET form', () => {
    inStore(<Medien {...props('redaktion-medien', '/redaktion/medien', { medien: { data: [], anzahl: 0, seiten: 1 } }, form(), '?art=bild&suche=brunnen')} />);
    const suche = screen.getByRole('search', { name: 'Mediathek durchsuchen' });
    expect(suche).toHaveAttribute('method', 'get');
    expect(within(suche).getByLabelText('Titel oder Dateiname enthält')).toHaveValue('brunnen');
    expect(within(suche).getByLabelText('Art')).toHaveValue('bild');
    expect(screen.getByText('Keine Dateien gefunden.')).toBeInTheDocument();
  });

  it('uploads as multipart/form-data to its page and keeps what was typed, with the content API’s message at the field', () => {
    const { container } = inStore(
      <Medien
        {...props(
          'redaktion-medien',
          '/redaktion/medien',
          { medien: { data: [], anzahl: 0, seiten: 1 } },
          form({
            status: 'invalid',
            message: 'Bitte beschreiben Sie, was auf dem Bild zu sehen ist (Alternativtext), oder markieren Sie es als dekorativ.',
            errors: { alt: 'Bitte beschreiben Sie, was auf dem Bild zu sehen ist (Alternativtext), oder markieren Sie es als dekorativ.' },
            values: { bereich: 'feuerwehr', titel: 'Löschzug', alt: '', copyright: 'Feuerwehr Musterstadt' },
          }),
        )}
      />,
    );
    const upload = screen.getByRole('form', { name: 'Datei hochladen' });
    expect(upload).toHaveAttribute('enctype', 'multipart/form-data');
    expect(upload).toHaveAttribute('action', '/redaktion/medien#redaktion-medien');
    expect(container.querySelector('#redaktion-medien')).toContainElement(upload);
    expect(within(upload).getByLabelText('Datei')).toHaveAttribute('type', 'file');
    expect(within(upload).getByLabelText('Bereich')).toHaveValue('feuerwehr');
    expect(within(upload).getByLabelText('Titel')).toHaveValue('Löschzug');
    expect(within(upload).getByLabelText('Urheberrecht')).toHaveValue('Feuerwehr Musterstadt');
    const alt = within(upload).getByLabelText('Alternativtext');
    expect(alt).toHaveAttribute('aria-invalid', 'true');
    expect(alt).toHaveAccessibleDescription(/Was ist auf dem Bild zu sehen\?.*Bitte beschreiben Sie/);
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfen Sie Ihre Angaben');
    expect(screen.getByRole('link', { name: /^Alternativtext: Bitte beschreiben Sie/ })).toHaveAttribute('href', '#rd-alt');
  });

  it('is in the editors’ navigation as “Mediathek”', () => {
    inStore(<RedaktionLayout page={view('/redaktion/medien')} slots={{ main: null }} menus={{}} />);
    expect(screen.getByRole('link', { name: 'Mediathek' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('redaktion-medium', () => {
  const detail: RedaktionMediumDetail = {
    ...rathaus,
    verwendung: [{ inhalt_id: 12, art: 'artikel', bereich: 'stadt', titel: 'Rathausplatz wird neu gepflastert', status: 'Entwurf', in: ['aktuell'] }],
  };
  const form = (submission?: BlockForm['submission']) => formOf('redaktion-medium', '/redaktion/medien/7#redaktion-medium', submission);

  it('shows the picture, its address for content and where it is used, linked to the items', () => {
    inStore(<Medium {...props('redaktion-medium', '/redaktion/medien/7', { medium: detail }, form())} />);
    expect(screen.getByRole('img', { name: detail.alt! })).toHaveAttribute('src', '/redaktion/dateien/7/datei?breite=640');
    expect(screen.getByText('/api/cms/medien/rathausplatz-7.jpg')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rathausplatz wird neu gepflastert' })).toHaveAttribute('href', '/redaktion/inhalte/12');
    const angaben = screen.getByRole('form', { name: 'Angaben zu Rathausplatz ändern' });
    expect(within(angaben).getByLabelText('Alternativtext')).toHaveValue(detail.alt);
    expect(within(angaben).getByLabelText(/dekorativ/)).not.toBeChecked();
    expect(within(angaben).getByRole('button', { name: 'Löschen' })).toHaveAttribute('value', 'loeschen');
  });

  it('shows the content API’s German refusal of a deletion, with the file still there', () => {
    const message = 'Diese Datei wird noch verwendet und kann nicht gelöscht werden. Entfernen Sie sie zuerst aus den genannten Inhalten.';
    inStore(
      <Medium
        {...props('redaktion-medium', '/redaktion/medien/7', { medium: detail }, form({ status: 'error', message, values: { id: '7', aktion: 'loeschen' } }))}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { name: 'Verwendet in' })).toBeInTheDocument();
  });

  it('warns at a PDF that is not accessible, naming what it lacks, and says nothing at an accessible one', () => {
    const ungetaggt = inStore(<Medium {...props('redaktion-medium', '/redaktion/medien/8', { medium: { ...satzung, verwendung: [] } }, form())} />);
    expect(screen.getByRole('note', { name: 'Hinweis zur Barrierefreiheit' })).toHaveTextContent(`Achtung: ${UNGETAGGT}`);
    expect(screen.getByText('Barrierefreiheit').nextElementSibling).toHaveTextContent('Nicht barrierefrei: ohne Tags (Struktur) und Sprachangabe');
    ungetaggt.unmount();
    inStore(<Medium {...props('redaktion-medium', '/redaktion/medien/9', { medium: { ...kernzeit, verwendung: [] } }, form())} />);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByText('Barrierefreiheit').nextElementSibling).toHaveTextContent('Barrierefrei: getaggt, Sprache de-DE');
  });

  it('offers to replace a document by a new PDF, and no deletion of a document the site offers', () => {
    const website = { ...kernzeit, dokument: '/api/cms/dokumente/gs-musterstadt-kernzeit-anmeldung.pdf', verwendung: [] };
    inStore(<Medium {...props('redaktion-medium', '/redaktion/medien/9', { medium: website }, form())} />);
    expect(screen.getByText('/api/cms/dokumente/gs-musterstadt-kernzeit-anmeldung.pdf')).toBeInTheDocument();
    const ersetzen = screen.getByRole('form', { name: 'Durch eine neue Fassung ersetzen' });
    expect(ersetzen).toHaveAttribute('enctype', 'multipart/form-data');
    expect(within(ersetzen).getByLabelText('Neue Fassung von Anmeldung Kernzeit (PDF)')).toHaveAttribute('accept', 'application/pdf');
    expect(within(ersetzen).getByRole('button', { name: 'Ersetzen' })).toHaveAttribute('value', 'ersetzen');
    expect(screen.queryByRole('button', { name: 'Löschen' })).toBeNull();
  });

  it('offers no replacement for a picture', () => {
    inStore(<Medium {...props('redaktion-medium', '/redaktion/medien/7', { medium: { ...rathaus, verwendung: [] } }, form())} />);
    expect(screen.queryByRole('form', { name: 'Durch eine neue Fassung ersetzen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Löschen' })).toBeInTheDocument();
  });

  it('says so when the file is not in the editor’s sections', () => {
    inStore(<Medium {...props('redaktion-medium', '/redaktion/medien/99', { medium: null }, form())} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Diese Datei gibt es in der Mediathek nicht');
  });
});
