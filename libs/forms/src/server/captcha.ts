import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CAPTCHA_MESSAGES } from '../captcha';

export { CAPTCHA_MESSAGES };

/**
 * The forms' captcha: a small sum in words, asked and signed by the server. It needs no image, no
 * script and no third party, so it works without JavaScript and with a screen reader; the token
 * carries the question's expiry and a nonce, an HMAC over them (the shell asked it) and one over them
 * and the answer. A question is spent by its first answer, right or wrong.
 */
export interface CaptchaChallenge {
  /** 'Wie viel ist sieben plus drei?' */
  question: string;
  /** Sent back with the answer in a hidden field. */
  token: string;
}

/** How long a question may be answered. */
export const CAPTCHA_LIFETIME_MS = 60 * 60 * 1000;

const UNITS = [
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
];
const TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];

/** A number from 0 to 99 in German words: 'siebenundvierzig'. */
export function numberWord(n: number): string {
  if (n < 20) return UNITS[n] ?? '';
  const unit = n % 10;
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return unit === 0 ? tens : `${unit === 1 ? 'ein' : UNITS[unit]}und${tens}`;
}

const WORDS = new Map(Array.from({ length: 100 }, (_, n) => [numberWord(n), n]));

function sign(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url');
}

const equal = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The answer as a number: digits ('10', ' 10 ') or the German words ('zehn', 'dreissig'). */
export function readAnswer(input: string): number | null {
  const text = input.trim().toLowerCase().replace(/ss/g, 'ß');
  if (/^\d{1,3}$/.test(text)) return Number(text);
  return WORDS.get(text) ?? null;
}

/**
 * The questions already answered, until they expire: a question answers one submission, right or
 * wrong. `spend` tells whether it was still open (and closes it), for all shells that share the store.
 */
export interface SpentQuestions {
  spend(nonce: string, expires: number): Promise<boolean>;
}

/** The questions one shell has seen answered (several shells share a database store instead). */
export function spentInMemory(now: () => number = Date.now): SpentQuestions {
  const spent = new Map<string, number>();
  return {
    async spend(nonce, expires) {
      const time = now();
      for (const [key, until] of spent) if (until < time) spent.delete(key);
      if (spent.has(nonce)) return false;
      spent.set(nonce, expires);
      return true;
    },
  };
}

export type CaptchaResult = { ok: true; nonce: string } | { ok: false; message: string };

export class Captcha {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
    private readonly random: (max: number) => number = (max) => randomInt(max),
    private readonly spent: SpentQuestions = spentInMemory(now),
  ) {
    if (secret.length < 32) throw new Error('The captcha secret needs at least 32 characters');
  }

  /**
   * A sum or difference of a number up to 59 and a digit: easy to work out, with 59 possible answers.
   * The token proves the shell asked it (`issued`) and binds the answer (`mac`) without revealing it.
   */
  create(): CaptchaChallenge {
    const plus = this.random(2) === 0;
    const a = plus ? 1 + this.random(50) : 10 + this.random(50);
    const b = 1 + this.random(9);
    const [first, second] = plus && this.random(2) === 1 ? [b, a] : [a, b];
    const answer = plus ? a + b : a - b;
    const nonce = randomBytes(12).toString('base64url');
    const expires = this.now() + CAPTCHA_LIFETIME_MS;
    const issued = sign(this.secret, `${nonce}.${expires}`);
    return {
      question: `Wie viel ist ${numberWord(first)} ${plus ? 'plus' : 'minus'} ${numberWord(second)}?`,
      token: `${nonce}.${expires}.${issued}.${sign(this.secret, `${nonce}.${expires}.${answer}`)}`,
    };
  }

  /** Checks an answer; the question is spent by it, whether right or wrong (the next try needs a new one). */
  async verify(token: unknown, answer: unknown): Promise<CaptchaResult> {
    if (typeof answer !== 'string' || !answer.trim()) return { ok: false, message: CAPTCHA_MESSAGES.missing };
    const parts = typeof token === 'string' ? token.split('.') : [];
    const [nonce, expiresText, issued, mac] = parts;
    const expires = Number(expiresText);
    if (parts.length !== 4 || !nonce || !issued || !mac || !Number.isSafeInteger(expires)) return { ok: false, message: CAPTCHA_MESSAGES.wrong };
    // Only questions this shell (or one with the same secret) asked are remembered.
    if (!equal(sign(this.secret, `${nonce}.${expires}`), issued)) return { ok: false, message: CAPTCHA_MESSAGES.wrong };
    if (expires < this.now()) return { ok: false, message: CAPTCHA_MESSAGES.expired };
    if (!(await this.spent.spend(nonce, expires))) return { ok: false, message: CAPTCHA_MESSAGES.wrong };
    const value = readAnswer(answer);
    if (value === null || !equal(sign(this.secret, `${nonce}.${expires}.${value}`), mac)) return { ok: false, message: CAPTCHA_MESSAGES.wrong };
    return { ok: true, nonce };
  }
}
