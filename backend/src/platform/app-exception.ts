import { HttpException } from '@nestjs/common';
import { ErrorCode } from '@notices/common';

export type FieldErrors = Record<string, string>;

/** A domain error: an HTTP status, a catalogue code, and optional field errors. */
export class AppException extends HttpException {
  constructor(
    status: number,
    readonly code: ErrorCode,
    readonly fieldErrors?: FieldErrors,
  ) {
    super({ statusCode: status, message: code, ...(fieldErrors ? { errors: fieldErrors } : {}) }, status);
  }

  static badRequest(code: ErrorCode, fieldErrors?: FieldErrors) {
    return new AppException(400, code, fieldErrors);
  }
  static unauthorized(code: ErrorCode = ErrorCode.unauthorized) {
    return new AppException(401, code);
  }
  static forbidden(code: ErrorCode = ErrorCode.forbidden) {
    return new AppException(403, code);
  }
  static notFound(code: ErrorCode = ErrorCode.notFound) {
    return new AppException(404, code);
  }
  static unprocessable(code: ErrorCode, fieldErrors?: FieldErrors) {
    return new AppException(422, code, fieldErrors);
  }
  /** `retryAfterSeconds` goes out as the Retry-After header. */
  static tooManyRequests(retryAfterSeconds?: number) {
    const error = new AppException(429, ErrorCode.tooManyRequests);
    error.retryAfterSeconds = retryAfterSeconds;
    return error;
  }

  retryAfterSeconds?: number;
}
