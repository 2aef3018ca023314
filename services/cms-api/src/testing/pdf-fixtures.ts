/**
 * PDFs for the tests of the accessibility check, written by PDFKit: a tagged one with a structure
 * tree and /Lang (as the town's own documents are), and ones that lack tags, a language or both.
 */
import PDFDocument from 'pdfkit';

interface Art {
  getaggt: boolean;
  sprache: boolean;
}

function schreibe({ getaggt, sprache }: Art, text: string): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', pdfVersion: '1.7', tagged: getaggt, ...(sprache ? { lang: 'de-DE' } : {}), info: { Title: text } });
  const teile: Buffer[] = [];
  pdf.on('data', (teil: Buffer) => teile.push(teil));
  const fertig = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(teile)));
    pdf.on('error', reject);
  });
  if (getaggt) {
    const dokument = pdf.struct('Document');
    pdf.addStructure(dokument);
    dokument.add(pdf.struct('H1', {}, () => pdf.fontSize(18).text(text)));
    dokument.add(pdf.struct('P', {}, () => pdf.fontSize(11).text('Bitte füllen Sie das Formular aus und geben Sie es im Rathaus ab.')));
    dokument.end();
  } else {
    pdf.fontSize(18).text(text);
    pdf.fontSize(11).text('Bitte füllen Sie das Formular aus und geben Sie es im Rathaus ab.');
  }
  pdf.end();
  return fertig;
}

/** Tagged, with a structure tree (Document, H1, P) and /Lang de-DE. */
export const getaggtesPdf = (text = 'Anmeldung zur Kernzeitbetreuung'): Promise<Buffer> => schreibe({ getaggt: true, sprache: true }, text);
/** Neither tagged nor with a language: a scan or a plain export. */
export const ungetaggtesPdf = (text = 'Antrag auf Sondernutzung'): Promise<Buffer> => schreibe({ getaggt: false, sprache: false }, text);
/** Tagged, but without /Lang. */
export const pdfOhneSprache = (text = 'Hallenbelegung'): Promise<Buffer> => schreibe({ getaggt: true, sprache: false }, text);
