import { CAPTCHA_LIFETIME_MS, CAPTCHA_MESSAGES, Captcha, numberWord, readAnswer, spentInMemory, type SpentQuestions } from './captcha';

const SECRET = 'a-test-secret-of-at-least-32-chars!';

function setup(values: number[], spent?: SpentQuestions) {
  let now = Date.UTC(2026, 10, 24, 9, 0);
  const queue = [...values];
  const captcha = new Captcha(
    SECRET,
    () => now,
    () => queue.shift() ?? 0,
    spent,
  );
  return { captcha, clock: () => now, advance: (ms: number) => (now += ms) };
}

const WRONG = { ok: false, message: CAPTCHA_MESSAGES.wrong };

describe('captcha', () => {
  it('asks a sum in words and accepts the right answer as digits or as words, once', async () => {
    const { captcha } = setup([0, 46, 2, 0]);
    const { question, token } = captcha.create();
    expect(question).toBe('Wie viel ist siebenundvierzig plus drei?');
    // The answer is no part of the token (its random parts may hold those digits by chance).
    expect(token.split('.')).not.toContain('50');
    expect(token.split('.')).not.toContain('fünfzig');
    expect(await captcha.verify(token, ' 50 ')).toMatchObject({ ok: true });
    // The same question does not answer a second submission.
    expect(await captcha.verify(token, '50')).toEqual(WRONG);
    const again = setup([0, 46, 2, 0]).captcha;
    expect(await again.verify(again.create().token, 'fünfzig')).toMatchObject({ ok: true });
  });

  it('asks a difference that never goes below zero, and puts a sum’s digit first now and then', () => {
    expect(setup([1, 49, 8]).captcha.create().question).toBe('Wie viel ist neunundfünfzig minus neun?');
    expect(setup([1, 0, 8]).captcha.create().question).toBe('Wie viel ist zehn minus neun?');
    expect(setup([0, 20, 4, 1]).captcha.create().question).toBe('Wie viel ist fünf plus einundzwanzig?');
  });

  it('has 59 possible answers, from 1 to 59', () => {
    const answers = new Set<number>();
    for (const plus of [0, 1])
      for (let a = 0; a < 50; a += 1)
        for (let b = 0; b < 9; b += 1) {
          const { question } = setup([plus, a, b, 0]).captcha.create();
          const [, x = '', op, y = ''] = /^Wie viel ist (\S+) (plus|minus) (\S+)\?$/.exec(question) ?? [];
          answers.add(op === 'plus' ? readAnswer(x)! + readAnswer(y)! : readAnswer(x)! - readAnswer(y)!);
        }
    expect([Math.min(...answers), Math.max(...answers), answers.size]).toEqual([1, 59, 59]);
  });

  it('spends a question on a wrong answer: the right answer afterwards is refused, a new question is needed', async () => {
    const { captcha } = setup([0, 46, 2, 0]);
    const { token } = captcha.create();
    expect(await captcha.verify(token, '49')).toEqual(WRONG);
    expect(await captcha.verify(token, '48')).toEqual(WRONG);
    expect(await captcha.verify(token, '50')).toEqual(WRONG);
  });

  it('remembers spent questions wherever they are kept: a second shell with the same store refuses them too', async () => {
    const shared = spentInMemory(() => Date.UTC(2026, 10, 24, 9, 0));
    const first = setup([0, 46, 2, 0], shared).captcha;
    const second = setup([], shared).captcha;
    const { token } = first.create();
    expect(await first.verify(token, '12')).toEqual(WRONG);
    expect(await second.verify(token, '50')).toEqual(WRONG);
  });

  it('refuses an unanswered, wrong, forged or expired question', async () => {
    const { captcha, clock, advance } = setup([0, 6, 2, 0, 0, 0, 0, 0]);
    const { token } = captcha.create();
    expect(await captcha.verify(token, '')).toEqual({ ok: false, message: CAPTCHA_MESSAGES.missing });
    expect(await captcha.verify(token, undefined)).toEqual({ ok: false, message: CAPTCHA_MESSAGES.missing });
    const [nonce, expires, issued, mac] = token.split('.');
    expect(await captcha.verify(`${nonce}.${Number(expires) + 1}.${issued}.${mac}`, '10')).toEqual(WRONG);
    expect(await captcha.verify(`${nonce}x.${expires}.${issued}.${mac}`, '10')).toEqual(WRONG);
    expect(await captcha.verify('kaputt', '10')).toEqual(WRONG);
    expect(await captcha.verify(42, '10')).toEqual(WRONG);
    // On the same clock, so the token is still fresh there and only the secret differs.
    expect(await new Captcha('another-secret-of-at-least-32-chars!!', clock).verify(token, '10')).toEqual(WRONG);
    expect(await captcha.verify(token, 'zehn Euro')).toEqual(WRONG);
    const later = captcha.create();
    advance(CAPTCHA_LIFETIME_MS + 1);
    expect(await captcha.verify(later.token, '2')).toEqual({ ok: false, message: CAPTCHA_MESSAGES.expired });
  });

  it('reads answers as people write them', () => {
    expect([readAnswer('7'), readAnswer('Sieben'), readAnswer('zwölf'), readAnswer('sieben!'), readAnswer('-1')]).toEqual([7, 7, 12, null, null]);
    expect([readAnswer('Einundzwanzig'), readAnswer('dreissig'), readAnswer('dreißig'), readAnswer('neunundfünfzig')]).toEqual([21, 30, 30, 59]);
    expect([numberWord(0), numberWord(31), numberWord(40), numberWord(57)]).toEqual(['null', 'einunddreißig', 'vierzig', 'siebenundfünfzig']);
  });

  it('needs a long secret', () => {
    expect(() => new Captcha('kurz')).toThrow('at least 32 characters');
  });
});
