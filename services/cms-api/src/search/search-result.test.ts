import { MARK_START as S, MARK_STOP as E, detailUrl, guidePath, markedSnippet, safeTarget } from './search-result';

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
