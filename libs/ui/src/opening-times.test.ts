import type { Oeffnungszeiten, Regelzeit } from '@musterstadt/cms-client';
import { currentDeviations, formatTimeRange, openingTimeRows, openingTimeTitle } from './opening-times';

const day = (tagtyp: Regelzeit['tagtyp'], beginn = '08:00', ende = '12:00'): Regelzeit => ({ tagtyp, beginn, ende });

describe('openingTimeTitle', () => {
  it('names the three kinds of opening time', () => {
    expect(openingTimeTitle({ typ: 'allgemein' })).toBe('Öffnungszeiten');
    expect(openingTimeTitle({ typ: 'service' })).toBe('Servicezeiten');
    expect(openingTimeTitle({ typ: 'telefon' })).toBe('Telefonische Erreichbarkeit');
  });
});

describe('openingTimeRows', () => {
  it('lists day types in week order with "HH:mm Uhr" ranges', () => {
    const rows = openingTimeRows({ regelzeiten: [day('so', '10:00', '18:00'), day('sa', '9:00', '12:30'), day('mo-fr', '08:00', '12:00')] });
    expect(rows.map((r) => [r.label, r.zeiten])).toEqual([
      ['Montag bis Freitag', ['08:00 Uhr bis 12:00 Uhr']],
      ['Samstag', ['09:00 Uhr bis 12:30 Uhr']],
      ['Sonntag', ['10:00 Uhr bis 18:00 Uhr']],
    ]);
  });

  it('puts several ranges of one day together, earliest first', () => {
    const rows = openingTimeRows({ regelzeiten: [day('di', '14:00', '16:00'), day('di', '08:00', '12:00')] });
    expect(rows).toEqual([{ tagtyp: 'di', label: 'Dienstag', zeiten: ['08:00 Uhr bis 12:00 Uhr', '14:00 Uhr bis 16:00 Uhr'], geschlossen: false }]);
  });

  it('shows Wednesday as closed when Monday, Tuesday, Thursday and Friday have times and Wednesday has none', () => {
    const rows = openingTimeRows({ regelzeiten: [day('mo'), day('di'), day('do'), day('fr')] });
    expect(rows.map((r) => r.label)).toEqual(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag']);
    expect(rows[2]).toEqual({ tagtyp: 'mi', label: 'Mittwoch', zeiten: [], geschlossen: true });
  });

  it('leaves Wednesday out when one of the other weekdays has no times either', () => {
    const rows = openingTimeRows({ regelzeiten: [day('mo'), day('di'), day('fr')] });
    expect(rows.map((r) => r.label)).toEqual(['Montag', 'Dienstag', 'Freitag']);
    expect(rows.some((r) => r.geschlossen)).toBe(false);
  });

  it('shows Wednesday with its own times when it has some', () => {
    const rows = openingTimeRows({ regelzeiten: [day('mo'), day('di'), day('mi', '14:00', '18:00'), day('do'), day('fr')] });
    expect(rows.find((r) => r.tagtyp === 'mi')).toEqual({ tagtyp: 'mi', label: 'Mittwoch', zeiten: ['14:00 Uhr bis 18:00 Uhr'], geschlossen: false });
  });

  it('does not close Wednesday when Monday to Friday covers it', () => {
    const rows = openingTimeRows({ regelzeiten: [day('mo-fr'), day('do', '14:00', '18:30')] });
    expect(rows.map((r) => r.label)).toEqual(['Montag bis Freitag', 'Donnerstag']);
  });

  it('skips entries with unknown day types or broken times', () => {
    const rows = openingTimeRows({
      regelzeiten: [
        day('mo', '25:00', '12:00'),
        day('di', '12:00', '08:00'),
        { tagtyp: 'feiertag' as Regelzeit['tagtyp'], beginn: '08:00', ende: '09:00' },
        day('sa'),
      ],
    });
    expect(rows.map((r) => r.tagtyp)).toEqual(['sa']);
  });
});

describe('currentDeviations', () => {
  const times: Pick<Oeffnungszeiten, 'abweichungen'> = {
    abweichungen: [
      { beginn: '2026-12-24T00:00:00+01:00', ende: '2026-12-31T23:59:00+01:00', text: 'Zwischen den Jahren geschlossen' },
      { beginn: '2026-08-01T00:00:00+02:00', ende: '2026-08-14T18:00:00+02:00', text: 'Sommerpause' },
    ],
  };

  it('shows a deviating time while now lies between its beginning and end', () => {
    expect(currentDeviations(times, new Date('2026-12-28T10:00:00+01:00')).map((d) => d.text)).toEqual(['Zwischen den Jahren geschlossen']);
  });

  it('includes the very first and the very last minute', () => {
    expect(currentDeviations(times, new Date('2026-12-24T00:00:00+01:00'))).toHaveLength(1);
    expect(currentDeviations(times, new Date('2026-08-14T18:00:00+02:00'))).toHaveLength(1);
  });

  it('hides a deviating time that ended a minute ago', () => {
    expect(currentDeviations(times, new Date('2026-08-14T18:01:00+02:00'))).toEqual([]);
  });

  it('hides a deviating time that has not begun yet', () => {
    expect(currentDeviations(times, new Date('2026-12-23T23:59:00+01:00'))).toEqual([]);
  });

  it('ignores deviations with invalid dates and lists without deviations', () => {
    expect(currentDeviations({ abweichungen: [{ beginn: 'bald', ende: '2026-12-31', text: 'x' }] }, new Date('2026-06-01'))).toEqual([]);
    expect(currentDeviations({}, new Date())).toEqual([]);
  });
});

describe('formatTimeRange', () => {
  it('writes both ends with Uhr', () => {
    expect(formatTimeRange('8:00', '18:30')).toBe('08:00 Uhr bis 18:30 Uhr');
  });
});
