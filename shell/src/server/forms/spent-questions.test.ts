/** @jest-environment node */
import { Captcha, CAPTCHA_MESSAGES } from '@musterstadt/forms/server';
import { spentInPostgres } from './spent-questions';

const SECRET = 'a-test-secret-of-at-least-32-chars!';
const url = process.env.DATABASE_URL;

// Runs where a PostgreSQL server is given (DATABASE_URL), as the content API's tests on PostgreSQL do.
(url ? describe : describe.skip)('captcha questions spent in PostgreSQL', () => {
  it('are spent for every shell that shares the database: a wrong answer on one, the right one on the other is refused', async () => {
    const first = new Captcha(SECRET, Date.now, () => 0, spentInPostgres(url!));
    const second = new Captcha(SECRET, Date.now, () => 0, spentInPostgres(url!));
    const { question, token } = first.create();
    expect(question).toBe('Wie viel ist eins plus eins?');
    expect(await first.verify(token, '3')).toEqual({ ok: false, message: CAPTCHA_MESSAGES.wrong });
    expect(await second.verify(token, '2')).toEqual({ ok: false, message: CAPTCHA_MESSAGES.wrong });
    const next = second.create();
    expect(await first.verify(next.token, 'zwei')).toMatchObject({ ok: true });
    expect(await second.verify(next.token, 'zwei')).toEqual({ ok: false, message: CAPTCHA_MESSAGES.wrong });
  });
});
