import type { MiddlewareRequest } from '@musterstadt/shell-contract/server';
import sitzungsdienst from './sitzungsdienst.server';

const request: MiddlewareRequest = {
  path: '/redaktion/ratsmitglieder',
  url: '/redaktion/ratsmitglieder',
  page: { title: 'Ratsmitglieder', layout: 'redaktion', middleware: ['redaktion-anmeldung', 'redaktion-sitzungsdienst'] },
  sessions: {},
};

const SITZUNGSDIENST = { id: 'ratsinfo', titel: 'Sitzungsdienst' };
const STADT = { id: 'stadt', titel: 'Stadt' };

describe('redaktion-sitzungsdienst', () => {
  it('lets the administration and the council office’s editor through, with the session on the page’s api calls', async () => {
    for (const profil of [
      { id: 5, rollen: ['Administration'], bereiche: [STADT] },
      { id: 8, rollen: ['Redakteur'], bereiche: [SITZUNGSDIENST] },
    ]) {
      expect(await sitzungsdienst({ ...request, sessions: { redaktion: profil } })).toEqual({ next: true, sessions: ['redaktion'] });
    }
  });

  it('answers 403 to an editor of another section and to the council office’s approver, who writes nothing', async () => {
    expect(await sitzungsdienst({ ...request, sessions: { redaktion: { id: 1, rollen: ['Redakteur'], bereiche: [STADT] } } })).toEqual({ status: 403 });
    expect(await sitzungsdienst({ ...request, sessions: { redaktion: { id: 9, rollen: ['Freigabe'], bereiche: [SITZUNGSDIENST] } } })).toEqual({
      status: 403,
    });
    expect(await sitzungsdienst({ ...request, sessions: { redaktion: { id: 2, rollen: ['Redakteur'] } } })).toEqual({ status: 403 });
  });

  it('sends a visitor without the editors’ session to the login', async () => {
    expect(await sitzungsdienst(request)).toEqual({ redirect: '/redaktion/anmelden?ziel=%2Fredaktion%2Fratsmitglieder' });
  });
});
