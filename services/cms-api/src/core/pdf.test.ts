import { renderPdf } from './pdf';
import { flatText as flat, readPdf as readBack } from '../testing/read-pdf';

describe('renderPdf', () => {
  it('writes a tagged German PDF whose title, author and text a PDF reader finds', async () => {
    const read = readBack(await renderPdf({ titel: 'Hausordnung', herausgeber: 'Gymnasium am Dornberg', absaetze: ['Wir gehen respektvoll miteinander um.'] }));
    expect(read.header).toMatch(/^%PDF-1\.7/);
    expect(read).toMatchObject({ title: 'Hausordnung', author: 'Gymnasium am Dornberg', language: 'de-DE', markInfo: { Marked: true } });
    expect(flat(read.pages.join(' '))).toBe('Hausordnung Gymnasium am Dornberg Wir gehen respektvoll miteinander um. Seite 1 von 1');
    expect(read.roles).toEqual(['Root', 'Document', 'H1', 'P', 'P']);
  });

  it('keeps German characters and puts bullet paragraphs into one list', async () => {
    const read = readBack(
      await renderPdf({
        titel: 'Grüße (Entwurf)',
        herausgeber: 'Straße 5',
        absaetze: ['„Miete“ 20 € – bitte überweisen…', '• Erstens', '• Zweitens', 'Danke.'],
      }),
    );
    const text = flat(read.pages.join(' '));
    expect(text).toContain('Grüße (Entwurf)');
    expect(text).toContain('„Miete“ 20 € – bitte überweisen…');
    expect(read.roles).toEqual(['Root', 'Document', 'H1', 'P', 'P', 'L', 'LI', 'Lbl', 'LBody', 'LI', 'Lbl', 'LBody', 'P']);
    expect(text).toMatch(/• ?Erstens • ?Zweitens Danke\./);
  });

  it('wraps long paragraphs and numbers every page when one is full', async () => {
    const long = Array.from({ length: 60 }, (_, i) => `Absatz ${i + 1}: Bitte geben Sie das Formular rechtzeitig im Sekretariat ab.`);
    const read = readBack(await renderPdf({ titel: 'Lange Liste', herausgeber: 'Schule', absaetze: long }));
    const count = read.pages.length;
    expect(count).toBeGreaterThan(1);
    read.pages.forEach((page, i) => expect(flat(page)).toContain(`Seite ${i + 1} von ${count}`));
    const all = flat(read.pages.join(' '));
    for (let i = 1; i <= 60; i += 1) expect(all).toContain(`Absatz ${i}: Bitte geben Sie das Formular rechtzeitig im Sekretariat ab.`);
  });
});
