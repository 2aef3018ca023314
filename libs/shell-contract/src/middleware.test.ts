import { defineMiddleware, next, toLogin, validateMiddleware, validateMiddlewareAnswer, type MiddlewareRequest } from './middleware';

const request: MiddlewareRequest = {
  path: '/verein/intern',
  url: '/verein/intern?seite=2',
  page: { title: 'Intern', layout: null, middleware: ['verein-anmeldung'] },
  sessions: {},
};

describe('page middleware', () => {
  const membersOnly = defineMiddleware((req) => (req.sessions['verein'] ? next(['verein']) : toLogin('/verein/anmelden', req)));

  it('answers with the login and the page asked for as the way back, or lets the page through with its session', async () => {
    expect(await membersOnly(request)).toEqual({ redirect: '/verein/anmelden?ziel=%2Fverein%2Fintern%3Fseite%3D2' });
    expect(await membersOnly({ ...request, sessions: { verein: { name: 'Lukas' } } })).toEqual({ next: true, sessions: ['verein'] });
    expect(next()).toEqual({ next: true, sessions: [] });
  });

  it('checks a contributed module and every answer before the shell follows it', () => {
    expect(validateMiddleware({ default: membersOnly })).toBeNull();
    expect(validateMiddleware({ default: { run: membersOnly } })).toBe('the module has no default middleware function');
    expect(validateMiddleware(null)).toBe('the module has no default middleware function');
    for (const answer of [next(), next(['verein']), { redirect: '/verein/anmelden?ziel=%2F' }, { status: 403 }, { status: 404 }]) {
      expect(validateMiddlewareAnswer(answer)).toBeNull();
    }
    expect(validateMiddlewareAnswer(undefined)).toBe('no answer');
    expect(validateMiddlewareAnswer({ next: true, sessions: 'verein' })).toBe('sessions must be a list of login kinds');
    expect(validateMiddlewareAnswer({ redirect: '//evil.example/' })).toBe('redirect must be a path of this site');
    expect(validateMiddlewareAnswer({ redirect: 'https://evil.example/' })).toBe('redirect must be a path of this site');
    expect(validateMiddlewareAnswer({ status: 500 })).toBe('the answer must be next, a redirect or the status 403 or 404');
    expect(validateMiddlewareAnswer({ next: 'yes' })).toBe('the answer must be next, a redirect or the status 403 or 404');
  });
});
