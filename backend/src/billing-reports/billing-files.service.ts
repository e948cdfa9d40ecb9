import { Injectable } from '@nestjs/common';
import { BILLING_PDF_MAX_NOTICES, ErrorCode } from '@notices/common';
import type { AuthUser } from '../auth/auth-user';
import { AppException } from '../common/app-exception';
import { renderBillingCsv } from './billing-format';
import { renderBillingPdf } from './billing-pdf';
import { BillingReportsService } from './billing-reports.service';

/** The downloadable forms of a report, for those who may read it. */
@Injectable()
export class BillingFiles {
  constructor(private readonly reports: BillingReportsService) {}

  async pdf(actor: AuthUser, id: number): Promise<Buffer> {
    const report = await this.reports.find(actor, id);
    // Checked on rows (notice dates, never fewer than notices) before anything is loaded: a huge PDF would
    // hold the process for long; the CSV serves such reports.
    const rows = await this.reports.lineCount(id);
    if (Math.max(rows, report.noticesCount) > BILLING_PDF_MAX_NOTICES)
      throw AppException.unprocessable(ErrorCode.tooManyNotices);
    return renderBillingPdf(report, await this.reports.lines(id));
  }

  async csv(actor: AuthUser, id: number): Promise<string> {
    const report = await this.reports.find(actor, id);
    return renderBillingCsv(report, await this.reports.lines(id));
  }
}
