import type { MiddlewareRequest } from '@musterstadt/shell-contract/server';
import { membersOnly, moreForMembers } from './middleware.server';

const request: MiddlewareRequest = {
  path: '/rathaus/ratsmitglieder',
  url: '/rathaus/ratsmitglieder',
  page: { title: 'Mitteilungen für Ratsmitglieder', layout: 'default', middleware: ['ratsinfo-anmeldung'] },
  sessions: {},
};
const member = { ...request, sessions: { ratsinfo: { id: 7, pw_geaendert: true } } };

describe('the council’s page middleware', () => {
  it('ratsinfo-anmeldung: a page anywhere is for members alone', async () => {
    expect(await membersOnly(request)).toEqual({ redirect: '/ratsinfo/anmelden?ziel=%2Frathaus%2Fratsmitglieder' });
    expect(await membersOnly(member)).toEqual({ next: true, sessions: ['ratsinfo'] });
  });

  it('ratsinfo-mitglieder: a public page shows more to a member, and nothing less to anybody else', async () => {
    expect(await moreForMembers(request)).toEqual({ next: true, sessions: ['ratsinfo'] });
    expect(await moreForMembers(member)).toEqual({ next: true, sessions: ['ratsinfo'] });
  });
});
