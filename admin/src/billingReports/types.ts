import type { ApiSchema } from '@notices/common';

/** A row of GET admin/billingreports; the period is the ISO instants of its first and last Detroit moment. */
export type BillingReport = ApiSchema<'BillingReportDto'>;
