import { applyDecorators, Controller, Get, HttpCode, Param, Put, Query, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProperty,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ErrorCode } from '@notices/common';
import { link, open, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { ApiErrors } from '../platform/api-errors';
import { ApiPublic } from '../platform/api-public.decorator';
import { AppException } from '../platform/app-exception';
import { fileDisposition, FileStorage, fileSecurityPolicy } from './file-storage';
import { LocalDiskStorage, type SignedRequest } from './local-storage';

type SignedQuery = Record<string, string | undefined>;

export class StoredSizeDto {
  @ApiProperty({ example: 48213, description: 'bytes stored' }) size: number;
}

const KEY = {
  name: 'key',
  type: String,
  description:
    'the key of the stored file, as the signed URL the API handed out names it (it may contain `/`)',
};
/** The signed URL's own query: whoever holds the URL may use it until it expires; nothing else is needed. */
const SIGNED_QUERY = [
  ApiQuery({ name: 'op', enum: ['put', 'get'], description: 'what the URL was signed for' }),
  ApiQuery({
    name: 'expires',
    schema: { type: 'integer' },
    description: 'Unix time (ms) after which the URL is refused',
  }),
  ApiQuery({ name: 'contentType', type: String, description: 'the media type the URL was signed for' }),
  ApiQuery({
    name: 'maxBytes',
    required: false,
    schema: { type: 'integer' },
    description: 'uploads: the largest body accepted',
  }),
  ApiQuery({
    name: 'fileName',
    type: String,
    required: false,
    description: 'downloads: the name offered to save the file as',
  }),
  ApiQuery({ name: 'signature', type: String, description: 'HMAC of the other parameters' }),
];
/** The signed query and the answers every signed URL can give (a bad signature, a missing file). */
function ApplySigned() {
  return applyDecorators(
    ...SIGNED_QUERY,
    ApiErrors([403, ErrorCode.invalidSignature], [404, ErrorCode.notFound]),
  );
}

/**
 * Serves the signed upload and download URLs of local-disk storage (S3 serves its own). Nobody builds
 * these URLs: the notice-file calls hand them out, signed and expiring; they are documented so a client
 * knows the answers to expect.
 */
@ApiTags('files')
@Controller('storage')
export class StorageController {
  constructor(private readonly storage: FileStorage) {}

  private local(): LocalDiskStorage {
    if (!(this.storage instanceof LocalDiskStorage)) throw AppException.notFound();
    return this.storage;
  }

  private signed(op: 'put' | 'get', key: string, query: SignedQuery): SignedRequest {
    const request: SignedRequest = {
      op,
      key,
      expires: Number(query.expires),
      contentType: query.contentType ?? '',
      maxBytes: Number(query.maxBytes),
      fileName: query.fileName ?? '',
    };
    if (query.op !== op || !query.signature || !this.local().verify(request, query.signature)) {
      throw AppException.forbidden(ErrorCode.invalidSignature);
    }
    return request;
  }

  /**
   * One upload per URL: a file that exists is never replaced (409), and of two PUTs at once only the
   * first gets the partial file; the finished file is linked in place, which fails if one appeared.
   */
  @Put('*key')
  @HttpCode(200)
  @ApiOperation({ summary: 'Upload a file to a signed URL (local-disk storage)' })
  @ApiPublic()
  @ApiParam(KEY)
  @ApplySigned()
  @ApiConsumes('application/octet-stream')
  @ApiBody({
    description: 'the file’s bytes, sent with the signed Content-Type',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiOkResponse({ type: StoredSizeDto })
  @ApiErrors(
    [400, ErrorCode.uploadContentTypeMismatch],
    [400, ErrorCode.uploadFailed],
    [409, ErrorCode.attachmentAlreadyUploaded],
    [413, ErrorCode.attachmentTooLarge],
  )
  async upload(@Param('key') key: string[], @Query() query: SignedQuery, @Req() req: Request) {
    const signed = this.signed('put', key.join('/'), query);
    if ((req.headers['content-type'] ?? '').split(';')[0].trim() !== signed.contentType) {
      throw AppException.badRequest(ErrorCode.uploadContentTypeMismatch);
    }
    const target = await this.local().prepareWrite(signed.key);
    const alreadyUploaded = new AppException(409, ErrorCode.attachmentAlreadyUploaded);
    if ((await this.local().size(signed.key)) !== null) throw alreadyUploaded;
    const partial = `${target}.partial`;
    const handle = await open(partial, 'wx').catch(() => null);
    if (!handle) throw alreadyUploaded;
    let received = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        if (received > signed.maxBytes) done(new AppException(413, ErrorCode.attachmentTooLarge));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(req, limit, handle.createWriteStream());
      await link(partial, target).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'EEXIST' ? alreadyUploaded : error;
      });
    } catch (error) {
      throw error instanceof AppException ? error : AppException.badRequest(ErrorCode.uploadFailed);
    } finally {
      await rm(partial, { force: true });
    }
    return { size: received };
  }

  /**
   * Streams the file itself: Express's sendFile refuses any path through a dot-folder, and the default
   * DATA_DIR is ./.data. A file that is gone is a 404, never a 500.
   */
  @Get('*key')
  @ApiOperation({ summary: 'Download a file from a signed URL (local-disk storage)' })
  @ApiPublic()
  @ApiParam(KEY)
  @ApplySigned()
  // The file's own type (the one signed) on 200 only: its errors are JSON like every other answer.
  @ApiOkResponse({
    description:
      'the file, with the signed Content-Type and a Content-Disposition naming it: inline for PDF, PNG and JPEG, attachment otherwise',
    content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
  })
  async download(@Param('key') key: string[], @Query() query: SignedQuery, @Res() res: Response) {
    const signed = this.signed('get', key.join('/'), query);
    const file = await this.local().openRead(signed.key);
    if (!file) throw AppException.notFound();
    res.setHeader('Content-Type', signed.contentType);
    res.setHeader('Content-Length', String(file.size));
    // PDFs and images open in the tab the site opened for them; other types stay downloads.
    res.setHeader('Content-Disposition', fileDisposition(signed.fileName, signed.contentType));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Replaces the API's page policy: the file is a document of its own once shown inline.
    res.setHeader('Content-Security-Policy', fileSecurityPolicy(signed.contentType));
    res.setHeader('Cache-Control', 'private, max-age=300');
    // Headers are sent by now: a read error can only cut the response short.
    await pipeline(file.stream, res).catch(() => res.destroy());
  }
}
