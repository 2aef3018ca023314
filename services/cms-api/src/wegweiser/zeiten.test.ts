import type { WegweiserOeffnungszeiten } from '@musterstadt/cms-contract';
import { aktuelleAbweichungen, anzeigeZeilen, istTelefon, pruefeZeiten, zeitenAusText } from './zeiten';

const allgemein = (
  regelzeiten: WegweiserOeffnungszeiten['regelzeiten'],
  abweichungen: WegweiserOeffnungszeiten['abweichungen'] = [],
): WegweiserOeffnungszeiten => ({
  typ: 'allgemein',
  hinweis: null,
  regelzeiten,
  abweichungen,
});

describe('the phone rule', () => {
  it('takes numbers as people write them and refuses letters, extensions in words and a + inside', () => {
    for (const number of ['07999 123-120', '+49 (0)7999 / 12 31 20', '07999.12312', '112']) expect(istTelefon(number)).toBe(true);
    for (const wrong of ['0800-MUSTER', '07999 123 ext. 4', '49+7999', '', '0'.repeat(41)]) expect(istTelefon(wrong)).toBe(false);
  });
});

describe('reading the former text rows', () => {
  it('makes days and spans regular times and keeps what it cannot read word for word in the note', () => {
    const [zeiten] = zeitenAusText([
      { tage: 'Montag, Dienstag und Freitag', zeiten: '8:00 bis 12:00 Uhr' },
      { tage: 'Mittwoch', zeiten: '8:00 bis 12:00 Uhr und 14:00 bis 16:00 Uhr' },
      { tage: 'Montag bis Freitag', zeiten: '8:30 bis 12:00 Uhr, Donnerstag auch 14:00 bis 18:00 Uhr' },
      { tage: 'Erster Samstag im Monat', zeiten: '9:00 bis 12:00 Uhr' },
      { tage: 'Donnerstag', zeiten: '14:00 bis 17:30 Uhr und nach Vereinbarung' },
    ]);
    expect(zeiten?.regelzeiten).toEqual([
      { tagtyp: 'mo', beginn: '08:00', ende: '12:00' },
      { tagtyp: 'di', beginn: '08:00', ende: '12:00' },
      { tagtyp: 'fr', beginn: '08:00', ende: '12:00' },
      { tagtyp: 'mi', beginn: '08:00', ende: '12:00' },
      { tagtyp: 'mi', beginn: '14:00', ende: '16:00' },
      { tagtyp: 'mo-fr', beginn: '08:30', ende: '12:00' },
      { tagtyp: 'do', beginn: '14:00', ende: '18:00' },
    ]);
    expect(zeiten?.hinweis).toBe('Erster Samstag im Monat: 9:00 bis 12:00 Uhr\nDonnerstag: 14:00 bis 17:30 Uhr und nach Vereinbarung');
  });

  it('reads a range of weekdays short of Friday day by day', () => {
    expect(zeitenAusText([{ tage: 'Montag bis Mittwoch', zeiten: '7:30 bis 12:00 Uhr' }])[0]?.regelzeiten.map((r) => r.tagtyp)).toEqual(['mo', 'di', 'mi']);
    expect(zeitenAusText([])).toEqual([]);
  });
});

describe('checks of opening times', () => {
  it('finds a span that ends before it starts and spans of a day that overlap, Monday to Friday counting for each weekday', () => {
    expect(
      pruefeZeiten([
        allgemein([
          { tagtyp: 'mo-fr', beginn: '08:00', ende: '12:00' },
          { tagtyp: 'mi', beginn: '11:30', ende: '13:00' },
          { tagtyp: 'sa', beginn: '12:00', ende: '09:00' },
          { tagtyp: 'do', beginn: '12:00', ende: '18:00' },
        ]),
      ]),
    ).toEqual({
      'oeffnungszeiten.0.regelzeiten.1.beginn': 'Die Zeit 11:30 bis 13:00 Uhr am Mittwoch überschneidet sich mit der Zeit in Zeile 1.',
      'oeffnungszeiten.0.regelzeiten.2.ende': 'Die Zeit am Samstag endet (9:00 Uhr), bevor sie beginnt (12:00 Uhr).',
    });
  });

  it('finds a deviating time that ends before it starts or says nothing, and a kind given twice', () => {
    expect(
      pruefeZeiten([
        allgemein(
          [],
          [
            { beginn: '2026-12-24', ende: '2026-12-24', text: 'geschlossen' },
            { beginn: '2026-12-31T12:00', ende: '2026-12-31T10:00', text: '' },
          ],
        ),
        allgemein([]),
      ]),
    ).toEqual({
      'oeffnungszeiten.0.abweichungen.1.text': expect.stringContaining('geschlossen'),
      'oeffnungszeiten.0.abweichungen.1.ende': 'Die abweichende Zeit endet, bevor sie beginnt.',
      'oeffnungszeiten.1.typ': expect.stringContaining('schon angegeben'),
    });
  });
});

describe('what the public pages show', () => {
  it('puts days with the same spans together, in week order, and Monday to Friday first', () => {
    expect(
      anzeigeZeilen([
        allgemein([
          { tagtyp: 'fr', beginn: '08:00', ende: '12:00' },
          { tagtyp: 'mo', beginn: '08:00', ende: '12:00' },
          { tagtyp: 'mi', beginn: '14:00', ende: '16:00' },
          { tagtyp: 'mi', beginn: '08:00', ende: '12:00' },
          { tagtyp: 'di', beginn: '08:00', ende: '12:00' },
          { tagtyp: 'mo-fr', beginn: '07:30', ende: '08:00' },
        ]),
      ]),
    ).toEqual([
      { tage: 'Montag bis Freitag', zeiten: '7:30 bis 8:00 Uhr' },
      { tage: 'Montag, Dienstag und Freitag', zeiten: '8:00 bis 12:00 Uhr' },
      { tage: 'Mittwoch', zeiten: '8:00 bis 12:00 Uhr und 14:00 bis 16:00 Uhr' },
    ]);
    expect(anzeigeZeilen([])).toEqual([]);
  });

  it('shows a deviating time only while now lies between its beginning and end (Berlin time)', () => {
    const zeiten = [
      allgemein(
        [],
        [
          { beginn: '2026-12-24', ende: '2026-12-26', text: 'geschlossen' },
          { beginn: '2026-12-31T12:00', ende: '2026-12-31T18:00', text: 'ab 12 Uhr geschlossen' },
        ],
      ),
    ];
    // 26 December, 23:30 in Berlin is 22:30 UTC: still the last day.
    expect(aktuelleAbweichungen(zeiten, new Date('2026-12-26T22:30:00Z')).map((a) => a.text)).toEqual(['geschlossen']);
    expect(aktuelleAbweichungen(zeiten, new Date('2026-12-26T23:30:00Z'))).toEqual([]);
    expect(aktuelleAbweichungen(zeiten, new Date('2026-12-31T10:59:00Z'))).toEqual([]);
    expect(aktuelleAbweichungen(zeiten, new Date('2026-12-31T11:00:00Z')).map((a) => a.text)).toEqual(['ab 12 Uhr geschlossen']);
  });
});
