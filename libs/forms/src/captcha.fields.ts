/** The captcha's two fields: the answer typed and the server's signed token of the question. */
export const CAPTCHA_FIELDS = { answer: 'captcha', token: 'captchaToken' } as const;

export const CAPTCHA_MESSAGES = {
  missing: 'Bitte beantworten Sie die Sicherheitsfrage.',
  wrong: 'Die Antwort auf die Sicherheitsfrage stimmt nicht. Bitte beantworten Sie die neue Frage.',
  expired: 'Die Sicherheitsfrage ist abgelaufen. Bitte beantworten Sie die neue Frage.',
} as const;
