import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RichTextField } from './index';
import { linkHref, parseRichText, richTextHtml, sourceAsHtml } from './rich-text-html';

const html = (source: string) => richTextHtml(parseRichText(source));

describe('rich-text model', () => {
  it('keeps paragraphs, line breaks, bold, italic, both lists and web links, and writes them as the server keeps them', () => {
    expect(
      html(
        '<p>Das <b>Sommerfest</b> mit <i>Musik</i><br>und <a href="https://musikverein.example.org/fest">Programm</a></p><ol><li>Kuchen</li></ol><ul><li><p>Grill</p></li></ul>',
      ),
    ).toBe(
      '<p>Das <strong>Sommerfest</strong> mit <em>Musik</em><br />und <a href="https://musikverein.example.org/fest" rel="nofollow noopener noreferrer">Programm</a></p><ol><li><p>Kuchen</p></li></ol><ul><li><p>Grill</p></li></ul>',
    );
  });

  it.each([
    ['a script', '<p>Hallo</p><script>alert(1)</script>', '<p>Hallo</p>'],
    ['an event handler and a picture', '<p onclick="alert(1)">Hallo<img src=x onerror="alert(1)"></p>', '<p>Hallo</p>'],
    ['a javascript: link', '<p><a href="javascript:alert(1)">klick</a></p>', '<p>klick</p>'],
    ['a data: link', '<p><a href="data:text/html,x">x</a></p>', '<p>x</p>'],
    [
      'headings, styles and frames',
      '<h1>Titel</h1><style>p{}</style><iframe src="https://evil.example"></iframe><p style="color:red">Text</p>',
      '<p>Titel</p><p>Text</p>',
    ],
    ['an ordered list’s start', '<ol start="3"><li>drei</li></ol>', '<ol><li><p>drei</p></li></ol>'],
  ])('drops %s', (_case, input, expected) => {
    expect(html(input)).toBe(expected);
  });

  it('reads text typed into the plain text area as paragraphs and line breaks', () => {
    expect(sourceAsHtml('Erste Zeile\r\nzweite Zeile\r\n\r\nNeuer Absatz')).toBe('<p>Erste Zeile<br />zweite Zeile</p>\n<p>Neuer Absatz</p>');
    expect(html('3 < 4 & 5 > 2')).toBe('<p>3 &lt; 4 &amp; 5 &gt; 2</p>');
    expect(html('Eintritt <strong>frei</strong>.')).toBe('<p>Eintritt <strong>frei</strong>.</p>');
    expect(html('   ')).toBe('');
  });

  it('keeps subheadings (h2, h3) only where the field takes them', () => {
    const source = '<h2>Anfahrt</h2><p>Mit dem Bus</p><h3>Parken</h3><h4>Klein</h4>';
    expect(richTextHtml(parseRichText(source, true))).toBe('<h2>Anfahrt</h2><p>Mit dem Bus</p><h3>Parken</h3><p>Klein</p>');
    expect(html(source)).toBe('<p>Anfahrt</p><p>Mit dem Bus</p><p>Parken</p><p>Klein</p>');
  });

  it('keeps only http(s) and mailto addresses as links', () => {
    expect(linkHref(' https://www.musterstadt.de/kultur ')).toBe('https://www.musterstadt.de/kultur');
    expect(linkHref('mailto:kulturamt@musterstadt.de')).toBe('mailto:kulturamt@musterstadt.de');
    for (const wrong of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'www.musterstadt.de', 'mailto:niemand', ''])
      expect(linkHref(wrong)).toBeNull();
  });
});

function Field(props: { defaultValue?: string; error?: string }) {
  return (
    <form aria-label="Veranstaltung">
      <RichTextField id="f-text" name="beschreibung" label="Beschreibung" hint="20 bis 5000 Zeichen." {...props} />
    </form>
  );
}

/** The editor, once the visitor has pointed at the field, its chunk has loaded and the toolbar is there. */
async function editorOf(): Promise<HTMLElement> {
  fireEvent.pointerEnter(screen.getByRole('textbox', { name: 'Beschreibung' }));
  await screen.findByRole('toolbar', { name: 'Textformat' });
  return screen.getByRole('textbox', { name: 'Beschreibung' });
}

