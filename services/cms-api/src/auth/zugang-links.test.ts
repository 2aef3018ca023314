import { LINK_SEKUNDEN, linkSekundenAusEnv } from './zugang-links';

describe('linkSekundenAusEnv', () => {
  it('lets a link work 72 hours unless a shorter whole number of seconds is set', () => {
    expect(LINK_SEKUNDEN).toBe(72 * 3600);
    expect(linkSekundenAusEnv({})).toBe(LINK_SEKUNDEN);
    expect(linkSekundenAusEnv({ ACCOUNT_LINK_SECONDS: '' })).toBe(LINK_SEKUNDEN);
    expect(linkSekundenAusEnv({ ACCOUNT_LINK_SECONDS: '5' })).toBe(5);
  });

  it.each(['0', '-1', '2.5', 'drei', String(72 * 3600 + 1)])('stops the start on ACCOUNT_LINK_SECONDS=%s', (raw) => {
    expect(() => linkSekundenAusEnv({ ACCOUNT_LINK_SECONDS: raw })).toThrow(/ACCOUNT_LINK_SECONDS/);
  });
});
