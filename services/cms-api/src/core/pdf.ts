/**
 * The documents the sub-sites offer for download (forms, letters, plans) as tagged, German PDFs
 * written by PDFKit: A4 pages with a heading, a publisher line, paragraphs and bullet lists in
 * Helvetica, each in its structure element (H1, P, L/LI/Lbl/LBody), with the document language,
 * title and author set so screen readers announce and read them in order (BITV).
 */
import PDFDocument from 'pdfkit';

export interface PdfDocument {
  titel: string;
  /** Publisher line under the heading, e.g. the school's name and address. */
  herausgeber: string;
  /** Paragraphs of plain text; a paragraph starting with '• ' is a list item. */
  absaetze: string[];
}

const MARGIN = { top: 62, left: 56, right: 56, bottom: 60 };
const FOOTER_Y = 842 - 44;

type Block = { kind: 'p'; text: string } | { kind: 'list'; items: string[] };

/** Paragraphs, with consecutive '• ' items gathered into one list. */
function blocks(absaetze: string[]): Block[] {
  const out: Block[] = [];
  for (const paragraph of absaetze) {
    if (paragraph.startsWith('• ')) {
      const last = out.at(-1);
      if (last?.kind === 'list') last.items.push(paragraph.slice(2));
      else out.push({ kind: 'list', items: [paragraph.slice(2)] });
    } else {
      out.push({ kind: 'p', text: paragraph });
    }
  }
  return out;
}

/** Renders the document as a tagged PDF 1.7 in German. */
export function renderPdf(doc: PdfDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'de-DE',
    displayTitle: true,
    bufferPages: true,
    info: { Title: doc.titel, Author: doc.herausgeber, Creator: 'Stadt Musterstadt' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const root = pdf.struct('Document');
  pdf.addStructure(root);
  root.add(pdf.struct('H1', {}, () => pdf.font('Helvetica-Bold').fontSize(18).text(doc.titel, { lineGap: 4 })));
  root.add(pdf.struct('P', {}, () => pdf.font('Helvetica').fontSize(9.5).text(doc.herausgeber, { paragraphGap: 6 })));
  for (const block of blocks(doc.absaetze)) {
    pdf.font('Helvetica').fontSize(11);
    if (block.kind === 'p') {
      root.add(pdf.struct('P', {}, () => pdf.moveDown(0.5).text(block.text, { lineGap: 2 })));
      continue;
    }
    const list = pdf.struct('L');
    root.add(list);
    pdf.moveDown(0.3);
    for (const item of block.items) {
      const y = pdf.y;
      list.add(
        pdf.struct('LI', {}, [
          pdf.struct('Lbl', {}, () => pdf.text('•', MARGIN.left, y)),
          pdf.struct('LBody', {}, () => pdf.text(item, MARGIN.left + 12, y, { lineGap: 2, paragraphGap: 3 })),
        ]),
      );
    }
    list.end();
    pdf.x = MARGIN.left;
  }
  root.end();

  // Page numbers are pagination artifacts, not content of the document.
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    pdf.switchToPage(i);
    pdf.page.margins.bottom = 0;
    pdf.markContent('Artifact', { type: 'Pagination' });
    pdf
      .font('Helvetica')
      .fontSize(8)
      .text(`Seite ${i + 1} von ${range.count}`, MARGIN.left, FOOTER_Y, { lineBreak: false });
    pdf.endMarkedContent();
  }
  pdf.end();
  return done;
}
