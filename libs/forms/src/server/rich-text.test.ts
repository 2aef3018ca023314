import { richTextAsPlainText, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps paragraphs, marks, lists and web links', () => {
    const html =
      '<p>Das <strong>Sommerfest</strong> mit <em>Musik</em> und <a href="https://musikverein.example.org/fest">Programm</a></p><ul><li>Kuchen</li><li>Grill</li></ul>';
    expect(sanitizeRichText(html)).toBe(
      '<p>Das <strong>Sommerfest</strong> mit <em>Musik</em> und <a href="https://musikverein.example.org/fest" rel="nofollow noopener noreferrer">Programm</a></p><ul><li>Kuchen</li><li>Grill</li></ul>',
    );
    expect(sanitizeRichText('<b>fett</b> und <i>kursiv</i>')).toBe('<p><strong>fett</strong> und <em>kursiv</em></p>');
  });

  it.each([
    ['a script', '<p>Hallo</p><script>alert(1)</script>', '<p>Hallo</p>'],
    ['an event handler', '<p onclick="alert(1)">Hallo</p><img src=x onerror="alert(1)">', '<p>Hallo</p>'],
    ['a javascript: link', '<p><a href="javascript:alert(1)">klick</a></p>', '<p><a rel="nofollow noopener noreferrer">klick</a></p>'],
    ['an encoded javascript: link', '<p><a href="jav&#x09;ascript:alert(1)">klick</a></p>', '<p><a rel="nofollow noopener noreferrer">klick</a></p>'],
    ['a data: link', '<p><a href="data:text/html,<script>alert(1)</script>">x</a></p>', '<p><a rel="nofollow noopener noreferrer">x</a></p>'],
    [
      'styles, frames and forms',
      '<style>p{}</style><iframe src="https://evil.example"></iframe><form><input></form><p style="color:red">Text</p>',
      '<p>Text</p>',
    ],
    ['an svg with a script', '<svg><script>alert(1)</script></svg><p>ok</p>', '<p>ok</p>'],
  ])('removes %s', (_case, input, expected) => {
    const clean = sanitizeRichText(input);
    expect(clean).toBe(expected);
    expect(clean).not.toMatch(/<script|\bon\w+=|javascript:/i);
  });

  it('turns text typed without markup into paragraphs and line breaks, escaping what looks like markup', () => {
    expect(sanitizeRichText('Erste Zeile\r\nzweite Zeile\r\n\r\nNeuer Absatz')).toBe('<p>Erste Zeile<br />zweite Zeile</p>\n<p>Neuer Absatz</p>');
    expect(sanitizeRichText('3 < 4 & 5 > 2')).toBe('<p>3 &lt; 4 &amp; 5 &gt; 2</p>');
    expect(sanitizeRichText('   ')).toBe('');
  });

  it('gives the words back as plain text for mails', () => {
    expect(richTextAsPlainText('<p>Das <strong>Fest</strong> &amp; mehr</p><ul><li>A</li><li>B</li></ul>')).toBe('Das Fest & mehr\nA\nB');
  });
});
