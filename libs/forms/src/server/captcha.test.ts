import { CAPTCHA_LIFETIME_MS, CAPTCHA_MESSAGES, Captcha, readAnswer } from './captcha';

const SECRET = 'a-test-secret-of-at-least-32-chars!';

function setup(values: number[]) {
  let now = Date.UTC(2026, 10, 24, 9, 0);
  const queue = [...values];
  const captcha = new Captcha(
    SECRET,
    () => now,
    () => queue.shift() ?? 0,
  );
  return { captcha, clock: () => now, advance: (ms: number) => (now += ms) };
}

describe('captcha', () => {
  it('asks a sum in words and accepts the right answer as digits or as a word, once', () => {
    const { captcha } = setup([0, 6, 2]);
    const { question, token } = captcha.create();
    expect(question).toBe('Wie viel ist sieben plus drei?');
    expect(token).not.toContain('10');
    expect(captcha.verify(token, ' 10 ')).toMatchObject({ ok: true });
    // The same token does not answer a second submission.
    expect(captcha.verify(token, '10')).toEqual({ ok: false, message: CAPTCHA_MESSAGES.wrong });
    const again = setup([0, 6, 2]).captcha;
    expect(again.verify(again.create().token, 'zehn')).toMatchObject({ ok: true });
  });

  it('asks a difference that never goes below zero', () => {
    const { captcha } = setup([1, 10, 13]);
    expect(captcha.create().question).toBe('Wie viel ist fünfzehn minus vierzehn?');
  });

  it('refuses an unanswered, wrong, forged or expired question', () => {
    const { captcha, clock, advance } = setup([0, 6, 2, 0, 0, 0]);
    const { token } = captcha.create();
    expect(captcha.verify(token, '')).toEqual({ ok: false, message: CAPTCHA_MESSAGES.missing });
    expect(captcha.verify(token, undefined)).toEqual({ ok: false, message: CAPTCHA_MESSAGES.missing });
    expect(captcha.verify(token, '11')).toEqual({ ok: false, message: CAPTCHA_MESSAGES.wrong });
    expect(captcha.verify(token, 'zehn Euro')).toEqual({ ok: false, message: CAPTCHA_MESSAGES.wrong });
    const [nonce, expires, mac] = token.split('.');
    expect(captcha.verify(`${nonce}.${Number(expires) + 1}.${mac}`, '10')).toEqual({ ok: false, message: CAPTCHA_MESSAGES.wrong });
    expect(captcha.verify('kaputt', '10')).toEqual({ ok: false, message: CAPTCHA_MESSAGES.wrong });
    expect(captcha.verify(42, '10')).toEqual({ ok: false, message: CAPTCHA_MESSAGES.wrong });
    // On the same clock, so the token is still fresh there and only the secret differs.
    expect(new Captcha('another-secret-of-at-least-32-chars!!', clock).verify(token, '10')).toEqual({ ok: false, message: CAPTCHA_MESSAGES.wrong });
    const later = captcha.create();
    advance(CAPTCHA_LIFETIME_MS + 1);
    expect(captcha.verify(later.token, '2')).toEqual({ ok: false, message: CAPTCHA_MESSAGES.expired });
  });

  it('reads answers as people write them', () => {
    expect([readAnswer('7'), readAnswer('Sieben'), readAnswer('zwölf'), readAnswer('sieben!'), readAnswer('-1')]).toEqual([7, 7, 12, null, null]);
  });

  it('needs a long secret', () => {
    expect(() => new Captcha('kurz')).toThrow('at least 32 characters');
  });
});
