import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_METHODS, PAYMENT_PERIODS, type PaymentMethod, type PaymentPeriod } from '@notices/common';
import { IsIn, Matches } from 'class-validator';

export class BillingPublicationDto {
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty({ example: 'Lansing State Journal' }) name: string;
}

export class BillingReportDto {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ type: BillingPublicationDto }) publication: BillingPublicationDto;
  @ApiProperty({ example: 31, description: 'notices with a date published in the period, charging on' })
  noticesCount: number;
  @ApiProperty({ format: 'date-time', example: '2026-11-01T04:00:00.000Z', description: 'Detroit start' })
  paymentPeriodFrom: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-08T04:59:59.999Z', description: 'Detroit end' })
  paymentPeriodTo: string;
  @ApiProperty({ enum: PAYMENT_METHODS, description: 'as it was when the report was made' })
  paymentMethod: PaymentMethod;
  @ApiProperty({ enum: PAYMENT_PERIODS, description: 'as it was when the report was made' })
  paymentPeriod: PaymentPeriod;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class BillingReportListDto {
  @ApiProperty({ type: [BillingReportDto] }) data: BillingReportDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() per: number;
}

export class GenerateBillingReportsDto {
  @ApiProperty({ enum: PAYMENT_PERIODS, example: 'WEEK' })
  @IsIn(PAYMENT_PERIODS)
  paymentPeriod: PaymentPeriod;

  @ApiProperty({ example: '2026-11-07', description: 'any day of the period (Detroit calendar)' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a day YYYY-MM-DD' })
  day: string;
}

export class GenerationResultDto {
  @ApiProperty({ example: 3, description: 'reports made now' }) created: number;
  @ApiProperty({ example: 5, description: 'reports that already existed (never duplicated)' })
  existing: number;
}
