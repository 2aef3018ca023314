/** Files for the upload journeys, made by the test: a photo with GPS in its EXIF, a PDF, a renamed script. */
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { Mail } from './mailbox';

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
/** The numbers 0 to 99 in German words, by value ('einundzwanzig' at 21). */
const NUMBERS = Array.from({ length: 100 }, (_, n) =>
  n < 20 ? UNITS[n]! : `${n % 10 === 0 ? '' : `${n % 10 === 1 ? 'ein' : UNITS[n % 10]!}und`}${TENS[Math.floor(n / 10)]!}`,
);

/** The answer to a captcha question in words ('Wie viel ist drei plus vier?'). */
export function solve(question: string): string {
  const match = /Wie viel ist (\S+) (plus|minus) (\S+)\?/.exec(question);
  expect(match, `a question in words: ${question}`).not.toBeNull();
  const [a, b] = [NUMBERS.indexOf(match![1]!), NUMBERS.indexOf(match![3]!.replace('?', ''))];
  expect(
    [a, b].every((n) => n >= 0),
    `numbers in words: ${question}`,
  ).toBe(true);
  return String(match![2] === 'plus' ? a + b : a - b);
}

/** Reads the captcha question of a form from its label, as a person would. */
export async function captchaAnswer(page: Page, formId: string): Promise<string> {
  return solve((await page.locator(`label[for="${formId}-captcha"]`).textContent()) ?? '');
}

/** A photo of a pothole as a phone takes it: camera make and the place (GPS) in its EXIF. */
export async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#6b6b6b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Kamerawerk', Model: 'KW-1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 3/1 7/1', GPSLongitudeRef: 'E', GPSLongitude: '8/1 12/1 37/1' },
    })
    .toBuffer();
}

/** True when EXIF data holds the pointer to a GPS block (tag 0x8825, in either byte order). */
export const hasGps = (exif: Buffer | undefined) => !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The bytes of a mail's attachment (base64 part after its headers). */
export function attachment(mail: Mail, filename: string): Buffer {
  const match = new RegExp(`filename="?${filename.replace(/\./g, '\\.')}"?\\r?\\n(?:[^\\r\\n]+\\r?\\n)*\\r?\\n([A-Za-z0-9+/=\\r\\n]+)`).exec(mail.raw);
  expect(match, `an attachment ${filename}`).not.toBeNull();
  return Buffer.from(match![1]!.replace(/[\r\n]/g, ''), 'base64');
}
