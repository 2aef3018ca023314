import type { RedaktionPortalFelder } from '@musterstadt/cms-contract';
import { AntwortFehler } from './fehler';
import { gespeichertesPortal, normalisierePortal, PORTAL_MELDUNGEN, pruefePortal, vergleichePortal } from './portal-art';

const BILD = { bild: '/api/cms/medien/kurpark-1a2b3c4d.jpg', bildtext: 'Der Kurpark im Herbst', bildcopyright: 'Stadt Musterstadt' };
const MEDIEN = new Set(['kurpark-1a2b3c4d.jpg']);
const SEITEN = new Set(['/veranstaltungen', '/aktuelles']);
const umgebung = { vorhandeneMedien: MEDIEN, fuehrtZuSeite: async (pfad: string) => SEITEN.has(pfad) };

const portal = (module: RedaktionPortalFelder['module']) => gespeichertesPortal({ titel: 'Willkommen', module });

describe('normalisierePortal', () => {
  it('leaves blank fields out, cleans rich text, drops a picture without a file and keeps the order', async () => {
    const felder = await normalisierePortal({
      titel: '  Willkommen   in Musterstadt ',
      seo: { title: ' ', description: '' },
      module: [
        { typ: 'text', titel: '', text: '<p onclick="x()">Hallo <script>alert(1)</script>Welt</p>', link: ' /aktuelles ', linktext: 'Alle Meldungen' },
        { typ: 'hero', titel: 'Sommer', bildupload: { bild: ' ', bildtext: 'leer' } },
      ],
    });
    expect(felder).toEqual({
      titel: 'Willkommen in Musterstadt',
      seo: null,
      module: [
        { typ: 'text', text: '<p>Hallo Welt</p>', link: '/aktuelles', linktext: 'Alle Meldungen' },
        { typ: 'hero', titel: 'Sommer' },
      ],
    });
  });

  it('refuses a sixth slide of a hero slider at its field, with the input kept', async () => {
    const eingabe = {
      titel: 'Start',
      module: [
        { typ: 'text', text: '<p>x</p>' },
        { typ: 'hero-slider', titel1: 'Eins', titel6: 'Sechs' },
      ],
    };
    const fehler = await normalisierePortal(eingabe).catch((error: unknown) => error);
    expect(fehler).toBeInstanceOf(AntwortFehler);
    expect((fehler as AntwortFehler).statusCode).toBe(422);
    expect((fehler as AntwortFehler).body).toEqual({
      error: PORTAL_MELDUNGEN.zuVieleSlides,
      errors: { 'module.1.titel6': PORTAL_MELDUNGEN.zuVieleSlides },
      eingabe,
    });
  });
});

describe('pruefePortal', () => {
  it('accepts complete modules of every kind', async () => {
    const felder = portal([
      { typ: 'hero', titel: 'Sommer', link: '/veranstaltungen', linktext: 'Zum Veranstaltungskalender', bildupload: BILD },
      { typ: 'hero-slider', titel1: 'Eins', bildupload1: BILD, titel2: 'Zwei', bildupload2: { ...BILD, bildtext: null, bild_dekorativ: true } },
      { typ: 'headline-teaser', titel: 'Aktuelles', quelle: { typ: 'artikel', bereich: 'stadt', anzahl: 3 } },
      { typ: 'kurzinfo-icons', icon1: 'clock', titel1: 'Öffnungszeiten', text1: 'Mo–Fr' },
      { typ: 'suche', titel: 'Was suchen Sie?' },
    ]);
    expect(await pruefePortal(felder, umgebung)).toEqual({});
  });

  it('names what a module lacks, a picture without text or rights, an unknown icon, a broken internal link and an unknown kind', async () => {
    const felder = portal([
      { typ: 'bild-text', titel: 'Museum' },
      { typ: 'hero', titel: 'Sommer', bildupload: { bild: '/api/cms/medien/kurpark-1a2b3c4d.jpg' } },
      { typ: 'kurzinfo-icons', icon1: 'rakete', titel1: 'Start', link1: '/gibt-es-nicht', linktext1: 'Mehr' },
      { typ: 'eventteaser', titel: 'Termine' },
      { typ: 'karussell' },
    ]);
    expect(await pruefePortal(felder, umgebung)).toEqual({
      'module.0.text': 'Dem Modul „Bild und Text“ fehlt: Text.',
      'module.0.bildupload': 'Dem Modul „Bild und Text“ fehlt: Bild.',
      'module.1.bildupload.bildtext': expect.stringContaining('Das Bild braucht einen Bildtext'),
      'module.1.bildupload.bildcopyright': 'Bitte geben Sie an, wer die Rechte am Bild hat (Urheberrecht).',
      'module.2.icon1': 'Das Symbol „rakete“ kennt die Website nicht. Bitte wählen Sie eines aus der Liste.',
      'module.2.link1': 'Der Link führt zu /gibt-es-nicht, einer Seite, die es auf dieser Website nicht (mehr) gibt. Bitte prüfen Sie die Adresse.',
      'module.2.linktext1': expect.stringContaining('„Mehr“ sagt nicht, wohin der Link führt'),
      'module.3.quelle': 'Bitte wählen Sie, welche Liste das Modul „Veranstaltungen (Anrisse)“ zeigt.',
      'module.4.typ': 'Ein Modul der Art „karussell“ kennt die Website nicht. Bitte entfernen Sie es.',
    });
  });

  it('names a file the media library no longer has', async () => {
    const felder = portal([{ typ: 'hero', titel: 'Sommer', bildupload: { ...BILD, bild: '/api/cms/medien/weg-00000000.jpg' } }]);
    expect(await pruefePortal(felder, umgebung)).toEqual({
      'module.0.bildupload.bild': 'Diese Datei gibt es in der Mediathek nicht mehr. Bitte wählen Sie eine andere.',
    });
  });
});

describe('vergleichePortal', () => {
  it('shows a moved module at both places and the changed title in words', async () => {
    const alt = portal([
      { typ: 'text', titel: 'Erster', text: '<p>A</p>' },
      { typ: 'hero', titel: 'Sommer', bildupload: BILD },
    ]);
    const neu = {
      ...alt,
      module: [{ ...(alt.module[1] as object), titel: 'Herbst' } as (typeof alt.module)[number], alt.module[0] as (typeof alt.module)[number]],
    };
    const vergleich = await vergleichePortal(alt, neu, true);
    expect(vergleich.map((feld) => [feld.feld, feld.bezeichnung])).toEqual([
      ['module.0', 'Modul 1'],
      ['module.1', 'Modul 2'],
    ]);
    expect(vergleich[0]?.alt).toBe('Art: Text\nTitel: Erster\nText: A');
    expect(vergleich[0]?.neu).toContain('Art: Hero (Bild mit Titel)\nTitel: Herbst');
    expect(await vergleichePortal(alt, alt, true)).toEqual([]);
  });
});
