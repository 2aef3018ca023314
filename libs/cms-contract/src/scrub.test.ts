import { scrubEvent, scrubText } from './scrub';

describe('scrubbing of error events', () => {
  it('removes e-mail addresses, tokens and secrets from text', () => {
    const text = scrubText(
      'Login von max.mustermann@example.org fehlgeschlagen, Bearer abc.def, jwt eyJhbGciOi.eyJzdWIiOjF9.c2lnbmF0dXJl /seite?token=123&email=a%40b.de a3f5b7c9d1e2f3a4b5c6d7e8f9a0b1c2d3',
    );
    expect(text).not.toMatch(/mustermann|abc\.def|eyJ|123|a%40b|a3f5b7c9/);
    expect(text).toContain('[E-Mail entfernt]');
  });

  it('drops a token in a link whole, whatever its form, and keeps the rest of the address', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6NDJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
    expect(scrubText(`/redaktion/vorschau?token=${jwt}&seite=2`)).toBe('/redaktion/vorschau?token=[entfernt]&seite=2');
    expect(scrubText(`/api/cms/medien/dach.jpg?vorschau=${jwt}`)).toBe('/api/cms/medien/dach.jpg?vorschau=[entfernt]');
    expect(scrubText(`Vorschau mit ${jwt} geöffnet`)).toBe('Vorschau mit [Token entfernt] geöffnet');
  });

  it('keeps the error and its tags but drops cookies, headers, form data, query and user', () => {
    const event = {
      message: 'Fehler bei anna@musterstadt.de',
      tags: { remote: 'town', remote_version: 'abc123', template: 'pwa-uebersicht' },
      exception: { values: [{ type: 'TypeError', value: 'device.schritte.map is not a function' }] },
      request: {
        url: 'https://musterstadt.de/app?email=anna@musterstadt.de',
        cookies: { 'ms-sitzung': 'geheim' },
        headers: { cookie: 'ms-sitzung=geheim', authorization: 'Bearer x', 'user-agent': 'Chromium' },
        data: { nachricht: 'Hallo', email: 'anna@musterstadt.de' },
        query_string: 'email=anna@musterstadt.de',
      },
      user: { email: 'anna@musterstadt.de', ip_address: '192.0.2.1' },
      breadcrumbs: [
        { category: 'ui.input', message: 'input[name=nachricht]' },
        { category: 'navigation', data: { to: '/app' } },
      ],
    };
    const scrubbed = scrubEvent(event);
    const text = JSON.stringify(scrubbed);
    expect(text).not.toMatch(/anna@|geheim|Bearer x|Hallo|192\.0\.2\.1|nachricht/);
    expect(scrubbed.tags).toEqual(event.tags);
    expect(scrubbed.exception).toEqual(event.exception);
    expect(scrubbed.request.url).toBe('https://musterstadt.de/app');
    expect(scrubbed.request.headers).toEqual({ 'user-agent': 'Chromium' });
    expect(scrubbed.breadcrumbs).toHaveLength(1);
  });
});
