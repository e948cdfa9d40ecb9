import { Controller, Get, Header, Param, Query, type PipeTransform } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ErrorCode } from '@notices/common';
import { ApiErrors, BAD_ID } from '../platform/api-errors';
import { ApiPublic } from '../platform/api-public.decorator';
import { AppException } from '../platform/app-exception';
import { IdPipe } from '../platform/id.pipe';
import {
  ConsistencyProofDto,
  ConsistencyQueryDto,
  COUNT,
  COUNT_RULE,
  InclusionProofDto,
  InclusionQueryDto,
  KeysDto,
  LookupDto,
  LookupQueryDto,
  NoticeProofDto,
} from './dto/transparency.dto';
import { CacheControl } from '../platform/cache-control';
import { TransparencyLookup } from './transparency-lookup';
import { TransparencyService } from './transparency.service';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const BAD_INPUT: [number, ErrorCode] = [400, 'validation_failed'];

/** A leaf index in the path: canonical digits from 0. */
class IndexPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!COUNT.test(value)) throw AppException.badRequest(ErrorCode.validationFailed, { index: COUNT_RULE });
    return Number(value);
  }
}

/** The public transparency log (CONTRACT-11): keyless, cacheable by a CDN. */
@ApiTags('transparency')
@Controller('transparency')
export class TransparencyController {
  constructor(
    private readonly log: TransparencyService,
    private readonly lookups: TransparencyLookup,
  ) {}

  @Get('checkpoint')
  @ApiPublic()
  @ApiOperation({ summary: "The log's latest signed checkpoint (C2SP tlog-checkpoint signed note)" })
  @ApiOkResponse({
    content: { 'text/plain': { schema: { type: 'string' } } },
    description: 'origin, tree size, root hash, signature',
  })
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @CacheControl('public, max-age=5')
  async checkpoint(): Promise<string> {
    return (await this.log.latestCheckpoint()).note;
  }

  @Get('keys')
  @ApiPublic()
  @ApiOperation({ summary: "The log's origin and its signing keys, retired ones included" })
  @ApiOkResponse({ type: KeysDto })
  @CacheControl('public, max-age=300')
  keys(): Promise<KeysDto> {
    return this.log.keys();
  }

  @Get('entries/:index')
  @ApiPublic()
  @ApiOperation({ summary: 'One log entry: its canonical JSON (RFC 8785), byte for byte' })
  @ApiParam({ name: 'index', schema: { type: 'integer', minimum: 0 } })
  @ApiOkResponse({ schema: { type: 'object', additionalProperties: true }, description: 'the entry object' })
  @ApiErrors(BAD_INPUT, [404, 'not_found'])
  @Header('Content-Type', 'application/json')
  @CacheControl(IMMUTABLE)
  entry(@Param('index', IndexPipe) index: number): Promise<string> {
    return this.log.entry(index);
  }

  @Get('proofs/inclusion')
  @ApiPublic()
  @ApiOperation({ summary: 'An inclusion proof of entry `index` in the tree of size `treeSize` (RFC 9162)' })
  @ApiOkResponse({ type: InclusionProofDto })
  @ApiErrors(BAD_INPUT)
  @CacheControl(IMMUTABLE)
  inclusion(@Query() query: InclusionQueryDto): Promise<InclusionProofDto> {
    return this.log.inclusion(Number(query.index), Number(query.treeSize));
  }

  @Get('proofs/consistency')
  @ApiPublic()
  @ApiOperation({ summary: 'A consistency proof between tree sizes `from` and `to` (RFC 9162)' })
  @ApiOkResponse({ type: ConsistencyProofDto })
  @ApiErrors(BAD_INPUT)
  @CacheControl(IMMUTABLE)
  consistency(@Query() query: ConsistencyQueryDto): Promise<ConsistencyProofDto> {
    return this.log.consistency(Number(query.from), Number(query.to));
  }

  @Get('notices/:id')
  @ApiPublic()
  @ApiOperation({ summary: "A public notice's log entries (all versions) with inclusion proofs" })
  @ApiOkResponse({ type: NoticeProofDto })
  @ApiErrors(BAD_ID, [404, 'not_found'])
  @CacheControl('public, max-age=5')
  notice(@Param('id', IdPipe) id: number): Promise<NoticeProofDto> {
    return this.log.noticeProof(id);
  }

  @Get('lookup')
  @ApiPublic()
  @ApiOperation({ summary: 'What a SHA-256 digest belongs to: an attachment, a certificate or an entry' })
  @ApiOkResponse({ type: LookupDto })
  @ApiErrors(BAD_INPUT)
  @CacheControl('public, max-age=60')
  lookup(@Query() query: LookupQueryDto): Promise<LookupDto> {
    return this.lookups.find(query.sha256.toLowerCase());
  }
}
