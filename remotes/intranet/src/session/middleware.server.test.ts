import type { MiddlewareRequest } from '@musterstadt/shell-contract/server';
import staffOnly from './middleware.server';

const request: MiddlewareRequest = {
  path: '/intranet/rubriken',
  url: '/intranet/rubriken?seite=2',
  page: { title: 'Rubriken', layout: 'intranet', middleware: ['intranet-anmeldung'] },
  sessions: {},
};

describe('intranet-anmeldung', () => {
  it('sends a visitor without the staff session to the login with the way back', async () => {
    expect(await staffOnly(request)).toEqual({ redirect: '/intranet/anmelden?ziel=%2Fintranet%2Frubriken%3Fseite%3D2' });
    // Another kind's session is no staff session.
    expect(await staffOnly({ ...request, sessions: { ratsinfo: { id: 1 } } })).toEqual({ redirect: expect.stringMatching(/^\/intranet\/anmelden\?/) });
  });

  it('lets a staff member through, and the page’s api calls carry her session', async () => {
    expect(await staffOnly({ ...request, sessions: { intranet: { uuid: 'x' } } })).toEqual({ next: true, sessions: ['intranet'] });
  });
});
