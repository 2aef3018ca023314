import { MARK_START as S, MARK_STOP as E, detailUrl, guidePath, markedSnippet, safeTarget, sentenceSnippet, sentences } from './search-result';

const hit = (over: Partial<Parameters<typeof detailUrl>[0]> & { es_pfad?: string; es_pfad_ext?: string }) => ({
  _type: over._type ?? 'page',
  ...(over.url !== undefined ? { url: over.url } : {}),
  _source: { es_pfad: over.es_pfad ?? '/seite', titel: 'Titel', ...(over.es_pfad_ext !== undefined ? { es_pfad_ext: over.es_pfad_ext } : {}) },
});

describe('detailUrl (the four redirect rules)', () => {
  it('sends a web-contact to its url', () => {
    expect(detailUrl(hit({ _type: 'web-contact', url: 'https://www.polizei-bw.de/', es_pfad: '/wegweiser' }))).toBe('https://www.polizei-bw.de/');
  });

  it('sends a directory-guide entry to the guide path built from es_pfad', () => {
    expect(detailUrl(hit({ _type: 'directory-guide', es_pfad: 'leistungen/fischereischein', es_pfad_ext: 'https://example.org' }))).toBe(
      '/wegweiser/leistungen/fischereischein',
    );
  });

  it('prefers es_pfad_ext, else es_pfad, for every other type', () => {
    expect(detailUrl(hit({ _type: 'link', es_pfad: '/wegweiser', es_pfad_ext: 'https://www.geoportal-bw.de/' }))).toBe('https://www.geoportal-bw.de/');
    expect(detailUrl(hit({ _type: 'link', es_pfad: '/wegweiser', es_pfad_ext: '/abfall' }))).toBe('/abfall');
    expect(detailUrl(hit({ _type: 'article', es_pfad: '/aktuelles/haushalt' }))).toBe('/aktuelles/haushalt');
  });

  it('never yields a hostile target: the next rule applies instead', () => {
    expect(detailUrl(hit({ _type: 'link', es_pfad: '/wegweiser', es_pfad_ext: 'javascript:alert(1)' }))).toBe('/wegweiser');
    expect(detailUrl(hit({ _type: 'link', es_pfad: '/wegweiser', es_pfad_ext: 'data:text/html,<script>alert(1)</script>' }))).toBe('/wegweiser');
    expect(detailUrl(hit({ _type: 'web-contact', url: 'javascript:alert(1)', es_pfad: '/wegweiser' }))).toBe('/wegweiser');
    expect(detailUrl(hit({ _type: 'page', es_pfad: '//evil.example/' }))).toBeNull();
    expect(detailUrl(hit({ _type: 'directory-guide', es_pfad: '../../etc' }))).toBeNull();
  });

  it('checks targets and guide paths', () => {
    expect(safeTarget(' /abfall ')).toBe('/abfall');
    expect(safeTarget('/\\evil.example')).toBeNull();
    expect(safeTarget('JAVASCRIPT:alert(1)')).toBeNull();
    expect(guidePath('/personen/x')).toBe('/wegweiser/personen/x');
    expect(guidePath('leistungen/<script>')).toBeNull();
  });
});

describe('markedSnippet', () => {
  it('keeps only <mark> as markup', () => {
    expect(markedSnippet(`Die ${S}Feuerwehr${E} &amp; ihre &lt;script&gt;alert(1)&lt;/script&gt; Fahrzeuge`)).toBe(
      'Die <mark>Feuerwehr</mark> &amp; ihre &lt;script&gt;alert(1)&lt;/script&gt; Fahrzeuge',
    );
    expect(markedSnippet(`a < b <img src=x onerror=alert(1)> ${S}Fachwerk${E}häuser`)).toBe(
      'a &lt; b &lt;img src=x onerror=alert(1)&gt; <mark>Fachwerk</mark>häuser',
    );
  });

  it('drops unbalanced markers and handles empty input', () => {
    expect(markedSnippet(`${S}offen ${S}Rathaus${E} ${E}`)).toBe('offen <mark>Rathaus</mark>');
    expect(markedSnippet(null)).toBe('');
  });
});

describe('sentences', () => {
  it('splits where a sentence ends, not after abbreviations, initials or ordinal numbers', () => {
    expect(sentences('Das Bad ist groß. Es gibt z. B. Rutschen am 1. Juni. Kommen Sie! Nr. 5 ist frei.')).toEqual([
      'Das Bad ist groß.',
      'Es gibt z. B. Rutschen am 1. Juni.',
      'Kommen Sie!',
      'Nr. 5 ist frei.',
    ]);
    expect(sentences(`Ein Satz. ${S}Barrierefrei${E} ist der Eingang.`)).toEqual(['Ein Satz.', `${S}Barrierefrei${E} ist der Eingang.`]);
  });
});

describe('sentenceSnippet', () => {
  const page =
    '<p>Das Freibad hat ein 50-Meter-Becken.\n<p>Auf der großen Liegewiese stehen Tischtennisplatten bereit. Das Bad ist ' +
    `${S}barrierefrei${E} zugänglich.\n<ul><li>Kiosk mit Eis\n<li>${S}Barrierefreie${E} Toilette\n</ul>`;

  it('begins with the sentence of the first match and runs on to the following ones', () => {
    expect(sentenceSnippet(page)).toBe(`Das Bad ist ${S}barrierefrei${E} zugänglich. Kiosk mit Eis ${S}Barrierefreie${E} Toilette`);
    expect(markedSnippet(sentenceSnippet(page))).toBe('Das Bad ist <mark>barrierefrei</mark> zugänglich. Kiosk mit Eis <mark>Barrierefreie</mark> Toilette');
  });

  it('keeps to about the word limit, ends a cut sentence with an ellipsis, and starts at the top without a match', () => {
    const long = `<p>Im ${S}Rathaus${E} ${'gibt es viele Räume '.repeat(12)}am Ende.\n`;
    const snippet = sentenceSnippet(long, 10);
    expect(snippet.startsWith(`Im ${S}Rathaus${E} gibt es`)).toBe(true);
    expect(snippet.endsWith(' …')).toBe(true);
    expect(snippet.split(' ')).toHaveLength(11);
    expect(sentenceSnippet('<p>Erster Satz. Zweiter Satz.\n')).toBe('Erster Satz. Zweiter Satz.');
    expect(sentenceSnippet(null)).toBe('');
  });

  it('drops tags but leaves encoded text for markedSnippet to escape', () => {
    expect(markedSnippet(sentenceSnippet('<p>Die <strong>Feuerwehr</strong> &amp; ihre &lt;b&gt;Wagen.\n'))).toBe('Die Feuerwehr &amp; ihre &lt;b&gt;Wagen.');
  });
});
