import { Injectable } from '@nestjs/common';
import { BILLING_PDF_MAX_NOTICES, ErrorCode } from '@notices/common';
import type { Caller } from '../platform/caller';
import { AppException } from '../platform/app-exception';
import { billingFileName } from '@notices/common';
import { billingStatement, renderBillingCsv } from './billing-format';
import { renderBillingPdf } from './billing-pdf';
import { BillingReportsService } from './billing-reports.service';

/** A file to download: `billing-<publication>-<period>.pdf|csv` (billingFileName, common) and its bytes. */
export interface BillingFile {
  name: string;
  body: Buffer;
}

/** The downloadable forms of a report, for those who may read it. */
@Injectable()
export class BillingFiles {
  constructor(private readonly reports: BillingReportsService) {}

  async pdf(actor: Caller, id: number): Promise<BillingFile> {
    const report = await this.reports.find(actor, id);
    // Checked on rows (notice dates, never fewer than notices) before anything is loaded: a huge PDF would
    // hold the process for long; the CSV serves such reports.
    const rows = await this.reports.lineCount(id);
    if (Math.max(rows, report.noticesCount) > BILLING_PDF_MAX_NOTICES)
      throw AppException.unprocessable(ErrorCode.tooManyNotices);
    const statement = billingStatement(report, await this.reports.lines(id), await this.reports.party(id));
    return { name: billingFileName(report, 'pdf'), body: await renderBillingPdf(statement) };
  }

  async csv(actor: Caller, id: number): Promise<BillingFile> {
    const report = await this.reports.find(actor, id);
    const body = renderBillingCsv(report, await this.reports.lines(id));
    return { name: billingFileName(report, 'csv'), body: Buffer.from(body, 'utf8') };
  }
}
