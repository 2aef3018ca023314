import { plainText } from './plain-text';

describe('plainText', () => {
  it('joins inline markup without a space before punctuation', () => {
    expect(plainText('<p>Der Rat hat <b>beschlossen</b>.</p>')).toBe('Der Rat hat beschlossen.');
    expect(plainText('<p>Mehr im <a href="/amtsblatt">Amts<em>blatt</em></a>, Seite 3.</p>')).toBe('Mehr im Amtsblatt, Seite 3.');
  });

  it('keeps words of neighbouring blocks and line breaks apart', () => {
    expect(plainText('<p>Erster Absatz.</p><p>Zweiter Absatz.</p>')).toBe('Erster Absatz. Zweiter Absatz.');
    expect(plainText('Rathausplatz 1<br>12345 Musterstadt')).toBe('Rathausplatz 1 12345 Musterstadt');
    expect(plainText('<ul><li>Eins</li><li>Zwei</li></ul>')).toBe('Eins Zwei');
  });

  it('collapses whitespace to single spaces on one line', () => {
    expect(plainText('  <p>Der   Rat\n  tagt <strong>öffentlich</strong> </p>\n')).toBe('Der Rat tagt öffentlich');
  });
});

describe('plainText with entities', () => {
  it('decodes the editor’s entities once', () => {
    expect(plainText('<p>Rat&nbsp;&amp;&nbsp;Verwaltung: &quot;A&lt;B&quot; &#39;x&#39;</p>')).toBe('Rat & Verwaltung: "A<B" \'x\'');
    expect(plainText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  it('gives an empty text for a missing field', () => {
    expect(plainText(null)).toBe('');
    expect(plainText(undefined)).toBe('');
  });
});
