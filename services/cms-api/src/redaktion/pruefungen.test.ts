import { gespeicherteFelder, type Felder } from './felder';
import {
  bildBreiteWarnung,
  type MedienDatei,
  nichtssagend,
  pdfWarnung,
  pruefe,
  pruefeHinweise,
  pruefeText,
  seitenPfad,
  TEXTSPALTE_PX,
  textHinweise,
} from './pruefungen';

const NOW = new Date('2026-11-20T09:00:00Z');
const felder = (werte: Partial<Felder>): Felder => ({ ...gespeicherteFelder({ titel: 'Ein Titel' }), ...werte });
const kontext = { art: 'artikel' as const, neu: true, now: NOW, vorhandeneMedien: new Set(['kurpark-1a2b3c4d.jpg']) };

describe('pruefeText', () => {
  it('accepts well-ordered headings, described pictures and telling links', async () => {
    expect(
      await pruefeText(
        '<h2>Anfahrt</h2><p>Mit dem <a href="/bus">Bus zum Rathaus</a></p><h3>Parken</h3><p><img src="https://x.example/k.jpg" alt=""></p><h2>Kontakt</h2>',
      ),
    ).toEqual([]);
  });

  it('names a level-1 heading, a skipped level and an empty heading', async () => {
    const befunde = await pruefeText('<h1>Groß</h1><h2>Mitte</h2><h4>Zu tief</h4><h3> </h3>');
    expect(befunde).toEqual([
      'Die Überschrift „Groß“ hat Ebene 1. Die hat die Seite schon (der Titel); beginnen Sie im Text mit Ebene 2.',
      'Die Überschriften springen von Ebene 2 auf Ebene 4 („Zu tief“). Bitte lassen Sie keine Ebene aus, sonst finden sich Menschen mit Screenreader nicht zurecht.',
      'Eine Überschrift im Text ist leer. Bitte geben Sie ihr einen Text oder entfernen Sie sie.',
    ]);
    expect(await pruefeText('<h3>Gleich zu tief</h3>')).toEqual([expect.stringContaining('von Ebene 1 auf Ebene 3')]);
  });

  it('lets a block start at level 2 and go back up any number of levels, but never down by more than one', async () => {
    // The rule: the page title is the h1, so a block's text starts at h2; each next heading is at most
    // one level deeper than the one before; going back up (h4 to h2) is a new section and fine.
    expect(await pruefeText('<h2>A</h2><h3>B</h3><h4>C</h4><h2>D</h2><h3>E</h3>')).toEqual([]);
    expect(await pruefeText('<p>Ohne Überschrift</p><h2>A</h2>')).toEqual([]);
    expect(await pruefeText('<h2>A</h2><h3>B</h3><h5>C</h5>')).toEqual([expect.stringContaining('von Ebene 3 auf Ebene 5 („C“)')]);
  });

  it('names vague and empty links and pictures without alt', async () => {
    const befunde = await pruefeText(
      '<p><a href="/a">hier</a>, <a href="/b">Mehr …</a>, <a href="">Anmeldung</a>, <a href="/c"> </a>, <img src="https://x.example/y.jpg"></p>',
    );
    expect(befunde).toEqual([
      'Der Linktext „hier“ sagt nicht, wohin der Link führt. Bitte beschreiben Sie das Ziel (z. B. „Haushaltsplan 2027 als PDF“).',
      'Der Linktext „Mehr …“ sagt nicht, wohin der Link führt. Bitte beschreiben Sie das Ziel (z. B. „Haushaltsplan 2027 als PDF“).',
      'Ein Link im Text („Anmeldung“) hat keine Adresse. Bitte tragen Sie ein, wohin er führen soll.',
      'Ein Link im Text hat keinen Text. Bitte beschreiben Sie, wohin er führt.',
      expect.stringMatching(/^Ein Bild im Text hat keinen Alternativtext/),
    ]);
  });

  it('takes the alt text of a linked picture as the link text', async () => {
    expect(await pruefeText('<a href="/plan"><img src="https://x.example/p.png" alt="Lageplan des Festplatzes"></a>')).toEqual([]);
  });
});

