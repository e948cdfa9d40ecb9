import { csvField } from '../src/billing-reports/billing-format';

describe('billing CSV fields', () => {
  it.each([
    ['Notice of sale', 'Notice of sale'],
    ['Smith, John', '"Smith, John"'],
    ['The "Old" Mill', '"The ""Old"" Mill"'],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+1 555', "'+1 555"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
  ])('writes %j as %j', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('leaves numbers and days as they are', () => {
    expect(csvField(-5)).toBe('-5');
    expect(csvField('2026-09-01')).toBe('2026-09-01');
  });
});