const source = (container: HTMLElement) => container.querySelector<HTMLTextAreaElement>('textarea[name="beschreibung"]')!;

describe('rich-text field without JavaScript', () => {
  it('is a labelled text area that says which marks it keeps', () => {
    document.body.innerHTML = renderToString(<Field defaultValue="<p>Hallo</p>" />);
    const area = screen.getByRole('textbox', { name: 'Beschreibung' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveValue('<p>Hallo</p>');
    expect(area).toHaveAccessibleDescription(/^20 bis 5000 Zeichen\. ?Trennen Sie Absätze durch eine leere Zeile\. Erlaubt sind außerdem <strong>/);
    expect(screen.queryByRole('toolbar')).toBeNull();
    document.body.innerHTML = '';
  });
});

describe('rich-text field with JavaScript', () => {
  it('becomes an editor labelled and described like the field; the text area stays in the form, out of sight', async () => {
    const { container } = render(<Field defaultValue={'Erster Absatz\n\nZweiter'} error="Bitte beschreiben Sie die Veranstaltung in 20 bis 5000 Zeichen." />);
    const editor = await editorOf();
    expect(editor.tagName).toBe('DIV');
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    expect(editor).toHaveAttribute('id', 'f-text');
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveAccessibleDescription(
      /^20 bis 5000 Zeichen\. ?Mit den Knöpfen über dem Feld .* Fehler: Bitte beschreiben Sie die Veranstaltung in 20 bis 5000 Zeichen\.$/,
    );
    // The plain text became what the server would keep, and that is what the form posts.
    expect(source(container)).not.toBeVisible();
    expect(new FormData(container.querySelector('form')!).get('beschreibung')).toBe('<p>Erster Absatz</p><p>Zweiter</p>');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('keeps the text area until the visitor focuses the field; what was typed carries over, the caret stays at its end', async () => {
    const { container } = render(<Field />);
    const area = screen.getByRole('textbox', { name: 'Beschreibung' });
    // No intent yet: no editor, however long the page is open.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('toolbar')).toBeNull();
    act(() => area.focus());
    fireEvent.change(area, { target: { value: 'Sommerfest am See' } });
    await screen.findByRole('toolbar', { name: 'Textformat' });
    const editor = screen.getByRole('textbox', { name: 'Beschreibung' });
    expect(editor.tagName).toBe('DIV');
    expect(editor).toHaveTextContent('Sommerfest am See');
    expect(editor).toHaveFocus();
    expect(source(container)).toHaveValue('<p>Sommerfest am See</p>');
    const selection = document.getSelection()!;
    expect(selection.anchorNode?.textContent).toBe('Sommerfest am See');
    expect(selection.anchorOffset).toBe('Sommerfest am See'.length);
  });

  it('becomes the editor at hydration when the visitor had already focused the server’s text area, keeping what was typed', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Field />);
    document.body.append(host);
    const area = within(host).getByRole('textbox', { name: 'Beschreibung' });
    area.focus();
    (area as HTMLTextAreaElement).value = 'Sommerfest am See';
    const root = await act(async () => hydrateRoot(host, <Field />));
    await within(host).findByRole('toolbar', { name: 'Textformat' });
    const editor = within(host).getByRole('textbox', { name: 'Beschreibung' });
    expect(editor.tagName).toBe('DIV');
    expect(editor).toHaveTextContent('Sommerfest am See');
    expect(editor).toHaveFocus();
    act(() => root.unmount());
    host.remove();
  });

  it('has a toolbar with one tab stop, arrow keys between its buttons, each saying whether it is on', async () => {
    render(<Field defaultValue="<p>Text</p>" />);
    await editorOf();
    const toolbar = screen.getByRole('toolbar', { name: 'Textformat' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Fett', 'Kursiv', 'Aufzählung', 'Nummerierte Liste', 'Link']);
    expect(buttons.map((button) => button.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'false', 'false', 'false']);
    expect(buttons[0]).toHaveAttribute('aria-keyshortcuts', 'Control+B');
    act(() => buttons[0]!.focus());
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowRight' });
    expect(buttons[1]).toHaveFocus();
    fireEvent.keyDown(buttons[1]!, { key: 'End' });
    expect(buttons[4]).toHaveFocus();
    expect(buttons.map((button) => button.tabIndex)).toEqual([-1, -1, -1, -1, 0]);
  });

  it('formats what is chosen with the keys and the toolbar, and writes the HTML into the field', async () => {
    const { container } = render(<Field defaultValue="<p>Sommerfest am See</p>" />);
    const editor = await editorOf();
    act(() => editor.focus());
    fireEvent.keyDown(editor, { key: 'a', ctrlKey: true });
    fireEvent.keyDown(editor, { key: 'b', ctrlKey: true });
    expect(source(container)).toHaveValue('<p><strong>Sommerfest am See</strong></p>');
    expect(screen.getByRole('button', { name: 'Fett' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Kursiv' }));
    expect(source(container)).toHaveValue('<p><strong><em>Sommerfest am See</em></strong></p>');
    fireEvent.click(screen.getByRole('button', { name: 'Aufzählung' }));
    expect(source(container)).toHaveValue('<ul><li><p><strong><em>Sommerfest am See</em></strong></p></li></ul>');
    expect(screen.getByRole('button', { name: 'Aufzählung' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Aufzählung' }));
    expect(source(container)).toHaveValue('<p><strong><em>Sommerfest am See</em></strong></p>');
  });

  it('offers a subheading button first where the field takes headings, and none elsewhere', async () => {
    const { container } = render(
      <form aria-label="Artikel">
        <RichTextField id="f-text" name="beschreibung" label="Beschreibung" headings defaultValue="<p>Anfahrt</p>" />
      </form>,
    );
    const editor = await editorOf();
    act(() => editor.focus());
    fireEvent.keyDown(editor, { key: 'a', ctrlKey: true });
    const [erster] = within(screen.getByRole('toolbar', { name: 'Textformat' })).getAllByRole('button');
    expect(erster).toHaveAccessibleName('Zwischenüberschrift');
    expect(erster).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(erster!);
    expect(source(container)).toHaveValue('<h2>Anfahrt</h2>');
    expect(erster).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(erster!);
    expect(source(container)).toHaveValue('<p>Anfahrt</p>');
  });

  it('has no subheading button in a form for citizens', async () => {
    render(<Field defaultValue="<p>Sommerfest</p>" />);
    await editorOf();
    expect(screen.queryByRole('button', { name: 'Zwischenüberschrift' })).toBeNull();
  });

  it('sets a link only to a web or mail address, from a labelled field that Enter confirms and Escape leaves', async () => {
    const { container } = render(<Field defaultValue="<p>Programm</p>" />);
    const editor = await editorOf();
    act(() => editor.focus());
    fireEvent.keyDown(editor, { key: 'a', ctrlKey: true });
    fireEvent.keyDown(editor, { key: 'k', ctrlKey: true });
    const address = screen.getByLabelText('Adresse des Links (https://…)');
    expect(address).toHaveFocus();
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(address).toHaveAccessibleDescription('Bitte geben Sie eine Adresse an, die mit https://, http:// oder mailto: beginnt.');
    expect(source(container)).toHaveValue('<p>Programm</p>');
    fireEvent.change(address, { target: { value: 'https://musikverein.example.org/programm' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(source(container)).toHaveValue('<p><a href="https://musikverein.example.org/programm" rel="nofollow noopener noreferrer">Programm</a></p>');
    expect(screen.queryByLabelText('Adresse des Links (https://…)')).toBeNull();
    expect(editor).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    fireEvent.keyDown(screen.getByLabelText('Adresse des Links (https://…)'), { key: 'Escape' });
    expect(screen.queryByLabelText('Adresse des Links (https://…)')).toBeNull();
    expect(editor).toHaveFocus();
  });
});
