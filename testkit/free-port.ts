import { createServer } from 'node:net';

/**
 * Ports are drawn below the kernel's ephemeral range (32768-60999 on Linux), where nothing that binds
 * port 0 lands: an embedded PostgreSQL, a mail catcher, a browser. Each test worker draws from a band of
 * its own, so two workers never pick the same port between choosing it and binding it (a product
 * started on a port the other worker's PostgreSQL had just taken died with EADDRINUSE).
 */
const LOWEST = 10_000;
const BAND = 2_500;
const BANDS = 8;

/**
 * Ports in this range that fetch and browsers refuse to call ("bad ports" of the Fetch standard): a
 * server there cannot be reached by the transparency verifier, the site's API client or Chromium.
 */
const REFUSED_BY_FETCH = new Set([10_080]);

/** Ports this process handed out: two servers of one test may each ask before either has bound. */
const handedOut = new Set<number>();

/** The worker's slot under Playwright (0 to workers-1) or Jest (from 1); 0 elsewhere. */
function workerIndex(): number {
  const playwright = process.env.TEST_PARALLEL_INDEX;
  if (playwright !== undefined) return Number(playwright) || 0;
  const jest = process.env.JEST_WORKER_ID;
  return jest !== undefined ? Math.max(0, Number(jest) - 1) : 0;
}

function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port free on 127.0.0.1 right now (for a server whose URL must be known before it starts). */
export async function freePort(): Promise<number> {
  const start = LOWEST + (workerIndex() % BANDS) * BAND;
  // A random start within the band, then onwards: ports a test closed a moment ago may linger.
  const offset = Math.floor(Math.random() * BAND);
  for (let step = 0; step < BAND; step++) {
    const port = start + ((offset + step) % BAND);
    if (REFUSED_BY_FETCH.has(port) || handedOut.has(port) || !(await canBind(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port between ${start} and ${start + BAND - 1}`);
}