describe('links within the site', () => {
  const seiten = new Set(['/abfall', '/aktuelles/ein-artikel', '/feuerwehr/']);
  const fuehrtZuSeite = async (pfad: string) => seiten.has(pfad);

  it('reports a link in the text to a page that does not exist, naming it and its address', async () => {
    const html =
      '<p><a href="/abfall?bezirk=2#termine">Abfuhrtermine</a>, <a href="/feuerwehr/">Feuerwehr</a>, <a href="/muellabfuhr">Müllabfuhr</a> und <a href="https://www.landkreis.example/abfall">Landkreis</a></p>';
    expect(await pruefeText(html, fuehrtZuSeite)).toEqual([
      'Der Link „Müllabfuhr“ führt zu /muellabfuhr, einer Seite, die es auf dieser Website nicht (mehr) gibt. Bitte prüfen Sie die Adresse.',
    ]);
    // Without a way to look pages up, links within the site are not followed.
    expect(await pruefeText(html)).toEqual([]);
  });

  it('leaves files, feeds, the API and other sites to their own checks', async () => {
    for (const href of [
      '/aktuelles/feed.xml',
      '/veranstaltungen.ics',
      '/api/cms/medien/plan.pdf',
      '/_forms/kontakt',
      '//evil.example/x',
      'mailto:a@b.de',
      '#oben',
    ])
      expect(seitenPfad(href)).toBeNull();
    expect(seitenPfad(' /leben-wohnen/?x=1 ')).toBe('/leben-wohnen/');
  });

  it('reports an entry of the link list whose address leads nowhere, at its address', async () => {
    const errors = await pruefe(
      felder({
        links: [
          { link: '/aktuelles/ein-artikel', linktext: 'Der Artikel' },
          { link: '/gibt-es-nicht', linktext: 'Bauhof' },
        ],
      }),
      { ...kontext, fuehrtZuSeite },
    );
    expect(errors).toEqual({ 'links.1.link': expect.stringContaining('„Bauhof“ führt zu /gibt-es-nicht') });
  });
});

describe('nichtssagend', () => {
  it.each(['hier', 'Hier!', 'mehr', 'Klicken Sie hier', 'weiterlesen', '» mehr erfahren'])('finds „%s“ vague', (text) => expect(nichtssagend(text)).toBe(true));
  it.each(['Haushaltsplan 2027', 'Hier finden Sie den Haushaltsplan'])('accepts „%s“', (text) => expect(nichtssagend(text)).toBe(false));
});

