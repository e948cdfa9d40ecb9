import { MAX_ID, parseId } from './validation';

describe('parseId', () => {
  it('reads canonical positive integers, as text or as a JSON number', () => {
    expect([parseId('2'), parseId(2), parseId('1234567890'), parseId(String(MAX_ID))]).toEqual([
      2,
      2,
      1234567890,
      MAX_ID,
    ]);
  });
  it.each([
    '+2',
    '0x2',
    '2e0',
    '02',
    ' 2',
    '2 ',
    '2.0',
    '-2',
    '0',
    '',
    '２',
    String(MAX_ID + 1),
    '12345678901',
  ])('refuses %j', (spelling) => expect(parseId(spelling)).toBeNull());
  it('refuses numbers that are not whole, positive or small enough, and other types', () => {
    for (const value of [2.5, 0, -1, MAX_ID + 1, Number.NaN, null, undefined, true, [2], { id: 2 }])
      expect(parseId(value)).toBeNull();
  });
});
