import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors';
import { ApiListQuery } from '../common/api-list-query';
import { Authenticated } from '../auth/authenticated.decorator';
import { IdPipe } from '../common/id.pipe';
import type { ListPage } from '../common/list-query';
import { assertSameShape } from '../common/same-shape';
import { DELIVERY_STATUSES, type DeliveryStatus } from './delivery';
import { MailboxService, type MailView, MAIL_LIST } from './mailbox.service';

export class MailDto {
  @ApiProperty() id: number;
  @ApiProperty() recipient: string;
  @ApiProperty() subject: string;
  @ApiProperty() textBody: string;
  @ApiProperty() htmlBody: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sentAt: string | null;
  @ApiProperty({
    enum: DELIVERY_STATUSES,
    description:
      'queued (waiting for its job, or for the next retry), sending (a try under way, or cut short by a crash), sent, failed (retries used up or refused for good), not_configured (SMTP_URL unset: printed and kept)',
  })
  status: DeliveryStatus;
  @ApiProperty({ description: 'Tries so far' }) attempts: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastAttemptAt: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the next try is due, while the message waits for one',
  })
  nextAttemptAt: string | null;
  @ApiProperty({ type: String, nullable: true }) lastError: string | null;
}
assertSameShape<MailDto, MailView>();

export class MailListDto {
  @ApiProperty({ type: [MailDto] }) data: MailDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() per: number;
}
assertSameShape<MailListDto, ListPage<MailView>>();

/** The outbox as a SYSTEM_ADMIN reads it (the back office's "Mailbox" page). */
@ApiTags('mailbox')
@Controller('admin/mailbox')
export class MailboxController {
  constructor(private readonly mailbox: MailboxService) {}

  @Get()
  @ApiOperation({ summary: 'List the outgoing mail' })
  @Authenticated({ permission: 'mailbox.index' })
  @ApiListQuery(MAIL_LIST, {
    filters: 'id, recipient, subject, createdAt, sentAt, status',
  })
  @ApiOkResponse({ type: MailListDto })
  @ApiErrors([400, 'validation_failed'])
  list(@Query() query: Record<string, unknown>): Promise<ListPage<MailView>> {
    return this.mailbox.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Show one outgoing mail' })
  @Authenticated({ permission: 'mailbox.index' })
  @ApiOkResponse({ type: MailDto })
  @ApiErrors([400, 'validation_failed'], [404, 'not_found'])
  show(@Param('id', IdPipe) id: number): Promise<MailView> {
    return this.mailbox.show(id);
  }
}
