import { yup } from '@musterstadt/ui/forms';

/** The captcha's two fields: the answer typed and the server's signed token of the question. */
export const CAPTCHA_FIELDS = { answer: 'captcha', token: 'captchaToken' } as const;

export const CAPTCHA_MESSAGES = {
  missing: 'Bitte beantworten Sie die Sicherheitsfrage.',
  wrong: 'Die Antwort auf die Sicherheitsfrage stimmt nicht. Bitte beantworten Sie die neue Frage.',
  expired: 'Die Sicherheitsfrage ist abgelaufen. Bitte beantworten Sie die neue Frage.',
} as const;

/** The captcha's fields of a form schema; the shell's captcha checks the answer against the token. */
export const captchaFields = {
  [CAPTCHA_FIELDS.answer]: yup.string().trim().required(CAPTCHA_MESSAGES.missing).max(20, CAPTCHA_MESSAGES.wrong),
  [CAPTCHA_FIELDS.token]: yup.string().required(CAPTCHA_MESSAGES.missing).max(200, CAPTCHA_MESSAGES.wrong),
};
