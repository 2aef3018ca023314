import type { CmsClient, CmsResponse, RedaktionVorschau } from '@musterstadt/cms-client';
import { validatePreviewSource } from '@musterstadt/shell-contract/server';
import * as module from './preview.server';

const source = module.default;

function client(answer: CmsResponse<unknown>) {
  const calls: { path: string; params?: Record<string, unknown> }[] = [];
  const cms: CmsClient = {
    baseUrl: 'http://cms.test',
    async get<T>(path: string, params?: Record<string, unknown>) {
      calls.push({ path, ...(params ? { params } : {}) });
      return answer as CmsResponse<T>;
    },
  };
  return { cms, calls };
}

const route = { url: '/aktuelles/neues-dach', title: 'Aktuelles', apiCalls: [{ name: 'artikel', endpoint: '/api/cms/artikel' }], pageContent: { context: [] } };
const vorschau = {
  url: '/aktuelles/neues-dach',
  route,
  antworten: { artikel: { data: [{ titel: 'Neues Dach' }] } },
  inhalt: { id: 7, status: 'Entwurf', titel: 'Neues Dach' },
  revision: { id: 12, nummer: 3 },
  gueltig_bis: '2026-11-28T13:30:00.000Z',
} as unknown as RedaktionVorschau;

describe('the preview page of a link', () => {
  it('is a preview source of /redaktion/vorschau by the shell contract', () => {
    expect(validatePreviewSource(module)).toBeNull();
    expect(source.path).toBe('/redaktion/vorschau');
  });

  it("gives the content API's page of the draft, marked 'Vorschau' with the revision and the German time the link holds", async () => {
    const { cms, calls } = client({ status: 200, body: vorschau });
    const outcome = await source.load(cms, new URLSearchParams('token=abc.def'));
    expect(calls).toEqual([{ path: '/api/cms/redaktion/vorschau', params: { token: 'abc.def' } }]);
    expect(outcome).toEqual({
      status: 'page',
      url: '/aktuelles/neues-dach',
      route,
      answers: vorschau.antworten,
      banner: {
        title: 'Vorschau',
        text: '– so wird dieser Inhalt aussehen. Diese Seite ist nicht öffentlich. Fassung Nr. 3 (Entwurf), gültig bis 28.11.2026, 14:30 Uhr.',
        link: { href: '/redaktion/inhalte/7', text: 'Zur Bearbeitung in der Redaktion' },
      },
    });
  });

  it("says in German that an expired link (410) has expired, with the content API's words", async () => {
    const message = 'Dieser Vorschau-Link ist abgelaufen (er gilt 24 Stunden). Bitte erzeugen Sie in der Redaktion einen neuen.';
    const { cms } = client({ status: 410, body: { error: message } });
    expect(await source.load(cms, new URLSearchParams('token=abc'))).toEqual({ status: 'refused', httpStatus: 410, message });
  });

  it('answers a forged link (401) and a broken one (400) as not found, in German', async () => {
    for (const status of [400, 401]) {
      const { cms } = client({ status, body: null });
      expect(await source.load(cms, new URLSearchParams('token=abc'))).toEqual({
        status: 'refused',
        httpStatus: 404,
        message: 'Dieser Vorschau-Link ist ungültig. Bitte erzeugen Sie in der Redaktion einen neuen.',
      });
    }
  });

  it('asks nothing for a link without a token or with one longer than any the content API signs', async () => {
    for (const query of ['', 'token=', `token=${'a'.repeat(2001)}`]) {
      const { cms, calls } = client({ status: 200, body: vorschau });
      expect(await source.load(cms, new URLSearchParams(query))).toMatchObject({ status: 'refused', httpStatus: 404 });
      expect(calls).toEqual([]);
    }
  });

  it('throws when the content API fails, so the shell shows its error page', async () => {
    const { cms } = client({ status: 503, body: null });
    await expect(source.load(cms, new URLSearchParams('token=abc'))).rejects.toThrow('503');
  });
});
