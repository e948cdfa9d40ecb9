import { describe, expect, it } from 'vitest';
import { billingFileName } from '@notices/common';
import type { BillingReport } from './types';

/** The download buttons save under the name the API's Content-Disposition gives (one function, common). */
describe('billing file names', () => {
  const report = {
    id: 5,
    publication: { id: 1, name: 'Alpena News' },
    paymentPeriodFrom: '2026-11-01T04:00:00.000Z',
    paymentPeriodTo: '2026-11-08T04:59:59.999Z',
  } as BillingReport;

  it('is billing-<publication slug>-<period Detroit days>.pdf|csv, never Report.pdf', () => {
    expect(billingFileName(report, 'pdf')).toBe('billing-alpena-news-2026-11-01_2026-11-07.pdf');
    expect(billingFileName(report, 'csv')).toBe('billing-alpena-news-2026-11-01_2026-11-07.csv');
  });

  it('keeps the name to lowercase ASCII and dashes', () => {
    const renamed = { ...report, publication: { name: 'Ça Gazette: Łódź / "Wiadomości"' } };
    const name = billingFileName(renamed, 'pdf');
    expect(name).toBe('billing-ca-gazette-lodz-wiadomosci-2026-11-01_2026-11-07.pdf');
  });
});
