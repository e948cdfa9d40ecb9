import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingReport, BillingReportLine } from './billing-report.entity';
import { BillingFiles } from './billing-files.service';
import { BillingGenerator } from './billing-generator.service';
import { BillingReportsController } from './billing-reports.controller';
import { BillingReportsService } from './billing-reports.service';

/** Billing reports: the period job, the list, and the PDF and CSV files. */
@Module({
  imports: [TypeOrmModule.forFeature([BillingReport, BillingReportLine])],
  controllers: [BillingReportsController],
  providers: [BillingFiles, BillingGenerator, BillingReportsService],
  exports: [BillingGenerator],
})
export class BillingReportsModule {}
