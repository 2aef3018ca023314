import { renderPdf } from '../core/pdf';
import { getaggtesPdf, pdfOhneSprache, ungetaggtesPdf } from '../testing/pdf-fixtures';
import { pdfHinweis, pruefePdf, pruefePdfs } from './pdf-pruefung';

describe('pruefePdf', () => {
  it('reads tags, structure tree and language of a tagged German PDF', async () => {
    expect(await pruefePdf(await getaggtesPdf())).toEqual({ lesbar: true, getaggt: true, struktur: true, sprache: 'de-DE' });
    // The town's own documents are written the same way.
    expect(await pruefePdf(await renderPdf({ titel: 'Elternbrief', herausgeber: 'Grundschule', absaetze: ['Liebe Eltern'] }))).toEqual({
      lesbar: true,
      getaggt: true,
      struktur: true,
      sprache: 'de-DE',
    });
  });

  it('finds a PDF without tags and language, and one without language', async () => {
    expect(await pruefePdf(await ungetaggtesPdf())).toEqual({ lesbar: true, getaggt: false, struktur: false, sprache: null });
    expect(await pruefePdf(await pdfOhneSprache())).toEqual({ lesbar: true, getaggt: true, struktur: true, sprache: null });
  });

  it('reads several files in one worker, each in its place', async () => {
    const befunde = await pruefePdfs([await ungetaggtesPdf(), Buffer.from('%PDF-1.4 kaputt'), await getaggtesPdf()]);
    expect(befunde.map((befund) => [befund.lesbar, befund.getaggt, befund.sprache])).toEqual([
      [true, false, null],
      [false, false, null],
      [true, true, 'de-DE'],
    ]);
    expect(await pruefePdfs([])).toEqual([]);
  });

  it('answers unreadable for a damaged file instead of failing', async () => {
    expect(await pruefePdf(Buffer.from('%PDF-1.7\nkaputt\n%%EOF'))).toEqual({ lesbar: false, getaggt: false, struktur: false, sprache: null });
  });
});

describe('pdfHinweis', () => {
  const gut = { lesbar: true, getaggt: true, struktur: true, sprache: 'de-DE' };

  it('says nothing about an accessible PDF', () => expect(pdfHinweis(gut)).toBeNull());

  it('names everything that is missing', () => {
    expect(pdfHinweis({ ...gut, getaggt: false, struktur: false, sprache: null })).toBe(
      'Diese PDF-Datei ist nicht barrierefrei: Sie hat keine Tags (Struktur) und keine Sprachangabe. Menschen mit Screenreader können sie so nicht (richtig) lesen. Bitte laden Sie eine getaggte PDF-Datei mit Sprachangabe hoch (z. B. aus Word oder LibreOffice als „barrierefreies PDF“ exportiert).',
    );
    expect(pdfHinweis({ ...gut, sprache: null })).toMatch(/^Diese PDF-Datei ist nicht barrierefrei: Sie hat keine Sprachangabe\. /);
    expect(pdfHinweis({ ...gut, struktur: false })).toMatch(/Sie hat keine Struktur \(Tags ohne Strukturbaum\)\./);
    expect(pdfHinweis({ ...gut, getaggt: false })).toMatch(/Sie hat keine Kennzeichnung als getaggt \(MarkInfo\)\./);
    expect(pdfHinweis({ lesbar: false, getaggt: false, struktur: false, sprache: null })).toMatch(/ließ sich nicht auf Barrierefreiheit prüfen/);
  });
});
