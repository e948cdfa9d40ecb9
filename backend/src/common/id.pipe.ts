import { Injectable, PipeTransform } from '@nestjs/common';
import { AppException } from '../common/app-exception';

const MAX_INT4 = 2_147_483_647;

/** A path id: a whole number that fits PostgreSQL's integer, else 400 (never a database error). */
@Injectable()
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = Number(value);
    if (!/^\d{1,10}$/.test(value) || !Number.isSafeInteger(id) || id < 1 || id > MAX_INT4) {
      throw AppException.badRequest('validation_failed', { id: 'must be a whole number' });
    }
    return id;
  }
}
