import { renderPdf, wrap } from './pdf';

const text = (pdf: Buffer) => pdf.toString('latin1');

describe('renderPdf', () => {
  it('writes a PDF whose cross-reference table points at every object', () => {
    const pdf = text(renderPdf({ titel: 'Hausordnung', herausgeber: 'Gymnasium am Dornberg', absaetze: ['Wir gehen respektvoll miteinander um.'] }));
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.length).toBe(7);
    offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(pdf)?.[1]);
    const start = pdf.indexOf('stream\n') + 'stream\n'.length;
    expect(pdf.slice(start + length, start + length + 10)).toBe('\nendstream');
  });

  it('encodes German text in WinAnsi and escapes parentheses', () => {
    const pdf = renderPdf({ titel: 'Grüße (Entwurf)', herausgeber: 'Straße 5', absaetze: ['„Miete“ 20 € – bitte überweisen…'] });
    const raw = text(pdf);
    expect(raw).toContain('(Gr\xfc\xdfe \\(Entwurf\\)) Tj');
    expect(raw).toContain('(\x84Miete\x93 20 \x80 \x96 bitte \xfcberweisen\x85) Tj');
  });

  it('wraps long paragraphs and starts a new page when one is full', () => {
    expect(wrap('eins zwei drei vier', 9)).toEqual(['eins zwei', 'drei vier']);
    const long = Array.from({ length: 60 }, (_, i) => `Absatz ${i + 1}: Bitte geben Sie das Formular rechtzeitig im Sekretariat ab.`);
    const pdf = text(renderPdf({ titel: 'Lange Liste', herausgeber: 'Schule', absaetze: long }));
    const count = Number(/\/Count (\d+)/.exec(pdf)?.[1]);
    expect(count).toBeGreaterThan(1);
    expect(pdf).toContain(`(Seite ${count} von ${count}) Tj`);
  });
});
