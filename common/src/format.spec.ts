import { formatCount, formatDateTime, formatDay, formatPeriod, formatSearchBound, fullName } from './format';

describe('display formats', () => {
  it('writes a date-time as MM/DD/YYYY, hh:mm A in Detroit time, without seconds', () => {
    expect(formatDateTime('2026-11-24T01:48:34.512Z')).toBe('11/23/2026, 08:48 PM');
    expect(formatDateTime('2026-07-04T16:05:59Z')).toBe('07/04/2026, 12:05 PM');
    expect(formatDateTime('2026-01-15T05:00:00Z')).toBe('01/15/2026, 12:00 AM');
    expect(formatDateTime(new Date('2026-03-08T07:30:00Z'))).toBe('03/08/2026, 03:30 AM'); // DST starts
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('reads the Detroit clock around both daylight-saving changes', () => {
    expect(formatDateTime('2026-03-08T06:59:00Z')).toBe('03/08/2026, 01:59 AM'); // last EST minute
    expect(formatDateTime('2026-03-08T07:00:00Z')).toBe('03/08/2026, 03:00 AM'); // 2 AM never happens
    expect(formatDateTime('2026-11-01T05:30:00Z')).toBe('11/01/2026, 01:30 AM'); // first 1:30 (EDT)
    expect(formatDateTime('2026-11-01T06:30:00Z')).toBe('11/01/2026, 01:30 AM'); // second 1:30 (EST)
    expect(formatDateTime('2026-11-01T16:00:00Z')).toBe('11/01/2026, 11:00 AM');
  });

  it('takes milliseconds, also written as digits (how notice date-time fields are stored)', () => {
    const noonInJuly = Date.UTC(2026, 6, 4, 16, 0);
    expect(formatDateTime(noonInJuly)).toBe('07/04/2026, 12:00 PM');
    expect(formatDateTime(String(noonInJuly))).toBe('07/04/2026, 12:00 PM');
    expect(formatDay(String(noonInJuly))).toBe('07/04/2026');
  });

  it('writes an instant near midnight as its Detroit day, not its UTC day', () => {
    expect(formatDay('2026-07-04T03:59:59.999Z')).toBe('07/03/2026'); // 11:59 PM EDT
    expect(formatDay('2026-07-04T04:00:00.000Z')).toBe('07/04/2026'); // midnight EDT
    expect(formatDay('2026-12-01T04:59:59.999Z')).toBe('11/30/2026'); // 11:59 PM EST
    expect(formatDay('2026-12-01T05:00:00.000Z')).toBe('12/01/2026'); // midnight EST
    expect(formatDateTime('2026-12-01T04:59:00Z')).toBe('11/30/2026, 11:59 PM');
  });

  it('writes a day as MM/DD/YYYY, never shifted by time zones', () => {
    expect(formatDay('2026-11-02')).toBe('11/02/2026');
    expect(formatDay('2026-11-08T04:59:59.999Z')).toBe('11/07/2026');
    expect(formatDay('2026-03-08')).toBe('03/08/2026');
    expect(formatDay('2026-11-01')).toBe('11/01/2026');
    expect(formatDay(undefined)).toBe('');
    expect(formatDay('11/02/2026')).toBe('');
  });

  it('writes a search bound as the Detroit day the API searches, or as it came when unreadable', () => {
    expect(formatSearchBound('2026-11-23')).toBe('11/23/2026');
    expect(formatSearchBound('2026-11-23T03:00:00Z')).toBe('11/22/2026'); // 10 PM on the 22nd in Detroit
    expect(formatSearchBound(String(Date.UTC(2026, 10, 23, 3)))).toBe('11/22/2026');
    expect(formatSearchBound('next week')).toBe('next week');
  });

  it('writes a billing period as its Detroit days, whatever the offset of its ends', () => {
    expect(formatPeriod('2026-11-01T04:00:00.000Z', '2026-11-08T04:59:59.999Z')).toBe(
      '11/01/2026 - 11/07/2026',
    );
    expect(formatPeriod('2026-10-01T04:00:00.000Z', '2026-11-01T03:59:59.999Z')).toBe(
      '10/01/2026 - 10/31/2026',
    );
    // A week across the spring change: starts at an EST midnight, ends at an EDT one.
    expect(formatPeriod('2026-03-08T05:00:00.000Z', '2026-03-15T03:59:59.999Z')).toBe(
      '03/08/2026 - 03/14/2026',
    );
  });

  it('groups thousands', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
  });

  it('writes every full name as "Given Family"', () => {
    expect(fullName('Casey', 'Clerk')).toBe('Casey Clerk');
    expect(fullName(' Casey ', '')).toBe('Casey');
    expect(fullName(null, 'Clerk')).toBe('Clerk');
  });
});
