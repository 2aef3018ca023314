import { LoginKinds } from './kinds';
import { boardKind, contributedLogins, staffKind } from './test-kinds';

describe('LoginKinds', () => {
  const kinds = new LoginKinds({ logins: contributedLogins }, () => undefined);

  it('finds the kind and action of a post by the path of its pages', () => {
    expect(kinds.actionAt('/vorstand/anmelden')).toEqual({ login: expect.objectContaining({ name: 'vorstand', remote: 'verein' }), action: 'login' });
    expect(kinds.actionAt('/vorstand/passwort-aendern')?.action).toBe('password');
    expect(kinds.actionAt('/team/abmelden')).toEqual({ login: expect.objectContaining({ name: 'team' }), action: 'logout' });
    expect(kinds.actionAt('/team/passwort-aendern')).toBeUndefined();
    expect(kinds.actionAt('/vorstand/anmelden/')).toBeUndefined();
  });

  it('lists the private areas for robots and noindex', () => {
    expect(kinds.privateAreas()).toEqual(['/team']);
    expect(kinds.isPrivate('/team/anmelden')).toBe(true);
    expect(kinds.isPrivate('/vorstand')).toBe(false);
  });

  it('takes a lifetime from the setting the kind names, and warns of a setting that is no lifetime', () => {
    const warned: string[] = [];
    const settings: Record<string, string> = { VORSTAND_SESSION_SECONDS: '600', TEAM_SESSION_SECONDS: 'eine Stunde' };
    const configured = new LoginKinds(
      { logins: contributedLogins },
      (name) => settings[name],
      (_context, message) => warned.push(message),
    );
    expect(configured.all().map((login) => login.maxAgeSeconds)).toEqual([600, staffKind.lifetime.seconds]);
    expect(warned).toEqual(['TEAM_SESSION_SECONDS: must be a whole number of seconds from 1 to 2592000; the default applies']);
    expect(configured.problems()).toEqual(['TEAM_SESSION_SECONDS: must be a whole number of seconds from 1 to 2592000']);
    expect(kinds.problems()).toEqual([]);
    expect(kinds.all()[0]?.maxAgeSeconds).toBe(boardKind.lifetime.seconds);
  });

  it('keeps a lifetime within the longest the kind allows (a working day), else its default', () => {
    const warned: string[] = [];
    const workday = contributedLogins().map((login) =>
      login.name === 'team' ? { ...login, kind: { ...login.kind, lifetime: { setting: 'TEAM_SESSION_SECONDS', seconds: 28_800, max: 36_000 } } } : login,
    );
    const settings: Record<string, string> = { TEAM_SESSION_SECONDS: '86400' };
    const configured = new LoginKinds(
      { logins: () => workday },
      (name) => settings[name],
      (_context, message) => warned.push(message),
    );
    expect(configured.all().find((login) => login.name === 'team')?.maxAgeSeconds).toBe(28_800);
    expect(configured.problems()).toEqual(['TEAM_SESSION_SECONDS: must be a whole number of seconds from 1 to 36000']);
    settings.TEAM_SESSION_SECONDS = '36000';
    const allowed = new LoginKinds({ logins: () => workday }, (name) => settings[name]);
    expect(allowed.all().find((login) => login.name === 'team')?.maxAgeSeconds).toBe(36_000);
  });

  it('follows a release that removes a kind', () => {
    let logins = contributedLogins();
    const changing = new LoginKinds({ logins: () => logins }, () => undefined);
    expect(changing.actionAt('/team/anmelden')).toBeDefined();
    logins = logins.filter((login) => login.name !== 'team');
    expect(changing.actionAt('/team/anmelden')).toBeUndefined();
    expect(changing.all().map((login) => login.name)).toEqual(['vorstand']);
  });
});
