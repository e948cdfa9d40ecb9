import { HttpException } from '@nestjs/common';
import type { ErrorCode } from '@notices/common';

export type FieldErrors = Record<string, string>;

/** A domain error: an HTTP status, a catalogue code, and optional field errors. */
export class AppException extends HttpException {
  constructor(
    status: number,
    readonly code: ErrorCode | string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super({ statusCode: status, message: code, ...(fieldErrors ? { errors: fieldErrors } : {}) }, status);
  }

  static badRequest(code: ErrorCode | string, fieldErrors?: FieldErrors) {
    return new AppException(400, code, fieldErrors);
  }
  static unauthorized(code: ErrorCode | string = 'unauthorized') {
    return new AppException(401, code);
  }
  static forbidden(code: ErrorCode | string = 'forbidden') {
    return new AppException(403, code);
  }
  static notFound(code: ErrorCode | string = 'not_found') {
    return new AppException(404, code);
  }
  static unprocessable(code: ErrorCode | string, fieldErrors?: FieldErrors) {
    return new AppException(422, code, fieldErrors);
  }
  /** `retryAfterSeconds` goes out as the Retry-After header. */
  static tooManyRequests(retryAfterSeconds?: number) {
    const error = new AppException(429, 'too_many_requests');
    error.retryAfterSeconds = retryAfterSeconds;
    return error;
  }

  retryAfterSeconds?: number;
}
