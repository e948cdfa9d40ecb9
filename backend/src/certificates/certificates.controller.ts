import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type Caller, Authenticated, CurrentCaller } from '../platform/caller';
import { ApiErrors, BAD_ID } from '../platform/api-errors';
import { ApiPublic } from '../platform/api-public.decorator';
import { IdPipe } from '../platform/id.pipe';
import { attachmentDisposition } from '../storage/file-storage';
import { certificateFileName, CertificatesService, type CertificateFile } from './certificates.service';

const PDF_ANSWER = {
  description: 'certificate-<rootId>.pdf (attachment): the signed certificate of publication',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
} as const;

function send(res: Response, file: CertificateFile, cacheControl: string): StreamableFile {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', attachmentDisposition(certificateFileName(file.rootId)));
  res.setHeader('Cache-Control', cacheControl);
  return new StreamableFile(file.pdf);
}

/** Certificates of publication (docs/certificates.md): the staff's download and the public one. */
@ApiTags('certificates')
@Controller()
export class CertificatesController {
  constructor(private readonly certificates: CertificatesService) {}

  @Get('admin/notices/:id/certificate')
  @ApiOperation({ summary: "Download a notice's certificate of publication (signed PDF)" })
  @Authenticated({ permission: 'notices.show' })
  @ApiOkResponse(PDF_ANSWER)
  @ApiErrors(BAD_ID, [404, 'not_found'], [503, 'certificate_pending'])
  async staff(
    @CurrentCaller() actor: Caller,
    @Param('id', IdPipe) id: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return send(res, await this.certificates.forStaff(actor, id), 'private, no-cache');
  }

  @Get('certificates/:id.pdf')
  @ApiOperation({ summary: "Download a public notice's certificate of publication (signed PDF)" })
  @ApiPublic()
  @ApiOkResponse(PDF_ANSWER)
  @ApiErrors(BAD_ID, [404, 'not_found'], [503, 'certificate_pending'])
  async public(
    @Param('id', IdPipe) id: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return send(res, await this.certificates.forPublic(id), 'public, max-age=60');
  }
}
