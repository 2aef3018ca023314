import { paragraphs, teaser } from './text';

describe('published plain text', () => {
  it('becomes escaped paragraphs, a single line break kept', () => {
    expect(paragraphs('Erste Zeile\nzweite Zeile\n\n\n<script>alert(1)</script> & mehr')).toBe(
      '<p>Erste Zeile<br />zweite Zeile</p><p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; mehr</p>',
    );
  });

  it('gives a notice its first paragraph as the teaser, cut after a word', () => {
    expect(teaser('Kurz & gut.\n\nZweiter Absatz.')).toBe('Kurz &amp; gut.');
    const long = `${'Wort '.repeat(60)}Ende`;
    const cut = teaser(long);
    expect(cut.endsWith('Wort …')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(200);
  });
});
