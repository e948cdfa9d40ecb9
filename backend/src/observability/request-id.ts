import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a proxy or client may hand us as an id: short, and nothing a log reader could trip over. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,64}$/;

/**
 * The request's id: the caller's `X-Request-Id` when it is one we can safely repeat (a proxy's or a
 * client's, so one id follows the request across systems), else a new UUID. Answered in the same header.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}
