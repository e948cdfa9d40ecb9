import { formatPeriod } from '@notices/common';
import { billingPeriod } from '../src/billing-reports/billing-period';
import { csvField, renderBillingCsv, reportPeriod } from '../src/billing-reports/billing-format';
import type { BillingReportLine } from '../src/billing-reports/billing-report.entity';
import type { BillingReportView } from '../src/billing-reports/billing-reports.service';

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

describe('billing period text (the admin list, the PDF and the CSV)', () => {
  // The week the clocks fall back: it starts at an EDT midnight and ends one millisecond before an EST one.
  const week = billingPeriod('WEEK', '2026-11-04');
  const report: BillingReportView = {
    id: 1,
    publication: { id: 2, name: 'Lansing State Journal' },
    noticesCount: 1,
    paymentPeriodFrom: week.from.toISOString(),
    paymentPeriodTo: week.to.toISOString(),
    paymentMethod: 'MANUAL',
    paymentPeriod: 'WEEK',
    createdAt: '2026-11-08T10:00:00.000Z',
  };

  it('reads the Detroit days of the period, with the text common gives the admin list and chart', () => {
    expect([report.paymentPeriodFrom, report.paymentPeriodTo]).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-08T04:59:59.999Z',
    ]);
    expect(reportPeriod(report)).toBe('11/01/2026 - 11/07/2026');
    expect(reportPeriod(report)).toBe(formatPeriod(report.paymentPeriodFrom, report.paymentPeriodTo));
  });

  it('writes the CSV days and period in the visual format', () => {
    const line = { noticeId: 7, title: 'Notice of sale', day: '2026-11-07' } as BillingReportLine;
    expect(renderBillingCsv(report, [line]).split('\r\n')[1]).toBe(
      '7,Notice of sale,11/07/2026,Lansing State Journal,11/01/2026 - 11/07/2026',
    );
  });
});
