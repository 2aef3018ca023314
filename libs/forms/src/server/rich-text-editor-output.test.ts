/**
 * @jest-environment jsdom
 */
import { parseRichText, richTextHtml } from '@musterstadt/ui/forms/rich-text-html';
import { sanitizeRichText } from './rich-text';

// What the browser's editor writes into the field is exactly what the server keeps of it.
describe('the rich-text editor writes the allowlisted HTML the server keeps', () => {
  it.each([
    ['paragraphs and marks', '<p>Das <strong>Sommerfest</strong> mit <em>Musik</em> &amp; Tanz</p><p>Zweiter Absatz<br>mit Umbruch</p>'],
    ['both lists, nested', '<ul><li>Kuchen<ul><li>Apfel</li></ul></li></ul><ol><li>Anmeldung</li><li>Eintritt</li></ol>'],
    ['links', '<p><a href="https://musikverein.example.org/fest?a=1&b=2">Programm</a> und <a href="mailto:kulturamt@musterstadt.de">Mail</a></p>'],
    [
      'markup the server drops',
      '<h2>Titel</h2><script>alert(1)</script><p onclick="x()">Text <span style="color:red">rot</span> <a href="javascript:alert(1)">klick</a></p>',
    ],
    ['text typed without the editor', 'Erste Zeile\nzweite Zeile\n\nNeuer Absatz mit 3 < 4 & "Anführung"'],
    ['bold and italic as b and i', '<b>fett</b> und <i>kursiv</i>'],
  ])('%s', (_case, input) => {
    const written = richTextHtml(parseRichText(input));
    expect(written).not.toBe('');
    expect(sanitizeRichText(written)).toBe(written);
  });

  it('writes nothing for an empty editor, as the server keeps nothing of blanks', () => {
    expect(richTextHtml(parseRichText(''))).toBe('');
    expect(sanitizeRichText('   ')).toBe('');
  });
});
