/** Formatting helpers (spec point 9): German dates and times in the town's time zone. */
import { berlinDate, berlinGermanDate, berlinTime, TIME_ZONE } from './berlin-time';

const longDateFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const euroFormat = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  // A bare calendar date means that day in the town, not midnight UTC.
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'DD.MM.YYYY', or '' for a missing or invalid date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? berlinGermanDate(date) : '';
}

/** 'Montag, 3. August 2026' for headings and screen readers. */
export function formatLongDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? longDateFormat.format(date) : '';
}

/** 'HH:mm Uhr' from a date-time or from an 'HH:mm' / 'HH:mm:ss' time of day. */
export function formatTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
    if (match) return `${(match[1] ?? '').padStart(2, '0')}:${match[2]} Uhr`;
  }
  const date = toDate(value);
  return date ? `${berlinTime(date)} Uhr` : '';
}

/** '5 €': German euros without decimals. */
export function formatEuro(value: number): string {
  return euroFormat.format(value).replace(/\u00a0/g, ' ');
}

/** Phone display filter: keeps only '+' and digits; a leading +49 becomes 0. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const kept = value.replace(/[^+\d]/g, '');
  return kept.startsWith('+49') ? `0${kept.slice(3)}` : kept;
}

/**
 * tel: link target of a number in its international form: '00' becomes '+', a national number
 * (leading 0) gets +49; short numbers such as 112 stay as they are.
 */
export function phoneHref(value: string | null | undefined): string {
  const kept = (value ?? '').replace(/[^+\d]/g, '');
  if (kept.startsWith('00')) return `tel:+${kept.slice(2)}`;
  if (kept.startsWith('0')) return `tel:+49${kept.slice(1)}`;
  return `tel:${kept}`;
}

/** ISO date 'YYYY-MM-DD' of an instant in the town's time zone (for <time datetime>). */
export function isoDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? berlinDate(date) : '';
}
