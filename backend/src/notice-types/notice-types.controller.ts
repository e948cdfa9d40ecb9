import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiPublic } from '../platform/api-public.decorator';
import { type Caller, Authenticated, CurrentCaller } from '../platform/caller';
import { ApiErrors, BAD_ID } from '../platform/api-errors';
import { ApiListQuery } from '../platform/api-list-query';
import { IdPipe } from '../platform/id.pipe';
import type { ListPage } from '../platform/list-query';
import {
  NoticeTypeListDto,
  NoticeTypeResponseDto,
  NoticeTypeWriteDto,
  PublicNoticeTypeListDto,
} from './dto/notice-type.dto';
import { NOTICE_TYPE_LIST, NoticeTypesService } from './notice-types.service';

/** The back office's notice types resource. */
@ApiTags('notice types')
@Controller('admin/noticetypes')
export class NoticeTypesController {
  constructor(private readonly types: NoticeTypesService) {}

  @Get()
  @ApiOperation({ summary: 'List notice types' })
  @Authenticated({ permission: 'noticeTypes.index' })
  @ApiListQuery(NOTICE_TYPE_LIST, { filters: 'filters[name][$cont]=…' })
  @ApiOkResponse({ type: NoticeTypeListDto })
  @ApiErrors([400, 'validation_failed'])
  list(@Query() query: Record<string, unknown>): Promise<ListPage<NoticeTypeResponseDto>> {
    return this.types.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Show a notice type' })
  @Authenticated({ permission: 'noticeTypes.show' })
  @ApiOkResponse({ type: NoticeTypeResponseDto })
  @ApiErrors(BAD_ID, [404, 'not_found'])
  show(@Param('id', IdPipe) id: number): Promise<NoticeTypeResponseDto> {
    return this.types.show(id);
  }

  @Post()
  @ApiOperation({ summary: 'Create a notice type' })
  @Authenticated({ permission: 'noticeTypes.create' })
  @ApiCreatedResponse({ type: NoticeTypeResponseDto })
  @ApiErrors([400, 'validation_failed'])
  create(@CurrentCaller() actor: Caller, @Body() dto: NoticeTypeWriteDto): Promise<NoticeTypeResponseDto> {
    return this.types.create(actor, dto);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit a notice type' })
  @Authenticated({ permission: 'noticeTypes.edit' })
  @ApiOkResponse({ type: NoticeTypeResponseDto })
  @ApiErrors([400, 'validation_failed'], [404, 'not_found'], [422, 'notice_type_has_notices'])
  update(
    @CurrentCaller() actor: Caller,
    @Param('id', IdPipe) id: number,
    @Body() dto: NoticeTypeWriteDto,
  ): Promise<NoticeTypeResponseDto> {
    return this.types.update(actor, id, dto);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a notice type' })
  @HttpCode(204)
  @Authenticated({ permission: 'noticeTypes.delete' })
  @ApiNoContentResponse()
  @ApiErrors(BAD_ID, [404, 'not_found'], [422, 'notice_type_has_notices'])
  async remove(@CurrentCaller() actor: Caller, @Param('id', IdPipe) id: number): Promise<void> {
    await this.types.remove(actor, id);
  }

  @Post(':id/clone')
  @ApiOperation({ summary: 'Copy a notice type' })
  @Authenticated({ permission: 'noticeTypes.create' })
  @ApiCreatedResponse({
    type: NoticeTypeResponseDto,
    description: 'a new type "<name> (copy)" with the same fields',
  })
  @ApiErrors(BAD_ID, [404, 'not_found'])
  clone(@CurrentCaller() actor: Caller, @Param('id', IdPipe) id: number): Promise<NoticeTypeResponseDto> {
    return this.types.clone(actor, id);
  }
}

/** Public: notice types with their fields, for the search form. */
@ApiTags('notice types')
@Controller('noticetypes')
export class PublicNoticeTypesController {
  constructor(private readonly types: NoticeTypesService) {}

  @Get()
  @ApiOperation({ summary: 'List notice types with their fields (search form)' })
  @ApiPublic()
  @ApiOkResponse({ type: PublicNoticeTypeListDto })
  list(): Promise<PublicNoticeTypeListDto> {
    return this.types.publicList();
  }
}
