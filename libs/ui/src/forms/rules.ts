import type { AnyObject, Flags, Maybe } from 'yup';
import { formatDate } from '../format';
import { yup } from './yup-locale';

export { xorMessage } from './xor-message';

/** Whether a field counts as filled: text with more than blanks, a non-empty list, a ticked box, a number, an object. */
function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value);
  return true;
}

declare module 'yup' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unused-vars -- merging must repeat yup's own type parameters
  interface ObjectSchema<TIn extends Maybe<AnyObject>, TContext = AnyObject, TDefault = any, TFlags extends Flags = ''> {
    /**
     * Spec point 5, rule 'xor': exactly one of two fields is filled. The message goes to both
     * fields' places: it is reported at `first` (the error summary links there) and names both.
     */
    xor(first: string, second: string, message: string): this;
  }
}

yup.addMethod(yup.object, 'xor', function xor(this: yup.AnyObjectSchema, first: string, second: string, message: string) {
  return this.test({
    name: 'xor',
    message,
    params: { first, second },
    test(value: unknown, context) {
      if (!value || typeof value !== 'object') return true;
      const record = value as Record<string, unknown>;
      if (isFilled(record[first]) !== isFilled(record[second])) return true;
      const path = context.path ? `${context.path}.${first}` : first;
      return context.createError({ path, message });
    },
  });
});

// 'YYYY-MM-DD' (what a date field sends) or 'D.M.YYYY' (what people type where there is no date picker).
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** A calendar date typed or picked, as 'YYYY-MM-DD'; null when it is no real date. */
export function parseFormDate(input: string): string | null {
  const text = input.trim();
  const iso = ISO_DATE.exec(text);
  const german = GERMAN_DATE.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : german ? [german[3], german[2], german[1]] : [];
  if (!year || !month || !day) return null;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export interface DateRuleOptions {
  /** Message when the text is no date (format hint included). */
  message: string;
  /** Earliest and latest allowed day, 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
}

/**
 * The datepicker's value: a string that becomes 'YYYY-MM-DD' whether the browser's date field sent
 * it or a person typed 'TT.MM.JJJJ'; anything else keeps its text and fails with the message.
 */
export function dateString({ message, min, max }: DateRuleOptions) {
  let schema = yup
    .string()
    .trim()
    .transform((value: unknown) => (typeof value === 'string' ? (parseFormDate(value) ?? value) : value))
    .test('datum', message, (value) => !value || parseFormDate(value) === value);
  if (min)
    schema = schema.test(
      'datum-min',
      `Bitte wählen Sie ein Datum ab dem ${formatDate(min)}.`,
      (value) => !value || parseFormDate(value) !== value || value >= min,
    );
  if (max)
    schema = schema.test(
      'datum-max',
      `Bitte wählen Sie ein Datum bis zum ${formatDate(max)}.`,
      (value) => !value || parseFormDate(value) !== value || value <= max,
    );
  return schema;
}
