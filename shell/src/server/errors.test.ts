/** @jest-environment node */
import { errorText, validHost, wantsHtml } from './errors';

describe('framework error answers', () => {
  it('accept host names, IPv4 and bracketed IPv6 addresses with a port, and nothing else', () => {
    for (const host of ['www.musterstadt.de', 'localhost:4200', '127.0.0.1:6200', '[::1]:4200']) expect([host, validHost(host)]).toEqual([host, true]);
    for (const host of [undefined, '', 'exa mple.de', 'evil.example/x', 'a@b', '[zz]', 'host:port', '-start.example', `${'a'.repeat(300)}.de`]) {
      expect([host, validHost(host)]).toEqual([host, false]);
    }
  });

  it('give a browser that asks for HTML the error page, and everything else JSON', () => {
    expect(wantsHtml({ headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } })).toBe(true);
    expect(wantsHtml({ headers: { accept: 'application/json' } })).toBe(false);
    expect(wantsHtml({ headers: {} })).toBe(false);
  });

  it('answer in German, also for a status without its own text', () => {
    expect(errorText(405)).toBe('Diese Anfragemethode wird hier nicht unterstützt.');
    expect(errorText(413)).toBe('Die gesendeten Daten sind zu umfangreich.');
    expect(errorText(418)).toBe(errorText(400));
    expect(errorText(502)).toBe(errorText(500));
  });
});
