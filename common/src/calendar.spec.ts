import {
  addDays,
  detroitDay,
  endOfDetroitDay,
  fromDetroitWallTime,
  isDay,
  startOfDetroitDay,
  startOfDetroitDayStamp,
  toDay,
  toDetroitWallTime,
} from './calendar';

describe('Detroit calendar days', () => {
  it('reads the Detroit day of an instant, not the UTC day', () => {
    // 03:30 UTC on Nov 23 is still Nov 22 in Detroit (UTC-5 in winter)
    expect(detroitDay(new Date('2026-11-23T03:30:00Z'))).toBe('2026-11-22');
    // 03:30 UTC on July 4 is July 3 in Detroit (UTC-4 in summer)
    expect(detroitDay(new Date('2026-07-04T03:30:00Z'))).toBe('2026-07-03');
    expect(detroitDay(new Date('2026-07-04T04:30:00Z'))).toBe('2026-07-04');
  });
  it('answers the right day for instants asked one after the other across midnights and clock changes', () => {
    const asked: Array<[string, string]> = [
      ['2026-11-01T04:00:00.000Z', '2026-11-01'], // the 25-hour day starts
      ['2026-11-01T12:00:00.000Z', '2026-11-01'],
      ['2026-11-02T04:59:59.999Z', '2026-11-01'], // its last millisecond
      ['2026-11-02T05:00:00.000Z', '2026-11-02'],
      ['2026-11-01T03:59:59.999Z', '2026-10-31'], // back before the remembered day
      ['2026-11-01T06:30:00.000Z', '2026-11-01'],
      ['2026-03-09T03:59:59.999Z', '2026-03-08'], // the 23-hour day
      ['2026-03-09T04:00:00.000Z', '2026-03-09'],
      ['2026-03-08T04:59:59.999Z', '2026-03-07'],
    ];
    expect(asked.map(([instant]) => [instant, detroitDay(new Date(instant))])).toEqual(asked);
  });
  it('finds the start of a day on both sides of daylight saving', () => {
    expect(startOfDetroitDay('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z'); // switch day, still EST at midnight
    expect(startOfDetroitDay('2026-03-09').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDetroitDay('2026-11-01').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfDetroitDay('2026-11-02').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });
  it('writes the start of a day with the offset Detroit has that midnight', () => {
    const days = ['2026-03-08', '2026-03-09', '2026-11-01', '2026-11-02'];
    expect(days.map(startOfDetroitDayStamp)).toEqual([
      '2026-03-08T00:00:00-05:00',
      '2026-03-09T00:00:00-04:00',
      '2026-11-01T00:00:00-04:00',
      '2026-11-02T00:00:00-05:00',
    ]);
    expect(days.map((day) => new Date(startOfDetroitDayStamp(day)).getTime())).toEqual(
      days.map((day) => startOfDetroitDay(day).getTime()),
    );
  });
  it('finds the last millisecond of a day, whatever its length', () => {
    expect(endOfDetroitDay('2026-03-07').toISOString()).toBe('2026-03-08T04:59:59.999Z');
    expect(endOfDetroitDay('2026-03-08').toISOString()).toBe('2026-03-09T03:59:59.999Z'); // 23 hours
    expect(endOfDetroitDay('2026-11-01').toISOString()).toBe('2026-11-02T04:59:59.999Z'); // 25 hours
  });
  it('adds calendar days across month ends and daylight saving', () => {
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
  it('accepts days and ISO instants, and refuses anything else', () => {
    expect(isDay('2026-02-30')).toBe(false);
    expect(toDay('2026-11-23')).toBe('2026-11-23');
    expect(toDay('2026-11-23T04:59:00.000Z')).toBe('2026-11-22');
    expect(toDay('tomorrow')).toBeNull();
  });
});

describe('Detroit wall times of datetime-local inputs', () => {
  it.each([
    ['2026-12-15T10:30', Date.UTC(2026, 11, 15, 15, 30)], // EST
    ['2026-07-04T09:00', Date.UTC(2026, 6, 4, 13, 0)], // EDT
    ['2026-11-01T01:30', Date.UTC(2026, 10, 1, 6, 30)], // the repeated hour: the later (EST) reading
  ])('reads %s as its Detroit instant and writes it back', (wall, instant) => {
    expect(fromDetroitWallTime(wall)).toBe(instant);
    expect(toDetroitWallTime(instant)).toBe(wall);
  });

  it('takes a skipped spring time an hour later and refuses garbage', () => {
    expect(toDetroitWallTime(fromDetroitWallTime('2026-03-08T02:30')!)).toBe('2026-03-08T03:30');
    expect(fromDetroitWallTime('12/15/2026 10:30')).toBeNull();
  });
});
