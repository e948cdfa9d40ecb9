import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { ErrorCode, parseId } from '@notices/common';
import { AppException } from '../platform/app-exception';
import { ID_RULE } from './id-rule';

/**
 * A path id: canonical digits that fit PostgreSQL's integer, else 400 naming the parameter (`+2`, `0x2`,
 * `2e0`, `02` and ` 2` are not 2: a lenient reading once let a fuzzer's `+1` overwrite record 1).
 */
@Injectable()
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string, metadata?: ArgumentMetadata): number {
    const id = parseId(value);
    if (id === null)
      throw AppException.badRequest(ErrorCode.validationFailed, {
        [metadata?.data ?? 'id']: ID_RULE,
      });
    return id;
  }
}
