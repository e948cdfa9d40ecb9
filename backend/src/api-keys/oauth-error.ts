import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import type { ErrorCode } from '@notices/common';
import type { Response } from 'express';

/** The RFC 6749 §5.2 codes we send, from our catalogue. */
export type OAuthErrorCode = (typeof ErrorCode)['invalidRequest' | 'invalidClient' | 'unsupportedGrantType'];

/**
 * An error of the token endpoint. RFC 6749 §5.2 clients read `error`; our own clients read
 * `statusCode` and `message`: the body carries both, so neither kind of client breaks.
 */
export class OAuthError extends HttpException {
  constructor(
    readonly error: OAuthErrorCode,
    status: 400 | 401,
    readonly description?: string,
    /** The client tried HTTP Basic: RFC 6749 §5.2 then requires a WWW-Authenticate challenge. */
    readonly basicChallenge = false,
  ) {
    super({ statusCode: status, message: error }, status);
  }
}

/** Writes OAuthError in the RFC shape; everything else is left to the global error filter. */
@Catch(OAuthError)
export class OAuthErrorFilter implements ExceptionFilter {
  catch(error: OAuthError, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (error.basicChallenge) res.setHeader('WWW-Authenticate', 'Basic realm="api", charset="UTF-8"');
    res.setHeader('Cache-Control', 'no-store');
    res.status(error.getStatus()).json({
      error: error.error,
      ...(error.description ? { error_description: error.description } : {}),
      statusCode: error.getStatus(),
      message: error.error,
    });
  }
}
