import {
  abweichungZeitraum,
  aktuelleAbweichungen,
  heute,
  mittwochGeschlossen,
  regulaereZeilen,
  tagtypAm,
  tagtypDesDatums,
  zeitspanne,
  type AbweichendeZeit,
  type Oeffnungszeiten,
  type RegulaereZeit,
} from './weekly-hours';

const singleDays: RegulaereZeit[] = [
  { tagtyp: 'fr', beginn: '10:00', ende: '18:00' },
  { tagtyp: 'mo', beginn: '10:00', ende: '18:00' },
  { tagtyp: 'di', beginn: '10:00', ende: '18:00' },
  { tagtyp: 'do', beginn: '10:00', ende: '18:00' },
  { tagtyp: 'so', beginn: '9:00', ende: '19:00' },
  { tagtyp: 'sa', beginn: '09:00', ende: '19:00' },
];

describe('regular times by day type', () => {
  it('writes a time range with Uhr', () => {
    expect(zeitspanne('9:00', '12:30')).toBe('09:00 bis 12:30 Uhr');
  });

  it('lists day types in week order and joins several ranges of one day', () => {
    const rows = regulaereZeilen([
      { tagtyp: 'sa', beginn: '09:00', ende: '12:00' },
      { tagtyp: 'mo-fr', beginn: '14:00', ende: '17:00' },
      { tagtyp: 'mo-fr', beginn: '08:00', ende: '12:00' },
    ]);
    expect(rows).toEqual([
      { tagtyp: 'mo-fr', tag: 'Montag bis Freitag', zeiten: ['08:00 bis 12:00 Uhr', '14:00 bis 17:00 Uhr'], geschlossen: false },
      { tagtyp: 'sa', tag: 'Samstag', zeiten: ['09:00 bis 12:00 Uhr'], geschlossen: false },
    ]);
  });

  it('shows Wednesday as closed when Monday, Tuesday, Thursday and Friday have times and Wednesday has none', () => {
    const rows = regulaereZeilen(singleDays);
    expect(rows.map((row) => row.tag)).toEqual(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']);
    expect(rows[2]).toEqual({ tagtyp: 'mi', tag: 'Mittwoch', zeiten: [], geschlossen: true });
    expect(mittwochGeschlossen(singleDays)).toBe(true);
  });

  it('does not invent a closed Wednesday otherwise', () => {
    const withoutFriday = singleDays.filter((z) => z.tagtyp !== 'fr');
    expect(mittwochGeschlossen(withoutFriday)).toBe(false);
    expect(regulaereZeilen(withoutFriday).map((row) => row.tag)).not.toContain('Mittwoch');
    const withWednesday = [...singleDays, { tagtyp: 'mi' as const, beginn: '12:00', ende: '18:00' }];
    expect(regulaereZeilen(withWednesday).find((row) => row.tagtyp === 'mi')).toMatchObject({ geschlossen: false, zeiten: ['12:00 bis 18:00 Uhr'] });
    const weekdays = [...singleDays, { tagtyp: 'mo-fr' as const, beginn: '08:00', ende: '09:00' }];
    expect(mittwochGeschlossen(weekdays)).toBe(false);
  });
});

describe('deviating times', () => {
  const winter: AbweichendeZeit = { beginn: '2026-11-01T00:00:00+01:00', ende: '2027-03-31T23:59:00+02:00', zusatztext: 'Winterpause' };
  const easter: AbweichendeZeit = { beginn: '2027-03-26T00:00:00+01:00', ende: '2027-03-29T23:59:00+02:00', zusatztext: 'Ostern' };

  it('apply only while now lies between their beginning and end', () => {
    expect(aktuelleAbweichungen([winter, easter], new Date('2026-10-31T22:59:00Z'))).toEqual([]);
    expect(aktuelleAbweichungen([winter, easter], new Date('2026-10-31T23:00:00Z'))).toEqual([winter]);
    expect(aktuelleAbweichungen([winter, easter], new Date('2027-03-27T12:00:00Z'))).toEqual([winter, easter]);
    expect(aktuelleAbweichungen([winter, easter], new Date('2027-03-31T21:59:00Z'))).toEqual([winter]);
    expect(aktuelleAbweichungen([winter, easter], new Date('2027-03-31T22:00:00Z'))).toEqual([]);
    expect(aktuelleAbweichungen(undefined, new Date())).toEqual([]);
  });

  it('name their period in German dates', () => {
    expect(abweichungZeitraum(winter)).toBe('vom 01.11.2026 bis 31.03.2027');
    expect(abweichungZeitraum({ beginn: '2026-12-24T00:00:00+01:00', ende: '2026-12-24T23:59:00+01:00' })).toBe('am 24.12.2026');
  });
});

describe('today', () => {
  const park: Oeffnungszeiten = { typ: 'allgemein', zeiten: singleDays, abweichend: [] };

  it('takes the weekday in the town, not in UTC', () => {
    // Sunday 23:30 UTC is already Monday in Germany.
    expect(tagtypAm(new Date('2026-11-22T23:30:00Z'))).toBe('mo');
    expect(['2026-12-03', '2026-12-06', '2027-03-28', '2027-10-31'].map(tagtypDesDatums)).toEqual(['do', 'so', 'so', 'so']);
  });

  it('gives the regular times of the weekday, Monday to Friday times on workdays, and closed days', () => {
    expect(heute(park, new Date('2026-11-23T10:00:00Z'))).toEqual({ tag: 'Montag', zeiten: ['10:00 bis 18:00 Uhr'], geschlossen: false, abweichungen: [] });
    expect(heute(park, new Date('2026-11-25T10:00:00Z'))).toMatchObject({ tag: 'Mittwoch', geschlossen: true });
    const office: Oeffnungszeiten = { typ: 'telefon', zeiten: [{ tagtyp: 'mo-fr', beginn: '09:00', ende: '12:00' }] };
    expect(heute(office, new Date('2026-11-25T10:00:00Z'))).toMatchObject({ tag: 'Mittwoch', zeiten: ['09:00 bis 12:00 Uhr'] });
    expect(heute(office, new Date('2026-11-28T10:00:00Z'))).toMatchObject({ tag: 'Samstag', geschlossen: true });
  });

  it('names the deviating times in force', () => {
    const pause: AbweichendeZeit = { beginn: '2026-11-01T00:00:00+01:00', ende: '2027-03-31T23:59:00+02:00', zusatztext: 'Winterpause' };
    expect(heute({ ...park, abweichend: [pause] }, new Date('2026-11-23T10:00:00Z')).abweichungen).toEqual([pause]);
  });
});
