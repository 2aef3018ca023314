import { REDAKTION_SEITEN } from './pages';

describe('the editorial pages', () => {
  // The content API refuses an item outside the editor's sections with a bare `{error}` (403); with
  // `errorOnEmpty` the shell makes that page a 404 that shows nothing of the item. A menu is public
  // anyway: its editor page says 403 (`errorOnForbidden`), as the content API does.
  it('answer 404 (a menu: 403) for an item the editor may not see: every page of one item asks for it with errorOnEmpty', () => {
    const seitenEinesInhalts = REDAKTION_SEITEN.filter(
      (seite) => seite.url.endsWith('/:slug') && !/^\/redaktion\/(konten|medien|ratsmitglieder)\//.test(seite.url),
    );
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

  it('keep the council members’ pages to the administration and the council office and answer 404 for a member that does not exist', () => {
    const liste = REDAKTION_SEITEN.find((eintrag) => eintrag.url === '/redaktion/ratsmitglieder');
    const seite = REDAKTION_SEITEN.find((eintrag) => eintrag.url === '/redaktion/ratsmitglieder/:slug');
    expect(liste?.middleware).toEqual(['redaktion-anmeldung', 'redaktion-sitzungsdienst']);
    expect(seite?.middleware).toEqual(['redaktion-anmeldung', 'redaktion-sitzungsdienst']);
    const konten = REDAKTION_SEITEN.find((eintrag) => eintrag.url === '/redaktion/konten');
    expect(konten?.middleware).toEqual(['redaktion-anmeldung', 'redaktion-administration']);
    expect(seite?.apiCalls).toEqual([
      { name: 'ratsmitglied', endpoint: '/api/cms/redaktion/ratsmitglieder/{slug}', params: {}, options: { errorOnEmpty: true } },
    ]);
  });

  it('answer 404 for a file of the media library outside the editor’s sections (errorOnEmpty)', () => {
    const seite = REDAKTION_SEITEN.find((eintrag) => eintrag.url === '/redaktion/medien/:slug');
    expect(seite?.apiCalls).toEqual([{ name: 'medium', endpoint: '/api/cms/redaktion/medien/{slug}', params: {}, options: { errorOnEmpty: true } }]);
  });
});
