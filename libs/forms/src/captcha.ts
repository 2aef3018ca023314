import { CAPTCHA_FIELDS, CAPTCHA_MESSAGES } from './captcha.fields';
import { yup } from '@musterstadt/ui/forms/schema';

export * from './captcha.fields';

/** The captcha's fields of a form schema; the shell's captcha checks the answer against the token. */
export const captchaFields = {
  [CAPTCHA_FIELDS.answer]: yup.string().trim().required(CAPTCHA_MESSAGES.missing).max(20, CAPTCHA_MESSAGES.wrong),
  [CAPTCHA_FIELDS.token]: yup.string().required(CAPTCHA_MESSAGES.missing).max(200, CAPTCHA_MESSAGES.wrong),
};
