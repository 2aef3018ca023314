import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { editorKannText, TextFeld } from './text-feld';

describe('the text of an item', () => {
  it('is a text area of HTML named text without JavaScript', () => {
    const html = renderToString(<TextFeld label="Text" wert="<p>Der Rathausplatz wird neu gepflastert.</p>" />);
    expect(html).toMatch(/<textarea[^>]*name="text"/);
    expect(html).toContain('&lt;p&gt;Der Rathausplatz wird neu gepflastert.&lt;/p&gt;');
    expect(html).toMatch(/<label[^>]*for="rd-text"[^>]*>Text<\/label>/);
  });

  it('becomes the rich-text editor with subheadings, which writes into the posted field', async () => {
    const { container } = render(
      <form aria-label="Artikel">
        <TextFeld label="Text" wert="<p>Bauarbeiten</p>" fehler="Höchstens 200000 Zeichen." />
      </form>,
    );
    fireEvent.pointerEnter(screen.getByRole('textbox', { name: 'Text' }));
    await screen.findByRole('toolbar', { name: 'Textformat' });
    const editor = screen.getByRole('textbox', { name: 'Text' });
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    fireEvent.keyDown(editor, { key: 'a', ctrlKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'Zwischenüberschrift' }));
    expect(container.querySelector('textarea[name="text"]')).toHaveValue('<h2>Bauarbeiten</h2>');
  });

  it('stays a text area of HTML when the text has markup the editor would drop', () => {
    render(<TextFeld label="Text" wert={'<p>Siehe <a href="/aktuelles">Aktuelles</a></p><table><tr><td>1</td></tr></table>'} />);
    fireEvent.pointerEnter(screen.getByRole('textbox', { name: 'Text' }));
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveAccessibleDescription(/Editor nicht kennt/);
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it.each([
    ['<h2>Anfahrt</h2><p>Mit <strong>Bus</strong> und <a href="https://www.musterstadt.de/bus">Bahn</a></p><ul><li>eins</li></ul>', true],
    ['Nur Text ohne Markup', true],
    ['<p>Siehe <a href="/aktuelles">Aktuelles</a></p>', false],
    ['<table><tr><td>1</td></tr></table>', false],
    ['<h4>Klein</h4>', false],
    ['<figure><img src="/api/cms/medien/a.jpg" alt="A"></figure>', false],
  ])('knows whether the editor keeps %s', (html, kann) => {
    expect(editorKannText(html)).toBe(kann);
  });
});
