// Rules every form's text fields share. A module of their own, so that a form without a date or
// an xor rule does not bring those rules (rules.ts) into the browser.
import { yup } from './yup-locale';

/** A telephone number as people write it: digits, blanks and + / ( ) - . (a + only first). */
export const PHONE = /^\+?[\d /().-]+$/;

/**
 * A multi-line text: line breaks made LF (a form posted without JavaScript sends CRLF, and the
 * browser counts a line break as one character), then trimmed. Its length rules follow.
 */
export function multilineText() {
  return yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value))
    .trim();
}
