import { ErrorCode } from '@notices/common';
import { AppException } from './app-exception';

describe('AppException', () => {
  it('answers its catalogue code as the message, with the field errors', () => {
    const error = AppException.badRequest(ErrorCode.validationFailed, { title: 'blank' });
    expect(error.getStatus()).toBe(400);
    expect(error.getResponse()).toEqual({
      statusCode: 400,
      message: 'validation_failed',
      errors: { title: 'blank' },
    });
  });
  it('takes catalogue codes only (the compiler checks this line: npm run typecheck -w backend)', () => {
    // @ts-expect-error a code outside ErrorCode is refused
    const error = AppException.forbidden('not_in_the_catalogue');
    expect(error.getStatus()).toBe(403);
  });
});
