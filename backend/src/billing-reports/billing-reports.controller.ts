import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, isDay } from '@notices/common';
import type { Response } from 'express';
import { type Caller, Authenticated, CurrentCaller } from '../platform/caller';
import { AppException } from '../platform/app-exception';
import { ApiErrors } from '../platform/api-errors';
import { ApiListQuery } from '../platform/api-list-query';
import { IdPipe } from '../platform/id.pipe';
import { BillingFiles } from './billing-files.service';
import { BillingGenerator } from './billing-generator.service';
import { BillingReportListDto, GenerateBillingReportsDto, GenerationResultDto } from './billing-report.dto';
import { BillingReportsService, BILLING_REPORT_LIST } from './billing-reports.service';

const download = (res: Response, type: string, name: string) => {
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
  res.setHeader('Cache-Control', 'private, no-store');
};

/** Billing reports (page /admin/billingreports): SYSTEM_ADMIN all, a publication admin their own. */
@ApiTags('billing reports')
@Controller('admin/billingreports')
export class BillingReportsController {
  constructor(
    private readonly reports: BillingReportsService,
    private readonly files: BillingFiles,
    private readonly generator: BillingGenerator,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List billing reports' })
  @Authenticated({ permission: 'billingReports.index' })
  @ApiListQuery(BILLING_REPORT_LIST, {
    filters:
      'publication ($in ids), paymentPeriodFrom/To ($gteq, $lteq, $between), paymentMethod, paymentPeriod',
    filterExample: { publication: { $in: [7] }, paymentPeriodFrom: { $gteq: '2026-10-01T04:00:00.000Z' } },
  })
  @ApiOkResponse({ type: BillingReportListDto })
  @ApiErrors([400, 'validation_failed'])
  list(
    @CurrentCaller() actor: Caller,
    @Query() query: Record<string, unknown>,
  ): Promise<BillingReportListDto> {
    return this.reports.list(actor, query);
  }

  @Post('generate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Generate the billing reports of a payment period' })
  @Authenticated({ permission: 'billingReports.create' })
  @ApiOkResponse({ type: GenerationResultDto, description: 'one report per publication with that period' })
  @ApiErrors([400, 'validation_failed'], [422, 'period_not_ended'])
  generate(
    @CurrentCaller() actor: Caller,
    @Body() dto: GenerateBillingReportsDto,
  ): Promise<GenerationResultDto> {
    if (!isDay(dto.day)) throw AppException.badRequest(ErrorCode.validationFailed, { day: 'not a day' });
    return this.generator.generateFor(actor, dto.paymentPeriod, dto.day);
  }

  @Get(':id/pdf')
  @ApiOperation({ summary: 'Download a billing report as PDF' })
  @Authenticated({ permission: 'billingReports.show' })
  @ApiOkResponse({
    description:
      'The billing statement, attachment `billing-<publication slug>-<first day>_<last day>.pdf` (Detroit days)',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrors([400, 'validation_failed'], [404, 'not_found'], [422, 'too_many_notices'])
  async pdf(
    @CurrentCaller() actor: Caller,
    @Param('id', IdPipe) id: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.files.pdf(actor, id);
    download(res, 'application/pdf', file.name);
    return new StreamableFile(file.body);
  }

  @Get(':id/csv')
  @ApiOperation({ summary: 'Download a billing report as CSV' })
  @Authenticated({ permission: 'billingReports.show' })
  @ApiOkResponse({
    description:
      'Attachment `billing-<publication slug>-<first day>_<last day>.csv`: a header row, then one row per published notice date (Charged: Yes, or No for a free notice)',
    content: {
      'text/csv': {
        schema: {
          type: 'string',
          example:
            'Notice ID,Title,Publication date,Publication,Billing period,Charged\r\n12,"Sale, lot 4",11/07/2026,Lansing State Journal,11/01/2026 - 11/07/2026,Yes\r\n',
        },
      },
    },
  })
  @ApiErrors([400, 'validation_failed'], [404, 'not_found'])
  async csv(
    @CurrentCaller() actor: Caller,
    @Param('id', IdPipe) id: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.files.csv(actor, id);
    download(res, 'text/csv; charset=utf-8', file.name);
    return new StreamableFile(file.body);
  }
}
