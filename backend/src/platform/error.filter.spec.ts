import { DatabaseError } from 'pg';
import { QueryFailedError } from 'typeorm';
import { toErrorBody } from './error.filter';

function uniqueViolation(detail: string): QueryFailedError {
  const driverError = Object.assign(new DatabaseError('duplicate key value', 0, 'error'), {
    code: '23505',
    detail,
  });
  return new QueryFailedError('INSERT …', [], driverError);
}

describe('toErrorBody', () => {
  it('answers a unique violation no service mapped with 409 naming the field, never 500', () => {
    expect(toErrorBody(uniqueViolation('Key (client_id)=(mpn_x) already exists.'))).toEqual({
      statusCode: 409,
      message: 'conflict',
      errors: { clientId: 'not_unique' },
    });
    expect(toErrorBody(uniqueViolation('Key (user_id, publication_id)=(1, 2) already exists.'))).toEqual({
      statusCode: 409,
      message: 'conflict',
      errors: { userId: 'not_unique', publicationId: 'not_unique' },
    });
    expect(toErrorBody(uniqueViolation('Key (lower(email::text))=(a@b) already exists.'))).toEqual({
      statusCode: 409,
      message: 'conflict',
    });
  });
});
