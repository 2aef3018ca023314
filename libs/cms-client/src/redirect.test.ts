import { isSameSitePath, safeRedirectTarget } from './redirect';

describe('safeRedirectTarget', () => {
  it.each([
    ['/wegweiser/leistungen/personalausweis-beantragen', '/wegweiser/leistungen/personalausweis-beantragen'],
    ['/suche?q=Fachwerk%20%26%20Altstadt#treffer', '/suche?q=Fachwerk%20%26%20Altstadt#treffer'],
    ['https://www.service-bw.de/', 'https://www.service-bw.de/'],
    ['HTTPS://www.polizei-bw.de', 'https://www.polizei-bw.de/'],
    ['  http://example.org/a  ', 'http://example.org/a'],
  ])('follows %s', (target, expected) => {
    expect(safeRedirectTarget(target)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:info@musterstadt.de',
    '//evil.example/',
    '/\\evil.example/',
    '/%0d%0a' + '\r\nSet-Cookie: x=1',
    'wegweiser/leistungen',
    '',
    null,
    42,
  ])('refuses %p', (target) => {
    expect(safeRedirectTarget(target)).toBeNull();
  });

  it('tells same-site paths from others', () => {
    expect(isSameSitePath('/abfall')).toBe(true);
    expect(isSameSitePath('//abfall')).toBe(false);
    expect(isSameSitePath('/\\abfall')).toBe(false);
    expect(isSameSitePath('https://www.musterstadt.de/abfall')).toBe(false);
  });
});
