/** @jest-environment node */
import { allowedScriptPrefixes, allowedScriptSource, sanitizeContent, sanitizeRichText } from './sanitize';

const WIDGETS = ['/api/cms/widgets/', 'https://stellen.example.org/widget/'];
const clean = (html: string) => sanitizeRichText(html, { allowedScriptPrefixes: WIDGETS });

/** Payloads that must leave no way to run code; each would call xss(n) if it got through. */
const PAYLOADS = [
  '<script>xss(1)</script>',
  '<img src="x" onerror="xss(2)">',
  '<a href="javascript:xss(3)">Klick</a>',
  '<a href="jav&#x09;ascript:xss(4)">Klick</a>',
  '<svg onload="xss(5)"><circle r="5"/></svg>',
  '<svg><script>xss(6)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=xss(7)></style></mglyph></table></mtext></math>',
  '<iframe srcdoc="<script>parent.xss(8)</script>"></iframe>',
  '<script src="https://evil.example/xss9.js"></script>',
  '<script src="/api/cms/widgets/../media/xss10.js"></script>',
  '<script src="//evil.example/api/cms/widgets/xss11.js"></script>',
  '<script src="data:text/javascript,xss(12)"></script>',
  '<div style="background:url(javascript:xss(13))" onmouseover="xss(13)">Fläche</div>',
  '<details open ontoggle="xss(14)"><summary>Mehr</summary></details>',
  '<noscript><p title="</noscript><img src=x onerror=xss(15)>"></p></noscript>',
  '<form action="javascript:xss(16)"><button>Senden</button></form>',
  '<object data="javascript:xss(17)"></object><embed src="javascript:xss(17)">',
  '<meta http-equiv="refresh" content="0;url=javascript:xss(18)"><base href="javascript:/">',
  '<script src="https://stellen.example.org.evil.example/widget/xss19.js"></script>',
  '<ms-script src="https://evil.example/xss20.js"></ms-script>',
  '<script src="/api/cms/widgets%2f..%2fmedia/xss21.js"></script>',
  '<input autofocus onfocus="xss(22)">',
];

