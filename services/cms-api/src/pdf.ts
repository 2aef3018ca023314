/**
 * A small PDF writer for the documents the sub-sites offer for download (forms, letters, plans):
 * A4 pages with a heading, a publisher line and paragraphs in Helvetica. The text is encoded as
 * WinAnsi, which covers German umlauts, ß, typographic quotes, dashes and the euro sign.
 */

export interface PdfDocument {
  titel: string;
  /** Publisher line under the heading, e.g. the school's name and address. */
  herausgeber: string;
  /** Paragraphs of plain text; a paragraph starting with '• ' is a list item. */
  absaetze: string[];
}

// WinAnsi codes of characters outside Latin-1.
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

function encode(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0x3f;
    const byte = WIN_ANSI[char] ?? (code >= 0x20 && code <= 0xff && (code < 0x7f || code >= 0xa0) ? code : 0x3f);
    // Parentheses and backslashes are escaped inside PDF strings.
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) bytes.push(0x5c);
    bytes.push(byte);
  }
  return bytes;
}

/** Splits a paragraph into lines of at most `width` characters, at spaces. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface Line {
  font: 'F1' | 'F2';
  size: number;
  text: string;
  indent: number;
  /** Space before the line in points. */
  before: number;
}

function layout(doc: PdfDocument): Line[] {
  const lines: Line[] = [];
  wrap(doc.titel, 48).forEach((text, i) => lines.push({ font: 'F2', size: 18, text, indent: 0, before: i === 0 ? 0 : 6 }));
  wrap(doc.herausgeber, 90).forEach((text, i) => lines.push({ font: 'F1', size: 9.5, text, indent: 0, before: i === 0 ? 10 : 2 }));
  for (const paragraph of doc.absaetze) {
    const bullet = paragraph.startsWith('• ');
    const body = bullet ? paragraph.slice(2) : paragraph;
    wrap(body, bullet ? 84 : 88).forEach((text, i) =>
      lines.push({ font: 'F1', size: 11, text: bullet && i === 0 ? `• ${text}` : text, indent: bullet ? (i === 0 ? 0 : 10) : 0, before: i === 0 ? (bullet ? 5 : 11) : 3 }),
    );
  }
  return lines;
}

const PAGE = { width: 595, height: 842, left: 56, top: 780, bottom: 60 };

/** Lines with their baseline, split into pages. */
function pages(lines: Line[]): (Line & { y: number })[][] {
  let current: (Line & { y: number })[] = [];
  const result = [current];
  let y = PAGE.top;
  for (const line of lines) {
    let next = current.length === 0 ? PAGE.top : y - line.before - line.size;
    if (current.length > 0 && next < PAGE.bottom) {
      current = [];
      result.push(current);
      next = PAGE.top;
    }
    y = next;
    current.push({ ...line, y });
  }
  return result;
}

function stream(lines: (Line & { y: number })[], pageNo: number, pageCount: number): number[] {
  const parts: number[] = [];
  // Operators are ASCII; only the text inside the parentheses is encoded (and escaped).
  const push = (text: string) => parts.push(...Buffer.from(text, 'latin1'));
  for (const line of lines) {
    push(`BT /${line.font} ${line.size} Tf ${PAGE.left + line.indent} ${line.y.toFixed(1)} Td (`);
    parts.push(...encode(line.text));
    push(') Tj ET\n');
  }
  push(`BT /F1 8 Tf ${PAGE.left} 36 Td (Seite ${pageNo} von ${pageCount}) Tj ET\n`);
  return parts;
}

/** Renders the document as PDF 1.4 bytes. */
export function renderPdf(doc: PdfDocument): Buffer {
  const laidOut = pages(layout(doc));
  const objects: number[][] = [];
  const ascii = (text: string) => [...Buffer.from(text, 'latin1')];
  // Objects 1–4 are catalog, page tree and the two fonts; then a page and its content per page.
  const pageId = (i: number) => 5 + i * 2;
  const pageIds = laidOut.map((_, i) => pageId(i));
  objects.push(ascii('<< /Type /Catalog /Pages 2 0 R >>'));
  objects.push(ascii(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`));
  objects.push(ascii('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'));
  objects.push(ascii('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'));
  laidOut.forEach((lines, i) => {
    const content = stream(lines, i + 1, laidOut.length);
    objects.push(
      ascii(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId(i) + 1} 0 R >>`,
      ),
    );
    objects.push([...ascii(`<< /Length ${content.length} >>\nstream\n`), ...content, ...ascii('\nendstream')]);
  });
  objects.push([...ascii('<< /Title ('), ...encode(doc.titel), ...ascii(') /Producer (Stadt Musterstadt) >>')]);
  const infoId = objects.length;

  const bytes: number[] = ascii('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(bytes.length);
    bytes.push(...ascii(`${i + 1} 0 obj\n`), ...body, ...ascii('\nendobj\n'));
  });
  const xref = bytes.length;
  bytes.push(...ascii(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`));
  for (const offset of offsets) bytes.push(...ascii(`${String(offset).padStart(10, '0')} 00000 n \n`));
  bytes.push(...ascii(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`));
  return Buffer.from(bytes);
}
