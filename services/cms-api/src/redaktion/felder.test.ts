import { gespeicherteFelder, itemSpalten, normalisiere, verwendeteMedien, zeitpunkt } from './felder';

describe('zeitpunkt', () => {
  it('reads a Berlin wall-clock time, a day, and an instant with a zone', () => {
    expect(zeitpunkt('2026-12-01T18:00', 'datum_von').toISOString()).toBe('2026-12-01T17:00:00.000Z');
    expect(zeitpunkt('2026-07-01T18:00', 'datum_von').toISOString()).toBe('2026-07-01T16:00:00.000Z');
    expect(zeitpunkt('2026-12-01', 'datum_von').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(zeitpunkt('2026-12-01T18:00:00+01:00', 'datum_von').toISOString()).toBe('2026-12-01T17:00:00.000Z');
  });

  it('refuses a day that does not exist, in German', () => {
    expect(() => zeitpunkt('2026-02-30T10:00', 'datum_bis')).toThrow('Die Angabe „datum_bis“ ist kein gültiges Datum.');
    expect(() => zeitpunkt('2026-12-01T25:00', 'datum_bis')).toThrow('kein gültiges Datum');
  });
});

describe('normalisiere', () => {
  it('trims, turns blanks into null, keeps rich text to its markup and instants in UTC', async () => {
    const felder = await normalisiere({
      titel: '  Neue   Bänke ',
      einleitung: '   ',
      text: '<p onclick="x()">Text<script>alert(1)</script></p><h2 style="color:red">Zwischentitel</h2><a href="javascript:alert(1)">Link</a>',
      datum_von: '2026-12-01T18:00',
      links: [{ link: ' /a ', linktext: '' }],
    });
    expect(felder).toMatchObject({
      titel: 'Neue Bänke',
      einleitung: null,
      text: '<p>Text</p><h2>Zwischentitel</h2><a>Link</a>',
      datum_von: '2026-12-01T17:00:00.000Z',
      links: [{ link: '/a', linktext: null }],
      bild_dekorativ: false,
      bildergalerie_zuordnung: null,
    });
  });
});

describe('itemSpalten', () => {
  it('gives an article without a date its first publication, and a decorative picture no text', () => {
    const felder = gespeicherteFelder({ titel: 'T', bild: '/b.jpg', bildtext: 'Alt', bild_dekorativ: true, veranstaltungsort: 'Halle' });
    const spalten = itemSpalten('artikel', felder, new Date('2026-11-20T09:00:00Z'));
    expect(spalten).toMatchObject({ datum_von: '2026-11-20T09:00:00.000Z', bildtext: null });
    expect(spalten.data).not.toHaveProperty('veranstaltungsort');
    expect(itemSpalten('veranstaltung', felder, new Date()).data).toMatchObject({ veranstaltungsort: 'Halle' });
  });
});

describe('verwendeteMedien', () => {
  it('finds library files anywhere in the fields, widths included', () => {
    const felder = gespeicherteFelder({
      titel: 'T',
      bild: '/api/cms/medien/kurpark-1a2b3c4d.jpg',
      text: '<p><img src="/api/cms/medien/plan-0000ffff-640w.webp" alt="Plan"></p>',
      dokumente: [{ link: '/api/cms/medien/satzung-12345678.pdf', downloadtext: 'Satzung' }],
    });
    expect(verwendeteMedien(felder).sort()).toEqual(['kurpark-1a2b3c4d.jpg', 'plan-0000ffff-640w.webp', 'satzung-12345678.pdf']);
  });
});
