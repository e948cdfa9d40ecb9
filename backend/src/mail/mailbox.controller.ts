import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../platform/api-errors';
import { ApiListQuery } from '../platform/api-list-query';
import { Authenticated } from '../platform/caller';
import { IdPipe } from '../platform/id.pipe';
import { MailDto, MailListDto } from './mailbox.dto';
import { MailboxService, MAIL_LIST } from './mailbox.service';

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
  list(@Query() query: Record<string, unknown>): Promise<MailListDto> {
    return this.mailbox.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Show one outgoing mail' })
  @Authenticated({ permission: 'mailbox.index' })
  @ApiOkResponse({ type: MailDto })
  @ApiErrors([400, 'validation_failed'], [404, 'not_found'])
  show(@Param('id', IdPipe) id: number): Promise<MailDto> {
    return this.mailbox.show(id);
  }
}
