/**
 * The one e-mail rule and the one control-character rule of the whole platform: the content API's
 * schemas, its hand-read bodies and the forms' yup schemas (libs/forms, libs/ui) all use these.
 */

/**
 * The HTML specification's "valid e-mail address" (what `<input type="email">` accepts), with a dot
 * in the domain: no blanks, commas, quotes or angle brackets, so an address is safe as a mail's
 * Reply-To.
 */
export const EMAIL_PATTERN =
  "^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$";
export const EMAIL = new RegExp(EMAIL_PATTERN);
/** RFC 5321's limit of a forward path. */
export const EMAIL_MAX_LENGTH = 254;

/** True for an address the platform accepts (at most 254 characters). */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}

/** C0 control characters and DEL: never allowed in a single-line value (PostgreSQL text cannot hold NUL). */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/** The same, but line feed, carriage return and tab are allowed (multi-line text such as a message). */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_CHARACTERS_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether a value holds a control character; `multiline` allows line breaks and tabs. */
export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_CHARACTERS_EXCEPT_LINES : CONTROL_CHARACTERS).test(value);
}

/** JSON-schema pattern of a single-line text without control characters. */
export const PRINTABLE_PATTERN = '^[^\\u0000-\\u001f\\u007f]*$';

/** A whole single-line value without control characters, for yup's `matches`. */
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
export const PRINTABLE = /^[^\u0000-\u001f\u007f]*$/;
/** A whole multi-line value (line breaks and tabs allowed) without other control characters. */
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
export const PRINTABLE_LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
