import type { PaymentMethod, PaymentPeriod } from '@notices/common';

/** A row of GET admin/billingreports (docs/api-settings-billing.md). */
export interface BillingReport {
  id: number;
  publication: { id: number; name: string };
  noticesCount: number;
  /** ISO instants (UTC) of the period's first and last moment in America/Detroit. */
  paymentPeriodFrom: string;
  paymentPeriodTo: string;
  paymentMethod: PaymentMethod;
  paymentPeriod: PaymentPeriod;
  createdAt: string;
}
