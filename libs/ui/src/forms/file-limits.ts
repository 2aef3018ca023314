/** What a file field takes: the kinds of file (by content type), their size and how many. */
export interface FileLimits {
  /** Content types allowed, e.g. ['image/jpeg', 'image/png', 'application/pdf']. */
  types: readonly string[];
  /** Largest size of one file in bytes. */
  maxBytes: number;
  /** How many files at most. */
  maxFiles: number;
}

/** The pictures a form takes: what every browser shows. */
export const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** The limit every upload of the town's forms keeps: 10 MB per file. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
  'text/csv': 'CSV',
};

/** 'JPG, PNG und PDF'. */
function typeNames(types: readonly string[]): string {
  const names = types.map((type) => TYPE_NAMES[type] ?? type);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} und ${names[names.length - 1]}` : (names[0] ?? '');
}

/** '10 MB', '500 KB'. */
function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`.replace('.', ',') : `${Math.ceil(bytes / 1024)} KB`;
}

/** The limits in one German sentence, shown before anyone chooses a file. */
export function describeFileLimits({ types, maxBytes, maxFiles }: FileLimits): string {
  const count = maxFiles === 1 ? 'eine Datei' : `bis zu ${maxFiles} Dateien`;
  return `Erlaubt: ${typeNames(types)}, ${count}, höchstens ${sizeText(maxBytes)} je Datei.`;
}

/** The German messages of files outside the limits (the same texts as the server's 413/415 answers). */
export const FILE_MESSAGES = {
  tooMany: (maxFiles: number) => `Bitte wählen Sie höchstens ${maxFiles === 1 ? 'eine Datei' : `${maxFiles} Dateien`} aus.`,
  tooLarge: (name: string, maxBytes: number) => `Die Datei „${name}“ ist zu groß. Erlaubt sind höchstens ${sizeText(maxBytes)} je Datei.`,
  wrongType: (name: string, types: readonly string[]) => `Die Datei „${name}“ hat ein nicht erlaubtes Format. Erlaubt sind ${typeNames(types)}.`,
} as const;

/** What the browser knows of a chosen file. */
export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

/**
 * The first problem of chosen files, or null. In the browser this reads the declared type; the
 * server checks the content itself, so a renamed script is refused there whatever it claims.
 */
export function checkFiles(files: readonly ChosenFile[], limits: FileLimits): string | null {
  if (files.length > limits.maxFiles) return FILE_MESSAGES.tooMany(limits.maxFiles);
  for (const file of files) {
    if (file.size > limits.maxBytes) return FILE_MESSAGES.tooLarge(file.name, limits.maxBytes);
    if (!limits.types.includes(file.type)) return FILE_MESSAGES.wrongType(file.name, limits.types);
  }
  return null;
}