describe('pruefe', () => {
  it('wants a text for a picture unless it is decoration, and its rights', async () => {
    expect(await pruefe(felder({ bild: '/api/cms/media/rathaus.svg' }), kontext)).toEqual({
      bildtext: expect.stringMatching(/Bildtext.*dekorativ/),
      bildcopyright: 'Bitte geben Sie an, wer die Rechte am Bild hat (Urheberrecht).',
    });
    expect(await pruefe(felder({ bild: '/api/cms/media/rathaus.svg', bild_dekorativ: true, bildcopyright: 'Stadt' }), kontext)).toEqual({});
  });

  it('finds a library file that is gone, and gallery pictures without text', async () => {
    const errors = await pruefe(
      felder({
        bild: '/api/cms/medien/weg-00000000.jpg',
        bildtext: 'x',
        bildcopyright: 'y',
        bildergalerie_zuordnung: { bilder: [{ bild: '/api/cms/medien/kurpark-1a2b3c4d.jpg', bildtext: null, bildcopyright: 'Stadt' }] },
      }),
      kontext,
    );
    expect(Object.keys(errors)).toEqual(['bild', 'bildergalerie_zuordnung.bilder.0.bildtext']);
  });

  it('checks the entries of links and documents by their position', async () => {
    const errors = await pruefe(
      felder({
        links: [
          { link: '', linktext: 'Anmeldung' },
          { link: '/x', linktext: 'hier' },
          { link: '/y', linktext: null },
        ],
        dokumente: [{ link: '/api/cms/dokumente/a.pdf', downloadtext: 'PDF' }],
      }),
      kontext,
    );
    expect(Object.keys(errors)).toEqual(['links.0.link', 'links.1.linktext', 'links.2.linktext', 'dokumente.0.downloadtext']);
  });

  it('wants an event to start, to end after it starts and, when new, not to lie in the past', async () => {
    const veranstaltung = { ...kontext, art: 'veranstaltung' as const };
    expect(await pruefe(felder({}), veranstaltung)).toEqual({ datum_von: 'Bitte geben Sie an, wann die Veranstaltung beginnt.' });
    expect(await pruefe(felder({ datum_von: '2026-12-01T17:00:00.000Z', datum_bis: '2026-12-01T15:00:00.000Z' }), veranstaltung)).toEqual({
      datum_bis: 'Die Veranstaltung endet, bevor sie beginnt. Bitte prüfen Sie Beginn und Ende.',
    });
    expect(await pruefe(felder({ datum_von: '2026-11-19T17:00:00.000Z' }), veranstaltung)).toEqual({
      datum_von: 'Der Beginn liegt in der Vergangenheit. Die Veranstaltung ist neu und muss in der Zukunft liegen.',
    });
    // Already published: a past start is history, not a mistake. A whole-day event of today is not past.
    expect(await pruefe(felder({ datum_von: '2026-11-19T17:00:00.000Z' }), { ...veranstaltung, neu: false })).toEqual({});
    expect(await pruefe(felder({ datum_von: '2026-11-19T23:00:00.000Z', ganztaegig: true }), veranstaltung)).toEqual({});
    expect(await pruefe(felder({ datum_von: '2026-12-01T17:00:00.000Z', datum_bis: '2026-12-01T15:00:00.000Z' }), { ...veranstaltung, art: 'termin' })).toEqual(
      {
        datum_bis: 'Der Termin endet, bevor er beginnt. Bitte prüfen Sie Beginn und Ende.',
      },
    );
  });
});

