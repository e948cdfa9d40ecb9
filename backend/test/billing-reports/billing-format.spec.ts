import {
  billingAddressOf,
  billingContactOf,
  billingFileName,
  billingReportNumber,
  fileSlug,
  formatMoney,
  formatPeriod,
  isNoticePrice,
  toCents,
  toDollars,
} from '@notices/common';
import { billingPeriod } from '../../src/billing-reports/billing-period';
import {
  billingStatement,
  csvField,
  renderBillingCsv,
  reportPeriod,
} from '../../src/billing-reports/billing-format';
import type { BillingReportLine } from '../../src/billing-reports/billing-report.entity';
import type { BillingReportDto } from '../../src/billing-reports/billing-report.dto';

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
  const report: BillingReportDto = {
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
      '7,Notice of sale,11/07/2026,Lansing State Journal,11/01/2026 - 11/07/2026,Yes',
    );
    expect(renderBillingCsv(report, [{ ...line, free: true }]).split('\r\n')[1]).toMatch(/,No$/);
  });
});

describe('billing statement totals', () => {
  const week = billingPeriod('WEEK', '2026-11-04');
  const report: BillingReportDto = {
    id: 123,
    publication: { id: 2, name: 'Alpena News' },
    noticesCount: 2,
    paymentPeriodFrom: week.from.toISOString(),
    paymentPeriodTo: week.to.toISOString(),
    paymentMethod: 'MANUAL',
    paymentPeriod: 'WEEK',
    createdAt: '2026-11-08T10:00:00.000Z',
  };
  const lines = [
    { noticeId: 7, title: 'Sale', day: '2026-11-02' },
    { noticeId: 9, title: 'Free one', day: '2026-11-03', free: true },
    { noticeId: 7, title: 'Sale (corrected)', day: '2026-11-05' },
    { noticeId: 8, title: 'Hearing', day: '2026-11-06' },
  ];
  const party = { billingAddress: null, billingContact: null };

  it('groups the dates per notice, counts charged and free notices and dates, and totals per charged notice', () => {
    const s = billingStatement(report, lines, { ...party, priceCents: 1250 });
    expect(s.number).toBe('BR-000123');
    expect(s.period).toBe('11/01/2026 - 11/07/2026');
    expect(s.periodKind).toBe('Weekly');
    expect(s.rows).toEqual([
      {
        noticeId: 7,
        title: 'Sale (corrected)',
        chargedDays: ['2026-11-02', '2026-11-05'],
        freeDays: [],
        amountCents: 1250,
      },
      { noticeId: 9, title: 'Free one', chargedDays: [], freeDays: ['2026-11-03'], amountCents: null },
      { noticeId: 8, title: 'Hearing', chargedDays: ['2026-11-06'], freeDays: [], amountCents: 1250 },
    ]);
    expect([s.chargedNotices, s.chargedDates, s.freeNotices, s.freeDates]).toEqual([2, 3, 1, 1]);
    expect(s.totalCents).toBe(2500);
  });

  it('has no amounts and no total without a price (a price of 0 is a price)', () => {
    const none = billingStatement(report, lines, { ...party, priceCents: null });
    expect(none.rows.every((r) => r.amountCents === null)).toBe(true);
    expect(none.totalCents).toBeNull();
    expect(billingStatement(report, lines, { ...party, priceCents: 0 }).totalCents).toBe(0);
  });
});

describe('billing statement rules shared with the admin (common)', () => {
  const main = { name: 'Main', title: '', phone: '', email: '', fax: '' };
  const billing = { name: 'Billing', title: '', phone: '', email: '', fax: '' };
  const mailing = { street: 'Mailing' };
  const billed = { street: 'Billing' };

  it('picks the billing contact and address as the publication summary does', () => {
    const base = { mainContact: main, mailingAddress: mailing };
    expect(billingContactOf({ ...base, billingContact: billing, billingContactSameAsMain: true })).toBe(main);
    expect(billingContactOf({ ...base, billingContact: billing, billingContactSameAsMain: false })).toBe(
      billing,
    );
    expect(billingContactOf({ ...base, billingContact: null, billingContactSameAsMain: false })).toBe(main);
    expect(
      billingContactOf({
        ...base,
        billingContact: { ...billing, name: ' ' },
        billingContactSameAsMain: false,
      }),
    ).toBe(main);
    expect(billingAddressOf({ ...base, billingAddress: billed, billingAddressSameAsMailing: false })).toBe(
      billed,
    );
    expect(billingAddressOf({ ...base, billingAddress: billed })).toBe(mailing);
  });

  it('numbers statements from the report id and writes money in dollars', () => {
    expect(billingReportNumber(123)).toBe('BR-000123');
    expect(billingReportNumber(12345678)).toBe('BR-12345678');
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect([toCents(19.99), toCents(0.1), toCents(null), toDollars(1250)]).toEqual([1999, 10, null, 12.5]);
    expect([
      isNoticePrice(12.5),
      isNoticePrice(0),
      isNoticePrice(-1),
      isNoticePrice(1.005),
      isNoticePrice('1'),
    ]).toEqual([true, true, false, false, false]);
  });

  it('names the files billing-<publication slug>-<period Detroit days>', () => {
    const week = billingPeriod('WEEK', '2026-11-04');
    const subject = {
      publication: { name: 'The Alpena News' },
      paymentPeriodFrom: week.from.toISOString(),
      paymentPeriodTo: week.to.toISOString(),
    };
    expect(billingFileName(subject, 'pdf')).toBe('billing-the-alpena-news-2026-11-01_2026-11-07.pdf');
    expect(billingFileName(subject, 'csv')).toBe('billing-the-alpena-news-2026-11-01_2026-11-07.csv');
    expect(fileSlug('Zażółć Łódź — "Gazeta", Inc.')).toBe('zazolc-lodz-gazeta-inc');
    expect(fileSlug('😀 漢字')).toBe('publication');
    expect(fileSlug('a'.repeat(100))).toHaveLength(60);
  });
});
