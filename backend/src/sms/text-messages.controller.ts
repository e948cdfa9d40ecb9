import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../platform/api-errors';
import { ApiListQuery } from '../platform/api-list-query';
import { Authenticated } from '../platform/caller';
import { IdPipe } from '../platform/id.pipe';
import { TextMessageDto, TextMessageListDto } from './text-message.dto';
import { TextMessagesService, TEXT_MESSAGE_LIST } from './text-messages.service';

/** The text messages' outbox (saved-search alerts by SMS) as a SYSTEM_ADMIN reads it, like the Mailbox. */
@ApiTags('text messages')
@Controller('admin/text_messages')
export class TextMessagesController {
  constructor(private readonly textMessages: TextMessagesService) {}

  @Get()
  @ApiOperation({ summary: 'List the outgoing text messages' })
  @Authenticated({ permission: 'textMessages.index' })
  @ApiListQuery(TEXT_MESSAGE_LIST, { filters: 'id, recipient, body, createdAt, sentAt, status' })
  @ApiOkResponse({ type: TextMessageListDto })
  @ApiErrors([400, 'validation_failed'])
  list(@Query() query: Record<string, unknown>): Promise<TextMessageListDto> {
    return this.textMessages.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Show one outgoing text message' })
  @Authenticated({ permission: 'textMessages.index' })
  @ApiOkResponse({ type: TextMessageDto })
  @ApiErrors([400, 'validation_failed'], [404, 'not_found'])
  show(@Param('id', IdPipe) id: number): Promise<TextMessageDto> {
    return this.textMessages.show(id);
  }
}
