/** File-type icon helper (spec point 2): which icon and label a document link gets. */

type FileKind = 'pdf' | 'text' | 'tabelle' | 'praesentation' | 'bild' | 'archiv' | 'kalender' | 'datei';

export interface FileType {
  kind: FileKind;
  /** Lower-case extension without the dot, or '' when the link has none. */
  extension: string;
  /** German name of the type, e.g. 'PDF-Dokument'. */
  label: string;
  /** Short text on the icon, e.g. 'PDF'. */
  badge: string;
}

const KINDS: Record<string, FileKind> = {
  pdf: 'pdf',
  doc: 'text',
  docx: 'text',
  odt: 'text',
  rtf: 'text',
  txt: 'text',
  xls: 'tabelle',
  xlsx: 'tabelle',
  ods: 'tabelle',
  csv: 'tabelle',
  ppt: 'praesentation',
  pptx: 'praesentation',
  odp: 'praesentation',
  jpg: 'bild',
  jpeg: 'bild',
  png: 'bild',
  gif: 'bild',
  webp: 'bild',
  svg: 'bild',
  zip: 'archiv',
  '7z': 'archiv',
  rar: 'archiv',
  gz: 'archiv',
  ics: 'kalender',
};

const LABELS: Record<FileKind, string> = {
  pdf: 'PDF-Dokument',
  text: 'Textdokument',
  tabelle: 'Tabelle',
  praesentation: 'Präsentation',
  bild: 'Bild',
  archiv: 'Archiv',
  kalender: 'Kalenderdatei',
  datei: 'Datei',
};

/** The extension of a link's last path segment, ignoring query and fragment ('' when none). */
export function fileExtension(link: string | null | undefined): string {
  if (!link) return '';
  let path = link.trim().split(/[?#]/)[0] ?? '';
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return '';
    }
  }
  const segment = path.slice(path.lastIndexOf('/') + 1);
  const dot = segment.lastIndexOf('.');
  if (dot <= 0 || dot === segment.length - 1) return '';
  const extension = segment.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,5}$/.test(extension) ? extension : '';
}

/** Kind, label and badge of the file a link points to; unknown types are a generic 'Datei'. */
export function fileType(link: string | null | undefined): FileType {
  const extension = fileExtension(link);
  const kind = KINDS[extension] ?? 'datei';
  return { kind, extension, label: LABELS[kind], badge: extension ? extension.toUpperCase() : 'DATEI' };
}
