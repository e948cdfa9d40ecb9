import { formatCount, formatDateTime, formatDay, formatPeriod, fullName } from './display-format';

describe('display formats (§9)', () => {
  it('writes a date-time as MM/DD/YYYY, hh:mm A in Detroit time, without seconds', () => {
    expect(formatDateTime('2026-11-24T01:48:34.512Z')).toBe('11/23/2026, 08:48 PM');
    expect(formatDateTime('2026-07-04T16:05:59Z')).toBe('07/04/2026, 12:05 PM');
    expect(formatDateTime('2026-01-15T05:00:00Z')).toBe('01/15/2026, 12:00 AM');
    expect(formatDateTime(new Date('2026-03-08T07:30:00Z'))).toBe('03/08/2026, 03:30 AM'); // DST starts
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('writes a day as MM/DD/YYYY, never shifted by time zones', () => {
    expect(formatDay('2026-11-02')).toBe('11/02/2026');
    expect(formatDay('2026-11-08T04:59:59.999Z')).toBe('11/07/2026');
    expect(formatDay(undefined)).toBe('');
  });

  it('writes a billing period as its Detroit days, whatever the offset of its ends', () => {
    expect(formatPeriod('2026-11-01T04:00:00.000Z', '2026-11-08T04:59:59.999Z')).toBe(
      '11/01/2026 - 11/07/2026',
    );
    expect(formatPeriod('2026-10-01T04:00:00.000Z', '2026-11-01T03:59:59.999Z')).toBe(
      '10/01/2026 - 10/31/2026',
    );
  });

  it('groups thousands', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('writes every full name as "Given Family"', () => {
    expect(fullName('Casey', 'Clerk')).toBe('Casey Clerk');
    expect(fullName(' Casey ', '')).toBe('Casey');
    expect(fullName(null, 'Clerk')).toBe('Clerk');
  });
});
