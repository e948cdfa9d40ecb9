import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { ErrorCode } from '@notices/common';
import { type Caller, Authenticated, CurrentCaller } from '../platform/caller';
import { ApiErrors, BAD_ID } from '../platform/api-errors';
import { ApiListQuery } from '../platform/api-list-query';
import { IdPipe } from '../platform/id.pipe';
import type { ListPage } from '../platform/list-query';
import { AddDateDto, NoticeWriteDto } from './dto/notice-input.dto';
import { NoticeListDto, NoticeResponseDto } from './dto/notice-response.dto';
import { NOTICE_LIST } from './notice-list';
import { NoticePublisher } from './notice-publisher.service';
import { NoticeQueries } from './notice-queries.service';
import { NoticeWriter } from './notice-writer.service';

const WRITE_ERRORS: Array<[number, ErrorCode]> = [
  [400, 'validation_failed'],
  [400, 'publication_dates_invalid'],
  [400, 'publication_not_available'],
  [403, 'free_not_allowed'],
  // an API user's program writing to a publication outside its links
  [403, 'publication_not_available'],
];

/** The back office's notices (docs/api-notices.md): list, editor writes and the lifecycle calls. */
@ApiTags('notices')
@Controller('admin/notices')
export class NoticesController {
  constructor(
    private readonly queries: NoticeQueries,
    private readonly writer: NoticeWriter,
    private readonly publisher: NoticePublisher,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List notices' })
  @Authenticated({ permission: 'notices.index' })
  @ApiListQuery(NOTICE_LIST, {
    filters:
      'title, status, hasPreviousVersions, publication/noticeType ($in ids, $cont name), publicationDates ($eq day, $between {from,to}), submissionType, createdAt, allVersions ($eq true)',
  })
  @ApiOkResponse({ type: NoticeListDto, description: 'current versions of reachable publications' })
  @ApiErrors([400, 'validation_failed'])
  list(
    @CurrentCaller() actor: Caller,
    @Query() query: Record<string, unknown>,
  ): Promise<ListPage<NoticeResponseDto>> {
    return this.queries.list(actor, query);
  }

  @Post()
  @ApiOperation({ summary: 'Create a draft notice' })
  @Authenticated({ permission: 'notices.create' })
  @ApiCreatedResponse({ type: NoticeResponseDto, description: 'status D' })
  @ApiErrors(...WRITE_ERRORS)
  create(@CurrentCaller() actor: Caller, @Body() dto: NoticeWriteDto): Promise<NoticeResponseDto> {
    return this.writer.create(actor, dto);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Show a notice' })
  @Authenticated({ permission: 'notices.show' })
  @ApiOkResponse({ type: NoticeResponseDto })
  @ApiErrors(BAD_ID, [404, 'not_found'])
  async show(@CurrentCaller() actor: Caller, @Param('id', IdPipe) id: number): Promise<NoticeResponseDto> {
    await this.queries.visible(actor, id);
    return this.queries.view(id, actor);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit a notice (or create its new version)' })
  @Authenticated({ permission: 'notices.edit' })
  @ApiOkResponse({ type: NoticeResponseDto, description: 'the notice, or its new version' })
  @ApiErrors(
    ...WRITE_ERRORS,
    [404, 'not_found'],
    [422, 'already_published'],
    [422, 'new_version_required'],
    [422, 'notice_has_next_version'],
  )
  update(
    @CurrentCaller() actor: Caller,
    @Param('id', IdPipe) id: number,
    @Body() dto: NoticeWriteDto,
  ): Promise<NoticeResponseDto> {
    return this.writer.update(actor, id, dto);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a notice' })
  @HttpCode(204)
  @Authenticated({ permission: 'notices.delete' })
  @ApiNoContentResponse()
  @ApiErrors(BAD_ID, [404, 'not_found'], [422, 'notice_cannot_be_deleted'])
  async remove(@CurrentCaller() actor: Caller, @Param('id', IdPipe) id: number): Promise<void> {
    await this.writer.remove(actor, id);
  }

  @Put(':id/publish')
  @ApiOperation({ summary: 'Publish a draft notice' })
  @Authenticated({ permission: 'notices.publish' })
  @ApiOkResponse({ type: NoticeResponseDto, description: 'S, or P when a date was due' })
  @ApiErrors(
    [400, 'publication_dates_invalid'],
    [403, 'no_publish_permission'],
    [404, 'not_found'],
    [422, 'notice_not_draft'],
    [422, 'notice_has_next_version'],
  )
  publish(@CurrentCaller() actor: Caller, @Param('id', IdPipe) id: number): Promise<NoticeResponseDto> {
    return this.publisher.publish(actor, id);
  }

  @Delete(':id/cancel')
  @ApiOperation({ summary: 'Cancel every pending date of a notice' })
  @Authenticated({ permission: 'notices.publish' })
  @ApiOkResponse({ type: NoticeResponseDto })
  @ApiErrors(
    BAD_ID,
    [403, 'no_publish_permission'],
    [404, 'not_found'],
    [422, 'notice_is_draft'],
    [422, 'nothing_to_cancel'],
  )
  cancelAll(@CurrentCaller() actor: Caller, @Param('id', IdPipe) id: number): Promise<NoticeResponseDto> {
    return this.publisher.cancelAll(actor, id);
  }

  @Delete(':id/cancel/:dateId')
  @ApiOperation({ summary: 'Cancel one publication date' })
  @Authenticated({ permission: 'notices.edit' })
  @ApiOkResponse({ type: NoticeResponseDto })
  @ApiErrors(
    BAD_ID,
    [403, 'no_publish_permission'],
    [404, 'not_found'],
    [422, 'date_cannot_be_canceled'],
    [422, 'add_date_not_allowed'],
  )
  cancelOne(
    @CurrentCaller() actor: Caller,
    @Param('id', IdPipe) id: number,
    @Param('dateId', IdPipe) dateId: number,
  ): Promise<NoticeResponseDto> {
    return this.publisher.cancelOne(actor, id, dateId);
  }

  @Put(':id/add_publication_date')
  @ApiOperation({ summary: 'Add a publication date to a published notice' })
  @Authenticated({ permission: 'notices.edit' })
  @ApiOkResponse({ type: NoticeResponseDto })
  @ApiErrors(
    [400, 'publication_dates_invalid'],
    [403, 'no_publish_permission'],
    [404, 'not_found'],
    [422, 'add_date_not_allowed'],
    [422, 'notice_has_next_version'],
  )
  addDate(
    @CurrentCaller() actor: Caller,
    @Param('id', IdPipe) id: number,
    @Body() dto: AddDateDto,
  ): Promise<NoticeResponseDto> {
    return this.publisher.addDate(actor, id, dto.date);
  }
}
