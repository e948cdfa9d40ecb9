import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import { bearer, TestApp } from '../support/app';
import { PNG } from '../support/file-fixtures';
import { createNoticeType, noticeBody } from '../support/notice-fixtures';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  socket: Socket;
}

/** One request through `agent`, the body written in chunks as an uploading client streams a file. */
function send(agent: Agent, url: URL, method: string, headers: Record<string, string>, body?: Buffer) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, socket: req.socket! }),
      );
    });
    req.on('error', reject);
    if (!body) return void req.end();
    // A client keeps writing while the server has already answered: errors of the write are the test's
    // subject only through the next request, so the writes' own EPIPE is let go.
    req.on('error', () => undefined);
    const step = 64 * 1024;
    const write = (offset: number): void => {
      if (offset >= body.length) return void req.end();
      if (req.destroyed) return;
      req.write(body.subarray(offset, offset + step), () => write(offset + step));
    };
    write(0);
  });
}

/**
 * An upload refused before its body is read (over the size its URL was signed for): the answer must say
 * `Connection: close`, since the server then closes the socket; a keep-alive client that believed
 * `keep-alive` sent its next request on the dead socket and got ECONNRESET.
 */
describe('an early 413 on an upload', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let noticeId: number;
  beforeAll(async () => {
    t = await TestApp.start();
    admin = bearer((await t.admin()).token);
    const type = await createNoticeType(t);
    const pub = (await t.createPublication()).id;
    noticeId = (
      await t.http
        .post('/api/v1/admin/notices')
        .set(admin)
        .send(noticeBody(t, type, pub))
    ).body.id;
  });
  afterAll(() => t.close());

  it('says Connection: close, and a keep-alive client then succeeds on a new socket', async () => {
    const presign = await t.http
      .post(`/api/v1/admin/notices/${noticeId}/attachments`)
      .set(admin)
      .send({ kind: 'public', name: 'map.png', contentType: 'image/png', size: PNG.length });
    expect(presign.status).toBe(201);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const tooBig = Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024, 7)]);
      const refused = await send(agent, new URL(presign.body.uploadUrl), 'PUT', presign.body.headers, tooBig);
      expect([refused.status, refused.headers.connection]).toEqual([413, 'close']);
      const next = await send(
        agent,
        new URL('/api/v1/health', `http://127.0.0.1:${t.config.port}`),
        'GET',
        {},
      );
      expect(next.status).toBe(200);
      expect(next.socket).not.toBe(refused.socket);
    } finally {
      agent.destroy();
    }
  });
});
