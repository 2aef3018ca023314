import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CAPTCHA_MESSAGES } from '../captcha';

export { CAPTCHA_MESSAGES };

/**
 * The forms' captcha: a small sum in words, asked and signed by the server. It needs no image, no
 * script and no third party, so it works without JavaScript and with a screen reader; the token
 * carries the question's expiry and a nonce, and an HMAC over them and the answer.
 */
export interface CaptchaChallenge {
  /** 'Wie viel ist sieben plus drei?' */
  question: string;
  /** Sent back with the answer in a hidden field. */
  token: string;
}

/** How long a question may be answered. */
export const CAPTCHA_LIFETIME_MS = 60 * 60 * 1000;

const WORDS = [
  'null',
  'eins',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
  'zwanzig',
];

function sign(secret: string, nonce: string, expires: number, answer: number): string {
  return createHmac('sha256', secret).update(`${nonce}.${expires}.${answer}`).digest('base64url');
}

/** The answer as a number: digits ('10', ' 10 ') or the German word ('zehn'). */
export function readAnswer(input: string): number | null {
  const text = input.trim().toLowerCase();
  if (/^\d{1,3}$/.test(text)) return Number(text);
  const index = WORDS.indexOf(text);
  return index >= 0 ? index : null;
}

export type CaptchaResult = { ok: true; nonce: string } | { ok: false; message: string };

export class Captcha {
  /** Nonces already answered, until their question expires: a token answers one submission. */
  private readonly used = new Map<string, number>();

  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
    private readonly random: (max: number) => number = (max) => (randomBytes(1)[0] ?? 0) % max,
  ) {
    if (secret.length < 32) throw new Error('The captcha secret needs at least 32 characters');
  }

  create(): CaptchaChallenge {
    const plus = this.random(2) === 0;
    const a = plus ? 1 + this.random(10) : 5 + this.random(11);
    const b = plus ? 1 + this.random(10) : 1 + this.random(a - 1);
    const answer = plus ? a + b : a - b;
    const nonce = randomBytes(12).toString('base64url');
    const expires = this.now() + CAPTCHA_LIFETIME_MS;
    return {
      question: `Wie viel ist ${WORDS[a]} ${plus ? 'plus' : 'minus'} ${WORDS[b]}?`,
      token: `${nonce}.${expires}.${sign(this.secret, nonce, expires, answer)}`,
    };
  }

  verify(token: unknown, answer: unknown): CaptchaResult {
    if (typeof answer !== 'string' || !answer.trim()) return { ok: false, message: CAPTCHA_MESSAGES.missing };
    const parts = typeof token === 'string' ? token.split('.') : [];
    const [nonce, expiresText, mac] = parts;
    const expires = Number(expiresText);
    if (parts.length !== 3 || !nonce || !mac || !Number.isSafeInteger(expires)) return { ok: false, message: CAPTCHA_MESSAGES.wrong };
    const now = this.now();
    this.forget(now);
    if (expires < now) return { ok: false, message: CAPTCHA_MESSAGES.expired };
    const value = readAnswer(answer);
    const expected = Buffer.from(sign(this.secret, nonce, expires, value ?? -1));
    const given = Buffer.from(mac);
    if (value === null || expected.length !== given.length || !timingSafeEqual(expected, given) || this.used.has(nonce)) {
      return { ok: false, message: CAPTCHA_MESSAGES.wrong };
    }
    this.used.set(nonce, expires);
    return { ok: true, nonce };
  }

  private forget(now: number) {
    for (const [nonce, expires] of this.used) if (expires < now) this.used.delete(nonce);
  }
}
