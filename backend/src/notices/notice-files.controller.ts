import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorCode } from '@notices/common';
import type { Request } from 'express';
import { type Caller, Authenticated, CurrentCaller } from '../platform/caller';
import { ApiErrors, BAD_ID } from '../platform/api-errors';
import { AppException } from '../platform/app-exception';
import { IdPipe } from '../platform/id.pipe';
import { AttachmentsService } from './attachments.service';
import { AttachmentRequestDto, DeleteFileDto } from './dto/notice-input.dto';
import { NoticeResponseDto, TextDto, UploadAnswerDto, UrlDto } from './dto/notice-response.dto';
import { extractText } from './text-extraction';

/** The editor's file calls: content text from a file, presigned uploads, their check, and deletes. */
@ApiTags('notices')
@Controller('admin/notices')
export class NoticeFilesController {
  constructor(private readonly attachments: AttachmentsService) {}

  @Post('extract_text')
  @ApiOperation({ summary: "Read a file's text for a notice's content" })
  @HttpCode(200)
  @Authenticated({ permission: 'notices.create' })
  @ApiConsumes('text/plain', 'application/pdf')
  @ApiBody({ description: 'the raw file (≤ UPLOAD_MAX_MB)', schema: { type: 'string', format: 'binary' } })
  @ApiOkResponse({ type: TextDto })
  @ApiErrors(
    [400, 'attachment_type'],
    [413, 'attachment_too_large'],
    [422, 'attachment_type_mismatch'],
    [422, 'unreadable_file'],
  )
  async extractText(@Req() req: Request): Promise<{ text: string }> {
    // The raw parser (app.factory) leaves a Buffer only for text/plain and application/pdf.
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body) || body.length === 0) throw AppException.badRequest(ErrorCode.attachmentType);
    const declared = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    return { text: await extractText(body, declared) };
  }

  @Post(':id/attachments')
  @ApiOperation({ summary: 'Request an upload URL for a notice file' })
  @Authenticated({ permission: 'notices.edit' })
  @ApiCreatedResponse({ type: UploadAnswerDto, description: 'PUT the file to uploadUrl with these headers' })
  @ApiErrors(
    [400, 'attachment_limit'],
    [400, 'attachment_type'],
    [404, 'not_found'],
    [413, 'attachment_too_large'],
    [422, 'notice_has_next_version'],
  )
  requestUpload(
    @CurrentCaller() actor: Caller,
    @Param('id', IdPipe) id: number,
    @Body() dto: AttachmentRequestDto,
  ): Promise<UploadAnswerDto> {
    return this.attachments.requestUpload(actor, id, dto);
  }

  @Post(':id/attachments/:attachmentId/complete')
  @ApiOperation({ summary: 'Check an uploaded file and attach it' })
  @HttpCode(200)
  @Authenticated({ permission: 'notices.edit' })
  @ApiOkResponse({ type: NoticeResponseDto })
  @ApiErrors(
    [400, 'attachment_limit'],
    [404, 'not_found'],
    [413, 'attachment_too_large'],
    [422, 'attachment_type_mismatch'],
    [422, 'attachment_not_uploaded'],
  )
  complete(
    @CurrentCaller() actor: Caller,
    @Param('id', IdPipe) id: number,
    @Param('attachmentId', IdPipe) attachmentId: number,
  ): Promise<NoticeResponseDto> {
    return this.attachments.complete(actor, id, attachmentId);
  }

  @Get(':id/files/:attachmentId')
  @ApiOperation({ summary: "Get a download URL for a notice's file" })
  @Authenticated({ permission: 'notices.show' })
  @ApiOkResponse({ type: UrlDto, description: 'a presigned download URL valid 5 minutes' })
  @ApiErrors(BAD_ID, [404, 'not_found'])
  fileUrl(
    @CurrentCaller() actor: Caller,
    @Param('id', IdPipe) id: number,
    @Param('attachmentId', IdPipe) attachmentId: number,
  ): Promise<{ url: string }> {
    return this.attachments.staffUrl(actor, id, attachmentId);
  }

  /** Declared after `attachments` on purpose: Express matches in order, and a file may be called anything. */
  @Post(':id/:fileName')
  @ApiOperation({ summary: 'Delete a file of a notice' })
  @ApiParam({ name: 'fileName', description: "the file's name (informative: the body says which file)" })
  @HttpCode(200)
  @Authenticated({ permission: 'notices.edit' })
  @ApiOkResponse({ type: NoticeResponseDto, description: 'deletes a file' })
  @ApiErrors([400, 'validation_failed'], [404, 'not_found'], [422, 'notice_has_next_version'])
  deleteFile(
    @CurrentCaller() actor: Caller,
    @Param('id', IdPipe) id: number,
    @Body() dto: DeleteFileDto,
  ): Promise<NoticeResponseDto> {
    return this.attachments.remove(actor, id, dto);
  }
}
