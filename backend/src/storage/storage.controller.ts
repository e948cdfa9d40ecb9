import { Controller, Get, HttpCode, Param, Put, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ErrorCode } from '@notices/common';
import { link, open, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { AppException } from '../common/app-exception';
import { attachmentDisposition, FileStorage } from './file-storage';
import { LocalDiskStorage, type SignedRequest } from './local-storage';

type SignedQuery = Record<string, string | undefined>;

/** Serves the signed upload and download URLs of local-disk storage (S3 serves its own). */
@ApiExcludeController()
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
  async download(@Param('key') key: string[], @Query() query: SignedQuery, @Res() res: Response) {
    const signed = this.signed('get', key.join('/'), query);
    const file = await this.local().openRead(signed.key);
    if (!file) throw AppException.notFound();
    res.setHeader('Content-Type', signed.contentType);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Content-Disposition', attachmentDisposition(signed.fileName));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, max-age=300');
    // Headers are sent by now: a read error can only cut the response short.
    await pipeline(file.stream, res).catch(() => res.destroy());
  }
}
