import fs from 'node:fs';
import path from 'node:path';

export const MEDIA_DIR = path.join(__dirname, 'media');
export const MEDIA_PREFIX = '/api/cms/media/';
export const MEDIA_NAME = /^[a-z0-9][a-z0-9-]*\.svg$/;
/** Names of the served pictures of approved form submissions (table bilder). */
export const BILD_NAME = /^[a-z0-9]+(-[a-z0-9]+)*\.(jpg|png|webp)$/;

/** The SVG illustrations the service ships and serves itself, by file name. */
export function loadMedia(dir: string = MEDIA_DIR): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const name of fs.readdirSync(dir)) {
    if (MEDIA_NAME.test(name)) files.set(name, fs.readFileSync(path.join(dir, name)));
  }
  return files;
}

/** Public path of a shipped image, e.g. media('rathaus') → '/api/cms/media/rathaus.svg'. */
export function media(name: string): string {
  return `${MEDIA_PREFIX}${name}.svg`;
}
