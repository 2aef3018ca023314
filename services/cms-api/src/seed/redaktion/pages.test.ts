import { REDAKTION_SEITEN } from './pages';

describe('the editorial pages', () => {
  // The content API refuses an item outside the editor's sections with a bare `{error}` (403); with
  // `errorOnEmpty` the shell makes that page a 404 that shows nothing of the item. A menu is public
  // anyway: its editor page says 403 (`errorOnForbidden`), as the content API does.
  it('answer 404 (a menu: 403) for an item the editor may not see: every page of one item asks for it with errorOnEmpty', () => {
    const seitenEinesInhalts = REDAKTION_SEITEN.filter((seite) => seite.url.endsWith('/:slug') && !/^\/redaktion\/(konten|medien)\//.test(seite.url));
    expect(seitenEinesInhalts.map((seite) => seite.url)).toEqual([
      '/redaktion/inhalte/:slug',
      '/redaktion/verlauf/:slug',
      '/redaktion/vergleich/:slug',
      '/redaktion/menues/:slug',
    ]);
    for (const seite of seitenEinesInhalts) {
      const aufruf = seite.apiCalls.find((call) => call.endpoint === '/api/cms/redaktion/inhalte/{slug}');
      const options = seite.url.startsWith('/redaktion/menues/') ? { errorOnEmpty: true, errorOnForbidden: true } : { errorOnEmpty: true };
      expect({ url: seite.url, options: aufruf?.options }).toEqual({ url: seite.url, options });
      expect(seite.blocks.every((block) => ((block.context?.apiCalls ?? []) as string[]).includes(aufruf?.name ?? ''))).toBe(true);
    }
  });

  it('answer 404 for a file of the media library outside the editor’s sections (errorOnEmpty)', () => {
    const seite = REDAKTION_SEITEN.find((eintrag) => eintrag.url === '/redaktion/medien/:slug');
    expect(seite?.apiCalls).toEqual([{ name: 'medium', endpoint: '/api/cms/redaktion/medien/{slug}', params: {}, options: { errorOnEmpty: true } }]);
  });
});
