import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { INJECTED_FAILURE, ResponseContract } from '../support/response-contract';

// What every API test file relies on (test/support/app.ts): a response that breaks docs/openapi.json is caught
// as it finishes. A bare HTTP server plays the API here, answering what each test tells it to, and names
// the route of an /api/ URL as Express does (req.route).

type Answer = (res: ServerResponse) => void;

let server: Server;
let base: string;
let answer: Answer;
let contract: ResponseContract;

beforeAll(async () => {
  server = createServer((_req: IncomingMessage, res: ServerResponse) => answer(res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  contract = new ResponseContract();
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0];
    if (path.startsWith('/api/v1/open-data/'))
      Object.assign(req, { route: { path: '/api/v1/open-data/:date/:file' } });
    else if (path === '/api/v1/utilities/version') Object.assign(req, { route: { path } });
    answer(res);
  });
  contract.watch(server, 'response-contract.spec.ts');
});

/** Headers set one by one, as Express sets them (writeHead's own headers are not readable back). */
function reply(res: ServerResponse, status: number, headers: Record<string, string>) {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Answer =>
  (res) => {
    reply(res, status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

async function call(path: string, respond: Answer, headers: Record<string, string> = {}) {
  answer = respond;
  const res = await fetch(`${base}${path}`, { headers });
  await res.arrayBuffer();
  return contract.violations.map((v) => `${v.method} ${v.path} ${v.status}: ${v.problem}`);
}

describe('the response contract', () => {
  it('lets a documented status with a body of its schema pass', async () => {
    expect(await call('/api/v1/utilities/version', json(200, { version: '1.2.3' }))).toEqual([]);
  });

  it('names the field a body breaks its schema with', async () => {
    const [violation, ...rest] = await call('/api/v1/utilities/version', json(200, { version: 7 }));
    expect(rest).toEqual([]);
    expect(violation).toMatch(/^GET \/api\/v1\/utilities\/version 200: the body does not match its schema/);
    expect(violation).toContain('/version must be string');
  });

  it('reads a compressed JSON body', async () => {
    const zipped: Answer = (res) => {
      reply(res, 200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(gzipSync(JSON.stringify({})));
    };
    expect(await call('/api/v1/utilities/version', zipped)).toEqual([
      expect.stringContaining("must have required property 'version'"),
    ]);
  });

  it('refuses a status the operation does not document, a 5xx too unless the test broke the server on purpose', async () => {
    expect(await call('/api/v1/utilities/version', json(418, {}))).toEqual([
      'GET /api/v1/utilities/version 418: Health_version documents 200, not 418',
    ]);
    contract.violations.length = 0;
    expect(await call('/api/v1/utilities/version', json(500, {}), INJECTED_FAILURE)).toEqual([]);
    expect(await call('/api/v1/utilities/version', json(500, {}))).toHaveLength(1);
  });

  it('checks a file by its content type only', async () => {
    const file =
      (type: string): Answer =>
      (res) => {
        reply(res, 200, { 'content-type': type });
        res.end('not really gzip');
      };
    expect(await call('/api/v1/open-data/2026-11-24/notices.csv.gz', file('application/gzip'))).toEqual([]);
    expect(await call('/api/v1/open-data/2026-11-24/notices.csv.gz', file('text/plain'))).toEqual([
      'GET /api/v1/open-data/{date}/{file} 200: OpenData_file documents application/gzip, application/json for 200, but the answer is text/plain',
    ]);
  });

  it('leaves answers no route gave alone', async () => {
    expect(await call('/api/v1/no-such-route', json(404, {}))).toEqual([]);
    expect(await call('/about', json(200, 'not even JSON'))).toEqual([]);
  });

  it('checks an answer fetched from another process by its URL', async () => {
    answer = json(200, { version: 7 });
    const res = await contract.fetch(`${base}/api/v1/utilities/version?x=1`, {}, 'child');
    expect(await res.json()).toEqual({ version: 7 });
    expect(contract.violations.filter((v) => v.file === 'child').map((v) => v.path)).toEqual([
      '/api/v1/utilities/version',
    ]);
  });
});
