import { ErrorCode } from '@notices/common';
import {
  json,
  raw,
  urlencoded,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { AppException } from '../platform/app-exception';

/** Deeper JSON is no real client's data; it only costs stack (class-transformer recurses) and time. */
export const MAX_BODY_DEPTH = 32;
const JSON_LIMIT = '1mb';
const JSON_TYPES = ['application/json', 'application/*+json'];
const FORM_TYPE = 'application/x-www-form-urlencoded';
/**
 * The routes that take a form: OAuth 2 client credentials (RFC 6749 §4.4) and one-click unsubscribe
 * (RFC 8058, sent by mail clients); neither reads the session cookie. Elsewhere a form is refused: an
 * HTML form on a same-site page (another port or subdomain) sends the SameSite=Lax session cookie
 * without a CORS preflight, so accepting forms would let that page act as the signed-in user.
 */
const takesForm = (path: string) =>
  path === '/v1/auth/token' || /^\/v1\/savedsearches\/unsubscribe\/[^/]+$/.test(path);

/** A body-parser error (or a zlib error it passed on) as the API's own 4xx. */
function clientError(error: unknown, tooLarge: AppException): AppException {
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'entity.too.large') return tooLarge;
  if (type === 'encoding.unsupported' || type === 'charset.unsupported')
    return new AppException(415, ErrorCode.unsupportedMediaType);
  // Malformed JSON, a body that does not match its Content-Encoding, a truncated or aborted body.
  return AppException.badRequest(ErrorCode.badRequest);
}

/** Runs a body parser, turning its errors into 4xx answers (an unexplained error would be a 500). */
function guarded(parser: RequestHandler, tooLarge: AppException): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) =>
    parser(req, res, (error?: unknown) => next(error ? clientError(error, tooLarge) : undefined));
}

/**
 * What the parsers accept but nothing may store: nesting deeper than the limit, or a NUL character
 * (PostgreSQL text and jsonb refuse it, and the failed query would be logged). Walks without recursion,
 * so a deep body cannot overflow the stack here.
 */
export function bodyProblem(value: unknown, depthLimit: number): ErrorCode | null {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node === 'string' && node.includes('\0')) return ErrorCode.badRequest;
    if (node === null || typeof node !== 'object') continue;
    if (depth > depthLimit) return ErrorCode.bodyTooDeep;
    for (const [key, child] of Object.entries(node)) {
      if (key.includes('\0')) return ErrorCode.badRequest;
      stack.push([child, depth + 1]);
    }
  }
  return null;
}

/** As type-is' hasBody says "no": a Content-Length of 0 still counts as a (empty) body to parse. */
const announcesNoBody = (req: Request) =>
  req.headers['transfer-encoding'] === undefined && req.headers['content-length'] === undefined;

const hasBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * The API's body parsing: JSON only, plus forms where takesForm says (else 415), gzip/deflate/br bodies
 * inflated with the size limit applied to the inflated bytes, nesting limited to MAX_BODY_DEPTH, every
 * client mistake a 4xx.
 * Two routes take raw bytes: the "content from file" call and local-disk uploads (their own checks).
 */
export function apiBodyParsers(uploadMaxBytes: number): RequestHandler[] {
  const payloadTooLarge = new AppException(413, ErrorCode.payloadTooLarge);
  const rawFile = guarded(
    raw({ type: ['text/plain', 'application/pdf'], limit: uploadMaxBytes }),
    new AppException(413, ErrorCode.attachmentTooLarge),
  );
  const jsonBody = guarded(json({ limit: JSON_LIMIT, type: JSON_TYPES }), payloadTooLarge);
  const formBody = guarded(
    urlencoded({ extended: true, limit: JSON_LIMIT, type: FORM_TYPE }),
    payloadTooLarge,
  );
  const parse: RequestHandler = (req, res, next) => {
    // No body announced at all (a GET, usually): the parsers would skip it; skip them first (hot path).
    if (announcesNoBody(req)) return next();
    // Routing ignores case and a trailing slash, so this must too.
    const path = req.path.toLowerCase().replace(/\/+$/, '');
    if (path === '/v1/admin/notices/extract_text') return rawFile(req, res, next);
    if (path.startsWith('/v1/storage/')) return next();
    const accepted = takesForm(path) ? [...JSON_TYPES, FORM_TYPE] : JSON_TYPES;
    if (hasBody(req) && !req.is(accepted)) return next(new AppException(415, ErrorCode.unsupportedMediaType));
    jsonBody(req, res, (error?: unknown) => (error ? next(error) : formBody(req, res, next)));
  };
  const check: RequestHandler = (req, _res, next) => {
    if (Buffer.isBuffer(req.body)) return next(); // a file: bytes, not a structure to walk
    const problem = bodyProblem(req.body, MAX_BODY_DEPTH);
    next(problem ? AppException.badRequest(problem) : undefined);
  };
  return [parse, check];
}
