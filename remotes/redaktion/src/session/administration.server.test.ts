import type { MiddlewareRequest } from '@musterstadt/shell-contract/server';
import administrationOnly from './administration.server';

const request: MiddlewareRequest = {
  path: '/redaktion/konten',
  url: '/redaktion/konten',
  page: { title: 'Konten', layout: 'redaktion', middleware: ['redaktion-anmeldung', 'redaktion-administration'] },
  sessions: {},
};

describe('redaktion-administration', () => {
  it('lets the administration through, with her session on the page’s api calls', async () => {
    expect(await administrationOnly({ ...request, sessions: { redaktion: { id: 5, rollen: ['Administration'] } } })).toEqual({
      next: true,
      sessions: ['redaktion'],
    });
  });

  it('answers 403 to an editor or an approver without the role', async () => {
    expect(await administrationOnly({ ...request, sessions: { redaktion: { id: 1, rollen: ['Redakteur'] } } })).toEqual({ status: 403 });
    expect(await administrationOnly({ ...request, sessions: { redaktion: { id: 2, rollen: ['Freigabe', 'Redakteur'] } } })).toEqual({ status: 403 });
  });

  it('sends a visitor without the editors’ session to the login', async () => {
    expect(await administrationOnly(request)).toEqual({ redirect: '/redaktion/anmelden?ziel=%2Fredaktion%2Fkonten' });
  });
});
