// The site benchmark: the public pages as a browser first asks for them, one after the other in one run,
// CONNECTIONS (16) keep-alive connections for DURATION (15) seconds each with autocannon: the home page with
// this week's results, a notice page, the embed, the search API call behind the home page, and a static
// file (the ceiling: what the server answers when it renders nothing). Prints requests/s, p50 and p99 (ms)
// and the errors; the load average before and after, since the machine may be shared.
// Usage: node bench/site.mjs   (env: BASE_URL (http://127.0.0.1:3700), CONNECTIONS, DURATION, WARMUP
// seconds (3), ONLY=home,notice to run some, GZIP=1 to ask for compressed pages as browsers do,
// SERVER_PID=<the product's pid> to print also the CPU time the product and its children (the embedded
// PostgreSQL) spent per request: unlike requests/s, hardly moved by other work on the machine)
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3700';
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 16);
const DURATION = Number(process.env.DURATION ?? 15);
const WARMUP = Number(process.env.WARMUP ?? 3);
const ONLY = process.env.ONLY?.split(',');
const headers = process.env.GZIP === '1' ? { 'accept-encoding': 'gzip' } : {};

// The search the home page makes with nothing chosen: this week, first page of 8 (site/app/utils/search.server.ts).
const HOME_SEARCH = '/api/v1/search/search?dateRange=tw&page=1&per=8';

async function firstNoticeId() {
  const response = await fetch(`${BASE_URL}${HOME_SEARCH}`);
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  const { result } = await response.json();
  if (!result?.length) throw new Error('no notice published this week: load the corpus first');
  return result[0];
}

function run(path, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${BASE_URL}${path}`, connections: CONNECTIONS, duration, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const SERVER_PID = process.env.SERVER_PID ? Number(process.env.SERVER_PID) : null;
const TICK_MS = 10; // Linux's USER_HZ is 100

/** CPU time (ms) of SERVER_PID and every process below it, from /proc. */
function serverCpuMs() {
  const stats = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // After the command's closing parenthesis: state, ppid, … utime (12th), stime (13th).
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ');
      stats.push({
        pid: Number(name),
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // gone meanwhile
    }
  }
  const tree = new Set([SERVER_PID]);
  for (let grew = true; grew;) {
    grew = false;
    for (const { pid, ppid } of stats) if (tree.has(ppid) && !tree.has(pid)) grew = tree.add(pid) !== null;
  }
  return stats.filter(({ pid }) => tree.has(pid)).reduce((sum, { ticks }) => sum + ticks * TICK_MS, 0);
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const id = await firstNoticeId();
const targets = [
  ['home page, this week', '/'],
  [`notice page /notices/${id}`, `/notices/${id}`],
  ['embed', '/embed'],
  ['search API behind the home page', HOME_SEARCH],
  ['static file /favicon.svg', '/favicon.svg'],
].filter(([name]) => !ONLY || ONLY.some((only) => name.startsWith(only)));

console.log(
  `${BASE_URL}, ${CONNECTIONS} connections, ${DURATION} s each${headers['accept-encoding'] ? ', gzip' : ''}`,
);
console.log(`load average before: ${load()}`);
const rows = [];
for (const [name, path] of targets) {
  if (WARMUP) await run(path, WARMUP);
  const cpuBefore = SERVER_PID ? serverCpuMs() : 0;
  const result = await run(path, DURATION);
  const cpu = SERVER_PID
    ? `   server CPU ${((serverCpuMs() - cpuBefore) / result.requests.total).toFixed(2)} ms/req`
    : '';
  const { latency, requests } = result;
  const failed = result.errors + result.timeouts + result.non2xx;
  rows.push({ name, 'req/s': requests.average, p50: latency.p50, p99: latency.p99, failed });
  console.log(
    `${name.padEnd(34)} ${String(requests.average).padStart(8)} req/s   p50 ${String(latency.p50).padStart(5)} ms   ` +
      `p99 ${String(latency.p99).padStart(5)} ms${cpu}${failed ? `   FAILED ${failed}` : ''}`,
  );
}
console.log(`load average after: ${load()}`);
if (rows.some((row) => row.failed)) process.exitCode = 1;
