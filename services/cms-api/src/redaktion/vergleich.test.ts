import { gespeicherteFelder, type Felder } from './felder';
import { lesbar, teile, vergleiche } from './vergleich';

const felder = (werte: Partial<Felder>): Felder => ({ ...gespeicherteFelder({ titel: 'Titel' }), ...werte });

describe('vergleiche', () => {
  it('compares rich text as words without markup, paragraph by paragraph', async () => {
    const alt = felder({ text: '<p>Der Markt beginnt um <strong>8 Uhr</strong>.</p><p>Parken am Rathaus.</p>' });
    const neu = felder({ text: '<p>Der Markt beginnt um <strong>7 Uhr</strong>.</p><p>Parken am Rathaus.</p>' });
    const [text] = await vergleiche('artikel', alt, neu, true);
    expect(text).toMatchObject({ feld: 'text', bezeichnung: 'Text', alt: 'Der Markt beginnt um 8 Uhr.\n\nParken am Rathaus.' });
    expect(text?.teile.filter((teil) => teil.art !== 'gleich')).toEqual([
      { text: '8', art: 'entfernt' },
      { text: '7', art: 'hinzugefuegt' },
    ]);
  });

  it('shows dates as Berlin time, lists one entry a line, and leaves event fields out of articles', async () => {
    const alt = felder({ datum_von: '2026-12-01T17:00:00.000Z', links: [{ link: '/a', linktext: 'Anmeldung' }] });
    expect(await lesbar(alt, 'datum_von')).toBe('01.12.2026, 18:00 Uhr');
    expect(await lesbar(alt, 'links')).toBe('Anmeldung → /a');
    const artikel = await vergleiche('artikel', alt, alt);
    expect(artikel.find((feld) => feld.feld === 'datum_von')?.bezeichnung).toBe('Datum');
    expect(artikel.map((feld) => feld.feld)).not.toContain('veranstaltungsort');
    const veranstaltung = await vergleiche('veranstaltung', alt, alt);
    expect(veranstaltung.find((feld) => feld.feld === 'datum_von')?.bezeichnung).toBe('Beginn');
    expect(veranstaltung.every((feld) => !feld.geaendert)).toBe(true);
  });

  it('counts a change of markup alone as a change', async () => {
    const [text] = await vergleiche('artikel', felder({ text: '<p>Gleich</p>' }), felder({ text: '<p><em>Gleich</em></p>' }), true);
    expect(text).toMatchObject({ geaendert: true, alt: 'Gleich', neu: 'Gleich' });
  });
});

describe('teile', () => {
  it('splits by words and keeps the spaces', () => {
    expect(teile('Sitzbänke im Kurpark', 'Neue Sitzbänke im Park')).toEqual([
      { text: 'Neue ', art: 'hinzugefuegt' },
      { text: 'Sitzbänke im ', art: 'gleich' },
      { text: 'Kurpark', art: 'entfernt' },
      { text: 'Park', art: 'hinzugefuegt' },
    ]);
  });
});
