import { medienSrcSet } from './medien';

describe('medienSrcSet', () => {
  it('lists every width of a picture of the media library', () => {
    expect(medienSrcSet('/api/cms/medien/kurpark-im-herbst-1a2b3c4d.jpg')).toBe(
      [320, 640, 960, 1280, 1920].map((breite) => `/api/cms/medien/kurpark-im-herbst-1a2b3c4d-${breite}w.webp ${breite}w`).join(', '),
    );
    expect(medienSrcSet('/api/cms/medien/wappen.png')).toMatch(/^\/api\/cms\/medien\/wappen-320w\.webp 320w, /);
  });

  it('leaves any other picture alone: shipped illustrations, pictures of form submissions, other sites, a preview’s address, a width', () => {
    for (const url of [
      '/api/cms/media/rathaus.svg',
      '/api/cms/bilder/laterne-1a2b.jpg',
      'https://example.org/api/cms/medien/x.jpg',
      '/api/cms/medien/kurpark.jpg?vorschau=abc',
      '/api/cms/medien/kurpark-640w.webp',
      '/api/cms/medien/plan.pdf',
      '',
      null,
      undefined,
    ]) {
      expect(medienSrcSet(url)).toBeUndefined();
    }
  });
});
