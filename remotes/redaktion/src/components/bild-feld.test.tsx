import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { BildFeld, type BildWahl } from './bild-feld';

const bilder: BildWahl[] = [
  {
    id: 7,
    titel: 'Rathausplatz',
    url: '/api/cms/medien/rathausplatz-7.jpg',
    alt: 'Der Rathausplatz mit Brunnen',
    copyright: 'Stadt Musterstadt',
    dekorativ: false,
  },
  { id: 8, titel: 'Ranke', url: '/api/cms/medien/ranke-8.png', alt: null, copyright: 'Stadt Musterstadt', dekorativ: true },
];

function Formular({ bildtext = '' }: { bildtext?: string }) {
  return (
    <form aria-label="Artikel">
      <BildFeld label="Bild (Adresse aus der Mediathek)" wert="" bereich="stadt" bilder={bilder} />
      <label htmlFor="rd-bildtext">Bildtext</label>
      <input id="rd-bildtext" name="bildtext" defaultValue={bildtext} />
      <label htmlFor="rd-bildcopyright">Bildrechte</label>
      <input id="rd-bildcopyright" name="bildcopyright" defaultValue="" />
      <input id="rd-bild_dekorativ" type="checkbox" name="bild_dekorativ" value="ja" aria-label="dekorativ" />
    </form>
  );
}

beforeAll(() => {
  // jsdom has the element but not its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

describe('the picture of an item', () => {
  it('is an address field with a link to the section’s pictures in the Mediathek, without a button, before the script runs', () => {
    const html = renderToString(<BildFeld label="Bild" wert="/api/cms/medien/alt-1.jpg" bereich="feuerwehr" bilder={bilder} />);
    expect(html).toMatch(/<input[^>]*name="bild"[^>]*value="\/api\/cms\/medien\/alt-1.jpg"/);
    expect(html).toContain('href="/redaktion/medien?art=bild&amp;bereich=feuerwehr"');
    expect(html).not.toContain('<button');
    expect(html).not.toContain('<dialog');
  });

  it('opens a labelled dialog of the section’s pictures; choosing one fills the address, its text and its rights, and the focus comes back', () => {
    render(<Formular />);
    const knopf = screen.getByRole('button', { name: 'Bild aus der Mediathek wählen' });
    fireEvent.click(knopf);
    const dialog = screen.getByRole('dialog', { name: 'Bild aus der Mediathek wählen' });
    const wahl = within(dialog).getByRole('button', { name: /Rathausplatz.*Der Rathausplatz mit Brunnen/ });
    fireEvent.click(wahl);
    expect(screen.getByLabelText('Bild (Adresse aus der Mediathek)')).toHaveValue('/api/cms/medien/rathausplatz-7.jpg');
    expect(screen.getByLabelText('Bildtext')).toHaveValue('Der Rathausplatz mit Brunnen');
    expect(screen.getByLabelText('Bildrechte')).toHaveValue('Stadt Musterstadt');
    expect(dialog).not.toHaveAttribute('open');
    expect(knopf).toHaveFocus();
  });

  it('keeps a text the editor wrote, searches by title or text, and marks a decorative picture as decoration', () => {
    render(<Formular bildtext="Mein eigener Text" />);
    fireEvent.click(screen.getByRole('button', { name: 'Bild aus der Mediathek wählen' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Bilder durchsuchen'), { target: { value: 'ranke' } });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: /Ranke/ }));
    expect(screen.getByLabelText('Bildtext')).toHaveValue('Mein eigener Text');
    expect(screen.getByLabelText('dekorativ')).toBeChecked();
  });
});