describe('sanitizeRichText', () => {
  it.each(PAYLOADS.map((payload, index) => [index + 1, payload]))('defuses payload %i', (_n, payload) => {
    const html = clean(payload as string);
    expect(html).not.toMatch(/xss\(|xss\d|javascript:|on[a-z]+=|<script|<svg|<math|<iframe|<object|<embed|<meta|<base|<style|<form|<input|srcdoc|<ms-script/i);
  });

  it('keeps an embedded script whose source starts with an allowed prefix, inert and without inline code', () => {
    expect(clean('<div id="stellenportal"></div><script src="/api/cms/widgets/stellenfilter.js" async data-ort="Musterstadt">alert(1)</script>')).toBe(
      '<div id="stellenportal"></div><ms-script data-ort="Musterstadt" src="/api/cms/widgets/stellenfilter.js"></ms-script>',
    );
    expect(clean('<script src="https://stellen.example.org/widget/v2.js?mandant=7" integrity="sha384-abc" crossorigin="anonymous"></script>')).toBe(
      '<ms-script integrity="sha384-abc" crossorigin="anonymous" src="https://stellen.example.org/widget/v2.js?mandant=7"></ms-script>',
    );
  });

  it('drops every script when the block allows none', () => {
    expect(sanitizeRichText('<p>Text</p><script src="/api/cms/widgets/stellenfilter.js"></script>')).toBe('<p>Text</p>');
  });

  it('keeps ordinary content', () => {
    const html =
      '<h2 id="anfahrt">Anfahrt</h2><p>Mit dem <a href="/veranstaltungen">Bus</a> oder <a href="tel:+4979991230">anrufen</a>.</p><img src="/api/cms/media/rathaus.svg" alt="Rathaus" />';
    expect(clean(html)).toBe(html);
  });

  it('adds rel to links that open a new window and turns h1 into h2', () => {
    expect(clean('<h1>Titel</h1><a href="https://www.schwarzwald.de" target="_blank">Schwarzwald</a>')).toBe(
      '<h2>Titel</h2><a href="https://www.schwarzwald.de" target="_blank" rel="noopener noreferrer">Schwarzwald</a>',
    );
  });

  it('keeps content from taking over the ids and landmarks the page relies on', () => {
    expect(clean('<main><p id="__BOOT__">a</p><p id="inhalt">b</p><p id="ms-announcer">c</p><p id="root">d</p></main>')).toBe(
      '<p>a</p><p>b</p><p>c</p><p>d</p>',
    );
  });

  it('trims duplicate containers the owning remote names (the job-listing one) to the first one', () => {
    const once = (html: string) => sanitizeRichText(html, { uniqueContainers: ['stellenportal'] });
    expect(once('<div id="stellenportal"><ul><li>Erzieherin</li></ul></div><p>Dazwischen</p><div id="stellenportal"><ul><li>Erzieherin</li></ul></div>')).toBe(
      '<div id="stellenportal"><ul><li>Erzieherin</li></ul></div><p>Dazwischen</p>',
    );
    expect(once('<div class="stellenportal">A</div><div class="stellenportal">B</div>')).toBe('<div class="stellenportal">A</div>');
    // Without the remote's word, the shell knows no widget container and keeps both.
    expect(clean('<div class="stellenportal">A</div><div class="stellenportal">B</div>')).toBe(
      '<div class="stellenportal">A</div><div class="stellenportal">B</div>',
    );
  });
});

describe('script prefixes', () => {
  it('trusts only same-site paths and https URLs with a host', () => {
    expect(
      allowedScriptPrefixes({
        erlaubteSkripte: ['/api/cms/widgets/', 'https://stellen.example.org', 'http://unsicher.example/', '//cdn.example/', 'javascript:', 42, ' /x/../y/ '],
      }),
    ).toEqual(['/api/cms/widgets/', 'https://stellen.example.org/', '/y/']);
    expect(allowedScriptPrefixes({})).toEqual([]);
    expect(allowedScriptPrefixes({ erlaubteSkripte: '/api/' })).toEqual([]);
  });

  it('judges the normalised source', () => {
    const prefixes = allowedScriptPrefixes({ erlaubteSkripte: WIDGETS });
    expect(allowedScriptSource('/api/cms/widgets/a.js', prefixes)).toBe('/api/cms/widgets/a.js');
    expect(allowedScriptSource('/api/cms/widgets/./a.js', prefixes)).toBe('/api/cms/widgets/a.js');
    expect(allowedScriptSource('/api/cms/widgets/%2e%2e/media/a.js', prefixes)).toBeNull();
    expect(allowedScriptSource('HTTPS://STELLEN.EXAMPLE.ORG/widget/a.js', prefixes)).toBe('https://stellen.example.org/widget/a.js');
    expect(allowedScriptSource('https://user@stellen.example.org/widget/a.js', prefixes)).toBeNull();
    expect(allowedScriptSource('https://stellen.example.org@evil.example/widget/a.js', prefixes)).toBeNull();
    expect(allowedScriptSource('widget/a.js', prefixes)).toBeNull();
    expect(allowedScriptSource('https://stellen.example.org/widget/a.js', ['/api/cms/widgets/'])).toBeNull();
  });
});

describe('sanitizeContent', () => {
  it('sanitises the HTML fields of a whole answer and leaves other strings alone', () => {
    const answer = {
      data: [
        { titel: '<b>Titel</b>', text: '<p onclick="x()">Text</p>', links: [{ link: '/a', linktext: '<i>a</i>' }], einleitung: '<script>x()</script>Kurz' },
      ],
    };
    expect(sanitizeContent(answer)).toEqual({
      data: [{ titel: '<b>Titel</b>', text: '<p>Text</p>', links: [{ link: '/a', linktext: '<i>a</i>' }], einleitung: 'Kurz' }],
    });
  });
});

describe('HTML fields', () => {
  it("sanitises every field the accessibility statement renders as HTML, like any other template's", () => {
    const block = { template: 'barrierefreiheit', context: { erstellung: PAYLOADS.join(''), durchsetzung: PAYLOADS.join(''), stand: '<b>Text</b>' } };
    const safe = sanitizeContent(block);
    for (const field of ['erstellung', 'durchsetzung'] as const) expect(safe.context[field]).not.toMatch(/<script|onerror|javascript:|onload|onfocus/i);
    // A plain-text field stays as it is: React renders it as text.
    expect(safe.context.stand).toBe('<b>Text</b>');
  });
});
