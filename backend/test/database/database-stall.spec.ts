import { createServer, Socket, type AddressInfo, type Server } from 'node:net';
import { cloneDatabase, TestApp } from '../support/app';
import { INJECTED_FAILURE } from '../support/response-contract';

/**
 * A TCP proxy between the app and PostgreSQL that can stop forwarding: while paused it reads nothing and
 * holds new connections, so the database looks stopped (SIGSTOP) to the app, without stopping the
 * PostgreSQL the other test files share.
 */
class StallProxy {
  private readonly sockets = new Set<Socket>();
  private paused = false;
  private readonly held: Array<() => void> = [];
  private constructor(private readonly server: Server) {}

  static async start(target: { host: string; port: number }): Promise<StallProxy> {
    const server = createServer();
    const proxy = new StallProxy(server);
    server.on('connection', (client) => proxy.accept(client, target));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  pause(): void {
    this.paused = true;
    for (const socket of this.sockets) socket.pause();
  }

  resume(): void {
    this.paused = false;
    for (const socket of this.sockets) socket.resume();
    for (const connect of this.held.splice(0)) connect();
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private accept(client: Socket, target: { host: string; port: number }): void {
    client.pause();
    this.sockets.add(client);
    const connect = () => {
      const upstream = new Socket();
      this.sockets.add(upstream);
      upstream.connect(target.port, target.host);
      client.on('data', (chunk) => upstream.write(chunk));
      upstream.on('data', (chunk) => client.write(chunk));
      for (const [a, b] of [
        [client, upstream],
        [upstream, client],
      ]) {
        a.on('close', () => {
          this.sockets.delete(a);
          b.destroy();
        });
        a.on('error', () => b.destroy());
      }
      if (!this.paused) client.resume();
      else upstream.pause();
    };
    client.on('error', () => client.destroy());
    if (this.paused) this.held.push(connect);
    else connect();
  }
}

const ACQUIRE_MS = 1_000;
const STATEMENT_MS = 2_000;
/** The longest a request may take during the stall: the client's read timeout (statement + 1 s) and slack. */
const FAIL_FAST_MS = STATEMENT_MS + 1_000 + 1_500;

interface Timed {
  status: number;
  ms: number;
  retryAfter: string | null;
  message?: string;
}

async function timedGet(url: string, headers: Record<string, string> = {}): Promise<Timed> {
  const started = Date.now();
  // Without the fix the request hangs for the whole stall: cut it off so the test fails, not times out.
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(15_000) });
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return {
    status: response.status,
    ms: Date.now() - started,
    retryAfter: response.headers.get('retry-after'),
    message: body.message,
  };
}

/** Asks `get` until it answers 200 or `ms` pass; answers how long that took. */
async function until200(get: () => Promise<Timed>, ms: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const { status } = await get();
    if (status === 200) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`still ${status} after ${ms} ms`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('a stalled database (its connections open, nothing answered)', () => {
  let proxy: StallProxy;
  let t: TestApp;

  beforeAll(async () => {
    const direct = new URL(await cloneDatabase());
    proxy = await StallProxy.start({ host: direct.hostname, port: Number(direct.port) });
    direct.host = `127.0.0.1:${proxy.port}`;
    t = await TestApp.start({
      databaseUrl: direct.toString(),
      databaseTimeouts: { acquireMs: ACQUIRE_MS, statementMs: STATEMENT_MS },
    });
  });

  afterAll(async () => {
    proxy.resume();
    await t?.close();
    await proxy?.close();
  });

  it('fails every data request fast with 503 database_unavailable and Retry-After, then recovers without a restart', async () => {
    const publications = `${t.url}/api/v1/publications`;
    const search = (q: string) => `${t.url}/api/v1/search/search?for=${q}`;
    expect((await timedGet(publications)).status).toBe(200);
    expect((await timedGet(search('warm'))).status).toBe(200);

    proxy.pause();
    // More requests than idle connections: some wait for a connection, some run into the stall on one.
    const during = await Promise.all([
      ...Array.from({ length: 6 }, () => timedGet(publications, INJECTED_FAILURE)),
      ...Array.from({ length: 6 }, (_, i) => timedGet(search(`stall${i}`), INJECTED_FAILURE)),
    ]);
    for (const answer of during) {
      expect(answer).toMatchObject({ status: 503, message: 'database_unavailable', retryAfter: '5' });
      expect(answer.ms).toBeLessThan(FAIL_FAST_MS);
    }
    const health = await timedGet(`${t.url}/api/v1/health`);
    expect(health).toMatchObject({ status: 503, message: 'database_unavailable' });

    proxy.resume();
    const recovered = await Promise.all([
      until200(() => timedGet(publications, INJECTED_FAILURE), 5_000),
      until200(() => timedGet(search('after'), INJECTED_FAILURE), 5_000),
      until200(() => timedGet(`${t.url}/api/v1/health`), 5_000),
    ]);
    console.log(
      `stall: ${during.length} requests answered 503 in ${Math.min(...during.map((d) => d.ms))}-${Math.max(...during.map((d) => d.ms))} ms; recovered in ${Math.max(...recovered)} ms`,
    );
  });
});

describe('a stalled read replica (its connections open, nothing answered)', () => {
  let proxy: StallProxy;
  let t: TestApp;

  beforeAll(async () => {
    const databaseUrl = await cloneDatabase();
    const direct = new URL(databaseUrl);
    proxy = await StallProxy.start({ host: direct.hostname, port: Number(direct.port) });
    // The primary itself as the "replica", reached through the proxy: reads see every commit either way.
    direct.host = `127.0.0.1:${proxy.port}`;
    t = await TestApp.start({
      databaseUrl,
      databaseReadUrl: direct.toString(),
      databaseTimeouts: { acquireMs: ACQUIRE_MS, statementMs: STATEMENT_MS },
    });
  });

  afterAll(async () => {
    proxy.resume();
    await t?.close();
    await proxy?.close();
  });

  it('sends search to the primary instead of answering 503', async () => {
    const search = (q: string) => timedGet(`${t.url}/api/v1/search/search?for=${q}`);
    expect((await search('warm')).status).toBe(200);
    proxy.pause();
    const during = await Promise.all(Array.from({ length: 4 }, (_, i) => search(`replica${i}`)));
    for (const answer of during) {
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeLessThan(FAIL_FAST_MS);
    }
  });
});