describe('warnings before approval', () => {
  const UNGETAGGT = 'Diese PDF-Datei ist nicht barrierefrei: Sie hat keine Tags (Struktur) und keine Sprachangabe. …';
  const fassungen = [
    { breite: 320, name: 'festplatz-1a2b3c4d-320w.webp' },
    { breite: 640, name: 'festplatz-1a2b3c4d-640w.webp' },
    { breite: 960, name: 'festplatz-1a2b3c4d-960w.webp' },
    { breite: 1280, name: 'festplatz-1a2b3c4d-1280w.webp' },
    { breite: 1920, name: 'festplatz-1a2b3c4d-1920w.webp' },
    { breite: 2400, name: 'festplatz-1a2b3c4d.jpg' },
  ];
  const medien = new Map<string, MedienDatei>([
    ['satzung-00000001.pdf', { breite: null, pdfHinweis: UNGETAGGT, fassungen: [] }],
    ['kernzeit-00000002.pdf', { breite: null, pdfHinweis: null, fassungen: [] }],
    ['dokumente/streupflichtsatzung.pdf', { breite: null, pdfHinweis: UNGETAGGT, fassungen: [] }],
    ...fassungen.map((fassung): [string, MedienDatei] => [fassung.name, { breite: fassung.breite, pdfHinweis: null, fassungen }]),
  ]);

  it('names a linked library PDF that is not accessible, and nothing else', () => {
    expect(pdfWarnung('/api/cms/medien/satzung-00000001.pdf', 'Kurparksatzung', medien)).toBe(`„Kurparksatzung“ (satzung-00000001.pdf): ${UNGETAGGT}`);
    expect(pdfWarnung('/api/cms/medien/kernzeit-00000002.pdf', 'Anmeldung', medien)).toBeNull();
    expect(pdfWarnung('/api/cms/dokumente/satzung.pdf', 'Satzung', medien)).toBeNull();
    // A document of the site the library took over keeps its address.
    expect(pdfWarnung('/api/cms/dokumente/streupflichtsatzung.pdf', 'Streupflichtsatzung', medien)).toBe(
      `„Streupflichtsatzung“ (streupflichtsatzung.pdf): ${UNGETAGGT}`,
    );
    expect(pdfWarnung('https://www.landkreis.example/a.pdf', 'Landkreis', medien)).toBeNull();
  });

  it('takes the widest text column at twice the pixel density as the need: 1152 px, so 2304 px', () => {
    expect(TEXTSPALTE_PX).toBe(1152);
    // Without a width, no smaller stored width fills 2304 px: the 2400 px file is right.
    expect(bildBreiteWarnung({ src: '/api/cms/medien/festplatz-1a2b3c4d.jpg', alt: 'Festplatz' }, medien)).toBeNull();
  });

  it('names a picture shown smaller than its file, with the smaller width that still fills its place', () => {
    expect(bildBreiteWarnung({ src: '/api/cms/medien/festplatz-1a2b3c4d.jpg', width: '400', alt: 'Der Festplatz' }, medien)).toBe(
      'Das Bild „Der Festplatz“ ist 2400 Pixel breit, wird hier aber höchstens 400 Pixel breit gezeigt (800 Pixel bei doppelter Pixeldichte). Bitte verwenden Sie die kleinere Fassung mit 960 Pixeln: /api/cms/medien/festplatz-1a2b3c4d-960w.webp',
    );
    // A smaller width chosen already: only when a still smaller one fills the place.
    expect(bildBreiteWarnung({ src: '/api/cms/medien/festplatz-1a2b3c4d-1920w.webp', width: '300px', alt: '' }, medien)).toMatch(
      /^Ein Bild im Text ist 1920 Pixel breit, .* mit 640 Pixeln: \/api\/cms\/medien\/festplatz-1a2b3c4d-640w\.webp$/,
    );
    expect(bildBreiteWarnung({ src: '/api/cms/medien/festplatz-1a2b3c4d-960w.webp', width: '400' }, medien)).toBeNull();
    // Wider than the column counts as the column; pictures from elsewhere have no known width.
    expect(bildBreiteWarnung({ src: '/api/cms/medien/festplatz-1a2b3c4d.jpg', width: '3000' }, medien)).toBeNull();
    expect(bildBreiteWarnung({ src: 'https://www.landkreis.example/karte.jpg', width: '100' }, medien)).toBeNull();
  });

  it('finds both in the rich text, and puts each warning at its field', async () => {
    const text =
      '<p>Die <a href="/api/cms/medien/satzung-00000001.pdf">Kurparksatzung (PDF)</a> und die <a href="/api/cms/medien/kernzeit-00000002.pdf">Anmeldung</a>.</p><p><img src="/api/cms/medien/festplatz-1a2b3c4d.jpg" width="600" alt="Festplatz"></p>';
    expect(await textHinweise(text, medien)).toEqual([
      `„Kurparksatzung (PDF)“ (satzung-00000001.pdf): ${UNGETAGGT}`,
      expect.stringMatching(/^Das Bild „Festplatz“ ist 2400 Pixel breit, .* mit 1280 Pixeln/),
    ]);
    const hinweise = await pruefeHinweise(
      felder({
        text,
        dokumente: [
          { link: '/api/cms/medien/kernzeit-00000002.pdf', downloadtext: 'Anmeldung Kernzeit' },
          { link: '/api/cms/medien/satzung-00000001.pdf', downloadtext: 'Kurparksatzung' },
        ],
        links: [{ link: '/api/cms/medien/satzung-00000001.pdf', linktext: 'Satzung' }],
      }),
      medien,
    );
    expect(Object.keys(hinweise)).toEqual(['text', 'dokumente.1.link', 'links.0.link']);
    expect(hinweise['dokumente.1.link']).toBe(`„Kurparksatzung“ (satzung-00000001.pdf): ${UNGETAGGT}`);
    // Warnings are not errors: the same fields pass the checks.
    expect(
      await pruefe(felder({ dokumente: [{ link: '/api/cms/medien/satzung-00000001.pdf', downloadtext: 'Kurparksatzung' }] }), {
        ...kontext,
        vorhandeneMedien: new Set(['satzung-00000001.pdf']),
      }),
    ).toEqual({});
  });
});
