import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiPublic } from '../platform/api-public.decorator';
import { ApiErrors, BAD_ID } from '../platform/api-errors';
import { IdPipe } from '../platform/id.pipe';
import { AttachmentsService } from './attachments.service';
import { PublicNoticeDto, UrlDto } from './dto/notice-response.dto';
import { NoticeQueries } from './notice-queries.service';

/** The public site's notice reads: only notices with at least one published date exist here. */
@ApiTags('public')
@Controller('notices')
export class PublicNoticesController {
  constructor(
    private readonly queries: NoticeQueries,
    private readonly attachments: AttachmentsService,
  ) {}

  /** Declared before `:noticeId/:attachmentId`, which would otherwise take `date/5`. */
  @Get('date/:id')
  @ApiOperation({ summary: 'Show the public notice of a publication date' })
  @ApiPublic()
  @ApiOkResponse({ type: PublicNoticeDto })
  @ApiErrors(BAD_ID, [404, 'not_found'])
  async byDate(@Param('id', IdPipe) id: number): Promise<PublicNoticeDto> {
    return { notice: await this.queries.publicViewByDate(id) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'Show a public notice' })
  @ApiPublic()
  @ApiOkResponse({ type: PublicNoticeDto })
  @ApiErrors(BAD_ID, [404, 'not_found'])
  async show(@Param('id', IdPipe) id: number): Promise<PublicNoticeDto> {
    return { notice: await this.queries.publicView(id) };
  }

  @Get(':noticeId/:attachmentId')
  @ApiOperation({ summary: "Get a download URL for a public notice's attachment" })
  @ApiPublic()
  @ApiOkResponse({ type: UrlDto })
  @ApiErrors(BAD_ID, [404, 'not_found'])
  attachment(
    @Param('noticeId', IdPipe) noticeId: number,
    @Param('attachmentId', IdPipe) attachmentId: number,
  ): Promise<{ url: string }> {
    return this.attachments.publicUrl(noticeId, attachmentId);
  }
}
