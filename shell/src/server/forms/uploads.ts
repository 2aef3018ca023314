import type { UploadedFile, UploadLimits } from '@musterstadt/shell-contract';
import { FILE_MESSAGES, MAX_FILE_BYTES, type FieldErrors } from '@musterstadt/ui/forms';
import { fileTypeFromBuffer } from 'file-type/core';
import sharp, { type Sharp } from 'sharp';

/** A file part of a multipart post as read: at most MAX_FILE_BYTES of it, `truncated` when it was longer. */
export interface ReceivedFile {
  field: string;
  filename: string;
  data: Buffer;
  truncated: boolean;
}

/** The shell's hard limits of one multipart post, whatever a form allows. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_FILE_BYTES,
  files: 10,
  fields: 100,
  fieldSize: 20_000,
  parts: 120,
} as const;

export const UPLOAD_TEXTS = {
  unknownFile: 'Das Formular enthält Dateien, die es nicht erwartet.',
  unreadable: (name: string) => `Die Datei „${name}“ kann nicht gelesen werden. Bitte wählen Sie ein anderes Bild.`,
  tooManyFiles: `Bitte senden Sie höchstens ${MULTIPART_LIMITS.files} Dateien auf einmal.`,
} as const;

export type UploadCheck = { ok: true; files: UploadedFile[] } | { ok: false; status: 400 | 413 | 415 | 422; errors: FieldErrors; message?: string };

/** Pictures the shell re-encodes (which drops EXIF, GPS included, after turning the picture upright). */
const PICTURES: Record<string, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 85 }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 85 }),
};

/** The file name without any path and without control characters, for mails and messages. */
export function cleanFileName(name: string): string {
  const base = name.normalize('NFC').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  return clean.slice(-120) || 'datei';
}

/**
 * Plain text (a CSV has no signature to read): no control bytes but tab and line breaks, so a binary
 * renamed to `.csv` is refused. Its encoding is the reader's to check, with a message of its own.
 */
function isText(data: Buffer): boolean {
  return data.length > 0 && data.every((byte) => (byte >= 0x20 ? byte !== 0x7f : byte === 0x09 || byte === 0x0a || byte === 0x0d));
}

/** The picture drawn anew: orientation applied, every metadata block (EXIF, GPS, XMP, comments) left out. */
export async function reencodePicture(data: Buffer, type: string): Promise<Buffer> {
  const encode = PICTURES[type];
  if (!encode) return data;
  return encode(sharp(data, { failOn: 'error', limitInputPixels: 80_000_000 }).rotate()).toBuffer();
}

/**
 * Checks the files of a submission against the form's file fields: count and size (413), type read
 * from the content (415), required fields (422); pictures come back re-encoded without metadata.
 * Every problem is reported per field, the status is that of the gravest (413 before 415 before 422).
 */
export async function checkUploads(fields: Record<string, UploadLimits> | undefined, received: readonly ReceivedFile[]): Promise<UploadCheck> {
  // A file input left empty still sends a part: no name, no content.
  const chosen = received.filter((file) => file.filename !== '' || file.data.length > 0);
  if (chosen.some((file) => !fields?.[file.field])) return { ok: false, status: 400, errors: {}, message: UPLOAD_TEXTS.unknownFile };
  const errors: FieldErrors = {};
  const statuses: number[] = [];
  const files: UploadedFile[] = [];
  for (const [field, limits] of Object.entries(fields ?? {})) {
    const mine = chosen.filter((file) => file.field === field);
    const fail = (status: number, message: string) => {
      errors[field] ??= message;
      statuses.push(status);
    };
    if (mine.length === 0 && limits.required) fail(422, limits.required);
    if (mine.length > limits.maxFiles) fail(413, FILE_MESSAGES.tooMany(limits.maxFiles));
    for (const file of mine) {
      const name = cleanFileName(file.filename);
      if (file.truncated || file.data.length > limits.maxBytes) {
        fail(413, FILE_MESSAGES.tooLarge(name, Math.min(limits.maxBytes, MAX_FILE_BYTES)));
        continue;
      }
      const type = (await fileTypeFromBuffer(file.data))?.mime ?? (limits.types.includes('text/csv') && isText(file.data) ? 'text/csv' : undefined);
      if (!type || !limits.types.includes(type)) {
        fail(415, FILE_MESSAGES.wrongType(name, limits.types));
        continue;
      }
      try {
        files.push({ field, name, type, data: await reencodePicture(file.data, type) });
      } catch {
        fail(415, UPLOAD_TEXTS.unreadable(name));
      }
    }
  }
  if (statuses.length === 0) return { ok: true, files };
  const status = ([413, 415, 422] as const).find((candidate) => statuses.includes(candidate)) ?? 422;
  return { ok: false, status, errors };
}
