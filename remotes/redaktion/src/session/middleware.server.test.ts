import type { MiddlewareRequest } from '@musterstadt/shell-contract/server';
import editorsOnly from './middleware.server';

const request: MiddlewareRequest = {
  path: '/redaktion/inhalte',
  url: '/redaktion/inhalte?status=entwurf',
  page: { title: 'Inhalte', layout: 'redaktion', middleware: ['redaktion-anmeldung'] },
  sessions: {},
};

describe('redaktion-anmeldung', () => {
  it('sends a visitor without the editors’ session to the editorial login with the way back', async () => {
    expect(await editorsOnly(request)).toEqual({ redirect: '/redaktion/anmelden?ziel=%2Fredaktion%2Finhalte%3Fstatus%3Dentwurf' });
    // A council member's or a staff member's session is no editor's session.
    expect(await editorsOnly({ ...request, sessions: { ratsinfo: { id: 1 }, intranet: { uuid: 'x' } } })).toEqual({
      redirect: expect.stringMatching(/^\/redaktion\/anmelden\?/),
    });
  });

  it('lets an editor through, and the page’s api calls carry her session', async () => {
    expect(await editorsOnly({ ...request, sessions: { redaktion: { id: 3 } } })).toEqual({ next: true, sessions: ['redaktion'] });
  });
});
