import { loggedRequest } from './http';

describe('the request line of the log', () => {
  it("leaves out a preview link's token (in the query of the preview and of its pictures), and keeps the rest", () => {
    const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyZXYiOjEyfQ.c2lnbmF0dXJl';
    const preview = loggedRequest({ method: 'GET', url: `/api/cms/redaktion/vorschau?token=${token}`, ip: '127.0.0.1' });
    const picture = loggedRequest({ method: 'GET', url: `/api/cms/medien/dach-1a2b.jpg?vorschau=${token}`, ip: '127.0.0.1' });
    expect(JSON.stringify([preview, picture])).not.toContain(token);
    expect(preview).toEqual({ method: 'GET', url: '/api/cms/redaktion/vorschau?token=[entfernt]', remoteAddress: '127.0.0.1' });
    expect(picture.url).toBe('/api/cms/medien/dach-1a2b.jpg?vorschau=[entfernt]');
    expect(loggedRequest({ method: 'GET', url: '/api/cms/artikel?seite=2', ip: '::1' }).url).toBe('/api/cms/artikel?seite=2');
  });
});
