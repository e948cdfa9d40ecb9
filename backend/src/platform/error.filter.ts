import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DatabaseError } from 'pg';
import { QueryFailedError } from 'typeorm';
import { ErrorCode } from '@notices/common';
import { isDatabaseUnavailable } from '../database/connection-errors';
import { loggedUrl } from './logged-url';
import { AppException } from './app-exception';

/** The one error shape of the API: `{ statusCode, message, errors? }`, message being a catalogue code. */
export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string>;
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: ErrorCode.badRequest,
  401: ErrorCode.unauthorized,
  403: ErrorCode.forbidden,
  404: ErrorCode.notFound,
  405: ErrorCode.methodNotAllowed,
  409: ErrorCode.conflict,
  413: ErrorCode.payloadTooLarge,
  415: ErrorCode.unsupportedMediaType,
  422: ErrorCode.unprocessableEntity,
  429: ErrorCode.tooManyRequests,
};

/** When a client should try again after the database failed it: about one acquire timeout. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Errors of Express's body parsers and other http-errors (web/body-parsers.ts maps the known ones):
 * a 4xx they mark as a client mistake (`type`, or `expose` as zlib errors get) stays that 4xx.
 */
function bodyParserStatus(error: unknown): number | null {
  const e = error as { type?: unknown; expose?: unknown; status?: unknown } | null;
  const status = e?.status;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  return typeof e?.type === 'string' || e?.expose === true ? status : null;
}

/** The SQLSTATE of an error from TypeORM or straight from node-postgres (search uses its pool). */
function databaseErrorCode(error: unknown): string | null {
  if (error instanceof QueryFailedError)
    return (error as QueryFailedError & { driverError?: { code?: string } }).driverError?.code ?? null;
  return error instanceof DatabaseError ? (error.code ?? null) : null;
}

/** 409 conflict, naming the columns from PostgreSQL's detail ("Key (user_id)=(7) already exists."). */
function uniqueViolationBody(error: unknown): ErrorBody {
  const detail =
    (error as { driverError?: { detail?: string }; detail?: string }).driverError?.detail ??
    (error as { detail?: string }).detail;
  const columns = /^Key \(([^)]*)\)=/.exec(detail ?? '')?.[1] ?? '';
  const fields = columns.split(', ').filter((column) => /^[a-z_]+$/.test(column));
  const errors = Object.fromEntries(
    fields.map((column) => [column.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()), 'not_unique']),
  );
  return { statusCode: 409, message: ErrorCode.conflict, ...(fields.length ? { errors } : {}) };
}

export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse();
    if (typeof response === 'object' && response !== null) {
      const r = response as { message?: unknown; errors?: Record<string, string> };
      const message =
        typeof r.message === 'string' && /^[a-z0-9_.]+$/i.test(r.message) && !r.message.includes(' ')
          ? r.message
          : (STATUS_CODES[status] ?? 'error');
      return { statusCode: status, message, ...(r.errors ? { errors: r.errors } : {}) };
    }
    return { statusCode: status, message: STATUS_CODES[status] ?? 'error' };
  }
  const parserStatus = bodyParserStatus(error);
  if (parserStatus)
    return { statusCode: parserStatus, message: STATUS_CODES[parserStatus] ?? ErrorCode.badRequest };
  // A database that is down, stalled or overloaded: the request itself was fine, try it again later.
  if (isDatabaseUnavailable(error)) return { statusCode: 503, message: ErrorCode.databaseUnavailable };
  const code = databaseErrorCode(error);
  // A unique violation no service mapped (two requests racing for one value) is a conflict, not a crash.
  if (code === '23505') return uniqueViolationBody(error);
  // Values the database itself refuses (bad number, out of range, bad date, too long, a NUL character)
  // are the client's mistake.
  if (code && ['22P02', '22003', '22007', '22008', '22001', '22021', '22P05'].includes(code))
    return { statusCode: 400, message: ErrorCode.badRequest };
  return { statusCode: 500, message: ErrorCode.internal };
}

/** A body was announced and is not all in: an upload refused part-way, or before it was read. */
const bodyLeftUnread = (req: Request) =>
  !req.complete &&
  (req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0);

@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorFilter');

  catch(error: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const response = context.getResponse<Response>();
    const request = context.getRequest<Request>();
    const body = toErrorBody(error);
    const unavailable = body.message === ErrorCode.databaseUnavailable;
    if (unavailable) {
      // One line per request, not a stack each: a stall fails every request at once.
      const url = loggedUrl(request.originalUrl ?? request.url);
      this.logger.warn(`${request.method} ${url}: database unavailable (${(error as Error)?.message})`);
    } else if (body.statusCode >= 500) {
      const url = loggedUrl(request.originalUrl ?? request.url);
      this.logger.error(`${request.method} ${url}: ${(error as Error)?.stack ?? String(error)}`);
    }
    if (response.headersSent) return;
    if (error instanceof AppException && error.retryAfterSeconds)
      response.setHeader('Retry-After', String(error.retryAfterSeconds));
    else if (unavailable) response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    // The rest of such a body is never read, so the socket cannot carry another request: say so, or a
    // keep-alive client sends its next request on a socket about to close (ECONNRESET).
    if (bodyLeftUnread(request)) response.setHeader('Connection', 'close');
    response.status(body.statusCode).json(body);
  }
}
