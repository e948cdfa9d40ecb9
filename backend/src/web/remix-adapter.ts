import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { REQUEST_ID_HEADER } from '../observability/request-id';
import { PAGE_CACHE_HEADER, type PageCache, type PageRender } from './page-cache';
import { cspNonce } from './security-headers';
import type { SiteData } from './site-data';
import { SITE_VISITOR_HEADER, siteVisitorHeader } from './site-visitor';

/**
 * Runs the Remix server build inside Nest's own Express instance. @remix-run/express wants
 * Express 4 while Nest 11 ships Express 5, so this small adapter converts the request and
 * response by hand (see docs/decisions/001-one-process-three-apps.md).
 */
export async function createRemixMiddleware(
  serverEntry: string,
  siteData: SiteData,
  pageCache: PageCache | null = null,
) {
  const { createRequestHandler } = await import('@remix-run/node');
  // The server build is an ES module; a file URL keeps Node from treating the path as a package name.
  const build = await import(pathToFileURL(serverEntry).href);
  const handle = createRequestHandler(build, 'production');

  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (isForeignPost(req)) {
      // Remix refuses it too, but by throwing: a 500 and a stack trace for another site's form.
      res.status(403).type('text/plain').send('Forbidden: a form of another site cannot post here.');
      return;
    }
    try {
      // The nonce of the CSP header (security-headers.ts) goes to the site's inline scripts.
      const nonce = cspNonce(res);
      const render = pageCache ? await pageCache.begin(req) : null;
      if (render && pageCache?.answer(render, res, nonce)) return;
      // What every page reads besides its own data comes in process (site-data.ts).
      const response = await handle(toFetchRequest(req, res), { cspNonce: nonce, siteData });
      if (render && pageCache) await sendAndKeep(res, response, pageCache, render, nonce);
      else await sendFetchResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** A browser's POST (or other write) whose Origin is not this host: another site's form, as Remix sees it. */
function isForeignPost(req: ExpressRequest): boolean {
  const origin = req.get('origin');
  if (req.method === 'GET' || req.method === 'HEAD' || origin === undefined) return false;
  try {
    return new URL(origin).host !== req.get('host');
  } catch {
    return true; // `null` (a sandboxed or privacy-sensitive context) or garbage
  }
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  const url = new URL(req.originalUrl, origin);
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  // The site passes this on to the API: the client address Express established (under TRUST_PROXY),
  // vouched for by this process, replacing anything the visitor sent (site-visitor.ts).
  headers.set(SITE_VISITOR_HEADER, siteVisitorHeader(req.ip ?? req.socket.remoteAddress ?? ''));
  // The id this page is logged under (the visitor's own only when safe to repeat): the site's API calls
  // pass it on, so their log lines carry it too.
  if (req.id !== undefined) headers.set(REQUEST_ID_HEADER, String(req.id));
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

function sendHead(res: ExpressResponse, response: Response): void {
  res.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') res.setHeader(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader('set-cookie', cookies);
}

/** A page that may be shared goes out whole, then into the page memory if nothing in it is the visitor's. */
async function sendAndKeep(
  res: ExpressResponse,
  response: Response,
  pageCache: PageCache,
  render: PageRender,
  nonce: string,
): Promise<void> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of (response.body ?? []) as AsyncIterable<Uint8Array>) chunks.push(chunk);
  const body = Buffer.concat(chunks);
  sendHead(res, response);
  res.setHeader(PAGE_CACHE_HEADER, 'miss');
  res.setHeader('content-length', body.length);
  res.end(body);
  pageCache.keep(render, res, response, body, nonce);
}

async function sendFetchResponse(res: ExpressResponse, response: Response): Promise<void> {
  sendHead(res, response);
  if (!response.body) {
    res.end();
    return;
  }
  await writeInBatches(res, response.body as unknown as AsyncIterable<Uint8Array>);
}

/**
 * React writes a page in hundreds of small chunks: one socket write (and one chunked-encoding frame) each
 * cost more than rendering them. The chunks that arrive within one turn of the event loop go out as one
 * write, and a page that is whole within the first turn goes out with a Content-Length.
 */
async function writeInBatches(res: ExpressResponse, body: AsyncIterable<Uint8Array>): Promise<void> {
  let pending: Uint8Array[] = [];
  let streaming = false;
  let timer: NodeJS.Immediate | null = null;
  const flush = () => {
    timer = null;
    streaming = true;
    if (pending.length) res.write(Buffer.concat(pending));
    pending = [];
  };
  try {
    for await (const chunk of body) {
      pending.push(chunk);
      timer ??= setImmediate(flush);
    }
  } finally {
    if (timer) clearImmediate(timer);
  }
  if (streaming) {
    if (pending.length) res.write(Buffer.concat(pending));
    res.end();
  } else res.end(Buffer.concat(pending));
}
