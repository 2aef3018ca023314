/** @jest-environment node */
import { errorText, validHost, wantsHtml } from './errors';

describe('framework error answers', () => {
  it('accept host names, IPv4 and bracketed IPv6 addresses with a port, and nothing else', () => {
    for (const host of ['www.musterstadt.de', 'localhost:4200', '127.0.0.1:6200', '[::1]:4200']) expect([host, validHost(host)]).toEqual([host, true]);
    for (const host of [undefined, '', 'exa mple.de', 'evil.example/x', 'a@b', '[zz]', 'host:port', '-start.example', `${'a'.repeat(300)}.de`]) {
      expect([host, validHost(host)]).toEqual([host, false]);
    }
  });

  it('give the error page of a page address to every client that does not ask for JSON alone', () => {
    const page = (accept?: string) => wantsHtml({ url: '/aktuelles/%ZZ', headers: accept === undefined ? {} : { accept } });
    expect(page('text/html,application/xhtml+xml,*/*;q=0.8')).toBe(true);
    expect(page('*/*')).toBe(true);
    expect(page()).toBe(true);
    expect(page('application/json, text/plain')).toBe(true);
    expect(page('application/json')).toBe(false);
    expect(page('application/problem+json, application/json;q=0.9')).toBe(false);
    expect(page('application/json, text/html;q=0')).toBe(false);
  });

  it('give the error page of a data endpoint only to a browser that asks for HTML', () => {
    const data = (url: string, accept?: string) => wantsHtml({ url, headers: accept === undefined ? {} : { accept } });
    expect(data('/api/cms/x', 'text/html,*/*;q=0.8')).toBe(true);
    expect(data('/_forms/kontakt', '*/*')).toBe(false);
    expect(data('/_page?url=%ZZ')).toBe(false);
    expect(data('/api/cms/x', 'application/json, text/html')).toBe(false);
  });

  it('answer in German, also for a status without its own text', () => {
    expect(errorText(405)).toBe('Diese Anfragemethode wird hier nicht unterstützt.');
    expect(errorText(413)).toBe('Die gesendeten Daten sind zu umfangreich.');
    expect(errorText(418)).toBe(errorText(400));
    expect(errorText(502)).toBe(errorText(500));
  });
});
