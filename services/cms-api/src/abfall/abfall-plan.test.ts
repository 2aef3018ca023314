import { abfuhrplan, feiertage, isoWoche, ostersonntag } from './abfall-plan';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('waste collection plan', () => {
  it('knows Easter and the holidays of Baden-Württemberg', () => {
    expect(ostersonntag(2026).toISOString().slice(0, 10)).toBe('2026-04-05');
    expect(ostersonntag(2027).toISOString().slice(0, 10)).toBe('2027-03-28');
    const names = Object.fromEntries(feiertage(2026).map((f) => [f.name, f.datum]));
    expect(names).toMatchObject({
      Karfreitag: '2026-04-03',
      Ostermontag: '2026-04-06',
      'Christi Himmelfahrt': '2026-05-14',
      Pfingstmontag: '2026-05-25',
      Fronleichnam: '2026-06-04',
      'Heilige Drei Könige': '2026-01-06',
      Allerheiligen: '2026-11-01',
    });
    expect(feiertage(2026)).toHaveLength(12);
  });

  it('counts ISO weeks', () => {
    expect(isoWoche(day('2026-01-01'))).toBe(1);
    expect(isoWoche(day('2026-12-31'))).toBe(53);
    expect(isoWoche(day('2027-01-04'))).toBe(1);
    expect(isoWoche(day('2026-11-23'))).toBe(48);
  });

  it('collects on the district weekday, alternating residual and bio waste', () => {
    const plan = abfuhrplan({ von: day('2026-11-02'), tage: 28, wochentag: 2, index: 1 });
    const dates = [...new Set(plan.map((entry) => entry.datum))];
    expect(dates).toEqual(['2026-11-03', '2026-11-10', '2026-11-17', '2026-11-24']);
    for (const date of dates) expect(day(date).getUTCDay()).toBe(2);
    const kinds = (date: string) => plan.filter((entry) => entry.datum === date).map((entry) => entry.art);
    expect(kinds('2026-11-03')).toEqual(expect.arrayContaining(['bioabfall', 'gelber-sack']));
    expect(kinds('2026-11-10')).toContain('restmuell');
    expect(plan.filter((entry) => entry.art === 'altpapier')).toHaveLength(1);
  });

  it('moves a collection after a holiday in the same week by one day', () => {
    // Easter Monday 2026-04-06: Monday's and Thursday's collections of that week move.
    const monday = abfuhrplan({ von: day('2026-04-06'), tage: 7, wochentag: 1, index: 0 });
    expect(new Set(monday.map((entry) => entry.datum))).toEqual(new Set(['2026-04-07']));
    expect(monday[0]?.hinweis).toBe('Verschoben wegen des Feiertags Ostermontag (regulär Montag)');
    const thursday = abfuhrplan({ von: day('2026-04-06'), tage: 7, wochentag: 4, index: 3 });
    expect(thursday[0]?.datum).toBe('2026-04-10');
    // Good Friday does not move the Monday collection of the week after.
    const tuesday = abfuhrplan({ von: day('2026-03-30'), tage: 7, wochentag: 2, index: 1 });
    expect(tuesday[0]?.datum).toBe('2026-03-31');
    expect(tuesday[0]?.hinweis).toBeNull();
  });
});
