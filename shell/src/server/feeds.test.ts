import { newsFeedXml, robotsTxt, sitemapXml, xmlEscape } from './feeds';

const origin = 'https://www.musterstadt.de';

describe('sitemapXml', () => {
  it('lists absolute, escaped addresses once, with their last change', () => {
    const xml = sitemapXml(
      [
        { url: '/', lastmod: '2026-11-20T08:00:00Z' },
        { url: '/aktuelles/a?x=1&y=2', lastmod: null },
        { url: '/', lastmod: null },
        { url: 'javascript:alert(1)' },
      ],
      origin,
    );
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toContain('<url><loc>https://www.musterstadt.de/</loc><lastmod>2026-11-20T08:00:00.000Z</lastmod></url>');
    expect(xml).toContain('<url><loc>https://www.musterstadt.de/aktuelles/a?x=1&amp;y=2</loc></url>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).not.toContain('javascript');
  });
});

describe('newsFeedXml', () => {
  it('writes an Atom entry per news item with escaped, sanitised content', () => {
    const xml = newsFeedXml(
      [
        {
          id: 1,
          titel: 'Haushalt & Finanzen',
          einleitung: '<p>Der Rat hat <b>beschlossen</b>.</p>',
          text: '<p onclick="x()">Text</p><script>alert(1)</script>',
          datum_von: '2026-11-20T08:00:00Z',
          detailURL: '/aktuelles/haushalt',
          rubriken: [{ id: 11, titel: 'Rathaus & Politik' }],
        },
        { id: 2, titel: 'Ohne Adresse', detailURL: null },
      ],
      origin,
    );
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">');
    expect(xml).toContain('<link rel="self" type="application/atom+xml" href="https://www.musterstadt.de/aktuelles/feed.xml"/>');
    expect(xml).toContain('<updated>2026-11-20T08:00:00.000Z</updated>');
    expect(xml).toContain('<title>Haushalt &amp; Finanzen</title>');
    expect(xml).toContain('<id>https://www.musterstadt.de/aktuelles/haushalt</id>');
    expect(xml).toContain('<summary type="text">Der Rat hat beschlossen.</summary>');
    expect(xml).toContain('<content type="html">&lt;p&gt;Text&lt;/p&gt;</content>');
    expect(xml).toContain('<category term="Rathaus &amp; Politik"/>');
    expect(xml.match(/<entry>/g)).toHaveLength(1);
  });

  it('drops characters XML cannot carry', () => {
    expect(xmlEscape('a\u0000b\u0008c<')).toBe('abc&lt;');
  });
});

describe('robotsTxt', () => {
  it('lets robots read the site but the private areas, and names the sitemap', () => {
    expect(robotsTxt(origin, ['/intranet'])).toBe('User-agent: *\nDisallow: /intranet\nAllow: /\nSitemap: https://www.musterstadt.de/sitemap.xml\n');
    expect(robotsTxt(origin, [])).toBe('User-agent: *\nAllow: /\nSitemap: https://www.musterstadt.de/sitemap.xml\n');
  });
});
